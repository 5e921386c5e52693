import { and, desc, eq, ilike, ne, or } from "drizzle-orm";
import { recordAudit } from "#server/audit.ts";
import type { Auth } from "#server/auth/auth.ts";
import type { Member } from "#server/auth/service.ts";
import type { Database } from "#server/db/client.ts";
import { DELETED_MEMBER } from "#server/db/deleted-member.ts";
import { user } from "#server/db/schema.ts";
import { containsPattern, postCounts } from "#server/forum/queries/members.ts";
import { Refusal } from "#server/refusal.ts";
import { accountMessages, profileSchema } from "#shared/account/schemas.ts";
import { fieldErrors } from "#shared/auth/schemas.ts";
import { exportMemberData } from "./export.ts";
import { updateProfile } from "./profile.ts";
import { releaseMemberData } from "./release.ts";

const SEARCH_LIMIT = 20;

/** Accounts whose name, username or e-mail address contains the query, newest first. */
export async function findAccounts(db: Database, query: string) {
  const q = query.trim().slice(0, 100);
  if (!q) return [];
  const pattern = containsPattern(q);
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      username: user.displayUsername,
      email: user.email,
      bio: user.bio,
      role: user.role,
      createdAt: user.createdAt,
      ...postCounts,
    })
    .from(user)
    .where(
      and(
        ne(user.id, DELETED_MEMBER.id),
        or(ilike(user.name, pattern), ilike(user.username, pattern), ilike(user.email, pattern)),
      ),
    )
    .orderBy(desc(user.createdAt))
    .limit(SEARCH_LIMIT);
  return rows.map((r) => ({ ...r, username: r.username ?? "", createdAt: r.createdAt.toISOString() }));
}

async function target(db: Database, id: string) {
  const [row] = await db
    .select({ id: user.id, email: user.email, username: user.displayUsername })
    .from(user)
    .where(and(eq(user.id, id), ne(user.id, DELETED_MEMBER.id)));
  if (!row) throw new Refusal(404, accountMessages.unknownAccount);
  return row;
}

export async function adminUpdateProfile(db: Database, admin: Member, targetId: string, input: unknown) {
  const parsed = profileSchema.safeParse(input);
  if (!parsed.success) throw new Refusal(400, "", { errors: fieldErrors(parsed.error) });
  await target(db, targetId);
  await updateProfile(db, targetId, parsed.data);
  await recordAudit(db, {
    actorId: admin.id,
    action: "account.update",
    targetId,
    details: { fields: ["name", "bio"] },
  });
}

export async function adminExport(db: Database, admin: Member, targetId: string, publicUrl: string) {
  await target(db, targetId);
  const data = await exportMemberData(db, targetId, publicUrl);
  await recordAudit(db, { actorId: admin.id, action: "account.export", targetId });
  return data;
}

/**
 * Deletes another member's account as the member's own deletion does (their posts kept or removed, then
 * better-auth's internal adapter removes the sessions, the password and the account row), with an audit
 * entry whose reference to the member clears itself when the account row goes.
 */
export async function adminDeleteAccount(
  db: Database,
  auth: Auth,
  admin: Member,
  targetId: string,
  confirmUsername: string,
  removePosts: boolean,
) {
  if (targetId === admin.id) throw new Refusal(400, accountMessages.cannotDeleteSelf);
  const account = await target(db, targetId);
  if (confirmUsername.trim().toLowerCase() !== (account.username ?? "").toLowerCase()) {
    throw new Refusal(400, accountMessages.confirmUsername, { errors: { confirm: accountMessages.confirmUsername } });
  }
  const released = await releaseMemberData(db, account, removePosts);
  await recordAudit(db, { actorId: admin.id, action: "account.delete", targetId, details: released });
  const context = await auth.$context;
  await context.internalAdapter.deleteUser(targetId);
}
