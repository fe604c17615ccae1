import type { Page } from "@playwright/test";

/** Scrolls to `top`, then waits until every image in view has loaded or failed and the page has drawn twice. */
export async function scrollAndSettle(page: Page, top: number) {
  await page.evaluate(async (y) => {
    window.scrollTo({ top: y, behavior: "instant" });
    // A frame, or 100 ms where the browser holds frames back (a page it considers hidden): never a wait forever.
    const frame = () =>
      Promise.race([new Promise(requestAnimationFrame), new Promise((resolve) => setTimeout(resolve, 100))]);
    await frame();
    await frame();
    const inView = [...document.images].filter((img) => {
      const box = img.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight && !img.complete;
    });
    await Promise.all(
      inView.map(
        (img) =>
          new Promise((resolve) => {
            img.addEventListener("load", resolve, { once: true });
            img.addEventListener("error", resolve, { once: true });
          }),
      ),
    );
    // IntersectionObserver callbacks and React's commit after the images: done.
    await frame();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Then the fades they started (the pill giving way to the bar): the screen as it stays.
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  }, top);
}
