/**
 * Every address of the forum and the members' pages, built here only: the pages link with them and the
 * server redirects with them, so a route that moves changes in one place (app/routes.ts registers the paths).
 */
const community = "/community";
const forum = `${community}/forum`;
const members = `${community}/members`;

/** `?page=n`, left out for the first page so each page has one address. */
const withPage = (path: string, page = 1) => (page > 1 ? `${path}?page=${page}` : path);

/** The element id a reply carries on its topic page, which its links scroll to. */
export const replyAnchor = (replyId: number) => `reply-${replyId}`;

export const forumPaths = {
  community,
  home: forum,
  search: `${forum}/search`,
  moderation: `${community}/moderation`,
  moderationPage: (page?: number) => withPage(`${community}/moderation`, page),
  /** The new-topic form, with a category chosen when it is opened from one. */
  newTopic: (categorySlug?: string) =>
    categorySlug ? `${forum}/new?${new URLSearchParams({ category: categorySlug })}` : `${forum}/new`,
  category: (slug: string, page?: number) => withPage(`${forum}/category/${encodeURIComponent(slug)}`, page),
  topic: (topicId: number, page?: number) => withPage(`${forum}/topic/${topicId}`, page),
  /** A reply on the page of its topic that holds it (server/forum works out the page). */
  reply: (topicId: number, replyId: number, page?: number) =>
    `${forumPaths.topic(topicId, page)}#${replyAnchor(replyId)}`,
  /** The same, with the page always named: where "jump to the first unread reply" lands, so it never redirects again. */
  replyOnPage: (topicId: number, replyId: number, page: number) =>
    `${forum}/topic/${topicId}?page=${page}#${replyAnchor(replyId)}`,
  /** A link to a reply whose page is not known yet: the topic page redirects it to forumPaths.reply. */
  replyLink: (topicId: number, replyId: number) => `${forum}/topic/${topicId}?reply=${replyId}`,
  /** A search hit or a report: the reply when there is one, else its topic. */
  post: (topicId: number, replyId: number | null) =>
    replyId ? forumPaths.replyLink(topicId, replyId) : forumPaths.topic(topicId),
  members: (options: { q?: string; page?: number } = {}) => {
    const params = new URLSearchParams();
    if (options.q) params.set("q", options.q);
    if (options.page && options.page > 1) params.set("page", String(options.page));
    const query = params.toString();
    return query ? `${members}?${query}` : members;
  },
  member: (username: string) => `${members}/${encodeURIComponent(username)}`,
} as const;
