import { describe, expect, it } from "vitest";
import { escapeHtml, logSafe } from "./html-escape";

describe("escapeHtml", () => {
  it("escapes the five characters that matter in HTML text and quoted attributes", () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&#60;a href=&#34;x&#34;&#62;Tom &#38; Jerry&#39;s&#60;/a&#62;",
    );
  });
});

describe("logSafe", () => {
  it("shows every control character as a visible escape: C0, DEL, C1, and the line and paragraph separators", () => {
    expect(logSafe("Eve\u001b[2J\r\nGET / 200")).toBe("Eve\\x1b[2J\\x0d\\x0aGET / 200");
    expect(logSafe("\u0000\u0007\t\u007f\u0080\u009b31m\u2028\u2029")).toBe(
      "\\x00\\x07\\x09\\x7f\\x80\\x9b31m\\u2028\\u2029",
    );
  });

  it("leaves printable text alone, letters of every script and emoji included", () => {
    const text = 'Zoë 🐈 from Øresund, 東京 — "quoted" \\ back\u00a0space';
    expect(logSafe(text)).toBe(text);
  });
});
