import type { Database } from "#server/db/client.ts";
import { consume } from "#server/throttle.ts";
import { contactLimits } from "#shared/contact/schemas.ts";

// A signed form token sends one message (docs/decisions/0022-abuse-limits.md). The signature alone cannot say it
// was used, so its use is kept in the throttle table for as long as the token could still be accepted.
const key = (token: string) => `contact:form:${token}`;
const KEPT_SECONDS = contactLimits.maxFormAgeHours * 60 * 60 + 60;

/** True the first time a checked token is spent; false for a form already sent with it. Run it with the insert. */
export async function spendFormToken(db: Database, token: string): Promise<boolean> {
  return (await consume(db, key(token), 1, KEPT_SECONDS)).allowed;
}
