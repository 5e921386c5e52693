import { authSecret } from "#server/config.ts";
import { getConfig, getDb } from "#server/runtime.ts";
import type { ContactDeps } from "./submit.ts";

let cached: Omit<ContactDeps, "db"> | undefined;

/** The running server's database and signing secret, for the contact route. */
export function contactDeps(): ContactDeps {
  if (!cached) {
    const config = getConfig();
    cached = {
      secret: authSecret(config),
      contactEmail: config.CONTACT_EMAIL,
      publicUrl: config.publicUrl,
    };
  }
  return { db: getDb(), ...cached };
}
