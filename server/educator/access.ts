import { and, desc, eq, sql } from "drizzle-orm";
import { forgetSessions } from "#server/auth/session-cache.ts";
import type { Database } from "#server/db/client.ts";
import { educatorDecisions, educatorRequests, notifications, user } from "#server/db/schema.ts";
import { enqueueMail } from "#server/mail-outbox.ts";
import type { EducatorRequestInput } from "#shared/educator/request.ts";

/**
 * Educator access (issue 30): a member asks, staff approve or decline (or an operator-listed e-mail domain
 * approves at once), staff may revoke. The role on the account is what every guard reads; the request and each
 * decision are kept for staff to see who decided what, when and why.
 */

export type EducatorStatus = "pending" | "approved" | "declined" | "revoked";
export type EducatorDecision = "approved" | "declined" | "revoked";

/** The part of an address after its last @, in lower case. */
export function emailDomain(address: string): string {
  return address
    .slice(address.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase();
}

/** Whether a verified address is at a listed domain (or one of its subdomains). */
export function domainListed(address: string, domains: readonly string[]): boolean {
  const domain = emailDomain(address);
  return domains.some((d) => domain === d || domain.endsWith(`.${d}`));
}

export interface EducatorRequestView {
  organisation: string;
  position: string;
  subjects: string;
  schoolEmail: string | null;
  status: EducatorStatus;
  createdAt: string;
  updatedAt: string;
}

function view(row: typeof educatorRequests.$inferSelect): EducatorRequestView {
  return {
    organisation: row.organisation,
    position: row.position,
    subjects: row.subjects,
    schoolEmail: row.schoolEmail,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function educatorRequestOf(db: Database, userId: string): Promise<EducatorRequestView | null> {
  const [row] = await db.select().from(educatorRequests).where(eq(educatorRequests.userId, userId));
  return row ? view(row) : null;
}

/** The role the account takes on a decision: only an ordinary member becomes an educator and back; staff keep theirs. */
async function setEducatorRole(db: Database, userId: string, educator: boolean): Promise<void> {
  const [from, to] = educator ? (["member", "educator"] as const) : (["educator", "member"] as const);
  await db
    .update(user)
    .set({ role: to, updatedAt: new Date() })
    .where(and(eq(user.id, userId), eq(user.role, from)));
  // The role rides in cached sessions: a revoked educator must not keep their access until the cache expires.
  forgetSessions();
}

const decisionText: Record<EducatorDecision, { subject: string; text: string }> = {
  approved: {
    subject: "Your GeneHive educator access is approved",
    text: "You now have educator access: the teacher keys and assessment keys are listed on every unit and phase page for you, and each unit and phase has a keys zip.",
  },
  declined: {
    subject: "Your GeneHive educator access request",
    text: "Staff could not verify your request for educator access. You may send a new request from your settings with more detail (a school e-mail address helps).",
  },
  revoked: {
    subject: "Your GeneHive educator access was withdrawn",
    text: "Staff withdrew your educator access: teacher and assessment keys are no longer available to your account. You may send a new request from your settings.",
  },
};

/** Records a decision, sets the role, and tells the member in their notifications and (verified address) by e-mail. */
async function decide(
  db: Database,
  userId: string,
  decision: EducatorDecision,
  by: { staffId: string } | { domain: true },
  reason: string,
  publicUrl: string,
): Promise<boolean> {
  const changed = await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ email: user.email, verified: user.emailVerified })
      .from(user)
      .where(eq(user.id, userId))
      .for("update");
    if (!member) return null;
    const updated = await tx
      .update(educatorRequests)
      .set({ status: decision, updatedAt: new Date() })
      .where(eq(educatorRequests.userId, userId))
      .returning({ userId: educatorRequests.userId });
    if (!updated.length) return null;
    await tx.insert(educatorDecisions).values({
      userId,
      decision,
      byId: "staffId" in by ? by.staffId : null,
      byDomain: "domain" in by,
      reason,
    });
    await setEducatorRole(tx as unknown as Database, userId, decision === "approved");
    if ("staffId" in by) {
      await tx.insert(notifications).values({
        userId,
        kind: "educator",
        detail: decision,
        actorId: by.staffId,
        topicId: null,
        topicTitle: "educator access",
      });
      if (member.verified) {
        const { subject, text } = decisionText[decision];
        await enqueueMail(
          tx as unknown as Database,
          "educator-decision",
          {
            to: member.email,
            subject,
            text: `${text}${reason ? `\n\nStaff's note: ${reason}` : ""}\n\n${publicUrl}/community/settings/educator`,
          },
          { userId },
        );
      }
    }
    return member;
  });
  forgetSessions();
  return changed !== null;
}

export type RequestOutcome = { status: "approved" | "pending" };

/**
 * Stores the member's request (a new one replaces the last). A verified address at a listed domain is approved
 * at once; otherwise it waits in the staff queue.
 */
