// The editor's start-up (issue 30), loaded before the Decap CMS bundle: Decap
// waits for CMS.init() instead of starting on its own, so the local backend's
// port can be chosen per run. `/admin/?local_backend_port=8082` talks to a
// decap-server on that port (`npm run cms` prints the address; the browser test
// starts one on a free port). Decap itself uses the local backend only on
// localhost and 127.0.0.1, so on the public site the parameter does nothing.
window.CMS_MANUAL_INIT = true;
window.addEventListener("DOMContentLoaded", () => {
  const port = new URLSearchParams(window.location.search).get("local_backend_port");
  const config = {};
  if (port && /^\d{2,5}$/.test(port)) {
    config.local_backend = { url: `http://${window.location.hostname}:${port}/api/v1` };
  }
  window.CMS.init({ config });
});
