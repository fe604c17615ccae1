// The English words of one page or part (decision 035): a module of its own, so only that page's or part's code
// imports it (a module shared by several chunks is hoisted into every page's first load).

/** /tours/private-tours (SPEC §2 "Tour pages"): around the private tour's own texts, which are content. */
export const privateToursWords = {
  /** The hero's eyebrow: the private tours' starting price after it ("from {privatePrice}"). */
  eyebrow: "Groups & events · {from}",
  contactToBook: "Contact Us to Book",
  calculate: "Calculate Your Price",
  meetingPoint: "Meeting point",
  aboutEyebrow: "Your own guide",
  aboutHeading: "A Tour Just for Your Group",
  neighborhoods: "Choose your neighborhood",
  scheduling: "Scheduling",
  pricingEyebrow: "Simple pricing",
  pricingHeading: "Pricing",
  /**
   * The price calculator (app/components/tours/private-tour-calculator.tsx, SPEC §2 "Private tour calculator"). Its
   * first line is written around the figures: the base price, coversUpTo, the guests it covers, eachAdditional, " ", the price per extra guest, ".".
   */
  calculator: {
    heading: "Price calculator",
    coversUpTo: " covers up to ",
    eachAdditional: " guests; each additional guest is",
    guestsLabel: "Number of guests",
    estimatedTotal: "Estimated total",
    /** Before the count under the total: "for 9 guests". */
    for: "for ",
    guest: "guest",
    guests: "guests",
    notANumber: "Please enter a number of guests; we've priced {min} guest.",
    belowMinimum: "Private tours are for {min} to {max} guests; we've priced {min} guest.",
    aboveMaximum: "Private tours take up to {max} guests; we've priced {max}. For a larger group, please contact us.",
    groups: "Groups of {min} to {max} guests.",
  },
  /** Above the request form for private walks and groups (issue 43 item 4; the form's own words: ./group-request.ts). */
  request: {
    heading: "Request a Private Walk",
    intro: "Tell us when and who is coming; we reply by e-mail within 48 hours.",
  },
} as const;
