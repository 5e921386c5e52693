import { data, redirect } from "react-router";
import { programsContent } from "#app/content/public/programs.ts";
import { inboxDoneParam, inboxOutcome, inboxText } from "#app/features/contact/content.ts";
import { InboxPage } from "#app/features/contact/inbox-page.tsx";
import { replyHref } from "#app/features/contact/reply.ts";
import { pageAddress, withQuery } from "#app/lib/page-address.ts";
import { noindexMeta } from "#app/lib/seo.ts";
import { requireRole } from "#server/auth/require-role.ts";
import { deleteContactMessage, listContactMessages, parseInboxFilter, setHandled } from "#server/contact/inbox.ts";
import { answerOutageBesideForm } from "#server/db/outage.ts";
import { readForm } from "#server/forms.ts";
import { getDb } from "#server/runtime.ts";
import { parseId } from "#shared/forum/schemas.ts";
import { catalogue } from "#shared/i18n/catalogues.ts";
import { isLanguageCode } from "#shared/i18n/languages.ts";
import type { Route } from "./+types/moderation-messages";

export function meta() {
  return noindexMeta(`${inboxText.title} | GeneHive`);
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "moderator");
  const params = new URL(request.url).searchParams;
  const filter = parseInboxFilter(params);
  const programs = Object.fromEntries(programsContent.list.items.map((p) => [p.id, p.title]));
  const { messages, ...list } = await listContactMessages(getDb(), filter);
  return {
    filter,
    programs,
    done: inboxOutcome(params.get(inboxDoneParam)),
    ...list,
    // The reply answers the confirmation the sender received, in the language they wrote in.
    messages: messages.map((m) => ({
      ...m,
      replyHref: replyHref(m, catalogue(isLanguageCode(m.language) ? m.language : "en").contact.confirmation.subject),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  // An outage is answered above the list, which stays as it was.
  return answerOutageBesideForm(async () => {
    const member = await requireRole(request, "moderator");
    const form = await readForm(request);
    const id = parseId(form.get("id"));
    const intent = form.get("intent");
    const done =
      id === undefined
        ? false
        : intent === "delete"
          ? await deleteContactMessage(getDb(), id)
          : intent === "handled" || intent === "reopen"
            ? await setHandled(getDb(), id, member.id, intent === "handled")
            : false;
    if (!done) throw data(null, { status: 404 });
    // Back to the same filtered list, which says what was done: the form posted to the address the staff member
    // was looking at (plus the router's data suffix when it was sent without a page load).
    const { pathname, search } = pageAddress(request);
    search.set(inboxDoneParam, intent === "delete" ? "deleted" : String(intent));
    return redirect(withQuery(pathname, search));
  });
}

export default function ModerationMessages({ loaderData, actionData }: Route.ComponentProps) {
  return <InboxPage {...loaderData} refused={actionData ?? undefined} />;
}
