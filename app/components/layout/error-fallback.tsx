import { AlertTriangle } from "lucide-react";

export const ERROR_TITLE = "Something went wrong";
export const ERROR_MESSAGE =
  "We're sorry, but there was an error loading this page. Our team has been notified of the issue.";

/** The fallback page for an unhandled error (SPEC §2, §8). Works without the router. */
export function ErrorFallback({ details }: { details?: string }) {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <AlertTriangle aria-hidden className="size-12 text-brick-600" />
      <h1 className="mt-4 text-display-md font-semibold">{ERROR_TITLE}</h1>
      <p className="mt-3 max-w-xl text-ink-700">{ERROR_MESSAGE}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Try Again
        </button>
        <a href="/" className="btn btn-secondary">
          Return to Home Page
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
