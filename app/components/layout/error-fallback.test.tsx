import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { es } from "~/lib/i18n/es";
import { ErrorBoundary } from "~/root";
import { ErrorFallback } from "./error-fallback";

describe("ErrorFallback", () => {
  it("apologises with the spec's words and offers Try Again and Return to Home Page", async () => {
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    render(<ErrorFallback />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Something went wrong");
    expect(
      screen.getByText(
        "We're sorry, but there was an error loading this page. Our team has been notified of the issue.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home Page" })).toHaveAttribute("href", "/");
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it("is what the root error boundary shows when a page throws, and the error is logged", async () => {
    const logged = vi.fn();
    vi.mocked(console.error).mockImplementation(logged);
    function Broken(): never {
      throw new Error("the tour data is corrupt");
    }
    const Stub = createRoutesStub([{ path: "/", Component: Broken, ErrorBoundary }]);
    render(<Stub initialEntries={["/"]} />);
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: "the tour data is corrupt" }));
  });

  it("is in Spanish on a Spanish page, its way home marked as English", async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    function Broken(): never {
      throw new Error("broken");
    }
    // The root loader's data on a Spanish page (app/root.tsx): its dictionary comes with it.
    const Stub = createRoutesStub([
      {
        id: "root",
        loader: () => ({ tours: [], giftCardUrl: "/gift", text: es }),
        ErrorBoundary,
        children: [{ path: "/es/broken", Component: Broken }],
      },
    ]);
    render(<Stub initialEntries={["/es/broken"]} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Algo salió mal" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Intentar de nuevo" })).toBeInTheDocument();
    // The home page has its Spanish version (/es/): its link is not marked.
    expect(screen.getByRole("link", { name: "Volver a la página de inicio" })).toHaveAttribute("href", "/es/");
    const quickLinks = screen.getByRole("navigation", { name: "Enlaces rápidos" });
    expect(within(quickLinks).getByRole("link", { name: "Blog (en inglés)" })).toHaveAttribute("href", "/blog");
    // /about has its Spanish version: not marked.
    expect(within(quickLinks).getByRole("link", { name: "Quiénes somos" })).toHaveAttribute("href", "/es/about");
  });
});
