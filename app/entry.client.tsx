import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { startUp } from "./lib/browser/start-up";

// The server HTML is the whole page: the browser has painted it before this
// module runs (every page's loader waits for the first paint,
// app/lib/render/defer-scripts.server.ts), so React hydrates at once
// (docs/how-a-page-starts.md).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
// Analytics, the service worker and the booking warm-up: once per page load.
startUp();
