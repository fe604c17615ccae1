/**
 * The number for the day of a walk (issue 41 item 6): the links the pages
 * build from the site facts' phone numbers, and whether the number is still
 * the placeholder. The numbers are US numbers as the company writes them,
 * "(212) 555-0142" or "+1 212-555-0142" (schemas/site-facts.ts checks them).
 */

/** The phone facts (site-facts.yaml `phone`). */
export type DayPhone = { call: string; textOrWhatsApp?: string; sample?: boolean };

/** The number's digits with the country code: "(212) 555-0142" → "12125550142". */
export function phoneDigits(number: string): string {
  const digits = number.replace(/\D/g, "");
  return digits.length === 10 ? `1${digits}` : digits;
}

/** "tel:+12125550142": the phone's dialer. */
export function telHref(number: string): string {
  return `tel:+${phoneDigits(number)}`;
}

/** "sms:+12125550142": the phone's messages app. */
export function smsHref(number: string): string {
  return `sms:+${phoneDigits(number)}`;
}

/** "https://wa.me/12125550142": WhatsApp's click-to-chat link (digits with the country code, no "+"). */
export function whatsappHref(number: string): string {
  return `https://wa.me/${phoneDigits(number)}`;
}

/** 555-0100 to 555-0199, in any area code: numbers reserved for fiction, which never ring anyone. */
export function isFictionalNumber(number: string): boolean {
  return /^1\d{3}55501\d{2}$/.test(phoneDigits(number));
}

/** Still the placeholder: marked `sample: true`, or a number reserved for fiction. */
export function phoneIsPlaceholder(phone: DayPhone): boolean {
  return phone.sample === true || isFictionalNumber(phone.call);
}

/** What the pages offer a guest on the day: the numbers with their links, or the e-mail while the number is a placeholder. */
export type DayContact =
  | {
      kind: "phone";
      call: { number: string; href: string };
      text?: { number: string; smsHref: string; whatsappHref: string };
    }
  | { kind: "email"; email: string };

export function dayContact(phone: DayPhone, email: string): DayContact {
  if (phoneIsPlaceholder(phone)) return { kind: "email", email };
  const text = phone.textOrWhatsApp;
  return {
    kind: "phone",
    call: { number: phone.call, href: telHref(phone.call) },
    ...(text && !isFictionalNumber(text)
      ? { text: { number: text, smsHref: smsHref(text), whatsappHref: whatsappHref(text) } }
      : {}),
  };
}
