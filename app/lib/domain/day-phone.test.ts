import { describe, expect, it } from "vitest";
import { dayContact, isFictionalNumber, phoneIsPlaceholder, smsHref, telHref, whatsappHref } from "./day-phone";

describe("the number for the day's links", () => {
  it("dial the number with its country code, however it is written", () => {
    expect(telHref("(718) 555-2368")).toBe("tel:+17185552368");
    expect(telHref("+1 718-555-2368")).toBe("tel:+17185552368");
    expect(telHref("718.555.2368")).toBe("tel:+17185552368");
    expect(smsHref("(718) 555-2368")).toBe("sms:+17185552368");
  });

  it("open WhatsApp's chat with the digits and no plus", () => {
    expect(whatsappHref("+1 (718) 555-2368")).toBe("https://wa.me/17185552368");
  });
});

describe("the placeholder number", () => {
  it("is any 555-0100 to 555-0199 number, reserved for fiction", () => {
    expect(isFictionalNumber("(212) 555-0142")).toBe(true);
    expect(isFictionalNumber("+1 646 555 0100")).toBe(true);
    expect(isFictionalNumber("(212) 555-0199")).toBe(true);
    expect(isFictionalNumber("(212) 555-0200")).toBe(false);
    expect(isFictionalNumber("(212) 555-2368")).toBe(false);
  });

  it("or a number still marked sample", () => {
    expect(phoneIsPlaceholder({ call: "(718) 555-2368", sample: true })).toBe(true);
    expect(phoneIsPlaceholder({ call: "(718) 555-2368", sample: false })).toBe(false);
    expect(phoneIsPlaceholder({ call: "(212) 555-0142" })).toBe(true);
  });
});

describe("what the pages offer on the day", () => {
  it("is the e-mail while the number is a sample", () => {
    expect(dayContact({ call: "(212) 555-0142", sample: true }, "hello@example.com")).toEqual({
      kind: "email",
      email: "hello@example.com",
    });
  });

  it("is the number to call, and the one to text or WhatsApp when it is set", () => {
    expect(dayContact({ call: "(718) 555-2368" }, "hello@example.com")).toEqual({
      kind: "phone",
      call: { number: "(718) 555-2368", href: "tel:+17185552368" },
    });
    expect(dayContact({ call: "(718) 555-2368", textOrWhatsApp: "+1 917-555-3456" }, "hello@example.com")).toEqual({
      kind: "phone",
      call: { number: "(718) 555-2368", href: "tel:+17185552368" },
      text: { number: "+1 917-555-3456", smsHref: "sms:+19175553456", whatsappHref: "https://wa.me/19175553456" },
    });
  });

  it("leaves out a text number still reserved for fiction", () => {
    expect(dayContact({ call: "(718) 555-2368", textOrWhatsApp: "(212) 555-0143" }, "hello@example.com")).toEqual({
      kind: "phone",
      call: { number: "(718) 555-2368", href: "tel:+17185552368" },
    });
  });
});
