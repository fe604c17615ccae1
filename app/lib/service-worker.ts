import { toast } from "./toast";

/**
 * Registers /sw.js (built by scripts/generate-sw.mjs) and tells the visitor
 * when a new version is waiting (SPEC §4 "Service worker"). Failures are only logged.
 */
export async function registerServiceWorker(): Promise<void> {
  if (typeof window === "undefined" || !("serviceWorker" in navigator)) return;
  try {
    const { Workbox } = await import("workbox-window");
    const wb = new Workbox("/sw.js");
    wb.addEventListener("waiting", () => {
      void notifyUpdate(() => wb.messageSkipWaiting());
    });
    wb.addEventListener("controlling", () => window.location.reload());
    await wb.register();
  } catch (error) {
    console.warn("[service worker] registration failed", error);
  }
}

async function notifyUpdate(applyUpdate: () => void): Promise<void> {
  const title = "Update available";
  const body = "A new version of the app is available. Refresh to update.";
  if ("Notification" in window && Notification.permission === "granted") {
    const registration = await navigator.serviceWorker.getRegistration();
    if (registration) {
      await registration.showNotification(title, { body });
      applyUpdate();
      return;
    }
  }
  toast({ title, description: body, action: { label: "Reload", altText: "Reload to update", onClick: applyUpdate } });
}
