/**
 * A tap on the header's menu or search button before hydration is
 * remembered, not lost (issue 11): a few bytes of script, the first
 * statement of every page's loader (defer-scripts.server.ts, which runs as
 * soon as the page is parsed, before it waits for the first paint), record
 * which button was tapped in
 * `window.__earlyTap` and mark it busy (`aria-busy`, a pulse in the styles).
 * The header, once hydrated, opens that overlay and sets `__earlyTap` to
 * false: React handles taps from then on.
 */

/** Where the header's buttons record a tap that came before hydration. */
export const EARLY_TAP_ATTRIBUTE = "data-early-tap";

export const earlyTapScript = `document.addEventListener("click",function(e){if(window.__earlyTap===false)return;var b=e.target instanceof Element&&e.target.closest("[${EARLY_TAP_ATTRIBUTE}]");if(!b)return;window.__earlyTap=b.getAttribute("${EARLY_TAP_ATTRIBUTE}");b.setAttribute("aria-busy","true")},true);`;
