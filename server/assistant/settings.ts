/**
 * Questions per fixed window that reach the AI provider (each one costs money): visitors are counted per IP
 * address, members per account.
 */
export const RATE_LIMITS = {
  visitor: { max: 20, windowSeconds: 600 },
  member: { max: 60, windowSeconds: 600 },
} as const;

/**
 * The built-in offline guide answers in milliseconds and costs nothing, so a teacher planning a unit is never
 * stopped by the provider's limit; this per-IP bound only keeps a script from flooding the server (a teacher
 * asking one question every two seconds for ten minutes stays under it).
 */
export const OFFLINE_GUIDE_FLOOD_LIMIT = { max: 300, windowSeconds: 600 } as const;
