// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readPrivacySettings } from "../app/lib/config/privacy-settings.ts";
import { deliveryMode, readServerSettings, SettingsError } from "./settings.ts";

function problems(env: NodeJS.ProcessEnv): string[] {
  try {
    readServerSettings(env);
  } catch (error) {
    if (error instanceof SettingsError) return error.problems;
    throw error;
  }
  return [];
}

describe("server settings", () => {
  it("has safe defaults: port 3000 on every interface, data/, 30 days, direct connections only, no SMTP", () => {
    const settings = readServerSettings({});
    expect(settings.SMTP_URL).toBeUndefined();
    expect(settings).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      OUTBOX_DIR: "data",
      BUILD_DIR: "build",
      OUTBOX_RETENTION_DAYS: 30,
      TRUST_PROXY: 0,
      API_RATE_LIMIT_WINDOW_MS: 10_000,
      API_RATE_LIMIT_MAX: 10,
      CONFIRMATION_MAX_PER_ADDRESS: 3,
      CONFIRMATION_MAX_PER_DAY: 200,
      OUTBOX_FAILED_RETENTION_DAYS: 90,
      OUTBOX_SPAM_RETENTION_DAYS: 7,
      OUTBOX_NEWSLETTER_RETENTION_DAYS: 180,
      OUTBOX_MAX_MESSAGES: 50_000,
      RENDER_CACHE_TTL_MS: 10_000,
      SERVER_HEADERS_TIMEOUT_MS: 10_000,
      SERVER_REQUEST_TIMEOUT_MS: 30_000,
      SERVER_KEEP_ALIVE_TIMEOUT_MS: 5_000,
      SERVER_MAX_CONNECTIONS: 2_000,
      LAUNCH_STRICT: false,
    });
  });

  it("reads the slow-client limits, each within its range, the headers' time within the request's (issue 40 item 5)", () => {
    expect(
      readServerSettings({
        SERVER_HEADERS_TIMEOUT_MS: "2000",
        SERVER_REQUEST_TIMEOUT_MS: "2000",
        SERVER_KEEP_ALIVE_TIMEOUT_MS: "65000",
        SERVER_MAX_CONNECTIONS: " 500 ",
      }),
    ).toMatchObject({
      SERVER_HEADERS_TIMEOUT_MS: 2000,
      SERVER_REQUEST_TIMEOUT_MS: 2000,
      SERVER_KEEP_ALIVE_TIMEOUT_MS: 65_000,
      SERVER_MAX_CONNECTIONS: 500,
    });
    expect(
      problems({
        SERVER_HEADERS_TIMEOUT_MS: "0",
        SERVER_REQUEST_TIMEOUT_MS: "1e4",
        SERVER_KEEP_ALIVE_TIMEOUT_MS: "600001",
        SERVER_MAX_CONNECTIONS: "99",
      }),
    ).toEqual([
      "SERVER_HEADERS_TIMEOUT_MS=0 must be a number of milliseconds (1000-300000).",
      "SERVER_REQUEST_TIMEOUT_MS=1e4 must be a number of milliseconds (1000-600000).",
      "SERVER_KEEP_ALIVE_TIMEOUT_MS=600001 must be a number of milliseconds (1000-600000).",
      "SERVER_MAX_CONNECTIONS=99 must be a whole number of connections (100-1000000).",
    ]);
    expect(problems({ SERVER_HEADERS_TIMEOUT_MS: "60000" })).toEqual([
      "SERVER_HEADERS_TIMEOUT_MS=60000 must be at most SERVER_REQUEST_TIMEOUT_MS (30000): the headers are part of the request.",
    ]);
  });

  it("is strict about placeholders in production unless LAUNCH_STRICT=0", () => {
    expect(readServerSettings({ NODE_ENV: "production" }).LAUNCH_STRICT).toBe(true);
    expect(readServerSettings({ NODE_ENV: "production", LAUNCH_STRICT: " " }).LAUNCH_STRICT).toBe(true);
    expect(readServerSettings({ NODE_ENV: "production", LAUNCH_STRICT: "0" }).LAUNCH_STRICT).toBe(false);
    expect(readServerSettings({ NODE_ENV: "development" }).LAUNCH_STRICT).toBe(false);
    expect(readServerSettings({ LAUNCH_STRICT: "1" }).LAUNCH_STRICT).toBe(true);
  });

  it("reads every value it is given, blank meaning the default", () => {
    const settings = readServerSettings({
      PORT: "8080",
      HOST: " 127.0.0.1 ",
      OUTBOX_DIR: "/var/lib/cats",
      OUTBOX_RETENTION_DAYS: "7",
      TRUST_PROXY: "2",
      SMTP_URL: "smtps://user:pw@smtp.mail.test:465",
      MAIL_FROM: "Cat History Tours <tours@cats.test>",
      MAIL_TO: "office@cats.test, owner@cats.test",
      LAUNCH_STRICT: "1",
      API_RATE_LIMIT_MAX: "",
      CONFIRMATION_MAX_PER_ADDRESS: "0",
      CONFIRMATION_MAX_PER_DAY: "50",
    });
    expect(settings).toMatchObject({
      PORT: 8080,
      HOST: "127.0.0.1",
      OUTBOX_RETENTION_DAYS: 7,
      TRUST_PROXY: 2,
      LAUNCH_STRICT: true,
      API_RATE_LIMIT_MAX: 10,
      CONFIRMATION_MAX_PER_ADDRESS: 0,
      CONFIRMATION_MAX_PER_DAY: 50,
    });
    expect(deliveryMode(settings, "")).toBe("smtp");
  });

  it("names each bad variable in its own line", () => {
    expect(problems({ PORT: "70000" })).toEqual(["PORT=70000 is not a port number (0-65535)."]);
    expect(problems({ TRUST_PROXY: "true", OUTBOX_RETENTION_DAYS: "0", LAUNCH_STRICT: "maybe" })).toEqual([
      "OUTBOX_RETENTION_DAYS=0 must be a whole number of days (1-3650).",
      "TRUST_PROXY=true must be the number of proxies in front of the server (0 = direct connections).",
      "LAUNCH_STRICT=maybe must be 1 or 0 (true or false).",
    ]);
    expect(problems({ OUTBOX_MAX_MESSAGES: "10" })).toEqual([
      "OUTBOX_MAX_MESSAGES=10 must be a whole number of messages (100-10000000).",
    ]);
    expect(problems({ CONFIRMATION_MAX_PER_ADDRESS: "-1" })).toEqual([
      "CONFIRMATION_MAX_PER_ADDRESS=-1 must be a whole number of e-mails (0-1000).",
    ]);
    expect(problems({ RENDER_CACHE_TTL_MS: "abc" })).toEqual([
      "RENDER_CACHE_TTL_MS=abc must be a number of milliseconds (0-600000, 0 = off).",
    ]);
    expect(readServerSettings({ RENDER_CACHE_TTL_MS: "0" }).RENDER_CACHE_TTL_MS).toBe(0);
    expect(problems({ MAIL_TO: "office at cats" })).toEqual([
      "MAIL_TO=office at cats must be one or more e-mail addresses separated by commas.",
    ]);
  });

  it("requires MAIL_FROM and MAIL_TO with SMTP_URL, and never echoes SMTP_URL's password", () => {
    expect(problems({ SMTP_URL: "smtps://user:hunter2@smtp.mail.test" })).toEqual([
      "MAIL_FROM is required when SMTP_URL is set.",
      "MAIL_TO is required when SMTP_URL is set.",
    ]);
    const bad = problems({
      SMTP_URL: "https://user:hunter2@smtp.mail.test",
      MAIL_FROM: "a@b.test",
      MAIL_TO: "c@d.test",
    });
    expect(bad).toHaveLength(1);
    expect(bad[0]).toMatch(/^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(bad[0]).not.toContain("hunter2");
  });

  it("refuses secrets over plain connections to another machine: smtp:// without requireTLS, an http:// OAuth origin", () => {
    const mail = { MAIL_FROM: "a@b.test", MAIL_TO: "c@d.test" };
    const refused = (url: string) => problems({ SMTP_URL: url, ...mail });
    for (const url of [
      "smtp://user:hunter2@smtp.mail.test:587",
      "smtp://user:hunter2@smtp.mail.test:587?requireTLS=false",
      "smtp://user:hunter2@smtp.mail.test:587?requireTLS=true&requireTLS=false",
      "smtp://user:hunter2@smtp.mail.test?ignoreTLS=true",
      "smtp://user:hunter2@127.0.0.2:25",
      "smtp://user:hunter2@localhost.mail.test:25",
    ]) {
      const lines = refused(url);
      expect(lines, url).toHaveLength(1);
      expect(lines[0], url).toMatch(/^SMTP_URL would send the password unencrypted to another machine: use smtps:\/\//);
      expect(lines[0], url).not.toContain("hunter2");
    }
    // TLS from the start, STARTTLS required, or this machine.
    for (const url of [
      "smtps://user:hunter2@smtp.mail.test:465",
      "smtp://user:hunter2@smtp.mail.test:587?requireTLS=true",
      "smtp://user:hunter2@127.0.0.1:2525",
      "smtp://user:hunter2@LOCALHOST:2525",
      "smtp://user:hunter2@[::1]:2525",
    ]) {
      expect(refused(url), url).toEqual([]);
    }

    for (const name of ["CMS_GITHUB_OAUTH_ORIGIN", "CMS_AUTH_ORIGIN"]) {
      expect(problems({ [name]: "http://github.test" })).toEqual([
        `${name}=http://github.test must be https:// (plain http:// only on this machine: localhost, 127.0.0.1, [::1]): the sign-in's code and token cross it.`,
      ]);
      expect(problems({ [name]: "http://127.0.0.2:8080" })).toHaveLength(1);
      for (const allowed of [
        "https://github.test",
        "http://127.0.0.1:8080",
        "http://localhost:8080",
        "http://[::1]:8080",
      ]) {
        expect(problems({ [name]: allowed }), allowed).toEqual([]);
      }
    }
    expect(readServerSettings({ CMS_GITHUB_OAUTH_ORIGIN: "http://LocalHost:8080/" }).CMS_GITHUB_OAUTH_ORIGIN).toBe(
      "http://localhost:8080",
    );
  });

  it("reads the weather service's origin (issue 43): https://api.weather.gov unless set, off for none", () => {
    expect(readServerSettings({}).WEATHER_API_ORIGIN).toBe("https://api.weather.gov");
    expect(readServerSettings({ WEATHER_API_ORIGIN: "off" }).WEATHER_API_ORIGIN).toBeNull();
    expect(readServerSettings({ WEATHER_API_ORIGIN: "http://127.0.0.1:4436/" }).WEATHER_API_ORIGIN).toBe(
      "http://127.0.0.1:4436",
    );
    expect(problems({ WEATHER_API_ORIGIN: "http://weather.test" })).toEqual([
      "WEATHER_API_ORIGIN=http://weather.test must be https:// (plain http:// only on this machine: localhost, 127.0.0.1, [::1]): the pages show what it answers.",
    ]);
    expect(problems({ WEATHER_API_ORIGIN: "https://api.weather.gov/points" })).toEqual([
      "WEATHER_API_ORIGIN=https://api.weather.gov/points must be an origin such as https://api.weather.gov (no path), or off.",
    ]);
  });

  it("reads FareHarbor's API keys as a pair, never echoing them (issue 43)", () => {
    expect(problems({ FAREHARBOR_API_APP: "app-secret-9d" })).toEqual([
      "FAREHARBOR_API_USER is required when FAREHARBOR_API_APP is set.",
    ]);
    expect(problems({ FAREHARBOR_API_USER: "user-secret-4c" })).toEqual([
      "FAREHARBOR_API_APP is required when FAREHARBOR_API_USER is set.",
    ]);
    const settings = readServerSettings({ FAREHARBOR_API_APP: "app-secret-9d", FAREHARBOR_API_USER: "user-secret-4c" });
    expect(settings).toMatchObject({
      FAREHARBOR_API_APP: "app-secret-9d",
      FAREHARBOR_API_USER: "user-secret-4c",
      FAREHARBOR_API_ORIGIN: "https://fareharbor.com",
    });
    expect(problems({ FAREHARBOR_API_ORIGIN: "http://fareharbor.test" })).toEqual([
      "FAREHARBOR_API_ORIGIN=http://fareharbor.test must be https:// (plain http:// only on this machine: localhost, 127.0.0.1, [::1]): the API keys cross it.",
    ]);
  });

  it("reads where the editor lives (issue 41): CMS_HOST a host name, CMS_EDITOR on or off, CMS_LOCAL_BACKEND a flag", () => {
    const defaults = readServerSettings({});
    expect([defaults.CMS_HOST, defaults.CMS_EDITOR, defaults.CMS_LOCAL_BACKEND]).toEqual([undefined, true, undefined]);
    expect(
      readServerSettings({ CMS_HOST: " Edit.CatHistoryTours.test ", CMS_EDITOR: " OFF ", CMS_LOCAL_BACKEND: "1" }),
    ).toMatchObject({ CMS_HOST: "edit.cathistorytours.test", CMS_EDITOR: false, CMS_LOCAL_BACKEND: true });
    for (const host of ["edit.localhost:3000", "cms", "edit-1.cat-tours.example.co.uk"]) {
      expect(readServerSettings({ CMS_HOST: host }).CMS_HOST, host).toBe(host);
    }
    expect(readServerSettings({ CMS_EDITOR: "on" }).CMS_EDITOR).toBe(true);
    expect(readServerSettings({ CMS_EDITOR: "" }).CMS_EDITOR).toBe(true);
    for (const host of [
      "https://edit.cathistorytours.test",
      "edit.cathistorytours.test/admin",
      "edit.cathistorytours.test:",
      "-edit.cathistorytours.test",
      "edit..cathistorytours.test",
      "edit_cms.test",
      "edit.cathistorytours.test,www.cathistorytours.test",
    ]) {
      expect(problems({ CMS_HOST: host }), host).toEqual([
        `CMS_HOST=${host} must be a host name such as edit.yourdomain.com (no https://, no path).`,
      ]);
    }
    for (const value of ["no", "0", "false", "disabled", "of"]) {
      expect(problems({ CMS_EDITOR: value }), value).toEqual([`CMS_EDITOR=${value} must be on or off.`]);
    }
    expect(problems({ CMS_LOCAL_BACKEND: "8081" })).toEqual(["CMS_LOCAL_BACKEND=8081 must be 1 or 0 (true or false)."]);
  });

  it("names the delivery mode from SMTP and the EmailJS key", () => {
    expect(deliveryMode({ SMTP_URL: undefined }, "")).toBe("outbox-only");
    expect(deliveryMode({ SMTP_URL: undefined }, "pk_123")).toBe("emailjs");
    expect(deliveryMode({ SMTP_URL: "smtp://x" }, "pk_123")).toBe("emailjs+smtp");
  });

  it("reads the settings /privacy states with the same schema as the build (issue 32)", () => {
    const env = { OUTBOX_RETENTION_DAYS: "45", API_RATE_LIMIT_WINDOW_MS: "60000", DELIVERY_MAX_TRIES: "3" };
    expect(readServerSettings(env)).toMatchObject(readPrivacySettings(env));
    expect(readPrivacySettings(env)).toMatchObject({ OUTBOX_RETENTION_DAYS: 45, API_RATE_LIMIT_WINDOW_MS: 60_000 });
    expect(() => readPrivacySettings({ OUTBOX_RETENTION_DAYS: "0" })).toThrow(
      "OUTBOX_RETENTION_DAYS=0 must be a whole number of days (1-3650).",
    );
  });
});
