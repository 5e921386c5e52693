/**
 * Usernames, addresses and the one name no member can take: the "Deleted member" placeholder's (server/db/deleted-member.ts)
 * and what would pass for it. A member holding one would be taken for the placeholder, and on a site where the
 * placeholder did not exist yet, kept it from being created (docs/decisions/0021-reserved-accounts.md).
 */
export const PLACEHOLDER_USERNAME = "deleted-member";

/** Under the reserved top-level domain .invalid (RFC 2606) no mailbox exists: every address there is the site's. */
export const RESERVED_EMAIL_DOMAIN = "genehive.invalid";

export const PLACEHOLDER_EMAIL = `${PLACEHOLDER_USERNAME}@${RESERVED_EMAIL_DOMAIN}`;

// Compared without case or separators: "Deleted_Member" and "deleted.member" read as the placeholder too.
const folded = (name: string) => name.trim().toLowerCase().replace(/[_.-]/g, "");
const reservedUsernames = new Set([PLACEHOLDER_USERNAME].map(folded));

export const isReservedUsername = (name: string): boolean => reservedUsernames.has(folded(name));

/** The placeholder's name ("Deleted member"): a member showing it would pass for someone whose account is gone. */
export const PLACEHOLDER_NAME = "Deleted member";
const foldedName = (name: string) =>
  name
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\s_.-]/g, "");

export const isReservedName = (name: string): boolean => foldedName(name) === foldedName(PLACEHOLDER_NAME);

export const isReservedEmail = (email: string): boolean =>
  email.trim().toLowerCase().endsWith(`@${RESERVED_EMAIL_DOMAIN}`);
