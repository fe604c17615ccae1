import { siteConfig } from "../config/config";
import { chooseAnalytics } from "../services/analytics-vendor";
import { sendsGlobalPrivacyControl } from "../services/consent";
import type { TranslationOf } from "../i18n/en";
import { hrefFor, localeOfPath, type Locale } from "../i18n/locales";

/**
 * The consent notice (issue 32 item 3): a small band at the bottom of the
 * screen, not a modal wall. Its code is a chunk of its own, imported only when
 * a measurement id is configured: after the first paint when the visitor has
 * not chosen yet (app/lib/browser/start-up.ts), or from the footer's "Privacy
 * choices" link. Plain DOM outside React's tree: it survives client-side
 * navigation until the visitor chooses, and React never hydrates it.
 *
 * Position fixed, so it moves nothing (CLS 0). One row of 53 px on a phone:
 * with the 72 px header, within 15% of a 390×844 screen (issue 34). While it
 * shows, it holds the screen's bottom edge: the booking bar, the floating
 * booking link and the help button make way (<html data-consent-notice>,
 * app/styles/app.css); like them, it steps aside while a form field has focus
 * or a form's submit button is in the bottom band (<html data-booking-chrome=clear>).
 *
 * Accept and Decline are the same size and style. Under Global Privacy
 * Control the visitor's browser has already declined: opened from the footer,
 * the notice says so and offers no Accept.
 */
export const NOTICE_ID = "privacy-choices";

/** The notice's words, in the page's language (decision 035): both tables ship in this chunk, loaded on demand. */
const ENGLISH = {
  label: "Privacy choices",
  gpc: "Your browser sends Global Privacy Control: no analytics cookies. ",
  question: "Allow analytics cookies? ",
  reason: "They show us which pages help visitors plan a walk; nothing is sent unless you accept. ",
  policy: "Privacy policy",
  ok: "OK",
  decline: "Decline",
  accept: "Accept",
} as const;

const WORDS: Record<Locale, TranslationOf<typeof ENGLISH>> = {
  en: ENGLISH,
  es: {
    label: "Opciones de privacidad",
    gpc: "Su navegador envía Global Privacy Control: sin cookies analíticas. ",
    // Two lines at most on a phone, as the English: the buttons' Spanish is wider.
    question: "¿Cookies analíticas? ",
    reason: "Nos muestran qué páginas ayudan a planear un paseo; no se envía nada si usted no acepta. ",
    policy: "Política de privacidad",
    ok: "Entendido",
    decline: "Rechazar",
    accept: "Aceptar",
  },
};

const BUTTON = "btn min-h-11 shrink-0 border border-ink-900 bg-ink-900 px-4 text-white hover:bg-ink-800 max-sm:px-3.5";

function button(label: string, onClick: () => void): HTMLButtonElement {
  const element = document.createElement("button");
  element.type = "button";
  element.className = BUTTON;
  element.textContent = label;
  element.addEventListener("click", onClick);
  return element;
}

function close(notice: HTMLElement, returnFocus: Element | null): void {
  const hadFocus = notice.contains(document.activeElement);
  notice.remove();
  delete document.documentElement.dataset.consentNotice;
  if (hadFocus && returnFocus instanceof HTMLElement && returnFocus.isConnected) returnFocus.focus();
}

/**
 * Shows the notice (once: a second call finds it). `focus`: move keyboard
 * focus to it (when the visitor asked for it from the footer link; never when
 * it appears by itself).
 */
export function showConsentNotice({ focus = false }: { focus?: boolean } = {}): HTMLElement {
  const existing = document.getElementById(NOTICE_ID);
  if (existing) {
    if (focus) existing.focus();
    return existing;
  }
  const returnFocus = focus ? document.activeElement : null;
  const locale = localeOfPath(window.location.pathname);
  const t = WORDS[locale];
  const gpc = sendsGlobalPrivacyControl();
  const notice = document.createElement("section");
  notice.id = NOTICE_ID;
  notice.tabIndex = -1;
  notice.setAttribute("aria-label", t.label);
  notice.setAttribute("aria-describedby", `${NOTICE_ID}-text`);
  notice.className =
    "consent-notice fixed inset-x-0 bottom-0 z-[35] animate-slide-up border-t border-ink-900/15 bg-parchment-50 shadow-[0_-8px_24px_-16px_rgb(35_26_21/0.45)] outline-none";

  const row = document.createElement("div");
  row.className = "container-page flex items-center gap-2 py-1 max-sm:px-3 sm:gap-4 sm:py-3";
  const text = document.createElement("p");
  text.id = `${NOTICE_ID}-text`;
  text.className = "min-w-0 flex-1 text-xs leading-4 text-ink-900 sm:text-sm sm:leading-5";
  if (gpc) text.append(t.gpc);
  else {
    // Two lines at most on a phone; the reason from 640 px.
    const more = document.createElement("span");
    more.className = "hidden sm:inline";
    more.textContent = t.reason;
    text.append(t.question, more);
  }
  const link = document.createElement("a");
  link.href = hrefFor("/privacy", locale).href;
  link.className = "font-semibold whitespace-nowrap underline underline-offset-2";
  link.textContent = t.policy;
  text.append(link);
  row.append(text);

  const choose = (accept: boolean) => {
    chooseAnalytics(accept, siteConfig.analyticsId);
    close(notice, returnFocus);
  };
  if (gpc) row.append(button(t.ok, () => close(notice, returnFocus)));
  else
    row.append(
      button(t.decline, () => choose(false)),
      button(t.accept, () => choose(true)),
    );
  notice.append(row);

  document.body.append(notice);
  document.documentElement.dataset.consentNotice = "open";
  if (focus) notice.focus();
  return notice;
}
