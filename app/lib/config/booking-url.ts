import { siteFacts } from "../../content/site-facts";
import { siteConfig } from "./config";

/**
 * The provider's calendar page for one item, used as frame source and as the
 * plain-link fallback: the provider's origin and flow are settings, the
 * company's shortname is content (app/content/site-facts.yaml).
 */
export function bookingCalendarUrl(itemId: number, flowId: number = siteConfig.booking.flowId): string {
  const { origin } = siteConfig.booking;
  return `${origin}/embeds/book/${siteFacts.booking.shortname}/items/${itemId}/calendar/?flow=${flowId}&full-items=yes`;
}
