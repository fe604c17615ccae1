import { afterEach, describe, expect, it, vi } from "vitest";
import {
  checkNewsletter,
  consentText,
  loadNewsletterProvider,
  newsletterFormSettings,
  resetNewsletterProvider,
  type NewsletterProviderConfig,
} from "./newsletter";

const empty: NewsletterProviderConfig = { account: "", dc: "", u: "", id: "", fId: "", tags: "" };
const mailchimp: NewsletterProviderConfig = {
  account: "nyccathistorytours",
  dc: "us21",
  u: "a1b2c3d4e5f6",
  id: "0f9e8d7c6b",
  fId: "00c1d2e3f0",
  tags: "4182,4190",
};

describe("newsletterFormSettings", () => {
  it("posts to the site's own endpoint when no account is configured", () => {
    expect(newsletterFormSettings(empty)).toEqual({
      provider: "local",
      action: "/newsletter/subscribe",
      honeypotName: "b_site_newsletter",
      tags: "",
    });
  });

  it("stays local while any of account, data centre, u or list id is missing", () => {
    expect(newsletterFormSettings({ ...mailchimp, dc: "" }).provider).toBe("local");
    expect(newsletterFormSettings({ ...mailchimp, id: " " }).provider).toBe("local");
  });

  it("builds the provider's action URL, honeypot name, tags and script from the configuration", () => {
    expect(newsletterFormSettings(mailchimp)).toEqual({
      provider: "mailchimp",
      action:
        "https://nyccathistorytours.us21.list-manage.com/subscribe/post?u=a1b2c3d4e5f6&id=0f9e8d7c6b&f_id=00c1d2e3f0",
      honeypotName: "b_a1b2c3d4e5f6_0f9e8d7c6b",
      tags: "4182,4190",
      scriptUrl: "https://s3.amazonaws.com/downloads.mailchimp.com/js/mc-validate.js",
    });
  });

  it("leaves f_id out when no form id is configured", () => {
    expect(newsletterFormSettings({ ...mailchimp, fId: "" }).action).toBe(
      "https://nyccathistorytours.us21.list-manage.com/subscribe/post?u=a1b2c3d4e5f6&id=0f9e8d7c6b",
    );
  });
});

describe("checkNewsletter", () => {
  const valid = { EMAIL: "ada@example.com", FNAME: "Ada", LNAME: "", CONSENT: true };

  it("accepts an e-mail, a first name and consent; the last name is optional", () => {
    expect(checkNewsletter(valid)).toEqual({});
  });

  it("requires EMAIL, FNAME and CONSENT", () => {
    expect(checkNewsletter({ EMAIL: " ", FNAME: "", LNAME: "", CONSENT: false })).toEqual({
      EMAIL: "Email address is required",
      FNAME: "First name is required",
      CONSENT: "Please agree to receive emails before subscribing",
    });
  });

  it("rejects an address that is not an e-mail", () => {
    expect(checkNewsletter({ ...valid, EMAIL: "ada@example" }).EMAIL).toBe("Please enter a valid email address");
  });
});

describe("consentText", () => {
  it("names the brand", () => {
    expect(consentText("NYC Cat History Tours")).toBe(
      "I agree to receive emails from NYC Cat History Tours and understand I can unsubscribe at any time.",
    );
  });
});

describe("loadNewsletterProvider", () => {
  afterEach(() => resetNewsletterProvider());

  it("loads nothing for the local default", async () => {
    const load = vi.fn(() => Promise.resolve());
    await expect(loadNewsletterProvider(newsletterFormSettings(empty), load)).resolves.toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it("loads the validation script once, then runs the helper", async () => {
    const noConflict = vi.fn(() => "jq");
    const load = vi.fn(() => {
      (window as unknown as { jQuery: unknown }).jQuery = { noConflict };
      return Promise.resolve();
    });
    const settings = newsletterFormSettings(mailchimp);
    await expect(loadNewsletterProvider(settings, load)).resolves.toBe(true);
    await loadNewsletterProvider(settings, load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith("https://s3.amazonaws.com/downloads.mailchimp.com/js/mc-validate.js");
    expect((window as unknown as { fnames: string[] }).fnames).toEqual(["EMAIL", "FNAME", "LNAME", "CONSENT"]);
    expect(noConflict).toHaveBeenCalledWith(true);
  });

  it("logs and resolves false when the script fails", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const load = vi.fn(() => Promise.reject(new Error("blocked")));
    await expect(loadNewsletterProvider(newsletterFormSettings(mailchimp), load)).resolves.toBe(false);
    expect(warn).toHaveBeenCalled();
  });
});
