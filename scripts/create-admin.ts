// npm run create-admin -- --email someone@school.org [--role moderator] [--name "Full Name" --username name --password '…']
// Promotes an existing account, or creates one when name, username and password are given.
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { loadConfig } from "#server/config.ts";
import { user } from "#server/db/schema.ts";
import { getAuthService, getDb, shutdown, startup } from "#server/runtime.ts";
import { firstError, signUpSchema } from "#shared/auth/schemas.ts";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    role: { type: "string", default: "admin" },
    name: { type: "string" },
    username: { type: "string" },
    password: { type: "string" },
  },
});

function fail(message: string): never {
  console.error(`create-admin: ${message}`);
  process.exit(1);
}

const role = values.role;
if (role !== "admin" && role !== "moderator" && role !== "member") fail("--role must be admin, moderator or member");
if (!values.email) fail("--email is required");
const email = values.email.trim().toLowerCase();

await startup(loadConfig());
try {
  const db = getDb();
  let [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!account) {
    const input = signUpSchema.safeParse({
      email,
      fullName: values.name ?? "",
      username: values.username ?? "",
      password: values.password ?? "",
    });
    if (!input.success)
      fail(
        `no account with that e-mail; to create one give --name, --username and --password (${firstError(input.error)})`,
      );
    const created = await getAuthService().signUp(input.data, { ip: "127.0.0.1", userAgent: "create-admin" });
    if (!created.ok) fail(created.message);
    [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (!account) fail("the account was not created");
    console.log(`Created the account ${email}.`);
  }
  await db.update(user).set({ role }).where(eq(user.id, account.id));
  console.log(`${email} is now ${role === "admin" ? "an admin" : `a ${role}`}.`);
} finally {
  await shutdown();
}
