import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { user } from "#server/db/schema.ts";
import { writeMemberProfile } from "#server/forum/member-profile.ts";
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

/** The settings page's and the admin's profile change: name and bio, written where the forum's bio is. */
export function updateProfile(db: Database, userId: string, profile: { name: string; bio: string }): Promise<void> {
  return writeMemberProfile(db, userId, profile);
}