export async function requestEducatorAccess(
  db: Database,
  member: { id: string; email: string; emailVerified: boolean },
  input: EducatorRequestInput,
  options: { domains: readonly string[]; publicUrl: string },
): Promise<RequestOutcome> {
  const values = {
    organisation: input.organisation,
    position: input.position,
    subjects: input.subjects,
    schoolEmail: input.schoolEmail || null,
    status: "pending" as const,
    updatedAt: new Date(),
  };
  await db
    .insert(educatorRequests)
    .values({ userId: member.id, ...values })
    .onConflictDoUpdate({ target: educatorRequests.userId, set: values });
  if (member.emailVerified && domainListed(member.email, options.domains)) {
    await decide(
      db,
      member.id,
      "approved",
      { domain: true },
      `verified address at ${emailDomain(member.email)}`,
      options.publicUrl,
    );
    return { status: "approved" };
  }
  return { status: "pending" };
}

/** After the member proves their address: a request waiting for staff is approved if the domain is listed. */
export async function approveByVerifiedDomain(
  db: Database,
  userId: string,
  options: { domains: readonly string[]; publicUrl: string },
): Promise<boolean> {
  if (!options.domains.length) return false;
  const [row] = await db
    .select({ email: user.email, verified: user.emailVerified, status: educatorRequests.status })
    .from(user)
    .innerJoin(educatorRequests, eq(educatorRequests.userId, user.id))
    .where(eq(user.id, userId));
  if (!row?.verified || row.status !== "pending" || !domainListed(row.email, options.domains)) return false;
  return decide(
    db,
    userId,
    "approved",
    { domain: true },
    `verified address at ${emailDomain(row.email)}`,
    options.publicUrl,
  );
}

/** A staff decision on a member's request (approve, decline) or access (revoke). */
export function decideEducatorAccess(
  db: Database,
  userId: string,
  decision: EducatorDecision,
  staffId: string,
  reason: string,
  publicUrl: string,
): Promise<boolean> {
  return decide(db, userId, decision, { staffId }, reason, publicUrl);
}

export interface QueueEntry extends EducatorRequestView {
  userId: string;
  username: string;
  name: string;
  email: string;
  emailVerified: boolean;
  decisions: { decision: EducatorDecision; by: string; reason: string; at: string }[];
}

/** The staff queue: pending requests first (oldest first), then every other request, most recently decided first. */
export async function educatorQueue(db: Database): Promise<QueueEntry[]> {
  const rows = await db
    .select({
      request: educatorRequests,
      username: sql<string>`coalesce(${user.displayUsername}, ${user.username}, '')`,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
    })
    .from(educatorRequests)
    .innerJoin(user, eq(user.id, educatorRequests.userId))
    .orderBy(
      sql`case when ${educatorRequests.status} = 'pending' then 0 else 1 end`,
      sql`case when ${educatorRequests.status} = 'pending' then ${educatorRequests.updatedAt} end asc`,
      desc(educatorRequests.updatedAt),
    )
    .limit(500);
  const decisions = await db
    .select({
      userId: educatorDecisions.userId,
      decision: educatorDecisions.decision,
      byDomain: educatorDecisions.byDomain,
      by: sql<
        string | null
      >`(select coalesce(u.display_username, u.username) from "user" u where u.id = ${educatorDecisions.byId})`,
      reason: educatorDecisions.reason,
      at: educatorDecisions.createdAt,
    })
    .from(educatorDecisions)
    .orderBy(desc(educatorDecisions.createdAt), desc(educatorDecisions.id));
  return rows.map((r) => ({
    ...view(r.request),
    userId: r.request.userId,
    username: r.username,
    name: r.name,
    email: r.email,
    emailVerified: r.emailVerified,
    decisions: decisions
      .filter((d) => d.userId === r.request.userId)
      .map((d) => ({
        decision: d.decision,
        by: d.byDomain ? "listed e-mail domain" : d.by ? `@${d.by}` : "a deleted staff account",
        reason: d.reason,
        at: d.at.toISOString(),
      })),
  }));
}

/** What the account's data export holds of educator verification: the request and every decision on it. */
export async function educatorExport(db: Database, userId: string) {
  const request = await educatorRequestOf(db, userId);
  const decisions = await db
    .select({
      decision: educatorDecisions.decision,
      byDomain: educatorDecisions.byDomain,
      reason: educatorDecisions.reason,
      at: educatorDecisions.createdAt,
    })
    .from(educatorDecisions)
    .where(eq(educatorDecisions.userId, userId))
    .orderBy(educatorDecisions.createdAt);
  return {
    request,
    decisions: decisions.map((d) => ({
      decision: d.decision,
      by: d.byDomain ? "listed e-mail domain" : "staff",
      reason: d.reason,
      at: d.at.toISOString(),
    })),
  };
}
