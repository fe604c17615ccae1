import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BlogPostSummary } from "~/lib/domain/blog";
import { BlogList } from "./blog-list";

const base = { author: "NYC Cat History Tours Team", image: "blog-01", imageAlt: "A cat", readTime: 3 };
const posts: BlogPostSummary[] = [
  { ...base, id: "one", title: "Ship's cats", excerpt: "South Street", category: "History", date: "2025-01-09" },
  { ...base, id: "two", title: "Bodega cats", excerpt: "Corner shops", category: "Cat Culture", date: "2025-01-08" },
  { ...base, id: "three", title: "Jerry Fox", excerpt: "Borough Hall", category: "History", date: "2025-01-07" },
  { ...base, id: "four", title: "Fruit Streets", excerpt: "Heights", category: "Neighborhoods", date: "2025-01-06" },
];

function renderList(list: BlogPostSummary[]) {
  return render(
    <MemoryRouter>
      <BlogList posts={list} />
    </MemoryRouter>,
  );
}

afterEach(() => vi.useRealTimers());

describe("BlogList", () => {
  it("says 'No Blog Posts Available' when there are no posts", () => {
    renderList([]);
    expect(screen.getByRole("heading", { name: "No Blog Posts Available" })).toBeInTheDocument();
    expect(screen.getByText("Check back soon for new stories and updates!")).toBeInTheDocument();
    expect(screen.queryByRole("searchbox")).not.toBeInTheDocument();
  });

  it("shows 'Loading...' for 300 ms on first display", () => {
    vi.useFakeTimers();
    renderList(posts);
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("status")).not.toHaveTextContent("Loading...");
  });

  it("searches, filters and offers the right way back from each empty result", async () => {
    const user = userEvent.setup();
    renderList(posts);
    expect(screen.getAllByRole("article")).toHaveLength(4);
    expect(screen.getByRole("heading", { name: "Browse by Topic" })).toBeInTheDocument();

    await user.type(screen.getByRole("searchbox", { name: "Search blog posts" }), "zeppelin");
    expect(screen.getByText('No posts found matching "zeppelin"')).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "No posts found matching your search" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(screen.getAllByRole("article")).toHaveLength(4);

    await user.click(screen.getByRole("button", { name: "History" }));
    expect(screen.getAllByRole("article")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "History" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.queryByRole("heading", { name: "Browse by Topic" })).not.toBeInTheDocument();

    await user.type(screen.getByRole("searchbox"), "bodega");
    expect(screen.getByRole("heading", { name: "No posts found" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show All Posts" }));
    expect(screen.getAllByRole("article")).toHaveLength(4);
    expect(screen.getByRole("searchbox")).toHaveValue("");
    expect(screen.getByRole("button", { name: "All Topics" })).toHaveAttribute("aria-pressed", "true");
  });
});
