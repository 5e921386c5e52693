import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import {
  PLACEHOLDER_EMAIL,
  PLACEHOLDER_NAME,
  PLACEHOLDER_USERNAME,
  RESERVED_EMAIL_DOMAIN,
} from "#shared/auth/reserved.ts";
import { type Database, queryRows } from "./client.ts";

/**
 * The one account every deleted member's kept posts are attributed to, so threads stay whole without
 * pointing at anyone. It has no password and no sessions, so nobody can sign in as it. It is known by its id
 * alone: its username and address are reserved (shared/auth/reserved.ts), so no sign-up can take them.
 */
export const DELETED_MEMBER = {
  id: "deleted-member",
  name: PLACEHOLDER_NAME,
  username: PLACEHOLDER_USERNAME,
  // The site mails this account nothing.
  email: PLACEHOLDER_EMAIL,
} as const;

/**
 * Creates the placeholder when it is missing: at every start (server/db/seed.ts), and again before a deletion.
 * On a site where a member signed up with its username or address before they were reserved, it is created
 * without the username and with another address of the reserved domain: it works the same, and nothing about
 * that member changes (docs/decisions/0021-reserved-accounts.md). Safe when several processes start at once.
 */
export async function ensureDeletedMember(db: Database): Promise<void> {
  const d = DELETED_MEMBER;
  const exists = async () =>
    (await queryRows<{ id: string }>(db, sql`select id from "user" where id = ${d.id}`)).length > 0;
  const insert = (username: string | null, email: string) =>
    // No conflict target: a taken username or address leads to the fallback, never to a failed start or deletion.
    db.execute(sql`
      insert into "user" (id, name, email, email_verified, username, display_username, role, bio)
      values (${d.id}, ${d.name}, ${email}, false, ${username}, ${d.username}, 'member', '')
      on conflict do nothing`);
  if (await exists()) return;
  await insert(d.username, d.email);
  if (await exists()) return;
  await insert(null, `${d.username}-${randomUUID()}@${RESERVED_EMAIL_DOMAIN}`);
  if (!(await exists())) throw new Error("The deleted-member account could not be created.");
}
