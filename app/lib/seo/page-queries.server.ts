import { getPost, listTours } from "../../content/content.server";
import { CONTACT_TOPIC_PARAM, contactTopicFrom } from "../forms/contact";
import { namesTourItem } from "../services/booking-item";

/**
 * A page's own query parameters, by page address, each with the test of
 * whether a value changes what the page shows.
 */
export type PageQueries = Readonly<Record<string, Readonly<Record<string, (value: string) => boolean>>>>;

/**
 * The query values that make a page of their own (issue 40 item 4), for the
 * server (server/page-files.ts, through the server build's entry): a post's
 * id on /blog, one of our tours' provider items on /booking, a topic the
 * contact form starts with. The server renders a page asked for with one of
 * these, and answers any other value, or any other parameter, with the page's
 * pre-rendered file, which shows what the route shows for it: the list, the
 * featured tour's calendar, the empty form. Each test is the one the page
 * itself applies, on the values it takes from the content and the form.
 */
const contactTopic = { [CONTACT_TOPIC_PARAM]: (value: string) => contactTopicFrom(value) !== undefined };

const bookingItem = { itemId: (value: string) => namesTourItem(value, listTours()) };

export const pageQueries: PageQueries = {
  "/blog": { post: (value) => getPost(value) !== undefined },
  "/booking": bookingItem,
  // The Spanish booking page (issue 42): the same parameter.
  "/es/booking": bookingItem,
  "/contact": contactTopic,
  // The Spanish contact page (issue 42): the same topics, the message started in Spanish.
  "/es/contact": contactTopic,
};
