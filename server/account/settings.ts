import type { RequestMeta } from "#server/auth/service.ts";
import type { Database } from "#server/db/client.ts";
import { type EmailFrequency, emailFrequencies, setEmailFrequency } from "#server/forum/notification-mail.ts";
import { consume } from "#server/throttle.ts";
import {
  type AccountActionData,
  changePasswordSchema,
  deleteAccountSchema,
  accountMessages as m,
  profileSchema,
} from "#shared/account/schemas.ts";
import type { ActionAnswer } from "#shared/action-outcome.ts";
import { fieldErrors } from "#shared/auth/schemas.ts";
import type { AccountAuthOutcome, accountAuthCalls } from "./auth-calls.ts";
import { updateProfile } from "./profile.ts";

/** Password checks (changing the password, deleting the account) per member: a stolen session cannot guess. */
export const PASSWORD_CHECK_LIMIT = { max: 10, windowSeconds: 15 * 60 } as const;

export type SettingsOutcome =
  | ({ kind: "data" } & ActionAnswer<AccountActionData>)
  /** Where to go next: the password changed (the new session's cookie rides on the redirect), or the account is gone. */
  | { kind: "redirect"; to: string; headers: Headers };

/** The settings page's address after a password change; it shows the confirmation. */
export const PASSWORD_CHANGED_PATH = "/community/settings?changed=password";

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The settings page's forms: profile, notification e-mails, password, deletion. */
export async function runSettingsAction(
  deps: { db: Database; calls: ReturnType<typeof accountAuthCalls> },
  member: { id: string },
  meta: RequestMeta,
  form: FormData,
): Promise<SettingsOutcome> {
  const intent = field(form, "intent");
  const invalid = (errors: Record<string, string>, status = 400, message?: string): SettingsOutcome => ({
    kind: "data",
    status,
    data: { intent, ok: false, errors, message },
  });

  if (intent === "profile") {
    const parsed = profileSchema.safeParse({ name: field(form, "name"), bio: field(form, "bio") });
    if (!parsed.success) return invalid(fieldErrors(parsed.error));
    await updateProfile(deps.db, member.id, parsed.data);
    return { kind: "data", status: 200, data: { intent, ok: true, ...m.profileSaved } };
  }

  if (intent === "notifications") {
    const choice = field(form, "email");
    if (!emailFrequencies.includes(choice as EmailFrequency)) return invalid({ email: m.emailChoice });
    await setEmailFrequency(deps.db, member.id, choice as EmailFrequency);
    return { kind: "data", status: 200, data: { intent, ok: true, ...m.emailSaved } };
  }

  if (intent !== "password" && intent !== "delete") return invalid({}, 400, m.unknownAction);

  const { max, windowSeconds } = PASSWORD_CHECK_LIMIT;
  const spendPasswordCheck = async (): Promise<SettingsOutcome | null> => {
    const budget = await consume(deps.db, `password-check:${member.id}`, max, windowSeconds);
    if (budget.allowed) return null;
    const message = m.tooManyPasswordChecks(budget.retryAfter);
    return {
      kind: "data",
      status: 429,
      data: { intent, ok: false, errors: {}, message },
      retryAfter: budget.retryAfter,
    };
  };

  let outcome: AccountAuthOutcome;
  if (intent === "password") {
    const parsed = changePasswordSchema.safeParse({
      currentPassword: field(form, "currentPassword"),
      newPassword: field(form, "newPassword"),
      confirmPassword: field(form, "confirmPassword"),
    });
    if (!parsed.success) return invalid(fieldErrors(parsed.error));
    const refused = await spendPasswordCheck();
    if (refused) return refused;
    outcome = await deps.calls.changePassword(meta, parsed.data.currentPassword, parsed.data.newPassword);
  } else {
    const parsed = deleteAccountSchema.safeParse({
      password: field(form, "password"),
      removePosts: form.get("removePosts") === "on",
    });
    if (!parsed.success) return invalid(fieldErrors(parsed.error));
    const refused = await spendPasswordCheck();
    if (refused) return refused;
    outcome = await deps.calls.deleteAccount(meta, parsed.data.password, parsed.data.removePosts);
  }
  if (!outcome.ok) {
    if (outcome.code === "INVALID_PASSWORD") {
      return invalid({ [intent === "password" ? "currentPassword" : "password"]: m.wrongPassword });
    }
    throw new Error(`better-auth ${intent}: ${outcome.status} ${outcome.code}`);
  }
  const headers = new Headers();
  for (const cookie of outcome.setCookies) headers.append("Set-Cookie", cookie);
  // A redirect, not a page: the old session is gone, so this request's loaders could no longer read it.
  return { kind: "redirect", to: intent === "delete" ? "/account-deleted" : PASSWORD_CHANGED_PATH, headers };
}
