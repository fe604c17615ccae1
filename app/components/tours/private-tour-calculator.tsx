import { useId, useState } from "react";
import { formatDollars, parseGuestCount, PRIVATE_TOUR_PRICING, privateTourTotal } from "~/lib/domain/pricing";

const { minGuests, maxGuests, defaultGuests, basePrice, includedGuests, extraGuestPrice } = PRIVATE_TOUR_PRICING;

const adjustmentNotes = {
  none: "",
  "not-a-number": `Please enter a number of guests; we've priced ${minGuests} guest.`,
  "below-minimum": `Private tours are for ${minGuests} to ${maxGuests} guests; we've priced ${minGuests} guest.`,
  "above-maximum": `Private tours take up to ${maxGuests} guests; we've priced ${maxGuests}. For a larger group, please contact us.`,
} as const;

/**
 * The private tour price calculator (SPEC §2 "Private tour calculator").
 * The field keeps what the visitor types while they type; the price always
 * uses the parsed, clamped count, and on leaving the field the text is
 * replaced by that count.
 */
export function PrivateTourCalculator() {
  const inputId = useId();
  const noteId = useId();
  const [text, setText] = useState(String(defaultGuests));
  const { guests, adjustment } = parseGuestCount(text);
  const total = privateTourTotal(guests);
  const extraGuests = Math.max(0, guests - includedGuests);

  return (
    <section aria-labelledby={`${inputId}-heading`} className="card p-6 sm:p-8">
      <h2 id={`${inputId}-heading`} className="text-2xl font-semibold">
        Price calculator
      </h2>
      <p className="mt-1 text-ink-700">
        {formatDollars(basePrice)} covers up to {includedGuests} guests; each additional guest is{" "}
        {formatDollars(extraGuestPrice)}.
      </p>
      <div className="mt-6 flex flex-wrap items-end gap-6">
        <div>
          <label htmlFor={inputId} className="block text-sm font-semibold text-ink-800">
            Number of guests
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
          <p className="text-sm font-semibold text-ink-600">Estimated total</p>
          <p className="font-display text-4xl font-semibold text-brick-700" data-testid="private-tour-total">
            {formatDollars(total)}
          </p>
          <p className="text-sm text-ink-600">
            for {guests} {guests === 1 ? "guest" : "guests"}
            {extraGuests > 0 && ` (${formatDollars(basePrice)} + ${extraGuests} × ${formatDollars(extraGuestPrice)})`}
          </p>
        </div>
      </div>
      <p id={noteId} className="mt-4 min-h-5 text-sm text-ink-700">
        {adjustmentNotes[adjustment] || `Groups of ${minGuests} to ${maxGuests} guests.`}
      </p>
    </section>
  );
}
