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

  it("opens the first question on arrival when asked, and keeps closed answers in the page, hidden", () => {
    render(<FaqList faqs={faqs} openFirst />);
    expect(screen.getByRole("button", { name: "First question?" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("region", { name: "First question?" })).toHaveTextContent("First answer.");
    expect(screen.getByText("Second answer.")).not.toBeVisible();
  });

  it("moves between the questions with the arrow keys, Home and End", async () => {
    const user = userEvent.setup();
    render(<FaqList faqs={[...faqs, { question: "Third question?", answer: "Third answer." }]} />);
    await user.tab();
    expect(screen.getByRole("button", { name: "First question?" })).toHaveFocus();
    for (const [key, focused] of [
      ["{ArrowDown}", "Second question?"],
      ["{End}", "Third question?"],
      ["{ArrowDown}", "First question?"],
      ["{ArrowUp}", "Third question?"],
      ["{Home}", "First question?"],
    ] as const) {
      await user.keyboard(key);
      expect(screen.getByRole("button", { name: focused })).toHaveFocus();
    }
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "First question?" })).toHaveAttribute("aria-expanded", "true");
  });
});
