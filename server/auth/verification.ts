import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { user } from "#server/db/schema.ts";

/**
 * Which of these members (by the username the directory shows) have not verified their e-mail address yet:
 * for moderators, who see that flag and never the address itself.
 */
export async function unverifiedAmong(db: Database, usernames: string[]): Promise<string[]> {
  if (usernames.length === 0) return [];
  // The username plugin keeps `username` in lower case; the directory shows the member's own spelling.
  const byKey = new Map(usernames.map((name) => [name.toLowerCase(), name]));
  const rows = await db
    .select({ username: user.username })
    .from(user)
    .where(and(inArray(user.username, [...byKey.keys()]), eq(user.emailVerified, false)));
  return rows.flatMap((row) => (row.username && byKey.has(row.username) ? [byKey.get(row.username)!] : []));
}
