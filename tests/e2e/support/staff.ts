/**
 * The staff accounts every end-to-end run starts with: playwright.config.ts creates them with the project's own
 * create-admin script before the server opens its fresh database (roles are given by that script, never through
 * the site). An admin is also staff for everything a moderator reaches.
 */
export const e2eAdmin = {
  fullName: "Ada Admin",
  username: "e2e_admin",
  email: "e2e-admin@example.org",
  password: "Val1d!Password",
};
