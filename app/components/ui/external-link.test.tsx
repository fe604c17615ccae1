import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ExternalLink } from "./external-link";

describe("ExternalLink", () => {
  it("opens in a new tab and says so in its accessible name", () => {
    render(
      <ExternalLink href="https://example.com/gift" iconClassName="size-4">
        Gift Cards
      </ExternalLink>,
    );
    const link = screen.getByRole("link", { name: "Gift Cards (opens in a new tab)" });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener");
    expect(link.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });

  it("takes other hidden words and no icon", () => {
    render(
      <ExternalLink href="https://example.com/form" newTabNote=" (opens in a new window)" rel="noopener noreferrer">
        Sign the Petition Online
      </ExternalLink>,
    );
    const link = screen.getByRole("link", { name: "Sign the Petition Online (opens in a new window)" });
    expect(link.querySelector("svg")).toBeNull();
  });
});
