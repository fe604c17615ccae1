import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { afterFirstPaint } from "./lib/browser/after-first-paint";
import { startUp } from "./lib/browser/start-up";

// The server HTML is the whole page: the browser paints it before React
// hydrates (docs/how-a-page-starts.md). A pre-rendered page has painted by
// now (its loader waited for a frame), so it hydrates at once; a page
// rendered on request waits one frame.
afterFirstPaint(() => {
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
});
