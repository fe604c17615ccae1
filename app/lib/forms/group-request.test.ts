import { describe, expect, it } from "vitest";
import { esPages } from "~/lib/i18n/es";
import { newYorkToday, type GroupRequestValues } from "./group-request";
import { groupRequestParams } from "./group-request-params";
import { groupRequestSchemaFor } from "./contact-schema";

// Issue 43 item 4: the request form for private walks and groups. Today is fixed: 2026-11-27 in New York.
const today = () => "2026-11-27";
const english = groupRequestSchemaFor(undefined, today);
const spanish = groupRequestSchemaFor(esPages.groupRequestMessages, today);

const valid: GroupRequestValues = {
  date: "2026-12-12",
  timeWindow: "morning",
  groupSize: "12",
  tourLanguage: "es",
  occasion: "school",
  accessibility: "",
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "",
};

function messageFor(field: keyof GroupRequestValues, value: string, schema = english): string | undefined {
  const result = schema.safeParse({ ...valid, [field]: value });
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe("request form messages", () => {
  it("date: required, a real date, today or later in New York", () => {
    expect(messageFor("date", "")).toBe("Please choose a date");
    expect(messageFor("date", "2026-02-30")).toBe("Please enter a real date");
    expect(messageFor("date", "next friday")).toBe("Please enter a real date");
    expect(messageFor("date", "2026-11-26")).toBe("Please choose today or a later date");
    expect(messageFor("date", "2025-12-25")).toBe("Please choose today or a later date");
    expect(messageFor("date", "2026-11-27")).toBeUndefined();
    expect(messageFor("date", "2027-01-02")).toBeUndefined();
  });

  it("group size: a whole number from 1 to 30", () => {
    for (const size of ["", "0", "31", "-2", "2.5", "eight", "1e1"])
      expect(messageFor("groupSize", size), size).toBe("Please enter a group size from 1 to 30");
    for (const size of ["1", "8", "30", " 12 "]) expect(messageFor("groupSize", size), size).toBeUndefined();
    expect(english.parse(valid).groupSize).toBe(12);
  });

  it("time of day, language and occasion: one of the options", () => {
    expect(messageFor("timeWindow", "")).toBe("Please choose a time of day");
    expect(messageFor("timeWindow", "midnight")).toBe("Please choose a time of day");
    expect(messageFor("tourLanguage", "")).toBe("Please choose the language of the walk");
    expect(messageFor("tourLanguage", "fr")).toBe("Please choose the language of the walk");
    expect(messageFor("occasion", "")).toBe("Please choose the occasion");
    for (const occasion of ["birthday", "school", "company", "other"])
      expect(messageFor("occasion", occasion)).toBeUndefined();
  });

  it("accessibility needs: optional, at most 500 characters", () => {
    expect(messageFor("accessibility", "")).toBeUndefined();
    expect(messageFor("accessibility", "x".repeat(500))).toBeUndefined();
    expect(messageFor("accessibility", "x".repeat(501))).toBe("Accessibility needs must be less than 500 characters");
  });

  it("name, e-mail and phone: the contact form's rules and messages", () => {
    expect(messageFor("name", "")).toBe("Name is required");
    expect(messageFor("name", "A")).toBe("Name must be at least 2 characters");
    expect(messageFor("name", "x".repeat(101))).toBe("Name must be less than 100 characters");
    expect(messageFor("name", "Ada <b>")).toBe("Name contains invalid characters");
    expect(messageFor("email", "")).toBe("Email address is required");
    expect(messageFor("email", "ada@")).toBe("Please enter a valid email address");
    expect(messageFor("phone", "")).toBeUndefined();
    expect(messageFor("phone", "call me")).toBe("Please enter a valid phone number");
    expect(messageFor("phone", "555-CATS")).toBe("Please enter a valid phone number");
    for (const phone of ["+1 (212) 555-0142", "212.555.0142", "+44 20 7946 0958"])
      expect(messageFor("phone", phone), phone).toBeUndefined();
  });

  it("every message in Spanish", () => {
    const empty = spanish.safeParse({
      date: "",
      timeWindow: "",
      groupSize: "",
      tourLanguage: "",
      occasion: "",
      accessibility: "x".repeat(501),
      name: "",
      email: "",
      phone: "x",
    });
    const messages = Object.fromEntries(empty.error!.issues.reverse().map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      date: "Elija una fecha",
      timeWindow: "Elija un momento del día",
      groupSize: "Escriba un tamaño de grupo de 1 a 30",
      tourLanguage: "Elija el idioma del paseo",
      occasion: "Elija la ocasión",
      accessibility: "Las necesidades de accesibilidad deben tener menos de 500 caracteres",
      name: "El nombre es obligatorio",
      email: "El correo electrónico es obligatorio",
      phone: "Escriba un número de teléfono válido",
    });
    expect(messageFor("date", "2026-11-01", spanish)).toBe("Elija hoy o una fecha posterior");
  });
});

describe("the recorded request", () => {
  it("lists every field in the company's English, with the calculator's price for the size", () => {
    const request = english.parse({ ...valid, name: " Ada Lovelace ", accessibility: " Step-free route " });
    expect(groupRequestParams(request, "es")).toEqual({
      form: "group-request",
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "Not provided",
      date: "2026-12-12",
      timeWindow: "Morning (9 am – 12 pm)",
      groupSize: "12",
      tourLanguage: "Spanish",
      occasion: "School or camp group",
      accessibility: "Step-free route",
      price: "$480",
      language: "es",
    });
  });

  it("prices each size as the calculator does: $320 up to 8 guests, $40 for each one more", () => {
    const priceOf = (groupSize: string) => groupRequestParams(english.parse({ ...valid, groupSize })).price;
    expect(priceOf("1")).toBe("$320");
    expect(priceOf("8")).toBe("$320");
    expect(priceOf("9")).toBe("$360");
    expect(priceOf("30")).toBe("$1,200");
    expect(groupRequestParams(english.parse(valid))).not.toHaveProperty("language");
  });
});

describe("newYorkToday", () => {
  it("is New York's date, not UTC's", () => {
    // 2026-11-28 03:00 UTC is still the 27th in New York (UTC−5).
    expect(newYorkToday(Date.UTC(2026, 10, 28, 3))).toBe("2026-11-27");
    expect(newYorkToday(Date.UTC(2026, 10, 28, 6))).toBe("2026-11-28");
  });
});
