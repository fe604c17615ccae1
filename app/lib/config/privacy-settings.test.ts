// @vitest-environment node
import { describe, expect, it } from "vitest";
import { builtPrivacySettings } from "./built-privacy-settings";
import { privacySettingsDrift, readPrivacySettings } from "./privacy-settings";

describe("the settings /privacy states", () => {
  it("as built (vitest.config.ts defines the defaults, like a build with none set)", () => {
    expect(builtPrivacySettings).toEqual({
      OUTBOX_RETENTION_DAYS: 30,
      OUTBOX_FAILED_RETENTION_DAYS: 90,
      OUTBOX_SPAM_RETENTION_DAYS: 7,
      OUTBOX_NEWSLETTER_RETENTION_DAYS: 180,
      API_RATE_LIMIT_WINDOW_MS: 10_000,
      API_RATE_LIMIT_MAX: 10,
      API_DAILY_POST_MAX: 100,
      DELIVERY_MAX_TRIES: 8,
    });
  });

  it("drift: one line per setting the running server has otherwise, none when they agree", () => {
    const built = readPrivacySettings({});
    expect(privacySettingsDrift(built, readPrivacySettings({ OUTBOX_RETENTION_DAYS: " 30 " }))).toEqual([]);
    expect(
      privacySettingsDrift(built, readPrivacySettings({ OUTBOX_RETENTION_DAYS: "60", API_RATE_LIMIT_MAX: "20" })),
    ).toEqual([
      "OUTBOX_RETENTION_DAYS is 60 on this server, but /privacy was built with 30: the privacy notice states the built value; rebuild with the same setting",
      "API_RATE_LIMIT_MAX is 20 on this server, but /privacy was built with 10: the privacy notice states the built value; rebuild with the same setting",
    ]);
  });
});
