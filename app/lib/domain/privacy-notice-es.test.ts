// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readPrivacySettings } from "../config/privacy-settings";
import { privacyInputs } from "../config/privacy-notice.server";
import { deviceEntries, privacyFacts, type PrivacyInputs } from "./privacy-notice";
import { spanishDeviceEntries, spanishDurationWords, spanishPrivacyFacts } from "./privacy-notice-es";

const figures = (text: string) => text.match(/\d+/g) ?? [];

/** Every configuration the notice words differently: defaults, other figures, EmailJS, Mailchimp and Analytics set. */
const configurations: PrivacyInputs[] = [
  privacyInputs(readPrivacySettings({})),
  {
    ...privacyInputs(readPrivacySettings({ OUTBOX_RETENTION_DAYS: "1", DELIVERY_MAX_TRIES: "1" })),
    emailServiceOrigin: "https://api.emailjs.com",
    newsletterAction: "https://example.us1.list-manage.com/subscribe/post",
    analyticsId: "G-TEST123",
  },
];

describe("/es/privacy's facts (decision 035)", () => {
  it("state, record by record, the same figures, hosts and names as the English", () => {
    for (const inputs of configurations) {
      const en = privacyFacts(inputs);
      const es = spanishPrivacyFacts(inputs);
      for (const id of Object.keys(en) as (keyof typeof en)[]) {
        expect(figures(es[id].where), `${id}.where`).toEqual(figures(en[id].where));
        expect(figures(es[id].kept), `${id}.kept`).toEqual(figures(en[id].kept));
        for (const name of en[id].where.match(/EmailJS|Mailchimp|FareHarbor|G-TEST123|[a-z0-9-]+\.[a-z.]+/g) ?? [])
          expect(es[id].where, id).toContain(name);
      }
      const device = spanishDeviceEntries(inputs);
      expect(device.map((entry) => figures(entry.kept))).toEqual(
        deviceEntries(inputs).map((entry) => figures(entry.kept)),
      );
    }
  });

  it("word the singular and the windows in Spanish", () => {
    expect(spanishDurationWords(10_000)).toBe("10 segundos");
    expect(spanishDurationWords(60_000)).toBe("1 minuto");
    expect(spanishDurationWords(7_200_000)).toBe("2 horas");
    const one = spanishPrivacyFacts(configurations[1]!);
    expect(one["email-delivery"].kept).toMatch(/^1 día después de la entrega; .* del último de 1 intento /);
  });
});
