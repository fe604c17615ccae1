import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FaqList } from "./faq-list";

const faqs = [
  { question: "First question?", answer: "First answer." },
  { question: "Second question?", answer: "Second answer." },
];

describe("FaqList", () => {
  it("keeps one item open at a time and toggles on click", async () => {
    const user = userEvent.setup();
    render(<FaqList faqs={faqs} />);
    const first = screen.getByRole("button", { name: "First question?" });
    const second = screen.getByRole("button", { name: "Second question?" });
    expect(first).toHaveAttribute("aria-expanded", "false");

    await user.click(first);
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("First answer.")).toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute("aria-expanded", "true");
    expect(first).toHaveAttribute("aria-expanded", "false");

    await user.click(second);
    expect(second).toHaveAttribute("aria-expanded", "false");
  });
});
