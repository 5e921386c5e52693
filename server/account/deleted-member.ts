import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";

/**
 * The one account every deleted member's kept posts are attributed to, so threads stay whole without
 * pointing at anyone. It has no password and no sessions, so nobody can sign in as it; its username is
 * taken, so nobody can sign up as it.
 */
export const DELETED_MEMBER = {
  id: "deleted-member",
  name: "Deleted member",
  username: "deleted-member",
  // A reserved top-level domain: no mailbox exists there, and the site mails this account nothing.
  email: "deleted-member@genehive.invalid",
} as const;

export async function ensureDeletedMember(db: Database): Promise<void> {
  const d = DELETED_MEMBER;
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified, username, display_username, role, bio)
    values (${d.id}, ${d.name}, ${d.email}, false, ${d.username}, ${d.username}, 'member', '')
    on conflict (id) do nothing`);
}
