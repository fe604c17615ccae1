import { useEffect, useState } from "react";

/** What the page shows at the screen's edge besides the header (issue 34 item 1). */
export type BookingChromeState = {
  /** The window has scrolled more than the threshold (the bar's 300 px rule). */
  past: boolean;
  /** The page's own booking card or calendar (`[data-booking-card]`) is on screen: no floating booking control. */
  card: boolean;
  /** A form field has focus, or a form's submit button is in the bottom band: nothing fixed there. */
  form: boolean;
  /** A form field (not focused) is in the bottom band: no floating booking control over it. */
  fields: boolean;
};

/** The band at the bottom of the screen where the bar, the pill and the help button sit (CSS px). */
export const BOTTOM_CHROME_BAND_PX = 150;

const CARD = "[data-booking-card]";
const FIELD = "input:not([type=hidden]), select, textarea";
const SUBMIT = "button:not([type=button], [type=reset]), input[type=submit]";
const CONTROL = `form :is(${FIELD}, ${SUBMIT})`;

/**
 * Where the page is, as far as the floating booking controls need to know, from two
 * IntersectionObservers and no scroll handler: one on the viewport (a 1 px sentinel
 * whose bottom edge is at `thresholdPx`, and the page's booking cards), one on the
 * screen's bottom band (the page's form controls). A plain observer rather than
 * react-intersection-observer's: this runs on every page, and the library would add
 * its chunk to every page's first load (140 KB budget). `pathname` re-reads the page's
 * cards and forms on each route; a MutationObserver on <main> catches later parts.
 */
export function useBookingChrome(thresholdPx: number, pathname: string): BookingChromeState {
  const [state, setState] = useState<BookingChromeState>({ past: false, card: false, form: false, fields: false });

  useEffect(() => {
    const main = document.getElementById("main-content");
    const sentinel = document.createElement("div");
    sentinel.style.cssText = `position:absolute;left:0;top:${thresholdPx - 1}px;width:1px;height:1px;pointer-events:none`;
    document.body.append(sentinel);
    const shown = new Set<Element>();
    let past = false;
    let focused = false;
    const update = () => {
      const any = (selector: string) => [...shown].some((element) => element.matches(selector));
      setState({
        past,
        card: any(CARD),
        form: focused || any(`form :is(${SUBMIT})`),
        fields: any(`form :is(${FIELD})`),
      });
    };
    const onEntries = (entries: IntersectionObserverEntry[]) => {
      for (const { target, isIntersecting, boundingClientRect } of entries) {
        if (target === sentinel) past = !isIntersecting && boundingClientRect.top < 0;
        else if (isIntersecting) shown.add(target);
        else shown.delete(target);
      }
      update();
    };
    let observers: IntersectionObserver[] = [];
    let frame = 0;
    const watch = () => {
      frame = 0;
      for (const observer of observers) observer.disconnect();
      shown.clear();
      const viewport = new IntersectionObserver(onEntries);
      const band = new IntersectionObserver(onEntries, {
        rootMargin: `-${Math.max(0, window.innerHeight - BOTTOM_CHROME_BAND_PX)}px 0px 0px`,
      });
      observers = [viewport, band];
      viewport.observe(sentinel);
      for (const card of main?.querySelectorAll(CARD) ?? []) viewport.observe(card);
      for (const control of main?.querySelectorAll(CONTROL) ?? []) band.observe(control);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(watch);
    };
    // A focused field: a phone's keyboard is up and the field must stay clear.
    const onFocus = () => {
      focused = document.activeElement?.matches(FIELD) ?? false;
      update();
    };
    watch();
    // A lazy section or a client-side route can bring cards and forms later; a resize moves the band.
    const mutations = new MutationObserver(schedule);
    if (main) mutations.observe(main, { childList: true, subtree: true });
    window.addEventListener("resize", schedule);
    document.addEventListener("focusin", onFocus);
    document.addEventListener("focusout", onFocus);
    return () => {
      mutations.disconnect();
      window.removeEventListener("resize", schedule);
      document.removeEventListener("focusin", onFocus);
      document.removeEventListener("focusout", onFocus);
      cancelAnimationFrame(frame);
      for (const observer of observers) observer.disconnect();
      sentinel.remove();
    };
  }, [thresholdPx, pathname]);

  return state;
}
