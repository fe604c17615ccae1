import { AlertTriangle } from "lucide-react";
import type { ReactNode } from "react";
import { en, type Dictionary } from "~/lib/i18n/en";

/**
 * The fallback page for an unhandled error (SPEC §2, §8). Works without the
 * router: the frame passes its strings in the page's language (English by default).
 */
export function ErrorFallback({
  details,
  text = en.error,
  home = "/",
  homeNote,
}: {
  details?: string;
  text?: Dictionary["error"];
  /** Where "Return to Home Page" goes, and what follows its text (the frame's "(en inglés)"). */
  home?: string;
  homeNote?: ReactNode;
}) {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <AlertTriangle aria-hidden className="size-12 text-brick-600" />
      <h1 className="mt-4 text-display-md font-semibold">{text.title}</h1>
      <p className="mt-3 max-w-xl text-ink-700">{text.message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {text.tryAgain}
        </button>
        <a href={home} className="btn btn-secondary">
          {text.returnHome}
          {homeNote}
        </a>
      </div>
      {details && (
        <pre className="mt-8 max-w-full overflow-auto rounded-lg bg-ink-900/5 p-4 text-left text-xs text-ink-700">
          {details}
        </pre>
      )}
    </section>
  );
}
