import { render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { HeroImage } from "./hero-image";

/** A built variant's srcset entry, written out: /img/{key}.{content hash}.{width}.{format} {width}w. */
const entry = (key: string, width: number, format: string) =>
  new RegExp(`/img/${key}\\.[0-9a-f]+\\.${width}\\.${format} ${width}w`);

describe("HeroImage", () => {
  beforeEach(() => {
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(false);
  });

  it("serves a hero's phone crop to screens up to 767 px, with its own size, before the wide picture", () => {
    const { container } = render(<HeroImage image="hero-home" alt="Two cats on the promenade railing" />);
    const sources = [...container.querySelectorAll("source")];
    expect(sources.map((source) => [source.getAttribute("media"), source.getAttribute("type")])).toEqual([
      ["(max-width: 767px)", "image/avif"],
      ["(max-width: 767px)", "image/webp"],
      [null, "image/avif"],
      [null, "image/webp"],
    ]);
    expect(sources[0]).toHaveAttribute("srcset", expect.stringMatching(entry("phone-hero-home", 780, "avif")));
    expect(sources[1]).toHaveAttribute("srcset", expect.stringMatching(entry("phone-hero-home", 780, "webp")));
    expect(sources[0]).toHaveAttribute("width", "1200");
    expect(sources[0]).toHaveAttribute("height", "2000");
    expect(sources[2]).toHaveAttribute("srcset", expect.stringMatching(entry("hero-home", 1600, "avif")));
    const img = screen.getByRole("img", { name: "Two cats on the promenade railing" });
    expect(img).toHaveAttribute("width", "1600");
    expect(img).toHaveAttribute("height", "1000");
  });

  it("a hero with no phone crop has no media sources: the phone shows its middle", () => {
    const { container } = render(<HeroImage image="hero-about" alt="A guide and visitors" />);
    expect([...container.querySelectorAll("source")].map((source) => source.getAttribute("media"))).toEqual([
      null,
      null,
    ]);
  });
});
