import { redirect } from "react-router";
import { settingsText } from "#app/features/account/content.ts";
import { SettingsPage } from "#app/features/account/settings-page.tsx";
import { retryAfterHeaders } from "#app/lib/retry-after.ts";
import { noindexMeta } from "#app/lib/seo.ts";
import { accountAuthCalls } from "#server/account/auth-calls.ts";
import { accountDetails } from "#server/account/profile.ts";
import { requireAccountHolder } from "#server/account/session.ts";
import { runSettingsAction } from "#server/account/settings.ts";
import { requestMeta, requireMember } from "#server/auth/session.ts";
import { answerOutageBesideForm } from "#server/db/outage.ts";
import { keptText, readForm } from "#server/forms.ts";
import { emailFrequency } from "#server/forum/notification-mail.ts";
import { answerAction } from "#server/refusal.ts";
import { getAuth, getConfig, getDb } from "#server/runtime.ts";
import type { Route } from "./+types/community-settings";

export function meta() {
  return noindexMeta(`${settingsText.title} | GeneHive`);
}

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const account = await accountDetails(getDb(), member.id);
  if (!account) throw redirect("/auth");
  const passwordChanged = new URL(request.url).searchParams.get("changed") === "password";
  return {
    account: { name: account.name, username: account.username, email: account.email, bio: account.bio },
    passwordChanged,
    emailFrequency: await emailFrequency(getDb(), member.id),
    emailVerified: member.emailVerified,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  // An outage is answered beside the form it came from; a profile's text comes back (never a password).
  const values = intent === "profile" ? keptText(form, "intent", "name", "bio") : undefined;
  return answerOutageBesideForm(
    async () => {
      const member = await requireAccountHolder(request, getAuth());
      const calls = accountAuthCalls(getAuth(), getConfig().publicUrl);
      const outcome = await runSettingsAction({ db: getDb(), calls }, member, requestMeta(request, context), form);
      if (outcome.kind === "redirect") return redirect(outcome.to, { headers: outcome.headers });
      return answerAction(outcome);
    },
    { intent, errors: {}, values },
  );
}

/** A 429 tells the client when to try again. */
export const headers = retryAfterHeaders;

export default function CommunitySettings({ loaderData }: Route.ComponentProps) {
  return <SettingsPage {...loaderData} />;
}
