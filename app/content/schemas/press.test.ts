import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import pressKitSource from "@content/press-kit.yaml?raw";
import pressSource from "@content/press.yaml?raw";
import { pressKitSchema, pressSchema } from "./press";

type Mutable = Record<string, unknown> & {
  outlets: Record<string, unknown>[];
  articles: Record<string, unknown>[];
};

function loadPress(): Mutable {
  return structuredClone(parse(pressSource)) as Mutable;
}

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe("press.yaml", () => {
  it("passes the press schema with 11 outlets and 11 articles", () => {
    const result = pressSchema.safeParse(parse(pressSource));
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.data?.outlets).toHaveLength(11);
    expect(result.data?.articles).toHaveLength(11);
  });

  it("rejects an outlet whose link is not one of the articles", () => {
    const press = loadPress();
    press.outlets[0]!.link = "https://example.com/elsewhere";
    expect(messages(pressSchema.safeParse(press))).toContainEqual(
      expect.stringMatching(/must link to one of the articles/),
    );
  });

  it("rejects a missing article, a plain-http link and a malformed date", () => {
    const short = loadPress();
    short.articles.pop();
    expect(pressSchema.safeParse(short).success).toBe(false);

    const http = loadPress();
    http.articles[0]!.link = "http://www.nytimes.com/";
    expect(pressSchema.safeParse(http).success).toBe(false);

    const date = loadPress();
    date.articles[0]!.date = "October 2024";
    expect(messages(pressSchema.safeParse(date))).toContain("Dates are written YYYY-MM-DD");
  });

  it("rejects an image key without a file", () => {
    const press = loadPress();
    press.articles[0]!.image = "press-article-99";
    expect(messages(pressSchema.safeParse(press)).join()).toMatch(/press-article-99.*does not exist/);
  });
});

describe("press-kit.yaml", () => {
  it("passes the press kit schema: five FAQs, three 5-star testimonials", () => {
    const result = pressKitSchema.safeParse(parse(pressKitSource));
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.data?.faqs).toHaveLength(5);
    expect(result.data?.testimonials.map((testimonial) => testimonial.rating)).toEqual([5, 5, 5]);
  });

  it("promises a media reply within 24 hours (SPEC §9)", () => {
    expect(pressKitSchema.parse(parse(pressKitSource)).mediaContact.responseTime).toContain("24 hours");
  });

  it("accepts another rating, rejects a testimonial without one", () => {
    const kit = structuredClone(parse(pressKitSource)) as { testimonials: { rating?: number }[] };
    kit.testimonials[0]!.rating = 4;
    expect(pressKitSchema.safeParse(kit).success).toBe(true);
    delete kit.testimonials[0]!.rating;
    expect(pressKitSchema.safeParse(kit).success).toBe(false);
  });
});
