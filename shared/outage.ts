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
  /** The outage page of a form posted without JavaScript: what was sent, to copy or to send again. */
  kept: {
    heading: "What you wrote",
    hint: "Copy it, or send it again once the site is back.",
    sendAgain: "Send again",
  },
  /**
   * The fields a form's outage answer gives back (its `values`) that the member typed, with their labels: the outage
   * page shows them to edit; any other field it gives back (what the form was for) is sent again as it was.
   */
  keptFields: {
    title: { label: "Title", lines: 1 },
    body: { label: "Message", lines: 8 },
    name: { label: "Display name", lines: 1 },
    bio: { label: "Bio", lines: 4 },
  } as Record<string, { label: string; lines: number } | undefined>,
} as const;

/** The data of a 503 error response thrown for an outage. */
export type OutageData = { outage: true };
