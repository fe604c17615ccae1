// Split from booking.ts (which every page loads first) so that only its users load it: the calendar and the gift page.
/**
 * Whether the provider answers at all: a HEAD request for `url` (on the
 * provider's origin) in no-cors mode resolves with an opaque response, whatever
 * its status, when the host answers, and rejects when the request is blocked (a
 * content blocker, a proxy, a refused connection) or the browser is offline. A
 * frame can't tell the two apart: it fires `load` for the browser's own error
 * page too. Resolves false on a failure; an abort through `signal` also gives
 * false, which the caller has stopped listening for.
 */
export async function providerAnswers(url: string, signal?: AbortSignal): Promise<boolean> {
  try {
    await fetch(url, { method: "HEAD", mode: "no-cors", cache: "no-store", credentials: "omit", signal });
    return true;
  } catch {
    return false;
  }
}
