import { describe, expect, it, vi } from "vitest";
import { onDemand } from "./email-on-demand";

describe("onDemand", () => {
  it("loads the sender on the first send, once, and passes each send through", async () => {
    const send = vi.fn(async () => ({ ok: true }) as const);
    const load = vi.fn(async () => send);
    const sender = onDemand(load, "Failed to send confirmation email");
    expect(load).not.toHaveBeenCalled();
    await expect(sender("a", { honeypot: "x" })).resolves.toEqual({ ok: true });
    await expect(sender("b")).resolves.toEqual({ ok: true });
    expect(load).toHaveBeenCalledTimes(1);
    expect(send.mock.calls).toEqual([
      ["a", { honeypot: "x" }],
      ["b", undefined],
    ]);
  });

  it("answers a module that does not load as a network failure, and loads again on the next send", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<(value: string) => Promise<{ ok: true }>>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValueOnce(async () => ({ ok: true }));
    const sender = onDemand(load, "Failed to send confirmation email");
    await expect(sender("a")).resolves.toEqual({
      ok: false,
      message: "Failed to send confirmation email",
      status: 0,
      text: "Network Error",
    });
    await expect(sender("a")).resolves.toEqual({ ok: true });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
