/** Per-IP limits of the contact form (the outbox caps its confirmations per recipient: MAIL_CAPS). */
export const CONTACT_LIMITS = {
  /** Every post, valid or not: cheap to answer, but a robot should not hammer the form. */
  posts: { max: 30, windowSeconds: 10 * 60 },
  /** Messages stored and e-mailed to staff. */
  sent: { max: 5, windowSeconds: 60 * 60 },
} as const;
