import { eq } from "drizzle-orm";
import { forgetSessions } from "#server/auth/session-cache.ts";
import type { Database } from "#server/db/client.ts";
import { user } from "#server/db/schema.ts";
import { forumChanged } from "#server/forum/queries/shared-views.ts";
import type { AccountDetails } from "#shared/account/types.ts";

export type { AccountDetails };

/** The account's own columns that the admin page, the settings page and the data export all show. */
export const accountColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  bio: user.bio,
  role: user.role,
  createdAt: user.createdAt,
};

export async function accountDetails(db: Database, userId: string): Promise<AccountDetails | null> {
  const [row] = await db
    .select({ ...accountColumns, username: user.username, displayUsername: user.displayUsername })
    .from(user)
    .where(eq(user.id, userId));
  if (!row) return null;
  const { displayUsername, ...rest } = row;
  return {
    ...rest,
    username: displayUsername || row.username || "",
    createdAt: row.createdAt.toISOString(),
  };
}

export async function updateProfile(db: Database, userId: string, profile: { name: string; bio: string }) {
  await db.update(user).set({ name: profile.name, bio: profile.bio, updatedAt: new Date() }).where(eq(user.id, userId));
  // The name shows in the member's own navigation and beside their topics.
  forgetSessions();
  forumChanged();
}
