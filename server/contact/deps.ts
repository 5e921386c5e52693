import { authSecret, type Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import type { ContactDeps } from "./submit.ts";

// The secret may live in a file of DATA_DIR: read once per configuration, not on every form served.
const secrets = new WeakMap<Config, string>();

/** The contact route's dependencies, made of the running server's configuration and database (the route passes them). */
export function contactDeps(config: Config, db: Database): ContactDeps {
  let secret = secrets.get(config);
  if (secret === undefined) {
    secret = authSecret(config);
    secrets.set(config, secret);
  }
  return { db, secret, contactEmail: config.CONTACT_EMAIL, publicUrl: config.publicUrl };
}
