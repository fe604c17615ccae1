import type { FaqItem } from "~/content/schemas/primitives";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "../ui/accordion";

type FaqListProps = {
  faqs: FaqItem[];
  className?: string;
  /** Open the first question on arrival (the contact page's FAQ). */
  openFirst?: boolean;
};

/** Questions and answers: one open at a time, a click on the open one closes it (SPEC §4 "FAQ"). */
export function FaqList({ faqs, className, openFirst = false }: FaqListProps) {
  return (
    <Accordion type="single" collapsible defaultValue={openFirst ? "faq-0" : undefined} className={className}>
      {faqs.map((faq, index) => (
        <AccordionItem key={faq.question} value={`faq-${index}`}>
          <AccordionTrigger>{faq.question}</AccordionTrigger>
          <AccordionContent>
            <p>{faq.answer}</p>
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
