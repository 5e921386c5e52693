// npm run create-admin -- --email someone@school.org [--role moderator] [--name "Full Name" --username name [--password '…']]
// Promotes an existing account, or creates one when name and username are given: the password from --password, or,
// better (a command line shows in `ps` and the shell's history, and npm prints it), typed at the prompt without
// being shown, or the first line of stdin. Run with the server's settings (docs/deploy.md section 5); every failure
// is one line on stderr and exit status 1.
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { loadConfig } from "#server/config.ts";
import { user } from "#server/db/schema.ts";
import { getAuthService, getDb, shutdown, startup } from "#server/runtime.ts";
import { firstError, signUpSchema } from "#shared/auth/schemas.ts";

/** The new account's password, typed without being shown (a terminal) or the first line of stdin (a pipe). */
async function readPassword(): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    let text = "";
    for await (const chunk of input) text += chunk;
    return text.split(/\r?\n/)[0] ?? "";
  }
  // Raw before the prompt: a password typed (or pasted) at once is not echoed by the terminal meanwhile.
  input.setRawMode(true);
  input.setEncoding("utf8");
  process.stdout.write("Password for the new account (not shown): ");
  let typed = "";
  try {
    for await (const chunk of input as AsyncIterable<string>) {
      for (const key of chunk) {
        if (key === "\u0003") fail("cancelled");
        if (key === "\r" || key === "\n") return typed;
        typed = key === "\u007f" || key === "\b" ? typed.slice(0, -1) : typed + key;
      }
    }
    return typed;
  } finally {
    input.setRawMode(false);
    input.pause();
    process.stdout.write("\n");
  }
}

/** A refusal or failure to report as one line: thrown, so that the database is closed and its lock released. */
class Refusal extends Error {}

function fail(message: string): never {
  throw new Refusal(message);
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      role: { type: "string", default: "admin" },
      name: { type: "string" },
      username: { type: "string" },
      password: { type: "string" },
      "new-database": { type: "boolean", default: false },
    },
  });
  const role = values.role;
  if (role !== "admin" && role !== "moderator" && role !== "member") fail("--role must be admin, moderator or member");
  if (!values.email) fail("--email is required");
  const email = values.email.trim().toLowerCase();

  const config = loadConfig();
  // Without the settings file, DATABASE_URL is unset and the script would create an empty embedded database in
  // ./data and "succeed" there, while the site keeps using its own.
  if (
    !config.DATABASE_URL &&
    !values["new-database"] &&
    !existsSync(path.join(config.dataDir, "pglite", "PG_VERSION"))
  ) {
    fail(
      `there is no database in ${config.dataDir} and DATABASE_URL is not set. Load the server's settings: sudo -u genehive bash -c 'set -a; . /etc/genehive.env; set +a; npm run create-admin -- …' (with the embedded database, start the server once first, or add --new-database to create one here).`,
    );
  }
  await startup(config);
  try {
    const db = getDb();
    let [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (!account) {
      const asked = values.password === undefined && values.name && values.username;
      const input = signUpSchema.safeParse({
        email,
        fullName: values.name ?? "",
        username: values.username ?? "",
        password: (asked ? await readPassword() : values.password) ?? "",
      });
      if (!input.success)
        fail(
          `no account with that e-mail; to create one give --name and --username, and type the password when asked (${firstError(input.error)})`,
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
}

// One line and no stack for every failure (a locked data folder, a bad setting, an unreachable database): the
// operator needs the message, not where in the code it came from.
await main().catch((error: unknown) => {
  console.error(`create-admin: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
