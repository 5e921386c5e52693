/** Requests per fixed window: visitors are counted per IP address, members per account. */
export const RATE_LIMITS = {
  visitor: { max: 20, windowSeconds: 600 },
  member: { max: 60, windowSeconds: 600 },
} as const;
