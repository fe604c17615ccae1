// Files from build/client, answered from the `.br` / `.gz` copies that
// scripts/precompress.mjs writes at build time (issue 21): express-static-gzip
// picks the copy by Accept-Encoding (brotli first) and sends
// `Vary: Accept-Encoding`; a file without copies (images, fonts) is sent as
// it is. Nothing here compresses on request.
import type { NextFunction, Request, RequestHandler, Response } from "express";
import expressStaticGzip from "express-static-gzip";
import type { ServerResponse } from "node:http";
import path from "node:path";

type ServeStaticOptions = {
  maxAge?: string | number;
  immutable?: boolean;
  setHeaders?: (res: ServerResponse, file: string) => void;
};

/** The file a precompressed copy stands for: `a.data.br` → `a.data`. */
export function originalFile(file: string): string {
  return file.replace(/\.(?:br|gz)$/, "");
}

/** A static middleware over `root` that answers from the precompressed copies. */
export function precompressedStatic(root: string, options: ServeStaticOptions = {}): RequestHandler {
  const { setHeaders, ...rest } = options;
  const middleware = expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    index: false,
    serveStatic: {
      ...rest,
      index: false,
      redirect: false,
      setHeaders(res: ServerResponse, file: string) {
        const original = originalFile(file);
        // express-static-gzip types a copy by its original's extension, which
        // mime-types does not know for route data (`.data`).
        if (original.endsWith(".data")) res.setHeader("Content-Type", "text/x-script");
        setHeaders?.(res, original);
      },
    },
  });
  return (req, res, next) => {
    // The copies are answered through their original's address only.
    if (/\.(?:br|gz)$/.test(req.path)) return next();
    middleware(req, res, next);
  };
}

/**
 * Answers a pre-rendered page (`relativeFile` inside `root`, e.g.
 * `tours/index.html`) through `pages`, a {@link precompressedStatic} over the
 * same root; falls through to `next()` with the request as it was when there
 * is no such file.
 */
export function sendPageFile(
  pages: RequestHandler,
  root: string,
  relativeFile: string,
  req: Request,
  res: Response,
  next: NextFunction,
): void {
  const full = path.join(root, relativeFile);
  if (!full.startsWith(root + path.sep)) return next();
  const url = req.url;
  req.url = `/${relativeFile.split(path.sep).map(encodeURIComponent).join("/")}`;
  void pages(req, res, (error?: unknown) => {
    req.url = url;
    next(error);
  });
}
