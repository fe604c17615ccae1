import { describe, expect, it } from "vitest";
import { dismissToast, getToasts, MAX_VISIBLE_TOASTS, subscribeToToasts, toast } from "./toast";

describe("toast store", () => {
  it("keeps at most three toasts, newest last", () => {
    for (const id of getToasts().map((item) => item.id)) dismissToast(id);
    const seen: string[][] = [];
    const unsubscribe = subscribeToToasts((toasts) => seen.push(toasts.map((item) => item.title)));
    toast({ title: "one" });
    toast({ title: "two" });
    toast({ title: "three" });
    toast({ title: "four" });
    expect(MAX_VISIBLE_TOASTS).toBe(3);
    expect(getToasts().map((item) => item.title)).toEqual(["two", "three", "four"]);
    dismissToast(getToasts()[0]!.id);
    expect(getToasts().map((item) => item.title)).toEqual(["three", "four"]);
    unsubscribe();
    toast({ title: "five" });
    expect(seen.at(-1)).toEqual(["three", "four"]);
  });
});
