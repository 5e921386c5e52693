import type { Member } from "#server/auth/service.ts";
import { hasRole } from "#shared/auth/roles.ts";

export type ForumAction = "edit" | "delete" | "pin" | "lock" | "moderate";

export function isModerator(member: Pick<Member, "role">): boolean {
  return hasRole(member, "moderator");
}

/**
 * Who may do what: authors edit their own posts; authors and moderators delete them;
 * only moderators and admins pin, lock and handle reports.
 */
export function can(member: Pick<Member, "id" | "role">, action: ForumAction, ownerId?: string): boolean {
  const owns = ownerId !== undefined && ownerId === member.id;
  switch (action) {
    case "edit":
      return owns;
    case "delete":
      return owns || isModerator(member);
    case "pin":
    case "lock":
    case "moderate":
      return isModerator(member);
  }
}
