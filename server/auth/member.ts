import type { Role } from "#shared/auth/roles.ts";

/** A signed-in member, as the session gives them to pages and commands. */
export interface Member {
  id: string;
  name: string;
  username: string;
  email: string;
  role: Role;
  /** Whether the owner has proved the address (docs/decisions/0009-lockout.md has the mail rule). */
  emailVerified: boolean;
}
