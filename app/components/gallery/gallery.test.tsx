import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { esPages } from "~/lib/i18n/es";
import { Gallery, type GalleryPhoto } from "./gallery";

const photos: GalleryPhoto[] = [
  { id: 1, image: "gallery-tour-01", alt: "Brownstone with a ginger cat" },
  { id: 2, image: "gallery-tour-02", alt: "Wall Street with a black cat" },
  { id: 3, image: "gallery-tour-01", alt: "The brownstone again" },
  { id: 4, image: "gallery-tour-03", alt: "Tenements with a grey cat" },
];

describe("Gallery", () => {
  beforeEach(() => {
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(false);
  });

  it("shows the empty state when there are no photos", () => {
    render(<Gallery images={[]} />);
    expect(screen.getByText("No images to display.")).toBeInTheDocument();
    expect(screen.getByText("Check back soon for more photos from our tours and community!")).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  // That the thumbnails are square is measured in the browser (tests/e2e/gallery.spec.ts).
  it("shows each image source once", () => {
    render(<Gallery images={photos} label="Tour photos" />);
    const list = screen.getByRole("list", { name: "Tour photos" });
    const buttons = within(list).getAllByRole("button");
    expect(buttons.map((button) => button.querySelector("img")?.alt)).toEqual([
      "Brownstone with a ginger cat",
      "Wall Street with a black cat",
      "Tenements with a grey cat",
    ]);
  });

  it("swaps a broken thumbnail for the fallback chosen by id", () => {
    render(<Gallery images={photos} />);
    const img = screen.getByRole("img", { name: "Wall Street with a black cat" });
    fireEvent.error(img);
    fireEvent.error(img);
    expect(img).toHaveAttribute("alt", "Cat image (fallback)");
    expect(img.getAttribute("src")).toMatch(/\/img\/fallback-cat-3\./);
  });

  it("on a Spanish page, names the fallback in Spanish, in the thumbnail and in the viewer", async () => {
    const user = userEvent.setup();
    render(<Gallery images={photos} lightboxWords={esPages.homeBelowFold.lightbox} />);
    const img = screen.getByRole("img", { name: "Wall Street with a black cat" });
    fireEvent.error(img);
    fireEvent.error(img);
    expect(img).toHaveAttribute("alt", "Imagen de un gato (en lugar de la foto)");
    await user.click(screen.getByRole("button", { name: "Tenements with a grey cat" }));
    const dialog = await screen.findByRole("dialog", {}, { timeout: 5000 });
    const shown = within(dialog).getByRole("img", { name: "Tenements with a grey cat" });
    fireEvent.error(shown);
    fireEvent.error(shown);
    expect(shown).toHaveAttribute("alt", "Imagen de un gato (en lugar de la foto)");
  });

  it("opens the lightbox with a counter that wraps both ways, and closes", async () => {
    const user = userEvent.setup();
    render(<Gallery images={photos} />);
    await user.click(screen.getByRole("button", { name: "Wall Street with a black cat" }));
    const dialog = await screen.findByRole("dialog", {}, { timeout: 5000 }); // the lightbox chunk loads on first open
    expect(within(dialog).getByText("2 / 3")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Next image" }));
    expect(within(dialog).getByText("3 / 3")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Next image" }));
    expect(within(dialog).getByText("1 / 3")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Previous image" }));
    expect(within(dialog).getByText("3 / 3")).toBeInTheDocument();
    await user.keyboard("{ArrowLeft}");
    expect(within(dialog).getByText("2 / 3")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
