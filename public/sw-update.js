// Imported by the generated /sw.js (scripts/generate-sw.mjs). A click on the
// 'Update available' system notification asks the open pages to apply the
// waiting version; the page then tells the new worker to take over.
self.addEventListener("notificationclick", (event) => {
  if (event.notification.tag !== "app-update") return;
  event.notification.close();
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      for (const client of windows) client.postMessage({ type: "APPLY_UPDATE" });
      return windows[0]?.focus();
    }),
  );
});
