/**
 * The one role model: each role holds the rights of those before it (a moderator is also a member, an admin also
 * a moderator). Routes, actions, downloads and the member menu ask it, never compare role names themselves.
 */
export const roles = ["member", "educator", "moderator", "admin"] as const;

export type Role = (typeof roles)[number];

/** Whether a stored role is one of ours (anything else is read as an ordinary member). */
export function isRole(value: unknown): value is Role {
  return (roles as readonly unknown[]).includes(value);
}

/** Whether someone of `held` role may do what `needed` may (an unknown role holds none). */
export function hasRole(member: { role?: string } | null | undefined, needed: Role): boolean {
  const held = member?.role;
  if (!isRole(held)) return false;
  const rank = roles.indexOf(held);
  return rank >= roles.indexOf(needed);
}

/** The role other members see: educator access is between the member and staff (issue 30), so it shows as member. */
export function publicRole<R extends Role>(role: R): Exclude<R, "educator"> | "member" {
  return role === "educator" ? "member" : (role as Exclude<R, "educator">);
}
