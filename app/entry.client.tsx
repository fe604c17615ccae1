import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { startUp } from "./lib/browser/start-up";
import { localeOfPath } from "./lib/i18n/locales";
import { hasDictionary, loadDictionary } from "./lib/i18n/use-text";

// The server HTML is the whole page: the browser has painted it before this
// module runs (every page's loader waits for the first paint,
// app/lib/render/defer-scripts.server.ts), so React hydrates at once
// (docs/how-a-page-starts.md).
const hydrate = () =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
// A page in a language other than English waits for its dictionary, a chunk of its own (app/lib/i18n/use-text.ts),
// so that it hydrates with the words the server wrote; an English page hydrates at once, as before.
const locale = localeOfPath(window.location.pathname);
if (hasDictionary(locale)) hydrate();
else void loadDictionary(locale).then(hydrate);
// Analytics, the service worker and the booking warm-up: once per page load.
startUp();
