import type { Member } from "#server/auth/service.ts";
import type { Database } from "#server/db/client.ts";
import { consume } from "#server/throttle.ts";
import { forumLimits, forumMessages } from "#shared/forum/schemas.ts";
import type {
  CategoryView,
  MemberProfile,
  MemberSummary,
  PageOf,
  ReplyPost,
  SearchHit,
  TopicPage,
  TopicSummary,
} from "#shared/forum/types.ts";
import { markdownMessages } from "#shared/markdown.ts";
import { recordVisit } from "./commands.ts";
import { ForumError } from "./errors.ts";
import { renderPostHtml } from "./markdown.ts";
import { can, isModerator } from "./permissions.ts";
import { getCategory, listCategories } from "./queries/categories.ts";
import { getMember, listMembers, memberSearchMax, repliesBy } from "./queries/members.ts";
import { topicReports } from "./queries/reports.ts";
import { searchForum } from "./queries/search.ts";
import { categoryTopics, getTopic, othersReplied, topicReplies, topicsBy } from "./queries/topics.ts";
import { viewerState, withUnread } from "./reading.ts";

/*
 * What each forum page renders, shaped from the queries, so a route's loader only reads the request and
 * hands over. Member Markdown becomes HTML here and nowhere else (postHtml).
 */

type Viewer = Pick<Member, "id" | "role">;

/**
 * A post's sanitised HTML: as stored when it was written, or (for posts from before that) rendered now
 * within the renderer's bounds. A post that cannot be rendered shows a notice, and the rest of its
 * topic still shows.
 */
export async function postHtml(post: { body: string; bodyHtml: string | null }): Promise<string> {
  if (post.bodyHtml !== null) return post.bodyHtml;
  const rendered = await renderPostHtml(post.body).catch(() => null);
  return rendered?.ok ? rendered.html : unavailableHtml;
}

const unavailableHtml = `<p><em>${markdownMessages.unavailable}</em></p>`;
const hiddenHtml = `<p><em>${forumMessages.postHidden}</em></p>`;

/** A topic with one page of its replies, and what the viewer may do with each; counts the view. */
export async function topicPage(
  db: Database,
  viewer: Viewer,
  topicId: number,
  page: number,
): Promise<TopicPage | null> {
  const topic = await getTopic(db, topicId);
  if (!topic) return null;
  // The viewer's state (what they had not read) is asked before this visit moves their read position.
  const replies = await topicReplies(db, topicId, page, () => viewerState(db, viewer.id, topicId, page));
  const { watching, firstUnread, likes, visitChanges, unread: unreadBefore } = replies.extra!;
  // What is on screen now counts as read: a write only when that changes something (reading a page again, or
  // answering a refused post with it, writes nothing; the embedded database runs its writes one at a time).
  const visit = visitChanges
    ? await recordVisit(db, viewer, topicId, Math.max(0, ...replies.items.map((r) => r.id)))
    : { counted: false, unread: unreadBefore };
  const noLikes = { count: 0, names: [], mine: false };
  const { authorId, bodyHtml, ...post } = topic;
  // Locked means settled: only moderators still change what a locked topic's posts say.
  const mayEdit = (owner: string) => can(viewer, "edit", owner) && (!topic.isLocked || isModerator(viewer));
  // A hidden post's text reaches only its author and staff: for anyone else it is not in the page's data at all.
  const concealed = (hidden: boolean, owner: string) => hidden && owner !== viewer.id && !isModerator(viewer);
  const topicConcealed = concealed(topic.hidden, authorId);
  return {
    topic: {
      ...post,
      viewCount: post.viewCount + (visit.counted ? 1 : 0),
      body: topicConcealed ? "" : post.body,
      html: topicConcealed ? hiddenHtml : await postHtml({ body: post.body, bodyHtml }),
      canEdit: mayEdit(authorId),
      canDelete:
        can(viewer, "delete", authorId) && (isModerator(viewer) || !(await othersReplied(db, topicId, authorId))),
      likes: { ...(likes.get(null) ?? noLikes), own: authorId === viewer.id },
    },
    replies: await Promise.all(
      replies.items.map(
        async ({ authorId: replyAuthor, bodyHtml: replyHtml, ...reply }): Promise<ReplyPost> => ({
          ...reply,
          ...(concealed(reply.hidden, replyAuthor) ? { body: null } : {}),
          html:
            reply.body === null || concealed(reply.hidden, replyAuthor)
              ? null
              : await postHtml({ body: reply.body, bodyHtml: replyHtml }),
          canEdit: !reply.deleted && mayEdit(replyAuthor),
          canDelete: !reply.deleted && can(viewer, "delete", replyAuthor),
          likes: { ...(likes.get(reply.id) ?? noLikes), own: replyAuthor === viewer.id },
        }),
      ),
    ),
    replyPages: { page: replies.page, total: replies.total, pageSize: replies.pageSize },
    canModerate: can(viewer, "moderate"),
    reports: can(viewer, "moderate") ? await topicReports(db, topicId) : [],
    watching,
    firstUnread,
    unread: visit.unread,
  };
}

