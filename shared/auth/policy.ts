/**
 * The account rules both sides enforce (5 failures lock for 15 minutes; 25 idle minutes warn, 30 end a session): the browser's failure counter
 * and the server's per-account lockout read the same numbers, and the messages that state them are built
 * from them (shared/auth/messages.ts).
 */
export const lockoutPolicy = {
  /** Failed attempts that lock. */
  maxFailures: 5,
  /** The server counts failures within this window. */
  windowMinutes: 15,
  /** How long a lock lasts. */
  lockMinutes: 15,
} as const;

/** Minutes without activity before the warning, and before the member is signed out. */
export const inactivityPolicy = { warnAfterMinutes: 25, signOutAfterMinutes: 30 } as const;

/** A password-reset link works this long (and only the newest one sent): the mail and the link's page say so. */
export const RESET_LINK_SECONDS = 60 * 60;
