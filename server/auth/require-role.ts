import { data } from "react-router";
import { hasRole, type Role } from "#shared/auth/roles.ts";
import type { Member } from "./service.ts";
import { requireMember } from "./session.ts";

/**
 * The one guard of a page, action or download kept for a role: a visitor is sent to sign in (requireMember), a
 * member without the role finds nothing there (404: the staff pages do not say they exist).
 */
export async function requireRole(request: Request, role: Role): Promise<Member> {
  const member = await requireMember(request);
  if (!hasRole(member, role)) throw data(null, { status: 404 });
  return member;
}
