import { toast } from "../browser/toast";

export const UPDATE_TITLE = "Update available";
export const UPDATE_MESSAGE = "A new version of the app is available. Refresh to update.";

/**
 * Registers /sw.js (built by scripts/generate-sw.mjs) and tells the visitor
 * when a new version is waiting (SPEC §4 "Service worker"): a system
 * notification when permission was granted, otherwise the toast with Reload.
 * The update applies only when the visitor asks (the notification or Reload);
 * the page then reloads under the new worker. A worker activated from another
 * tab reloads this one too, unless the visitor is typing here: then the toast
 * offers the reload instead. Failures are only logged.
 */
export async function registerServiceWorker(): Promise<void> {
  if (typeof window === "undefined" || !("serviceWorker" in navigator)) return;
  try {
    const { Workbox } = await import("workbox-window");
    const wb = new Workbox("/sw.js");
    let requested = false;
    const applyUpdate = () => {
      requested = true;
      wb.messageSkipWaiting();
    };
    wb.addEventListener("waiting", () => void notifyUpdate(applyUpdate));
    navigator.serviceWorker.addEventListener?.("message", (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === "APPLY_UPDATE") applyUpdate();
    });
    wb.addEventListener("controlling", () => {
      if (requested || !isVisitorTyping()) window.location.reload();
      else showUpdateToast(() => window.location.reload());
    });
    await wb.register();
  } catch (error) {
    console.warn("[service worker] registration failed", error);
  }
}

function showUpdateToast(onReload: () => void): void {
  toast({
    title: UPDATE_TITLE,
    description: UPDATE_MESSAGE,
    action: { label: "Reload", altText: "Reload to update", onClick: onReload },
  });
}

/**
 * One notice (SPEC §4): the system notification when permission was granted
 * (clicking it applies the update, see public/sw-update.js), otherwise the
 * toast with Reload. A notification that cannot be shown falls back to the toast.
 */
async function notifyUpdate(applyUpdate: () => void): Promise<void> {
  if (await showUpdateNotification()) return;
  showUpdateToast(applyUpdate);
}

/** True when the system notification is shown. */
async function showUpdateNotification(): Promise<boolean> {
  try {
    if (!("Notification" in window) || Notification.permission !== "granted") return false;
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return false;
    await registration.showNotification(UPDATE_TITLE, { body: UPDATE_MESSAGE, tag: "app-update" });
    return true;
  } catch (error) {
    console.warn("[service worker] could not show the update notification", error);
    return false;
  }
}

/** A field has focus, or a field's value differs from the page's: a reload would lose it. */
export function isVisitorTyping(doc: Document = document): boolean {
  const active = doc.activeElement as HTMLElement | null;
  if (active && (active.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(active.tagName))) return true;
  for (const field of doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")) {
    if (field.type === "hidden" || field.type === "submit" || field.type === "button") continue;
    if (field.type === "checkbox" || field.type === "radio") {
      if ((field as HTMLInputElement).checked !== (field as HTMLInputElement).defaultChecked) return true;
    } else if (field.value !== field.defaultValue) return true;
  }
  return false;
}
