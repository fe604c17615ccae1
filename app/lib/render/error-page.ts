// The static §8 fallback page, answered when a page cannot be rendered or finished
// (app/lib/render/document.server.ts) and by the server's error handler (server/index.ts reads it
// from the server bundle, app/entry.server.tsx).
import { plainPage } from "./plain-page.ts";

/**
 * SPEC §8's fallback page, static so that it cannot fail itself. No script
 * (issue 21: no inline handler): Try Again is a link to the page itself
 * (an empty href), which reloads it in full.
 */
export const errorPage = plainPage({
  title: "Something went wrong",
  style: `
body{margin:0;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",sans-serif;color:#33271f;background:#fdfaf4}
main{max-width:36rem;margin:0 auto;padding:6rem 1.5rem;text-align:center}
h1{font-family:Georgia,serif;font-size:2rem;color:#231a15;margin:0 0 1rem}
p{line-height:1.6;margin:0 0 2rem;color:#4a3a2f}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;justify-content:center}
.actions>*{font:inherit;font-weight:600;padding:.75rem 1.5rem;border-radius:999px;border:2px solid #9c4323;cursor:pointer;text-decoration:none}
.actions a{background:#fff;color:#9c4323}.actions a.retry{background:#9c4323;color:#fff}
`,
  body: `<main>
<h1>Something went wrong</h1>
<p>We're sorry, but there was an error loading this page. Our team has been notified of the issue.</p>
<div class="actions">
<a class="retry" href="">Try Again</a>
<a href="/">Return to Home Page</a>
</div>
</main>`,
});

/** The fallback page's Content-Security-Policy: its inline styles, nothing else. */
export const errorPagePolicy =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'";
