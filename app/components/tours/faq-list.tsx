import type { FaqItem } from "~/content/schemas/primitives";
import { Accordion } from "../ui/accordion";

type FaqListProps = {
  faqs: FaqItem[];
  className?: string;
  /** Open the first question on arrival (the contact page's FAQ). */
  openFirst?: boolean;
};

/** Questions and answers: one open at a time, a click on the open one closes it (SPEC §4 "FAQ"). */
export function FaqList({ faqs, className, openFirst = false }: FaqListProps) {
  return (
    <Accordion
      items={faqs.map((faq) => ({ key: faq.question, title: faq.question, content: <p>{faq.answer}</p> }))}
      defaultOpen={openFirst ? 0 : undefined}
      className={className}
    />
  );
}
