import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/** Unset and empty mean the same: "use the default". */
const blankIsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema);

const optionalUrl = blankIsUnset(
  z.url({ protocol: /^https?$/, message: "must be an http:// or https:// URL such as https://example.org" }).optional(),
);
const flag = blankIsUnset(
  z
    .enum(["0", "1", "true", "false"], { message: "must be true or false" })
    .optional()
    .transform((v) => v === "1" || v === "true"),
);

const schema = z.object({
  NODE_ENV: blankIsUnset(z.enum(["development", "production", "test"]).default("production")),
  PORT: blankIsUnset(
    z.coerce
      .number({ message: "must be a whole number between 1 and 65535" })
      .int("must be a whole number between 1 and 65535")
      .min(1, "must be a whole number between 1 and 65535")
      .max(65535, "must be a whole number between 1 and 65535")
      .default(3000),
  ),
  HOST: blankIsUnset(z.string().default("0.0.0.0")),
  DATA_DIR: blankIsUnset(z.string().default("./data")),
  DATABASE_URL: blankIsUnset(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  PUBLIC_URL: optionalUrl,
  AUTH_SECRET: blankIsUnset(z.string().min(32, "must be at least 32 characters").optional()),
  CONTACT_EMAIL: blankIsUnset(z.email({ message: "must be an e-mail address" }).default("hello@genehive.example")),
  AI_BASE_URL: optionalUrl,
  /** Comma-separated e-mail domains whose verified members are educators at once (issue 30); unset: staff decide each. */
  EDUCATOR_EMAIL_DOMAINS: blankIsUnset(
    z
      .string()
      .default("")
      .transform((v) =>
        v
          .split(",")
          .map((d) => d.trim().toLowerCase().replace(/^@/, ""))
          .filter(Boolean),
      ),
  ),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  /** How long an AI provider may send nothing (before or between chunks) before the assistant gives up. */
  AI_TIMEOUT_MS: blankIsUnset(
    z.coerce
      .number({ message: "must be a whole number of milliseconds between 100 and 600000" })
      .int("must be a whole number of milliseconds between 100 and 600000")
      .min(100, "must be a whole number of milliseconds between 100 and 600000")
      .max(600_000, "must be a whole number of milliseconds between 100 and 600000")
      .default(30_000),
  ),
  SMTP_URL: blankIsUnset(
    z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .refine(
        (v) => URL.canParse(v) && new URL(v).hostname !== "",
        "must name the mail server, such as smtps://user:password@smtp.example.org:465 (a port from 1 to 65535)",
      )
      .optional(),
  ),
  /**
   * How long the SMTP server may take to accept a connection, to greet, or to answer a command before the attempt
   * is given up (and tried again later by the mail worker).
   */
  SMTP_TIMEOUT_SECONDS: blankIsUnset(
    z.coerce
      .number({ message: "must be a whole number of seconds between 1 and 300" })
      .int("must be a whole number of seconds between 1 and 300")
      .min(1, "must be a whole number of seconds between 1 and 300")
      .max(300, "must be a whole number of seconds between 1 and 300")
      .default(15),
  ),
  /**
   * The time zone families and staff live in (IANA, such as America/Chicago): the times the site mails families (how
   * long a freed place is kept) are said in it. Unset: UTC, said as such.
   */
  SITE_TIME_ZONE: blankIsUnset(
    z
      .string()
      .default("UTC")
      .refine((zone) => {
        try {
          new Intl.DateTimeFormat("en", { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      }, "must be a time zone name such as America/Chicago or Europe/Madrid (the IANA list)"),
  ),
  TRUST_PROXY: flag,
  ASSISTANT_MEMBERS_ONLY: flag,
  /** How long start-up keeps trying to reach PostgreSQL (after a reboot it may come up after this server). */
  DATABASE_WAIT_SECONDS: blankIsUnset(
    z.coerce
      .number({ message: "must be a whole number of seconds between 0 and 3600" })
      .int("must be a whole number of seconds between 0 and 3600")
      .min(0, "must be a whole number of seconds between 0 and 3600")
      .max(3600, "must be a whole number of seconds between 0 and 3600")
      .default(60),
  ),
  /** How often the server composes and sends notification e-mail (tests shorten it). */
  NOTIFICATION_MAIL_SECONDS: blankIsUnset(
    z.coerce
      .number({ message: "must be a whole number of seconds between 1 and 3600" })
      .int("must be a whole number of seconds between 1 and 3600")
      .min(1, "must be a whole number of seconds between 1 and 3600")
      .max(3600, "must be a whole number of seconds between 1 and 3600")
      .default(60),
  ),
  /** How often the server expires unanswered waitlist offers and deletes enrolments past their keeping time. */
  PROGRAMS_SWEEP_SECONDS: blankIsUnset(
    z.coerce
      .number({ message: "must be a whole number of seconds between 1 and 3600" })
      .int("must be a whole number of seconds between 1 and 3600")
      .min(1, "must be a whole number of seconds between 1 and 3600")
      .max(3600, "must be a whole number of seconds between 1 and 3600")
      .default(300),
  ),
});

export type Config = z.infer<typeof schema> & { dataDir: string; publicUrl: string };

export class ConfigError extends Error {
  // server.ts tells this one-line error from a crash by its name: the server build has its own copy of the class.
  override name = "ConfigError";
}

/** Settings whose value is a secret: a message about them names the setting, never the value. */
const SECRET_SETTINGS = new Set(["AUTH_SECRET", "AI_API_KEY"]);

/** A setting's value as an error message may show it: secrets hidden, passwords in URLs replaced. */
export function shownValue(name: string, value: string): string {
  if (SECRET_SETTINGS.has(name)) return `(${value.length} characters, hidden)`;
  // user:password@host in a database or SMTP address: the password goes, the rest helps find the mistake.
  return JSON.stringify(value.replace(/\/\/([^/@\s:]*):[^/@\s]*@/, "//$1:***@"));
}

/** The environment checked against `rules`; a ConfigError with a one-line explanation where a value breaks one. */
function checked<T extends z.ZodType>(rules: T, env: NodeJS.ProcessEnv): z.infer<T> {
  const parsed = rules.safeParse(env);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const name = String(issue?.path[0] ?? "environment");
  throw new ConfigError(`Invalid ${name}=${shownValue(name, env[name] ?? "")}: ${issue?.message}`);
}

const publicUrlOf = (value: { PUBLIC_URL?: string; PORT: number }) =>
  (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/$/, "");

/** Reads and validates the environment; throws ConfigError with a one-line explanation. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const value = checked(schema, env);
  return { ...value, dataDir: path.resolve(value.DATA_DIR), publicUrl: publicUrlOf(value) };
}

/**
 * What a build bakes into its pages (scripts/lib/build-settings.ts), read by the same rules and defaults as the
 * server's: a build made with the server's environment is the build that server expects, and a bad PUBLIC_URL stops
 * the build before it starts rather than after.
 */
export function loadBuildSettings(env: NodeJS.ProcessEnv = process.env) {
  const value = checked(schema.pick({ PORT: true, PUBLIC_URL: true, CONTACT_EMAIL: true }), env);
  return { publicUrl: publicUrlOf(value), contactEmail: value.CONTACT_EMAIL };
}

/** The auth secret: from the environment, or generated once and kept in the data directory. */
export function authSecret(config: Config): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, "auth-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    const secret = randomBytes(32).toString("base64url");
    writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  }
}
