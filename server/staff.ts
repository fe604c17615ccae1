// The staff status page's routes (issue 41 item 1), mounted before the
// editor's (server/index.ts): the page itself comes from the server build
// (app/lib/status/staff-page.server.ts, `build.entry.module.staffStatusPage`),
// the sign-in from server/staff-auth.ts.
import express, { type RequestHandler } from "express";
import { staffAuth, STAFF_PATH, type StaffAuthOptions } from "./staff-auth.ts";

/** The page: a web Request (with the posted form, up to 16 KB) and the staff member, or null. */
export type StaffPage = (request: Request, staff: string | null) => Promise<Response>;

const FORM_LIMIT_BYTES = 16 * 1024;

/** Writes a web Response through Express. */
async function send(res: express.Response, response: Response) {
  res.status(response.status);
  for (const [name, value] of response.headers) if (name !== "set-cookie") res.setHeader(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** The request as the web's Request: the path and query, the cookie and content type, and a form body read up to the limit. */
async function webRequest(req: express.Request): Promise<Request | null> {
  const url = new URL(req.originalUrl, "http://localhost");
  const headers = { cookie: req.headers.cookie ?? "", "content-type": req.headers["content-type"] ?? "" };
  if (req.method !== "POST") return new Request(url, { method: req.method, headers });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > FORM_LIMIT_BYTES) return null;
    chunks.push(chunk);
  }
  return new Request(url, { method: "POST", headers, body: Buffer.concat(chunks) });
}

export function staffRoutes(page: StaffPage, options: StaffAuthOptions) {
  const auth = staffAuth(options);
  const handle =
    (answer: (req: express.Request) => Response | Promise<Response>): RequestHandler =>
    async (req, res, next) => {
      try {
        await send(res, await answer(req));
      } catch (error) {
        next(error);
      }
    };
  const router = express.Router();
  router.get(
    `${STAFF_PATH}/sign-in`,
    handle(() => auth.startSignIn()),
  );
  router.post(
    `${STAFF_PATH}/sign-out`,
    handle((req) => auth.signOut(req)),
  );
  router.all(STAFF_PATH, async (req, res, next) => {
    try {
      const request = await webRequest(req);
      if (!request)
        return void res.status(413).type("text/plain").send("The form is larger than this page ever sends.");
      await send(res, await page(request, auth.staffOf(req)));
    } catch (error) {
      next(error);
    }
  });
  // GitHub comes back to the OAuth app's one callback: the staff sign-in's when its state cookie matches, else the editor's.
  router.get("/admin/callback", async (req, res, next) => {
    const request = new Request(new URL(req.originalUrl, "http://localhost"), {
      headers: { cookie: req.headers.cookie ?? "" },
    });
    if (!auth.isStaffCallback(request)) return next();
    try {
      await send(res, await auth.finishSignIn(request));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
