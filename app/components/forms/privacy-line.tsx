import { privacyLines, type PrivacyLineForm } from "~/content/privacy-lines";

/**
 * A form's privacy line near its submit button: what the details are for, and
 * the way to its part of /privacy. A plain link: no router needed, so the line
 * works in every form, hydrated or not.
 */
export function PrivacyLine({ form, className }: { form: PrivacyLineForm; className?: string }) {
  const line = privacyLines[form];
  return (
    <p className={className ?? "text-sm text-ink-600"}>
      {line.text}{" "}
      <a href={`/privacy#${line.anchor}`} className="text-brick-700 underline underline-offset-2">
        Privacy notice
      </a>
      .
    </p>
  );
}
