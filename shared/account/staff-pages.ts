/**
 * The staff's own pages and who may open them: the member menu offers them (the server lists those of the signed-in
 * member's role in /api/me) and the moderation pages link to each other from the same list. A page later added for
 * staff is one more entry here, with its label's key in the catalogues' `shell.member` (staff<Page>).
 */
export type StaffRole = "moderator" | "admin";

export const staffPages = [
  { page: "moderation", path: "/community/moderation", roles: ["moderator", "admin"] },
  { page: "messages", path: "/community/moderation/messages", roles: ["moderator", "admin"] },
  { page: "accounts", path: "/community/moderation/accounts", roles: ["admin"] },
  { page: "programs", path: "/community/moderation/programs", roles: ["moderator", "admin"] },
  { page: "educators", path: "/community/moderation/educators", roles: ["moderator", "admin"] },
] as const satisfies ReadonlyArray<{ page: string; path: string; roles: readonly StaffRole[] }>;

export type StaffPage = (typeof staffPages)[number];

/** The staff pages a role may open: none for an ordinary member. */
export function staffPagesFor(role: string | undefined): StaffPage[] {
  return staffPages.filter((p) => (p.roles as readonly string[]).includes(role ?? ""));
}
