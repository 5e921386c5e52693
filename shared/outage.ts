/**
 * What a member sees while the server cannot reach its database: a page (or a message beside the form they sent,
 * which keeps what they wrote) that says so, and when to try again (the 503's Retry-After).
 */
export const outage = {
  retryAfterSeconds: 30,
  title: "GeneHive is having trouble",
  message:
    "The site cannot reach its database just now, so members' pages cannot be shown or saved. Nothing you wrote is lost: please try again in a minute.",
  formMessage:
    "This could not be saved: the site cannot reach its database just now. What you wrote is still here; please try again in a minute.",
} as const;

/** The data of a 503 error response thrown for an outage. */
export type OutageData = { outage: true };
