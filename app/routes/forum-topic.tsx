import { Eye, Lock, MessageSquare, Pin } from "lucide-react";
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { buttonClass, cardClass, inputClass, labelClass } from "#app/components/ui/styles.ts";
import { Breadcrumbs, Notice, Pagination, PostBody } from "#app/features/forum/components.tsx";
import { formatCount, formatDateTime } from "#app/features/forum/format.ts";
import { EditPostForm, IntentButton, ReportForm } from "#app/features/forum/post-actions.tsx";
import { requireMember } from "#server/auth/session.ts";
import { readForm } from "#server/forms.ts";
import { type ForumActionData, pick, runForumAction } from "#server/forum/action.ts";
import {
  createReply,
  deleteReply,
  deleteTopic,
  editReply,
  editTopic,
  recordView,
  report,
  setLocked,
  setPinned,
} from "#server/forum/commands.ts";
import { ForumError } from "#server/forum/errors.ts";
import { renderMarkdown } from "#server/forum/markdown.ts";
import { can } from "#server/forum/permissions.ts";
import { getTopic, replyUrl, topicReplies } from "#server/forum/queries.ts";
import { getDb } from "#server/runtime.ts";
import { forumLimits, forumMessages, parseId, parsePage } from "#shared/forum/schemas.ts";
import type { Route } from "./+types/forum-topic";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.topic.title ?? "Topic"} | GeneHive Forum` }, { name: "robots", content: "noindex" }];
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
    throw redirect(url ?? `/community/forum/topic/${id}`);
  }
  const page = parsePage(search.get("page"));
  const topic = await getTopic(db, id);
  if (!topic) throw data(null, { status: 404 });
  const [counted, { replies, total, pageSize }] = await Promise.all([
    recordView(db, member, id),
    topicReplies(db, id, page),
  ]);
  const { authorId, body, ...rest } = topic;
  if (counted) rest.viewCount += 1;
  return {
    topic: {
      ...rest,
      html: renderMarkdown(body),
      body,
      canEdit: can(member, "edit", authorId),
      canDelete: can(member, "delete", authorId),
    },
    replies: replies.map(({ authorId: replyAuthor, body: replyBody, ...r }) => ({
      ...r,
      body: replyBody,
      html: replyBody === null ? null : renderMarkdown(replyBody),
      canEdit: !r.deleted && can(member, "edit", replyAuthor),
      canDelete: !r.deleted && can(member, "delete", replyAuthor),
    })),
    replyPages: { page, total, pageSize },
    canModerate: can(member, "moderate"),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireMember(request);
  const id = parseId(params.id);
  if (id === undefined) throw data(null, { status: 404 });
  const form = await readForm(request);
  const db = getDb();
  const topicUrl = `/community/forum/topic/${id}`;
  const replyId = () => {
    const value = parseId(form.get("replyId"));
    if (value === undefined) throw new ForumError(404, forumMessages.notFound);
    return value;
  };
  return runForumAction(async () => {
    switch (form.get("intent")) {
      case "reply": {
        const reply = await createReply(db, member, id, pick(form, "body"));
        return redirect((await replyUrl(db, id, reply.id)) ?? topicUrl);
      }
      case "edit-topic":
        await editTopic(db, member, id, pick(form, "title", "body"));
        return redirect(topicUrl);
      case "delete-topic":
        await deleteTopic(db, member, id);
        return redirect("/community/forum");
      case "edit-reply": {
        const rid = replyId();
        const { topicId } = await editReply(db, member, rid, pick(form, "body"));
        if (topicId !== id) throw new ForumError(404, forumMessages.notFound);
        return redirect((await replyUrl(db, id, rid)) ?? topicUrl);
      }
      case "delete-reply": {
        // A deleted reply keeps its place, so the member stays where they were reading.
        const rid = replyId();
        await deleteReply(db, member, rid);
        return redirect((await replyUrl(db, id, rid)) ?? topicUrl);
      }
      case "pin":
      case "unpin":
        await setPinned(db, member, id, form.get("intent") === "pin");
        return redirect(topicUrl);
      case "lock":
      case "unlock":
        await setLocked(db, member, id, form.get("intent") === "lock");
        return redirect(topicUrl);
      case "report": {
        const target = form.get("replyId") ? { topicId: id, replyId: replyId() } : { topicId: id };
        await report(db, member, target, pick(form, "reason"));
        return { ok: true, message: "Thank you. A moderator will review this." } satisfies ForumActionData;
      }
      default:
        throw new ForumError(400, "Unknown action.");
    }
  });
}

export default function TopicPage({ loaderData }: Route.ComponentProps) {
  const { topic, replies, replyPages, canModerate } = loaderData;
  const actionData = useActionData<ForumActionData>();
  const navigation = useNavigation();
  const posting = navigation.state === "submitting" && navigation.formData?.get("intent") === "reply";
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <Breadcrumbs
        items={[
          { to: "/community/forum", label: "Forum" },
          { to: `/community/forum/category/${topic.category.slug}`, label: topic.category.name },
          { label: "Topic" },
        ]}
      />
      {actionData && (
        <div className="mb-6">
          {actionData.ok ? <Notice>{actionData.message}</Notice> : <Notice tone="error">{actionData.error}</Notice>}
        </div>
      )}
      <article className={cardClass}>
        <header>
          <p className="flex flex-wrap gap-2">
            {topic.isPinned && (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900 text-xs dark:bg-amber-900/40 dark:text-amber-100">
                <Pin aria-hidden="true" className="size-3" /> Pinned
              </span>
            )}
            {topic.isLocked && (
              <span className="inline-flex items-center gap-1 rounded-full bg-slate-200 px-2 py-0.5 font-semibold text-slate-800 text-xs dark:bg-slate-700 dark:text-slate-100">
                <Lock aria-hidden="true" className="size-3" /> Locked
              </span>
            )}
          </p>
          <h1 className="mt-2 break-words font-bold text-3xl tracking-tight">{topic.title}</h1>
          <p className="mt-2 text-slate-700 text-sm dark:text-slate-300">
            by <span className="font-medium">{topic.author.fullName}</span> (@{topic.author.username}) in{" "}
            <Link to={`/community/forum/category/${topic.category.slug}`} className="underline underline-offset-4">
              {topic.category.name}
            </Link>{" "}
            · <time dateTime={topic.createdAt}>{formatDateTime(topic.createdAt)}</time>
            {topic.editedAt && <span> · edited</span>}
          </p>
          <p className="mt-1 flex gap-4 text-slate-700 text-sm dark:text-slate-300">
            <span className="inline-flex items-center gap-1">
              <Eye aria-hidden="true" className="size-4" /> {formatCount(topic.viewCount, "view", "views")}
            </span>
            <span className="inline-flex items-center gap-1">
              <MessageSquare aria-hidden="true" className="size-4" />{" "}
              {formatCount(topic.replyCount, "reply", "replies")}
            </span>
          </p>
        </header>
        <div className="mt-6">
          <PostBody html={topic.html} />
        </div>
        <footer className="mt-6 flex flex-wrap items-start gap-4 border-slate-200 border-t pt-4 dark:border-slate-800">
          {topic.canEdit && (
            <EditPostForm
              intent="edit-topic"
              summary="Edit topic"
              submitLabel="Save changes"
              idPrefix="edit"
              title={topic.title}
              body={topic.body}
              rows={8}
            />
          )}
          {topic.canDelete && (
            <IntentButton
              intent="delete-topic"
              label="Delete topic"
              confirm="Delete this topic and all its replies?"
              danger
            />
          )}
          {canModerate && (
            <>
              <IntentButton intent={topic.isPinned ? "unpin" : "pin"} label={topic.isPinned ? "Unpin" : "Pin"} />
              <IntentButton intent={topic.isLocked ? "unlock" : "lock"} label={topic.isLocked ? "Unlock" : "Lock"} />
            </>
          )}
          <ReportForm />
        </footer>
      </article>

      <h2 className="mt-10 mb-4 font-semibold text-xl">{formatCount(topic.replyCount, "Reply", "Replies")}</h2>
      <ol className="space-y-4">
        {replies.map((r) => (
          <li key={r.id} id={`reply-${r.id}`}>
            <article className={cardClass} aria-label={`Reply by ${r.author.fullName}`}>
              <p className="text-slate-700 text-sm dark:text-slate-300">
                <span className="font-medium">{r.author.fullName}</span> (@{r.author.username}) ·{" "}
                <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
                {r.editedAt && !r.deleted && <span> · edited</span>}
              </p>
              <div className="mt-3">
                {r.html === null ? (
                  <p className="text-slate-700 italic dark:text-slate-300">{forumMessages.replyDeleted}</p>
                ) : (
                  <PostBody html={r.html} />
                )}
              </div>
              {!r.deleted && (
                <footer className="mt-4 flex flex-wrap items-start gap-4">
                  {r.canEdit && (
                    <EditPostForm
                      intent="edit-reply"
                      summary="Edit reply"
                      submitLabel="Save reply"
                      idPrefix={`edit-reply-${r.id}`}
                      fields={{ replyId: r.id }}
                      body={r.body ?? ""}
                      rows={5}
                    />
                  )}
                  {r.canDelete && (
                    <IntentButton
                      intent="delete-reply"
                      label="Delete reply"
                      fields={{ replyId: r.id }}
                      confirm="Delete this reply?"
                      danger
                    />
                  )}
                  <ReportForm replyId={r.id} />
                </footer>
              )}
            </article>
          </li>
        ))}
      </ol>
      <Pagination
        page={replyPages.page}
        total={replyPages.total}
        pageSize={replyPages.pageSize}
        href={(p) => `/community/forum/topic/${topic.id}?page=${p}`}
      />

      {topic.isLocked ? (
        <p className={`${cardClass} mt-8`}>{forumMessages.topicLocked}</p>
      ) : (
        <Form method="post" className={`${cardClass} mt-8 space-y-3`}>
          <input type="hidden" name="intent" value="reply" />
          <label htmlFor="reply-body" className={labelClass}>
            Your reply
          </label>
          <textarea
            id="reply-body"
            name="body"
            required
            minLength={forumLimits.bodyMin}
            maxLength={forumLimits.bodyMax}
            rows={5}
            className={inputClass}
          />
          <p className="text-slate-700 text-sm dark:text-slate-300">
            Markdown works: **bold**, *italic*, lists and links.
          </p>
          <button type="submit" disabled={posting} className={buttonClass("primary")}>
            {posting ? "Posting..." : "Post Reply"}
          </button>
        </Form>
      )}
    </section>
  );
}
