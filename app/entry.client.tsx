import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { startUp } from "./lib/browser/start-up";

function hydrate() {
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
}

// The server HTML is the whole page: let the browser paint it before React
// hydrates, so first paint never waits for hydration. The route modules are
// already loaded by now; hydrating one frame later costs nothing. A hidden tab
// gets no animation frames, so it hydrates at once.
if (document.visibilityState === "visible") {
  requestAnimationFrame(() => setTimeout(hydrate, 0));
} else {
  hydrate();
}
