// The Content-Security-Policy header of a pre-rendered page (issue 21): the
// policy the render entry wrote into the file's <meta> (the hashes of that
// page's inline scripts), plus what only a header carries. Read once per file.
import { readFileSync } from "node:fs";
import { headerPolicy, metaPolicy } from "../app/lib/csp.ts";

const policies = new Map<string, string | null>();

/** The header for the page file at `file` (absolute), or null when it has no policy. */
export function pagePolicy(file: string): string | null {
  let policy = policies.get(file);
  if (policy === undefined) {
    let html = "";
    try {
      html = readFileSync(file, "utf8");
    } catch {
      // a missing file gets no policy (the request falls through)
    }
    const meta = metaPolicy(html);
    policy = meta === null ? null : headerPolicy(meta);
    policies.set(file, policy);
  }
  return policy;
}
