import { describe, expect, it } from "vitest";
import { newsletterInput, newsletterSchema } from "./newsletter";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

function messages(fields: Record<string, string>) {
  const result = newsletterSchema.safeParse(newsletterInput(form(fields)));
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe("newsletterSchema", () => {
  it("accepts a complete signup and trims it", () => {
    const result = newsletterSchema.parse(
      newsletterInput(form({ EMAIL: " ada@example.com ", FNAME: "Ada", CONSENT: "true", tags: "4182" })),
    );
    expect(result).toEqual({ EMAIL: "ada@example.com", FNAME: "Ada", LNAME: "", CONSENT: "true", tags: "4182" });
  });

  it("names every missing required field", () => {
    expect(messages({})).toEqual({
      EMAIL: "Email address is required",
      FNAME: "First name is required",
      CONSENT: "Please agree to receive emails before subscribing",
    });
  });

  it("rejects a bad address and consent other than true", () => {
    expect(messages({ EMAIL: "not-an-email", FNAME: "Ada", CONSENT: "yes" })).toEqual({
      EMAIL: "Please enter a valid email address",
      CONSENT: "Please agree to receive emails before subscribing",
    });
  });
});
