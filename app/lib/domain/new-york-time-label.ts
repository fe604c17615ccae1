/**
 * What follows every tour time the site shows: "1:15 PM New York time" (issue
 * 31 item 5). Alone in its module so a page that only says it (the blog) does
 * not load the time-zone arithmetic of new-york-time.ts.
 */
export const NEW_YORK_TIME = "New York time";
