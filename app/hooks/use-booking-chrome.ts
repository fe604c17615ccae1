import { useEffect, useState } from "react";

/** What the page shows at the screen's edge besides the header (issue 34 item 1). */
export type BookingChromeState = {
  /** The window has scrolled more than the threshold (the bar's 300 px rule). */
  past: boolean;
  /** The page's own booking card or calendar (`[data-booking-card]`) is on screen: no floating booking control. */
  card: boolean;
  /** A booking card that stays on screen as the page scrolls (`[data-booking-card=sticky]`, a tour page's price card). */
  stickyCard: boolean;
  /** A form field has focus, or a form's submit button is in the bottom band: nothing fixed there. */
  form: boolean;
  /** A form field (not focused) is under the floating link's box: the link makes way for it. */
  fields: boolean;
};

/** The band at the bottom of the screen where the bar, the pill and the help button sit (CSS px). */
export const BOTTOM_CHROME_BAND_PX = 150;

const CARD = "[data-booking-card]";
const STICKY_CARD = "[data-booking-card=sticky]";
const FIELD = "input:not([type=hidden]), select, textarea";
const SUBMIT = "button:not([type=button], [type=reset]), input[type=submit]";
/** The floating booking link's landmark (components/booking/floating-booking-cta.tsx). */
const FLOATING_LINK = "[data-floating-link]";
/** Room kept around the floating link's box (CSS px). */
const LINK_CLEARANCE_PX = 8;

/**
 * The root margin that shrinks the viewport to the floating link's box (its
 * `right`, `bottom`, width and height, which no fade or transform changes),
 * plus the clearance; null without the link.
 */
function linkBoxMargin(link: HTMLElement | null): string | null {
  if (!link) return null;
  const style = getComputedStyle(link);
  const right = Number.parseFloat(style.right) || 0;
  const bottom = Number.parseFloat(style.bottom) || 0;
  const px = (value: number) => `${-Math.max(0, Math.round(value))}px`;
  const top = window.innerHeight - bottom - link.offsetHeight - LINK_CLEARANCE_PX;
  const left = window.innerWidth - right - link.offsetWidth - LINK_CLEARANCE_PX;
  return `${px(top)} ${px(right - LINK_CLEARANCE_PX)} ${px(bottom - LINK_CLEARANCE_PX)} ${px(left)}`;
}

/**
 * Where the page is, as far as the floating booking controls need to know, from three
 * IntersectionObservers and no scroll handler: one on the viewport (a 1 px sentinel
 * whose bottom edge is at `thresholdPx`, and the page's booking cards), one on the
 * screen's bottom band (the page's submit buttons), one on the floating link's own
 * box (the page's fields: the link makes way only for a field it would cover). Plain
 * observers rather than react-intersection-observer's: this runs on every page, and the
 * library would add its chunk to every page's first load (140 KB budget). `pathname` re-reads the page's
 * cards and forms on each route; a MutationObserver on <main> catches later parts.
 */
export function useBookingChrome(thresholdPx: number, pathname: string): BookingChromeState {
  const [state, setState] = useState<BookingChromeState>({
    past: false,
    card: false,
    stickyCard: false,
    form: false,
    fields: false,
  });

  useEffect(() => {
    const main = document.getElementById("main-content");
    const sentinel = document.createElement("div");
    sentinel.style.cssText = `position:absolute;left:0;top:${thresholdPx - 1}px;width:1px;height:1px;pointer-events:none`;
    document.body.append(sentinel);
    // What each observer sees now.
    const inView = new Set<Element>();
    const inBand = new Set<Element>();
    const underLink = new Set<Element>();
    let past = false;
    let focused = false;
    const update = () => {
      const any = (seen: Set<Element>, selector: string) => [...seen].some((element) => element.matches(selector));
      setState({
        past,
        card: any(inView, CARD),
        stickyCard: any(inView, STICKY_CARD),
        form: focused || any(inBand, `form :is(${SUBMIT})`),
        fields: underLink.size > 0,
      });
    };
    const track = (seen: Set<Element>) => (entries: IntersectionObserverEntry[]) => {
      for (const { target, isIntersecting, boundingClientRect } of entries) {
        if (target === sentinel) past = !isIntersecting && boundingClientRect.top < 0;
        else if (isIntersecting) seen.add(target);
        else seen.delete(target);
      }
      update();
    };
    let observers: IntersectionObserver[] = [];
    let frame = 0;
    const watch = () => {
      frame = 0;
      for (const observer of observers) observer.disconnect();
      for (const seen of [inView, inBand, underLink]) seen.clear();
      const viewport = new IntersectionObserver(track(inView));
      const band = new IntersectionObserver(track(inBand), {
        rootMargin: `-${Math.max(0, window.innerHeight - BOTTOM_CHROME_BAND_PX)}px 0px 0px`,
      });
      const linkBox = linkBoxMargin(document.querySelector<HTMLElement>(FLOATING_LINK));
      const link = linkBox ? new IntersectionObserver(track(underLink), { rootMargin: linkBox }) : null;
      observers = link ? [viewport, band, link] : [viewport, band];
      viewport.observe(sentinel);
      for (const card of main?.querySelectorAll(CARD) ?? []) viewport.observe(card);
      for (const button of main?.querySelectorAll(`form :is(${SUBMIT})`) ?? []) band.observe(button);
      for (const field of main?.querySelectorAll(`form :is(${FIELD})`) ?? []) link?.observe(field);
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
