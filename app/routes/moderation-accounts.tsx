import { data, redirect } from "react-router";
import { AccountsPage } from "#app/features/account/accounts-page.tsx";
import { adminText } from "#app/features/account/content.ts";
import { pageAddress } from "#app/lib/page-address.ts";
import { unlistedPageMeta } from "#app/lib/seo.ts";
import { adminDeleteAccount, adminUpdateProfile, findAccounts } from "#server/account/admin.ts";
import { recentAudit } from "#server/audit.ts";
import { requireRole } from "#server/auth/require-role.ts";
import { answerOutageBesideForm } from "#server/db/outage.ts";
import { keptText, readForm } from "#server/forms.ts";
import { answerAction, Refusal } from "#server/refusal.ts";
import { getAuth, getDb } from "#server/runtime.ts";
import { type AccountActionData, accountMessages } from "#shared/account/schemas.ts";
import type { Route } from "./+types/moderation-accounts";

export function meta() {
  return unlistedPageMeta(adminText.title);
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const q = new URL(request.url).searchParams.get("q") ?? "";
  const [accounts, audit] = await Promise.all([findAccounts(getDb(), q), recentAudit(getDb())]);
  return { q, accounts, audit };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent = text("intent");
  const targetId = text("id");
  // An outage is answered beside the account's form; an edited profile's text comes back.
  const values = intent === "update" ? keptText(form, "intent", "id", "name", "bio") : undefined;
  return answerOutageBesideForm(() => accountAction(request, form, text, intent, targetId), {
    intent,
    targetId,
    errors: {},
    values,
  });
}

async function accountAction(
  request: Request,
  form: FormData,
  text: (name: string) => string,
  intent: string,
  targetId: string,
) {
  const admin = await requireRole(request, "admin");
  try {
    if (intent === "update") {
      await adminUpdateProfile(getDb(), admin, targetId, { name: text("name"), bio: text("bio") });
      return { intent, ok: true, targetId, ...accountMessages.memberSaved } satisfies AccountActionData;
    }
    if (intent === "delete") {
      await adminDeleteAccount(getDb(), getAuth(), admin, targetId, text("confirm"), form.get("removePosts") === "on");
      // The page's own address: a form the router sends goes to it plus a data suffix.
      return redirect(`${pageAddress(request).pathname}?deleted=1`);
    }
    return data({ intent, ok: false, errors: {}, message: accountMessages.unknownAction }, { status: 400 });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return answerAction(
      error.answer({ intent, ok: false, targetId, errors: error.errors, message: error.message || undefined }),
    );
  }
}

export default function ModerationAccounts({ loaderData }: Route.ComponentProps) {
  return <AccountsPage {...loaderData} />;
}
