// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { composeDigest, composeMail, emailCopyFile, loadEmailCopy } from "./mail.ts";

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

// Issue 42 item 5: a message sent from /es/contact (`language: "es"`) gets the Spanish confirmation.
describe("the visitor's confirmation in Spanish", () => {
  it("is the fixed Spanish text, greeting the first name only", () => {
    const mail = composeMail(
      {
        purpose: "confirmation",
        data: {
          name: "José Pérez",
          email: "jose@visitante.test",
          phone: "+52 55 1234 5678",
          message: "¿Hay tour el sábado? https://spam.test",
          language: "es",
        },
      },
      options,
    )!;
    expect(mail).toEqual({
      from: "tours@cats.test",
      to: "jose@visitante.test",
      subject: "Recibimos su mensaje para NYC Cat History Tours",
      text:
        "Hola, José:\n\nGracias por escribir a NYC Cat History Tours. Recibimos su mensaje y le responderemos pronto " +
        "por correo electrónico. Si usted no nos escribió, puede ignorar este correo: no volveremos a escribirle a " +
        "menos que lo haga usted.\n\nNYC Cat History Tours\n",
      html: expect.stringContaining("<p>Hola, José:</p><p>Gracias por escribir a NYC Cat History Tours."),
    });
    expect(mail.html).not.toMatch(/Pérez|sábado|spam|5678|<table/i);
  });

  it("greets without a name when the name is not a safe first name", () => {
    const mail = composeMail(
      { purpose: "confirmation", data: { name: "<b>Gana</b>", email: "a@b.test", language: "es" } },
      options,
    )!;
    expect(mail.text.startsWith("Hola:\n\nGracias por escribir")).toBe(true);
  });

  it("is required: a file without one stops the server's start, naming it", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "emails-"));
    const file = path.join(dir, "emails.yaml");
    writeFileSync(file, readFileSync(emailCopyFile, "utf8").replace(/^ {4}body: "Gracias.*$/m, ""));
    expect(() => loadEmailCopy(file)).toThrow(
      "Invalid content in app/content/emails.yaml: es.contactConfirmation.body is missing: the confirmation of a message from /es/contact shows it",
    );
  });
});

describe("the company's e-mails", () => {
  it("the notice of a message from /es/contact says its language first", () => {
    const mail = composeMail(
      {
        purpose: "notification",
        data: { name: "José", email: "jose@visitante.test", phone: "Not provided", message: "Hola", language: "es" },
      },
      options,
    )!;
    expect(mail.subject).toBe("New contact message from José");
    expect(mail.text).toContain("\n\nLanguage: Spanish\nName: José\nEmail: jose@visitante.test\n");
    expect(mail.html).toContain('<th align="left" valign="top" style="padding:4px 12px 4px 0">Language</th>');
    const english = composeMail(
      { purpose: "notification", data: { name: "Ada", email: "ada@visitor.test", phone: "x", message: "y" } },
      options,
    )!;
    expect(english.text).not.toContain("Language");
    const digest = composeDigest(
      [{ purpose: "notification", data: { name: "José", email: "j@v.test", language: "es" }, receivedAt: "now" }],
      options,
    );
    expect(digest.text).toContain("Language: Spanish\nName: José");
    const survey = composeMail(
      {
        purpose: "survey",
        data: {
          name: "Ana",
          email: "ana@v.test",
          subject: "Tour Feedback from Ana - Brooklyn Heights Tour",
          message: "m",
          language: "es",
        },
      },
      options,
    )!;
    expect(survey.subject).toBe("Tour Feedback from Ana - Brooklyn Heights Tour");
    expect(survey.text).toContain("\n\nLanguage: Spanish\nName: Ana\n");
  });

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

// Issue 43 item 4: a request for a private walk, recorded with the contact message's two purposes and its form.
describe("a private walk request's e-mails", () => {
  const request = {
    form: "group-request",
    name: "Grace Hopper",
    email: "grace@visitor.test",
    phone: "(212) 555-0142",
    date: "2026-12-01",
    timeWindow: "Afternoon (12 pm – 4 pm)",
    groupSize: "10",
    tourLanguage: "English",
    occasion: "Birthday",
    accessibility: "Visit https://spam.test for a prize",
    price: "$400",
  };

  it("the visitor's confirmation is a fixed text holding nothing typed, not even the name", () => {
    const mail = composeMail({ purpose: "confirmation", data: request }, options)!;
    expect(mail).toEqual({
      from: "tours@cats.test",
      to: "grace@visitor.test",
      subject: "We received your private walk request to NYC Cat History Tours",
      text:
        "Hello,\n\nThank you for asking NYC Cat History Tours about a private walk. We have your request and will reply by " +
        "e-mail within 48 hours. If you did not write to us, you can ignore this e-mail: we will not write again unless you do." +
        "\n\nNYC Cat History Tours\n",
      html: expect.stringContaining("<p>Hello,</p><p>Thank you for asking NYC Cat History Tours about a private walk."),
    });
    for (const typed of ["Grace", "Hopper", "555", "spam", "2026-12-01", "Birthday", "$400"]) {
      expect(mail.text, typed).not.toContain(typed);
      expect(mail.html, typed).not.toContain(typed);
    }
    const spanish = composeMail({ purpose: "confirmation", data: { ...request, language: "es" } }, options)!;
    expect(spanish.subject).toBe("Recibimos su solicitud de paseo privado para NYC Cat History Tours");
    expect(spanish.text).not.toContain("Grace");
  });

  it("the company's notice lists every field and the calculator's price, reply-to the visitor", () => {
    const mail = composeMail({ purpose: "notification", data: { ...request, language: "es" } }, options)!;
    expect(mail).toMatchObject({
      to: "office@cats.test",
      replyTo: "grace@visitor.test",
      subject: "New private walk request from Grace Hopper",
    });
    expect(mail.text).toContain(
      "\n\nLanguage: Spanish\nName: Grace Hopper\nEmail: grace@visitor.test\nPhone: (212) 555-0142\nDate: 2026-12-01\n" +
        "Time of day: Afternoon (12 pm – 4 pm)\nGroup size: 10\nCalculator price: $400\nLanguage of the walk: English\n" +
        "Occasion: Birthday\nAccessibility needs: Visit https://spam.test for a prize\n",
    );
    const digest = composeDigest([{ purpose: "notification", data: request, receivedAt: "now" }], options);
    expect(digest.text).toContain("Group size: 10\nCalculator price: $400");
  });

  it("its Spanish confirmation is required", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "emails-"));
    const file = path.join(dir, "emails.yaml");
    writeFileSync(
      file,
      readFileSync(emailCopyFile, "utf8").replace(/^ {4}body: "Hola:\\n\\nGracias por consultar.*$/m, ""),
    );
    expect(() => loadEmailCopy(file)).toThrow(
      "es.requestConfirmation.body is missing: the confirmation of a request from /es/tours/private-tours shows it",
    );
  });
});
