// @vitest-environment node
import { Suspense, use } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderDocument } from "./entry.server";

function Broken(): never {
  throw new TypeError("tour is undefined");
}

const failed = Promise.reject(new RangeError("no such date"));
failed.catch(() => undefined);
function BrokenLater() {
  return <p>{use(failed)}</p>;
}

function Page({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}

describe("server render errors", () => {
  it("logs an error inside a Suspense boundary with its method and URL, and answers 500", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await renderDocument(
      new Request("http://localhost/tours/brooklyn-heights?utm_source=x"),
      <Page>
        <Suspense fallback={<p>Loading</p>}>
          <Broken />
        </Suspense>
      </Page>,
      200,
      new Headers(),
    );
    expect(response.status).toBe(500);
    expect(log.mock.calls).toEqual([
      ["render error GET /tours/brooklyn-heights?utm_source=x: TypeError: tour is undefined"],
    ]);
  });

  it("logs an error thrown after suspending", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await renderDocument(
      new Request("http://localhost/blog?post=jerry-fox", { method: "POST" }),
      <Page>
        <Suspense fallback={<p>Loading</p>}>
          <BrokenLater />
        </Suspense>
      </Page>,
      200,
      new Headers(),
    );
    expect(response.status).toBe(500);
    expect(log.mock.calls).toEqual([["render error POST /blog?post=jerry-fox: RangeError: no such date"]]);
  });

  it("logs a shell error once and rejects", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(
      renderDocument(
        new Request("http://localhost/about"),
        <Page>
          <Broken />
        </Page>,
        200,
        new Headers(),
      ),
    ).rejects.toThrow("tour is undefined");
    expect(log.mock.calls).toEqual([["render error GET /about: TypeError: tour is undefined"]]);
  });

  it("escapes control characters a request put in the error's message: the line stays one line of plain text", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    function Quoting(): never {
      throw new TypeError("no tour named cats\u001b]0;owned\u0007");
    }
    await expect(
      renderDocument(new Request("http://localhost/about"), <Quoting />, 200, new Headers()),
    ).rejects.toThrow("no tour named");
    expect(log.mock.calls).toEqual([["render error GET /about: TypeError: no tour named cats\\x1b]0;owned\\x07"]]);
  });

  it("logs nothing for a page that renders", async () => {
    const log = vi.spyOn(console, "error");
    const response = await renderDocument(
      new Request("http://localhost/"),
      <Page>
        <p>Hello</p>
      </Page>,
      200,
      new Headers(),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<p>Hello</p>");
    expect(log).not.toHaveBeenCalled();
  });

  it("answers a step that fails after rendering with the §8 page and 500, logs one line, and renders the next page", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failing = () => {
      throw new Error("the policy step broke");
    };
    const response = await renderDocument(
      new Request("http://localhost/tours?x=1"),
      <Page>
        <p>Hello</p>
      </Page>,
      200,
      new Headers(),
      [failing],
    );
    expect(response.status).toBe(500);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.text()).toContain("<h1>Something went wrong</h1>");
    expect(log.mock.calls).toEqual([["render error GET /tours?x=1: Error: the policy step broke"]]);

    const next = await renderDocument(
      new Request("http://localhost/tours"),
      <Page>
        <p>Hello</p>
      </Page>,
      200,
      new Headers(),
    );
    expect(next.status).toBe(200);
    expect(await next.text()).toContain("<p>Hello</p>");
    expect(log).toHaveBeenCalledTimes(1);
  });
});
