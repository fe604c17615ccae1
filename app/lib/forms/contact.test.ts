import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contactEmailParams, contactTopicFrom, emptyContactForm, isValidPhone, type ContactFormData } from "./contact";
import { esPages } from "~/lib/i18n/es";
import { contactFormSchema, contactFormSchemaFor } from "./contact-schema";

const valid: ContactFormData = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "",
  message: "",
  consent: true,
};

/** The first message for a field, as the form shows it (or undefined when the field passes). */
function messageFor(field: keyof ContactFormData, value: unknown): string | undefined {
  const result = contactFormSchema.safeParse({ ...valid, [field]: value });
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

// Issue 42 item 5: the same rules with the Spanish table (/es/contact), each message a Spanish literal.
describe("contact form messages in Spanish", () => {
  const spanish = contactFormSchemaFor(esPages.contactMessages);
  const spanishMessage = (field: keyof ContactFormData, value: unknown) =>
    spanish.safeParse({ ...valid, [field]: value }).error?.issues.find((issue) => issue.path[0] === field)?.message;

  it("name", () => {
    expect(spanishMessage("name", "")).toBe("El nombre es obligatorio");
    expect(spanishMessage("name", " A ")).toBe("El nombre debe tener al menos 2 caracteres");
    expect(spanishMessage("name", "x".repeat(101))).toBe("El nombre debe tener menos de 100 caracteres");
    expect(spanishMessage("name", "Ada <b>")).toBe("El nombre contiene caracteres no válidos");
    expect(spanishMessage("name", "José")).toBeUndefined();
  });

  it("email", () => {
    expect(spanishMessage("email", "")).toBe("El correo electrónico es obligatorio");
    expect(spanishMessage("email", "ada@")).toBe("Escriba un correo electrónico válido");
    expect(spanishMessage("email", `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.com`)).toBe(
      "El correo electrónico es demasiado largo",
    );
  });

  it("phone, message and consent", () => {
    expect(spanishMessage("phone", "llámeme")).toBe("Escriba un número de teléfono válido");
    expect(spanishMessage("phone", "+52 55 1234 5678")).toBeUndefined();
    expect(spanishMessage("message", "x".repeat(1001))).toBe("El mensaje debe tener menos de 1000 caracteres");
    expect(spanishMessage("consent", false)).toBe("Debe aceptar recibir noticias para enviar el mensaje");
  });

  it("leaves the English rules as the spec words them", () => {
    expect(contactFormSchemaFor().safeParse({ ...valid, name: "" }).error?.issues[0]?.message).toBe("Name is required");
  });
});

describe("contact form messages (SPEC §5)", () => {
  it("name", () => {
    expect(messageFor("name", "")).toBe("Name is required");
    expect(messageFor("name", "   ")).toBe("Name is required");
    expect(messageFor("name", " A ")).toBe("Name must be at least 2 characters");
    expect(messageFor("name", "x".repeat(101))).toBe("Name must be less than 100 characters");
    expect(messageFor("name", "x".repeat(100))).toBeUndefined();
    expect(messageFor("name", "Ada <b>")).toBe("Name contains invalid characters");
    expect(messageFor("name", "Ada >")).toBe("Name contains invalid characters");
    expect(messageFor("name", "Jo")).toBeUndefined();
  });

  it("email", () => {
    expect(messageFor("email", "")).toBe("Email address is required");
    expect(messageFor("email", "ada@")).toBe("Please enter a valid email address");
    expect(messageFor("email", "ada.example.com")).toBe("Please enter a valid email address");
    expect(messageFor("email", "ada@example")).toBe("Please enter a valid email address");
    expect(messageFor("email", `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.com`)).toBe(
      "Email address is too long",
    );
  });

  it("phone", () => {
    expect(messageFor("phone", "")).toBeUndefined();
    expect(messageFor("phone", undefined)).toBeUndefined();
    expect(messageFor("phone", "call me maybe")).toBe("Please enter a valid phone number");
    expect(messageFor("phone", "555-CATS")).toBe("Please enter a valid phone number");
    expect(messageFor("phone", "12a4")).toBe("Please enter a valid phone number");
    expect(messageFor("phone", "+")).toBe("Please enter a valid phone number");
    // The spec's pattern counts no digits beyond the first group of up to 4.
    for (const phone of ["1234", "12345", "555-1234", "+44 (20) 7946 0958"]) {
      expect(messageFor("phone", phone), phone).toBeUndefined();
    }
    expect(messageFor("phone", "(212) 555-0142")).toBeUndefined();
  });

  it("message", () => {
    expect(messageFor("message", "")).toBeUndefined();
    expect(messageFor("message", "x".repeat(1000))).toBeUndefined();
    expect(messageFor("message", "x".repeat(1001))).toBe("Message must be less than 1000 characters");
  });

  it("consent", () => {
    expect(messageFor("consent", false)).toBe("You must agree to receive updates");
    expect(messageFor("consent", true)).toBeUndefined();
  });

  it("an empty form shows the required messages", () => {
    const result = contactFormSchema.safeParse(emptyContactForm);
    expect(result.success).toBe(false);
    const firstPerField = new Map<string, string>();
    for (const issue of result.error?.issues ?? []) {
      const key = String(issue.path[0]);
      if (!firstPerField.has(key)) firstPerField.set(key, issue.message);
    }
    expect(Object.fromEntries(firstPerField)).toEqual({
      name: "Name is required",
      email: "Email address is required",
      consent: "You must agree to receive updates",
    });
  });
});

describe("e-mail parameters (SPEC §7)", () => {
  it("sends 'Not provided' and 'No message provided' for empty optional fields, trimmed values otherwise", () => {
    expect(contactEmailParams({ ...valid, name: "  Ada ", phone: "  ", message: "" })).toEqual({
      name: "Ada",
      email: "ada@example.com",
      phone: "Not provided",
      message: "No message provided",
    });
    expect(contactEmailParams({ ...valid, phone: "+1 212 555 0142", message: "Hello" })).toMatchObject({
      phone: "+1 212 555 0142",
      message: "Hello",
    });
  });
});

const realPhones = [
  "(212) 555-0142",
  "212-555-0142",
  "212.555.0142",
  "212 555 0142",
  "2125550142",
  "+1 212 555 0142",
  "+1-212-555-0142",
  "+1 (212) 555-0142",
  "+12125550142",
  "+44 20 7946 0958",
  "+44 (0)20 7946 0958",
  "020 7946 0958",
  "+33 1 42 68 53 00",
  "+49 30 901820",
  "+81 3-1234-5678",
  "+61 2 9374 4000",
  "(0)30 1234 5678",
  "+353 1 234 5678",
  "030/1234567",
];

describe("property-based checks", () => {
  it("no input of any shape makes the validator throw", () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(() => contactFormSchema.safeParse(input)).not.toThrow();
      }),
    );
    fc.assert(
      fc.property(
        fc.record({
          name: fc.string({ maxLength: 200 }),
          email: fc.string({ maxLength: 300 }),
          phone: fc.option(fc.string({ maxLength: 60 }), { nil: undefined }),
          message: fc.option(fc.string({ maxLength: 1200 }), { nil: undefined }),
          consent: fc.boolean(),
        }),
        (input) => {
          expect(() => contactFormSchema.safeParse(input)).not.toThrow();
        },
      ),
    );
  });

  it("the phone check stays fast on long hostile input", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9 ()+.-]{0,500}x$/), (input) => {
        const start = performance.now();
        isValidPhone(input);
        expect(performance.now() - start).toBeLessThan(50);
      }),
      { numRuns: 200 },
    );
  });

  it("valid e-mail addresses of many real formats pass", () => {
    fc.assert(
      fc.property(
        fc.emailAddress().filter((email) => email.length <= 254 && /\.[a-z]{2,}$/i.test(email)),
        (email) => {
          expect(contactFormSchema.safeParse({ ...valid, email }).success).toBe(true);
        },
      ),
    );
    for (const email of [
      "ada@example.com",
      "ada.lovelace@example.co.uk",
      "ada+tours@example.com",
      "o'brien@example.ie",
      "first_last@sub.domain.example.org",
      "USER@EXAMPLE.COM",
      "x@ny.us",
      "jerry-fox-fan@brooklyn-heights.nyc",
    ]) {
      expect(contactFormSchema.safeParse({ ...valid, email }).success, email).toBe(true);
    }
  });

  it("phone numbers of many real formats pass, in any mix of separators", () => {
    for (const phone of realPhones) expect(isValidPhone(phone), phone).toBe(true);
    const separator = fc.constantFrom(" ", "-", ".", "");
    const group = (min: number, max: number) => fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`));
    fc.assert(
      fc.property(
        fc.option(fc.stringMatching(/^[1-9][0-9]{0,2}$/), { nil: undefined }),
        fc.boolean(),
        group(3, 3),
        separator,
        group(3, 3),
        separator,
        group(4, 4),
        (country, brackets, area, sep1, exchange, sep2, line) => {
          const areaPart = brackets ? `(${area})` : area;
          const phone = `${country ? `+${country} ` : ""}${areaPart}${sep1}${exchange}${sep2}${line}`;
          expect(contactFormSchema.safeParse({ ...valid, phone }).success, phone).toBe(true);
        },
      ),
    );
  });

  it("a name with < or > never passes", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 60 }),
        fc.constantFrom("<", ">"),
        fc.string({ maxLength: 60 }),
        (before, bracket, after) => {
          expect(contactFormSchema.safeParse({ ...valid, name: `${before}${bracket}${after}` }).success).toBe(false);
        },
      ),
    );
  });
});

describe("contactTopicFrom", () => {
  it("names a topic the form starts with by its exact name (/contact?topic=accessibility)", () => {
    expect(contactTopicFrom("accessibility")).toBe("accessibility");
    for (const value of [null, "", "Accessibility", "accessibility ", "x7d2"])
      expect(contactTopicFrom(value)).toBeUndefined();
  });
});
