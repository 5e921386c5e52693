import { desc, eq, like } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "#server/db/client.ts";
import { auditLog, user } from "#server/db/schema.ts";

export type AuditAction =
  | "account.update"
  | "account.export"
  | "account.delete"
  // A moderator's outcome for a reported post (server/forum/report-actions.ts); the member is the post's author.
  | "report.hide-post"
  | "report.delete-post"
  | "report.warn-author"
  | "report.dismiss"
  // A moderator showing a hidden post to everyone again (a hide undone); no report is resolved by it.
  | "report.unhide-post";

/** What changed, never to what: the audit log must not keep a deleted member's name or words. */
export type AuditDetails = {
  fields?: string[];
  posts?: "kept" | "removed";
  topics?: number;
  replies?: number;
  /** A reported post, by its ids only, and how many open reports the outcome resolved. */
  topicId?: number;
  replyId?: number | null;
  reports?: number;
};

export async function recordAudit(
  db: Database,
  entry: { actorId: string; action: AuditAction; targetId: string; details?: AuditDetails },
): Promise<void> {
  await db.insert(auditLog).values({ ...entry, details: entry.details ?? {} });
}

const actor = alias(user, "actor");
const target = alias(user, "target");

/**
 * The latest entries of one kind ("account." for admins' actions on accounts, "report." for moderators' outcomes
 * of reports), with the staff member's name and the member's username while the account exists.
 */
export async function recentAudit(db: Database, limit = 30, kind: "account." | "report." = "account.") {
  const rows = await db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      action: auditLog.action,
      details: auditLog.details,
      actor: actor.name,
      target: target.displayUsername,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(target, eq(target.id, auditLog.targetId))
    .where(like(auditLog.action, `${kind}%`))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), details: r.details as AuditDetails }));
}
