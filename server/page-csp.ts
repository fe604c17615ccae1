// The Content-Security-Policy header of a pre-rendered page (issues 21, 29):
// the policy the build wrote into the file's <meta> (the hashes of the inline
// scripts the pipeline writes, app/lib/render/document.server.ts), plus what only a
// header carries. How a page's HTML becomes its header is the server bundle's
// (`pageHeaderPolicy`, app/lib/render/csp.ts, read from `build.entry.module`): this
// module only reads each file once.
import { readFileSync } from "node:fs";

/** The header for a page's HTML, or null when it has no policy. */
export type HeaderPolicyOf = (html: string) => string | null;

/** A reader of page files' policies: the header for the page file at `file` (absolute), or null. */
export function pagePolicies(headerPolicyOf: HeaderPolicyOf): (file: string) => string | null {
  const policies = new Map<string, string | null>();
  return (file) => {
    let policy = policies.get(file);
    if (policy === undefined) {
      let html = "";
      try {
        html = readFileSync(file, "utf8");
      } catch {
        // a missing file gets no policy (the request falls through)
      }
      policy = html ? headerPolicyOf(html) : null;
      policies.set(file, policy);
    }
    return policy;
  };
}
