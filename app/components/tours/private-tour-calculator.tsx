import { useId, useState } from "react";
import { formatDollars, parseGuestCount, PRIVATE_TOUR_PRICING, privateTourTotal } from "~/lib/domain/pricing";
import { format } from "~/lib/i18n/en";
import type { PrivateTourCalculatorWords } from "~/lib/i18n/en-pages";
import { privateToursWords } from "~/lib/i18n/pages/private-tours";

const { minGuests, maxGuests, defaultGuests, basePrice, includedGuests, extraGuestPrice } = PRIVATE_TOUR_PRICING;

/** What the calculator says under the field when it changed the typed count, or the groups it takes. */
function adjustmentNote(adjustment: ReturnType<typeof parseGuestCount>["adjustment"], t: PrivateTourCalculatorWords) {
  const limits = { min: String(minGuests), max: String(maxGuests) };
  if (adjustment === "not-a-number") return format(t.notANumber, limits);
  if (adjustment === "below-minimum") return format(t.belowMinimum, limits);
  if (adjustment === "above-maximum") return format(t.aboveMaximum, limits);
  return format(t.groups, limits);
}

/**
 * The private tour price calculator (SPEC §2 "Private tour calculator").
 * The field keeps what the visitor types while they type; the price always
 * uses the parsed, clamped count, and on leaving the field the text is
 * replaced by that count. `words` in the page's language (English by default).
 */
export function PrivateTourCalculator({
  words: t = privateToursWords.calculator,
}: { words?: PrivateTourCalculatorWords } = {}) {
  const inputId = useId();
  const noteId = useId();
  const [text, setText] = useState(String(defaultGuests));
  const { guests, adjustment } = parseGuestCount(text);
  const total = privateTourTotal(guests);
  const extraGuests = Math.max(0, guests - includedGuests);

  return (
    <section aria-labelledby={`${inputId}-heading`} className="card p-6 sm:p-8">
      <h2 id={`${inputId}-heading`} className="text-2xl font-semibold">
        {t.heading}
      </h2>
      <p className="mt-1 text-ink-700">
        {formatDollars(basePrice)}
        {t.coversUpTo}
        {includedGuests}
        {t.eachAdditional} {formatDollars(extraGuestPrice)}.
      </p>
      <div className="mt-6 flex flex-wrap items-end gap-6">
        <div>
          <label htmlFor={inputId} className="block text-sm font-semibold text-ink-800">
            {t.guestsLabel}
          </label>
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={minGuests}
            max={maxGuests}
            step={1}
            value={text}
            aria-describedby={noteId}
            onChange={(event) => setText(event.target.value)}
            onBlur={() => setText(String(guests))}
            className="mt-2 w-32 rounded-lg border border-ink-900/20 bg-white px-4 py-3 text-lg font-semibold focus:border-brick-600 focus:outline-none focus-visible:ring-3 focus-visible:ring-marigold-400"
          />
        </div>
        <div aria-live="polite">
          <p className="text-sm font-semibold text-ink-600">{t.estimatedTotal}</p>
          <p className="font-display text-4xl font-semibold text-brick-700" data-testid="private-tour-total">
            {formatDollars(total)}
          </p>
          <p className="text-sm text-ink-600">
            {t.for}
            {guests} {guests === 1 ? t.guest : t.guests}
            {extraGuests > 0 && ` (${formatDollars(basePrice)} + ${extraGuests} × ${formatDollars(extraGuestPrice)})`}
          </p>
        </div>
      </div>
      <p id={noteId} className="mt-4 min-h-5 text-sm text-ink-700">
        {adjustmentNote(adjustment, t)}
      </p>
    </section>
  );
}
