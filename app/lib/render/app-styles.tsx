import { createContext, useContext } from "react";
import appCss from "../../styles/app.css?url";

/**
 * The site's whole stylesheet (9 KB gzip) travels inside each page's HTML, so
 * the first paint waits for no request (issue 11). entry.server reads the
 * built file and provides its text here; the browser never downloads it and
 * the JavaScript never contains it.
 */
export const AppCssContext = createContext<string | null>(null);

/**
 * Rendered in <head>. React 19 treats a <style> with `href` and `precedence`
 * as a resource: the server writes it right after the charset, viewport and
 * image preloads (before any other link or script), and the client adopts the
 * server's element by its href without comparing its text, so the CSS is not
 * needed on the client. In development, Vite serves the stylesheet as usual.
 */
export function AppStyles() {
  const css = useContext(AppCssContext);
  if (import.meta.env.DEV) return <link rel="stylesheet" href={appCss} />;
  return (
    <style href={appCss} precedence="app">
      {css ?? ""}
    </style>
  );
}

export { appCss };
