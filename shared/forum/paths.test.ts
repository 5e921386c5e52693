import { describe, expect, it } from "vitest";
import { forumPaths, replyAnchor } from "./paths.ts";

describe("forum paths", () => {
  it("match the route table (app/routes.ts) and the spec's addresses", () => {
    expect(forumPaths.home).toBe("/community/forum");
    expect(forumPaths.newTopic()).toBe("/community/forum/new");
    expect(forumPaths.newTopic("lab-activities")).toBe("/community/forum/new?category=lab-activities");
    expect(forumPaths.category("lab-activities")).toBe("/community/forum/category/lab-activities");
    expect(forumPaths.topic(7)).toBe("/community/forum/topic/7");
    expect(forumPaths.search).toBe("/community/forum/search");
    expect(forumPaths.members()).toBe("/community/members");
    expect(forumPaths.member("ada.l")).toBe("/community/members/ada.l");
    expect(forumPaths.moderation).toBe("/community/moderation");
  });

  it("give the first page one address, and later pages a page number", () => {
    expect(forumPaths.topic(7, 1)).toBe("/community/forum/topic/7");
    expect(forumPaths.topic(7, 3)).toBe("/community/forum/topic/7?page=3");
    expect(forumPaths.category("help-feedback", 2)).toBe("/community/forum/category/help-feedback?page=2");
    expect(forumPaths.members({ q: "ada & co", page: 2 })).toBe("/community/members?q=ada+%26+co&page=2");
    expect(forumPaths.members({ page: 1 })).toBe("/community/members");
  });

  it("link a reply on its page, or through the topic page that finds its page", () => {
    expect(forumPaths.reply(7, 42)).toBe(`/community/forum/topic/7#${replyAnchor(42)}`);
    expect(forumPaths.reply(7, 42, 2)).toBe("/community/forum/topic/7?page=2#reply-42");
    expect(forumPaths.post(7, 42)).toBe("/community/forum/topic/7?reply=42");
    expect(forumPaths.post(7, null)).toBe("/community/forum/topic/7");
  });
});