/** A category and one page of its topics, each with what the viewer has not read. */
export async function categoryPage(
  db: Database,
  viewer: Viewer,
  slug: string,
  page: number,
): Promise<{ category: CategoryView; topics: PageOf<TopicSummary> } | null> {
  const found = await getCategory(db, slug);
  if (!found) return null;
  const { id, ...category } = found;
  const topics = await categoryTopics(db, id, page);
  return { category, topics: { ...topics, items: await withUnread(db, viewer.id, topics.items) } };
}

/** A member's profile with their latest topics, and whether the viewer is that member. */
export async function memberProfilePage(
  db: Database,
  viewer: Viewer,
  username: string,
): Promise<{ profile: MemberProfile; isSelf: boolean } | null> {
  const member = await getMember(db, username);
  if (!member) return null;
  const { id, ...profile } = member;
  const [topics, replies] = await Promise.all([topicsBy(db, id, 10), repliesBy(db, id, 10)]);
  return { profile: { ...profile, topics, replies }, isSelf: id === viewer.id };
}

/** The search page: the words as asked (cut to the limit) and their hits. */
export async function searchPage(db: Database, q: string): Promise<{ q: string; hits: SearchHit[] }> {
  const words = q.slice(0, forumLimits.searchMax);
  return { q: words, hits: words.trim() ? await searchForum(db, words) : [] };
}

/** The new-topic form: the categories to choose from, one chosen when the link came from its page. */
export async function newTopicPage(
  db: Database,
  wantedSlug: string | null,
): Promise<{ categories: Array<Pick<CategoryView, "slug" | "name">>; selected: string }> {
  const categories = await listCategories(db);
  return {
    categories: categories.map(({ slug, name }) => ({ slug, name })),
    selected: categories.find((c) => c.slug === wantedSlug)?.slug ?? "",
  };
}

/**
 * A preview of a post being written, cut to the longest post that could be saved, within the same
 * bounds as saving it and a per-member rate limit (rendering is the costly part of posting).
 */
export async function previewHtml(db: Database, viewer: Viewer, body: string): Promise<string> {
  const { previewsPerWindow, previewWindowSeconds } = forumLimits;
  const limit = await consume(db, `preview:${viewer.id}`, previewsPerWindow, previewWindowSeconds);
  if (!limit.allowed) throw new ForumError(429, forumMessages.previewRateLimited(limit.retryAfter), limit.retryAfter);
  const rendered = await renderPostHtml(body.slice(0, forumLimits.bodyMax));
  if (!rendered.ok) throw new ForumError(400, markdownMessages[rendered.problem]);
  return rendered.html;
}

/** The members directory: the search as asked (cut to the limit) and one page of members. */
export async function membersPage(
  db: Database,
  q: string,
  page: number,
): Promise<{ q: string; members: PageOf<MemberSummary> }> {
  const words = q.slice(0, memberSearchMax);
  return { q: words, members: await listMembers(db, { q: words, page }) };
}
