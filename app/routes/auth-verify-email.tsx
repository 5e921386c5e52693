import { CircleAlert, CircleCheck, MailCheck } from "lucide-react";
import { data, Link } from "react-router";
import { buttonClass, cardClass } from "#app/components/ui/styles.ts";
import { retryAfterHeaders } from "#app/lib/retry-after.ts";
import { noindexMeta } from "#app/lib/seo.ts";
import { getMember, requestMeta, requireMember } from "#server/auth/session.ts";
import { getAuthService } from "#server/runtime.ts";
import { verificationText as t } from "#shared/auth/messages.ts";
import { retryAfter } from "#shared/retry-after.ts";
import type { Route } from "./+types/auth-verify-email";

export function meta() {
  return noindexMeta(`${t.pageTitle} | GeneHive`);
}

/** The link mailed at sign-up: opening it confirms the address (the token is signed and expires in 24 hours). */
export async function loader({ request, context }: Route.LoaderArgs) {
  // A token is a few hundred characters; anything much longer is not one.
  const token = new URL(request.url).searchParams.get("token")?.slice(0, 2000) ?? "";
  const verified = token !== "" && (await getAuthService().verifyEmail(token, requestMeta(request, context)));
  const signedIn = (await getMember(request)) !== null;
  return data({ verified, signedIn }, { status: token && !verified ? 400 : 200 });
}

/** The hub's "send the link again", for the signed-in member (limited per member and per address). */
export async function action({ request, context }: Route.ActionArgs) {
  const member = await requireMember(request);
  if (member.emailVerified) return { ok: true, message: t.verified };
  const outcome = await getAuthService().resendVerification(member, requestMeta(request, context));
  if (outcome.ok) return { ok: true, message: t.resent };
  return data(
    { ok: false, message: outcome.message },
    { status: outcome.status, headers: retryAfter(outcome.retryAfter) },
  );
}

/** The address holds a token. */
export function headers(args: Route.HeadersArgs) {
  return retryAfterHeaders(args, { "Cache-Control": "private, no-store" });
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { verified, signedIn } = loaderData;
  // Before JavaScript loads, the hub's "send the link again" posts here and the answer is shown on this page.
  const [Icon, title, message] = actionData
    ? [MailCheck, t.reminderTitle, actionData.message]
    : verified
      ? [CircleCheck, t.verifiedTitle, t.verified]
      : [CircleAlert, t.invalidTitle, t.invalid];
  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <div className={cardClass}>
        <h1 className="flex items-center gap-2 font-bold text-2xl tracking-tight">
          <Icon aria-hidden="true" className="size-6 shrink-0" />
          {title}
        </h1>
        <p role={actionData ? "status" : undefined} className="mt-4 text-slate-700 dark:text-slate-300">
          {message}
        </p>
        <Link to={signedIn ? "/community" : "/auth"} className={buttonClass("primary", "mt-6")}>
          {signedIn ? t.toHub : t.toSignIn}
        </Link>
      </div>
    </section>
  );
}
