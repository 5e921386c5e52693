import { and, desc, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { contactMessages, user } from "#server/db/schema.ts";
import { type SenderType, senderTypes } from "#shared/contact/schemas.ts";

export const INBOX_PAGE_SIZE = 25;

export type InboxStatus = "open" | "handled" | "all";

export interface InboxFilter {
  type?: SenderType;
  status: InboxStatus;
  page: number;
}

/** The filter in a staff inbox address (?type=parent&status=handled&page=2); anything unknown means "all". */
export function parseInboxFilter(params: URLSearchParams): InboxFilter {
  const type = senderTypes.find((t) => t.id === params.get("type"))?.id;
  const rawStatus = params.get("status");
  const status: InboxStatus = rawStatus === "handled" || rawStatus === "all" ? rawStatus : "open";
  const page = Math.min(10_000, Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  return { type, status, page };
}

/** Contact messages, newest first, for admins and moderators. */
export async function listContactMessages(db: Database, filter: InboxFilter) {
  const conditions: SQL[] = [];
  if (filter.type) conditions.push(eq(contactMessages.senderType, filter.type));
  if (filter.status === "open") conditions.push(isNull(contactMessages.handledAt));
  if (filter.status === "handled") conditions.push(isNotNull(contactMessages.handledAt));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, total] = await Promise.all([
    db
      .select({
        id: contactMessages.id,
        createdAt: contactMessages.createdAt,
        name: contactMessages.name,
        email: contactMessages.email,
        senderType: contactMessages.senderType,
        program: contactMessages.program,
        message: contactMessages.message,
        language: contactMessages.language,
        handledAt: contactMessages.handledAt,
        handledBy: user.name,
      })
      .from(contactMessages)
      .leftJoin(user, eq(user.id, contactMessages.handledBy))
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(INBOX_PAGE_SIZE)
      .offset((filter.page - 1) * INBOX_PAGE_SIZE),
    db.$count(contactMessages, where),
  ]);
  return {
    messages: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      handledAt: r.handledAt?.toISOString() ?? null,
    })),
    total,
    pageSize: INBOX_PAGE_SIZE,
  };
}

/** Marks a message handled by this staff member, or open again. False when there is no such message. */
export async function setHandled(db: Database, id: number, staffId: string, handled: boolean): Promise<boolean> {
  const rows = await db
    .update(contactMessages)
    .set(handled ? { handledAt: new Date(), handledBy: staffId } : { handledAt: null, handledBy: null })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}

/** Deletes a message for good (a sender asked us to, or it is spam). */
export async function deleteContactMessage(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id });
  return rows.length > 0;
}
