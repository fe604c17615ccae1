import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Link, useLocation, useNavigate } from "react-router";
import { describe, expect, it } from "vitest";
import { clientLoader as blogRedirectLoader } from "./blog-redirect";
import { clientLoader as notFoundLoader } from "./not-found";

/**
 * SPEC §2 'Redirects (replace mode)' in the browser: a visitor who follows an
 * in-site link to a legacy address lands on the new page, and Back returns to
 * the page they came from, never to the legacy address. (The e2e suite can
 * only reach a legacy address through the history, as no page links to one
 * yet; here a real <Link> is clicked, with the routes' own client loaders.)
 */
function Page({ name }: { name: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <h1>{name}</h1>
      <p data-testid="location">{`${location.pathname}${location.search}`}</p>
      <Link to="/press">Old press link</Link>
      <Link to="/brooklyn">Old tour link</Link>
      <Link to="/blog/first-post">Old post link</Link>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

function renderSite() {
  const Stub = createRoutesStub([
    { path: "/sitemap", Component: () => <Page name="Site Map" /> },
    { path: "/press-kit", Component: () => <Page name="Press Kit" /> },
    { path: "/tours/brooklyn-heights", Component: () => <Page name="Brooklyn Heights" /> },
    { path: "/blog", Component: () => <Page name="Blog" /> },
    {
      path: "/blog/:id",
      Component: () => null,
      loader: (args) => blogRedirectLoader(args as Parameters<typeof blogRedirectLoader>[0]),
    },
    {
      path: "*",
      Component: () => <h1>404 – Page not found</h1>,
      loader: (args) => notFoundLoader(args as Parameters<typeof notFoundLoader>[0]),
    },
  ]);
  render(<Stub initialEntries={["/sitemap"]} />);
}

describe("client-side legacy redirects", () => {
  for (const [link, heading, target] of [
    ["Old press link", "Press Kit", "/press-kit"],
    ["Old tour link", "Brooklyn Heights", "/tours/brooklyn-heights"],
    ["Old post link", "Blog", "/blog?post=first-post"],
  ] as const) {
    it(`a link to a legacy address lands on ${target}; Back returns to the page before`, async () => {
      const user = userEvent.setup();
      renderSite();
      expect(await screen.findByRole("heading", { name: "Site Map" })).toBeInTheDocument();

      await user.click(screen.getByRole("link", { name: link }));
      expect(await screen.findByRole("heading", { name: heading })).toBeInTheDocument();
      expect(screen.getByTestId("location")).toHaveTextContent(target);

      await user.click(screen.getByRole("button", { name: "Back" }));
      expect(await screen.findByRole("heading", { name: "Site Map" })).toBeInTheDocument();
      expect(screen.getByTestId("location")).toHaveTextContent(/^\/sitemap$/);
    });
  }
});
