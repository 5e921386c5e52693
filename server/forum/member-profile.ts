import { eq } from "drizzle-orm";
import { forgetSessions } from "#server/auth/session-cache.ts";
import type { Database } from "#server/db/client.ts";
import { user } from "#server/db/schema.ts";
import { forumWrite } from "./queries/shared-views.ts";

/**
 * The one place a member's public profile (name, bio) is written, by the member on their forum profile or
 * settings page or by an admin. Fields left out keep their value. The name shows in the member's own navigation
 * (their cached session) and beside their topics (the forum's shared views): both are forgotten.
 */
export const writeMemberProfile = forumWrite(async function writeMemberProfile(
  db: Database,
  userId: string,
  profile: { name?: string; bio?: string },
): Promise<void> {
  const changes: Partial<typeof user.$inferInsert> = { updatedAt: new Date() };
  if (profile.name !== undefined) changes.name = profile.name;
  if (profile.bio !== undefined) changes.bio = profile.bio;
  await db.update(user).set(changes).where(eq(user.id, userId));
  forgetSessions();
});
