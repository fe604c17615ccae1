import { lazy, Suspense, useEffect, useState } from "react";
import { subscribeToToasts, type Toast } from "~/lib/toast";

const ToastViewport = lazy(() => import("../ui/toast-viewport"));

/** Renders notices from the toast store; the toast library loads with the first notice. */
export function Toaster() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => subscribeToToasts(setToasts), []);
  useEffect(() => {
    if (toasts.length > 0) setLoaded(true);
  }, [toasts.length]);

  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport toasts={toasts} />
    </Suspense>
  );
}
