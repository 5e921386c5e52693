/** Per-IP limits of the contact form, and of confirmation e-mails per recipient. */
export const CONTACT_LIMITS = {
  /** Every post, valid or not: cheap to answer, but a robot should not hammer the form. */
  posts: { max: 30, windowSeconds: 10 * 60 },
  /** Messages stored and e-mailed to staff. */
  sent: { max: 5, windowSeconds: 60 * 60 },
  /** Confirmations to one address, so nobody can use the form to flood someone's inbox (a cap of the outbox). */
  confirmations: { max: 3, windowSeconds: 24 * 60 * 60 },
} as const;
