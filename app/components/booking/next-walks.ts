// The next dates of a public walk: a domain rule (app/lib/domain/next-walks.ts), which the server's forecast for the
// walk uses too (issue 43). Kept here for the booking components that import it.
export * from "~/lib/domain/next-walks";
