import { lazy, Suspense } from "react";
import type { FaqItem } from "~/content/schemas/primitives";

const FaqList = lazy(() => import("~/components/tours/faq-list").then((module) => ({ default: module.FaqList })));

/**
 * The contact page's FAQ, whose accordion code loads on its own, not with
 * the page (issue 18: the page's first-load JavaScript at most 160 KB). The
 * server renders the questions in place; React hydrates them once the
 * accordion's module has arrived (or at once when the visitor clicks in it),
 * in a pass of its own after the form's.
 */
export function ContactFaq({ faqs, className }: { faqs: FaqItem[]; className?: string }) {
  return (
    <Suspense fallback={null}>
      <FaqList faqs={faqs} openFirst className={className} />
    </Suspense>
  );
}
