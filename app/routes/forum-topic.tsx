import { useEffect } from "react";
import { data, redirect, useActionData, useNavigate, useSearchParams } from "react-router";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { cardClass } from "#app/components/ui/styles.ts";
import { Breadcrumbs, HiddenNote, Pagination, PostBody } from "#app/features/forum/components.tsx";
import { keptFields, sendKeepingText } from "#app/features/forum/composer-action.ts";
import { draftPlace } from "#app/features/forum/drafts.ts";
import { formatCount } from "#app/features/forum/format.ts";
import { ReportTarget, TopicActions } from "#app/features/forum/post-actions.tsx";
import { LikeSenderProvider, WatchControl } from "#app/features/forum/post-reactions.tsx";
import { ReplyForm } from "#app/features/forum/reply-form.tsx";
import { ReplyItem } from "#app/features/forum/reply-item.tsx";
import { forumText } from "#app/features/forum/text.ts";
import { TopicHeader } from "#app/features/forum/topic-header.tsx";
import { TopicReports } from "#app/features/forum/topic-reports.tsx";
import { useUnreadBell } from "#app/features/forum/unread-bell.ts";
import { retryAfterHeaders } from "#app/lib/retry-after.ts";
import { noindexMeta } from "#app/lib/seo.ts";
import { requireMember } from "#server/auth/session.ts";
import { keptText, readForm } from "#server/forms.ts";
import { runForumAction } from "#server/forum/action.ts";
import { topicPage } from "#server/forum/pages.ts";
import { replyUrl } from "#server/forum/queries/topics.ts";
import { topicIntent } from "#server/forum/topic-actions.ts";
import { getDb } from "#server/runtime.ts";
import { topicIntentOf } from "#shared/forum/intents.ts";
import { forumPaths } from "#shared/forum/paths.ts";
import { forumMessages, parseId, parsePage } from "#shared/forum/schemas.ts";
import type { ForumActionData } from "#shared/forum/types.ts";
import type { Route } from "./+types/forum-topic";

/** A refused post (rate limit) tells the client when to try again. */
export const headers = retryAfterHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return noindexMeta(forumText.postTitle(loaderData?.topic.title ?? forumText.topic.fallbackTitle));
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const id = parseId(params.id);
  if (id === undefined) throw data(null, { status: 404 });
  const db = getDb();
  const search = new URL(request.url).searchParams;
  // A link to one reply (from search or moderation) lands on the page that holds it.
  if (search.has("reply")) {
    const replyId = parseId(search.get("reply"));
    const url = replyId === undefined ? null : await replyUrl(db, id, replyId);
    throw redirect(url ?? forumPaths.topic(id));
  }
  const page = await topicPage(db, member, id, parsePage(search.get("page")));
  if (!page) throw data(null, { status: 404 });
  // Opened again without a page: the first reply written since the member last read it, which the page
  // moves to once it shows. A loader redirect would also answer a refused form post or a revalidation.
  const jumpTo =
    search.has("page") || page.firstUnread === null
      ? null
      : forumPaths.replyOnPage(id, page.firstUnread.replyId, page.firstUnread.page);
  return { ...page, jumpTo };
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await readForm(request);
  // Inside the action's run: in an outage the answer is a message beside the form, which keeps what was typed.
  return runForumAction(
    async () => {
      const member = await requireMember(request);
      const id = parseId(params.id);
      if (id === undefined) throw data(null, { status: 404 });
      return topicIntent(getDb(), member, id, form);
    },
    topicIntentOf(form.get("intent")) === "reply" ? keptText(form, "intent", "body") : undefined,
  );
}

/**
 * With JavaScript: a post that could not reach GeneHive (offline, the connection dropped) or that the server
 * failed on is answered beside its form, which keeps the text (composer-action.ts), never the error page; a reply
 * or an edit confirmed saved forgets its draft.
 */
export function clientAction({ request, params, serverAction }: Route.ClientActionArgs) {
  const topicId = parseId(params.id);
  return sendKeepingText(request, serverAction, {
    // What was written (a reply, an edit, a report's reason) is still in its form; a button has no text.
    kept: (form) => {
      const text = keptFields(form, "title", "body", "reason");
      return Object.keys(text).length ? { ...keptFields(form, "intent"), ...text } : undefined;
    },
    draft: (form) => {
      const intent = topicIntentOf(form.get("intent"));
      const replyId = parseId(form.get("replyId"));
      if (topicId === undefined) return undefined;
      if (intent === "reply") return draftPlace.reply(topicId);
      if (intent === "edit-topic") return draftPlace.editTopic(topicId);
      if (intent === "edit-reply" && replyId !== undefined) return draftPlace.editReply(replyId);
      return undefined;
    },
  }) as ReturnType<typeof serverAction>;
}

export default function TopicPage({ loaderData }: Route.ComponentProps) {
  const { topic, replies, replyPages, canModerate, watching, jumpTo, unread, reports } = loaderData;
  const navigate = useNavigate();
  useUnreadBell(unread);
  // Once per topic opened: straight to the first unread reply (a later page, or further down this one).
  // biome-ignore lint/correctness/useExhaustiveDependencies: on opening a topic only, not on every revalidation
  useEffect(() => {
    if (jumpTo) navigate(jumpTo, { replace: true });
  }, [topic.id]);
  const actionData = useActionData<ForumActionData>();
  // A reply refused on a page posted without JavaScript is answered beside the reply box, which keeps it.
  const refusedReply = actionData && !actionData.ok && actionData.values?.intent === "reply" ? actionData : undefined;
  const [search] = useSearchParams();
  return (
    <ReportTarget value={search.get("report")}>
      <LikeSenderProvider>
        <section className="mx-auto max-w-4xl px-4 py-12">
          <Breadcrumbs
            items={[
              { to: forumPaths.home, label: forumText.forum },
              { to: forumPaths.category(topic.category.slug), label: topic.category.name },
              { label: forumText.topic.fallbackTitle },
            ]}
          />
          {actionData && !refusedReply && (
            <div className="mb-6">
              <FormMessage outcome={actionData} />
            </div>
          )}
          {reports.length > 0 && <TopicReports reports={reports} topicId={topic.id} />}
          <article className={cardClass}>
            <TopicHeader topic={topic} />
            <div className="mt-6">
              {topic.hidden && !topic.html.includes(forumMessages.postHidden) && <HiddenNote own={topic.canEdit} />}
              <PostBody html={topic.html} />
            </div>
            <TopicActions topic={topic} canModerate={canModerate} />
          </article>

          <h2 className="mt-10 mb-4 font-semibold text-xl">
            {formatCount(topic.replyCount, ...forumText.topic.repliesHeading)}
          </h2>
          <ol className="space-y-4">
            {replies.map((reply) => (
              <ReplyItem
                key={reply.id}
                reply={reply}
                topicId={topic.id}
                locked={topic.isLocked}
                canModerate={canModerate}
              />
            ))}
          </ol>
          <Pagination pages={replyPages} href={(p) => forumPaths.topic(topic.id, p)} />
          <ReplyForm topicId={topic.id} locked={topic.isLocked} refused={refusedReply} />
          <div className="mt-4">
            <WatchControl watching={watching} />
          </div>
        </section>
      </LikeSenderProvider>
    </ReportTarget>
  );
}
