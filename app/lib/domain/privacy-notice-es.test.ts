// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readPrivacySettings } from "../config/privacy-settings";
import { privacyInputs } from "../config/privacy-notice.server";
import { durationWords, privacyFacts } from "./privacy-notice";
import { SPANISH_NOTICE } from "./privacy-notice-es";

// The Spanish table keeps every placeholder of the English (the compiler checks NoticeWords); these pin its words.
describe("/es/privacy's facts (decision 035)", () => {
  it("word the singular and the windows in Spanish", () => {
    expect(durationWords(10_000, SPANISH_NOTICE)).toBe("10 segundos");
    expect(durationWords(60_000, SPANISH_NOTICE)).toBe("1 minuto");
    expect(durationWords(7_200_000, SPANISH_NOTICE)).toBe("2 horas");
    const one = privacyFacts(
      privacyInputs(readPrivacySettings({ OUTBOX_RETENTION_DAYS: "1", DELIVERY_MAX_TRIES: "1" })),
      SPANISH_NOTICE,
    );
    expect(one["email-delivery"].kept).toMatch(/^1 día después de la entrega; .* del último de 1 intento /);
    expect(one["rate-limit"].where).toMatch(/^La memoria de nuestro servidor: como máximo \d+ envíos de formulario/);
  });
});
