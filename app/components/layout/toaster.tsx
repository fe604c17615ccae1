import { lazy, Suspense, useEffect, useState } from "react";
import { subscribeToToasts, type Toast } from "~/lib/browser/toast";

const ToastViewport = lazy(() => import("../ui/toast-viewport"));

/** Renders notices from the toast store; the toast library loads with the first notice. */
export function Toaster() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  // The viewport (and the toast library) loads with the first notice, then stays.
  const [loaded, setLoaded] = useState(false);
  if (toasts.length > 0 && !loaded) setLoaded(true);

  useEffect(() => subscribeToToasts(setToasts), []);

  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport toasts={toasts} />
    </Suspense>
  );
}
