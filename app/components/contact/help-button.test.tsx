import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast, getToasts } from "~/lib/browser/toast";
import { HelpButton } from "./help-button";

afterEach(() => {
  for (const item of getToasts()) dismissToast(item.id);
  vi.useRealTimers();
});

describe("HelpButton", () => {
  it("scrolls to the FAQ and highlights it for 2000 ms", async () => {
    vi.useFakeTimers();
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    render(
      <>
        <section id="faq">FAQ</section>
        <HelpButton />
      </>,
    );
    fireEvent.click(screen.getByRole("button", { name: /Need help\?/ }));
    // The highlight's code loads on the first press.
    await act(() => vi.dynamicImportSettled());
    const faq = document.getElementById("faq")!;
    expect(scrollIntoView).toHaveBeenCalled();
    expect(faq).toHaveAttribute("data-highlighted", "true");
    act(() => vi.advanceTimersByTime(1999));
    expect(faq).toHaveAttribute("data-highlighted", "true");
    act(() => vi.advanceTimersByTime(1));
    expect(faq).not.toHaveAttribute("data-highlighted");
  });

  it("shows 'Section Not Found' when the target is missing", async () => {
    render(<HelpButton targetId="nowhere" />);
    await userEvent.click(screen.getByRole("button", { name: /Need help\?/ }));
    await act(() => vi.dynamicImportSettled());
    expect(getToasts()).toEqual([
      expect.objectContaining({
        title: "Section Not Found",
        description: "We couldn't find that section. Please try another link.",
        variant: "destructive",
      }),
    ]);
  });
});
