import { fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { assertImage } from "~/lib/images/images";
import { Picture } from "./picture";

/** A built variant's address, written out: /img/{key}.{content hash}.{width}.{format}. */
const variant = (key: string, format: string) => new RegExp(`^/img/${key}\\.[0-9a-f]+\\.\\d+\\.${format}$`);

describe("Picture", () => {
  // happy-dom reports every image as already settled and broken; a browser reports a pending image as not complete.
  beforeEach(() => {
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(false);
  });

  it("renders AVIF and WebP sources, explicit size and lazy loading", () => {
    const { container } = render(<Picture image="home-01" alt="Skyline at dusk" sizes="50vw" />);
    const img = screen.getByRole("img", { name: "Skyline at dusk" });
    expect(img).toHaveAttribute("width", "900");
    expect(img).toHaveAttribute("height", "900");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).not.toHaveAttribute("fetchpriority");
    const types = [...container.querySelectorAll("source")].map((source) => source.getAttribute("type"));
    expect(types).toEqual(["image/avif", "image/webp"]);
    expect(container.querySelector("source")).toHaveAttribute("sizes", "50vw");
  });

  it("loads the page's largest image eagerly with high priority", () => {
    render(<Picture image="hero-home" alt="Hero" priority />);
    const img = screen.getByRole("img", { name: "Hero" });
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
  });

  it("retries as WebP, then shows the placeholder with the error style and stops", () => {
    const { container } = render(<Picture image="blog-01" alt="Courthouse cat" />);
    const img = screen.getByRole("img", { name: "Courthouse cat" });
    const original = img.getAttribute("src") ?? "";
    expect(original).toMatch(variant("blog-01", "jpg"));

    // The same file as WebP (SPEC §4: retry once as WebP).
    fireEvent.error(img);
    expect(img).toHaveAttribute("src", original.replace(/\.jpg$/, ".webp"));
    expect(container.querySelectorAll("source")).toHaveLength(0);

    fireEvent.error(img);
    const placeholder = img.getAttribute("src");
    expect(placeholder).toMatch(variant("placeholder", "webp"));
    expect(container.querySelector("picture")).toHaveAttribute("data-state", "error");

    fireEvent.error(img);
    expect(img).toHaveAttribute("src", placeholder);
  });

  it("uses a gallery fallback image with its own alt when asked", () => {
    render(
      <Picture
        image="gallery-fan-01"
        alt="A visitor's cat"
        fallbackImage="fallback-cat-2"
        fallbackAlt="Cat image (fallback)"
      />,
    );
    const img = screen.getByRole("img", { name: "A visitor's cat" });
    fireEvent.error(img);
    fireEvent.error(img);
    expect(screen.getByRole("img", { name: "Cat image (fallback)" }).getAttribute("src")).toMatch(
      variant("fallback-cat-2", "webp"),
    );
  });
});

describe("image registry", () => {
  it("fails with a message naming the entry that used a missing image", () => {
    expect(() => assertImage("no-such-image", 'tour "brooklyn-heights"')).toThrow(
      'Image "no-such-image" used by tour "brooklyn-heights" does not exist: add app/assets/images/no-such-image.jpg',
    );
  });
});
