import { data, Form, isRouteErrorResponse, useRouteError } from "react-router";
import { NoticePage } from "#app/components/notice-page.tsx";
import { buttonClass } from "#app/components/ui/styles.ts";
import { unlistedPageMeta } from "#app/lib/seo.ts";
import { accountDetails } from "#server/account/profile.ts";
import { authSecret } from "#server/config.ts";
import { isMissingReference } from "#server/db/errors.ts";
import { setEmailFrequency, verifyUnsubscribe } from "#server/forum/notification-mail.ts";
import { getConfig, getDb } from "#server/runtime.ts";
import type { Route } from "./+types/email-unsubscribe";

const text = {
  title: "Stop notification e-mails",
  lead: "GeneHive will stop e-mailing you about replies, mentions and other notifications. They still show under the bell when you sign in.",
  confirm: "Stop the e-mails",
  doneTitle: "You will get no more notification e-mails",
  doneLead: "You can turn them back on, or choose a daily summary, on your settings page in the community at any time.",
  invalidTitle: "This link does not work",
  invalidLead:
    "The unsubscribe link is incomplete or was changed. Open it again from the e-mail, or choose what we send you on your settings page.",
  goneTitle: "This link no longer applies",
  goneLead: "The account this link was sent for has been deleted, so GeneHive sends it no more e-mails.",
  settings: { href: "/community/settings#notifications", label: "Your settings" },
  home: { href: "/", label: "Go to the home page" },
};

export function meta() {
  return unlistedPageMeta(text.title);
}

/** The signed link from a notification e-mail names the member; nobody needs to be signed in. */
function memberOf(request: Request): string | null {
  const url = new URL(request.url);
  const userId = url.searchParams.get("u") ?? "";
  const token = url.searchParams.get("t") ?? "";
  return userId && token && verifyUnsubscribe(authSecret(getConfig()), userId, token) ? userId : null;
}

export async function loader({ request }: Route.LoaderArgs) {
  const userId = memberOf(request);
  if (!userId) throw data({ state: "invalid" as const }, { status: 400 });
  // A deleted member's mails still hold the link, which is genuine: it has nothing left to stop.
  if (!(await accountDetails(getDb(), userId))) throw data({ state: "gone" as const }, { status: 410 });
  // Opening the link only asks: mail scanners open links, and that must not unsubscribe anyone.
  return { state: "ask" as const };
}

/** The page's button, and mail programs' one-click unsubscribe (RFC 8058), which POST to the same address. */
export async function action({ request }: Route.ActionArgs) {
  const userId = memberOf(request);
  if (!userId) return data({ state: "invalid" as const }, { status: 400 });
  try {
    await setEmailFrequency(getDb(), userId, "never");
  } catch (error) {
    // The account was deleted (before the link was opened, or since): the setting has no member to belong to.
    if (isMissingReference(error)) return data({ state: "gone" as const }, { status: 410 });
    throw error;
  }
  return { state: "done" as const };
}

export default function Unsubscribe({ actionData }: Route.ComponentProps) {
  if (actionData?.state === "done")
    return <NoticePage title={text.doneTitle} lead={text.doneLead} link={text.settings} />;
  if (actionData?.state === "invalid")
    return <NoticePage title={text.invalidTitle} lead={text.invalidLead} link={text.settings} />;
  if (actionData?.state === "gone") return <NoticePage title={text.goneTitle} lead={text.goneLead} link={text.home} />;
  return (
    <NoticePage title={text.title} lead={text.lead} link={text.settings}>
      <Form method="post" className="mt-8">
        <button type="submit" className={buttonClass("primary")}>
          {text.confirm}
        </button>
      </Form>
    </NoticePage>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 410)
    return <NoticePage title={text.goneTitle} lead={text.goneLead} link={text.home} />;
  return <NoticePage title={text.invalidTitle} lead={text.invalidLead} link={text.settings} />;
}
