// @vitest-environment node
import { describe, expect, it } from "vitest";
import { composeMail, loadEmailCopy } from "./mail.ts";

const options = {
  copy: loadEmailCopy(),
  brand: "NYC Cat History Tours",
  from: "tours@cats.test",
  to: "office@cats.test",
};

describe("the visitor's confirmation", () => {
  it("is the fixed text whatever the parameters hold, to the typed address", () => {
    const mail = composeMail(
      {
        purpose: "confirmation",
        data: {
          name: "Win a prize",
          email: "stranger@elsewhere.test",
          phone: "+1 212 555 0100",
          message: "Claim it at https://win.spam.test",
          subject: "Your prize",
        },
      },
      options,
    )!;
    expect(mail).toEqual({
      from: "tours@cats.test",
      to: "stranger@elsewhere.test",
      subject: "We received your message to NYC Cat History Tours",
      text:
        "Hello Win,\n\nThank you for writing to NYC Cat History Tours. We have your message and will reply by e-mail soon. " +
        "If you did not write to us, you can ignore this e-mail: we will not write again unless you do.\n\nNYC Cat History Tours\n",
      html: expect.stringContaining("<p>Hello Win,</p><p>Thank you for writing to NYC Cat History Tours."),
    });
    expect(mail.html).not.toMatch(/prize|spam|212|<table/i);
  });
});

describe("the company's e-mails", () => {
  it("the notice carries every field, to the company, reply-to the visitor", () => {
    const mail = composeMail(
      {
        purpose: "notification",
        data: { name: "Ada", email: "ada@visitor.test", phone: "Not provided", message: "See https://x.test" },
      },
      options,
    )!;
    expect(mail).toMatchObject({
      to: "office@cats.test",
      replyTo: "ada@visitor.test",
      subject: "New contact message from Ada",
    });
    expect(mail.text).toContain("Message: See https://x.test");
  });

  it("a record without a known purpose gets no e-mail", () => {
    expect(composeMail({ purpose: null, data: { email: "a@b.test" } }, options)).toBeNull();
    expect(composeMail({ purpose: "local-contact-confirm", data: { email: "a@b.test" } }, options)).toBeNull();
  });
});
