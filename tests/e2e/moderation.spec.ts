import { type Browser, expect, type Page, test } from "@playwright/test";
import { newMember } from "#tests/support/members.ts";
import { createMember, gotoReady, signIn } from "./support/members.ts";
import { e2eAdmin } from "./support/staff.ts";

async function memberPage(browser: Browser, prefix: string, scripts = true) {
  const page = await (await browser.newContext({ javaScriptEnabled: scripts })).newPage();
  const member = await createMember(page, newMember(prefix));
  await signIn(page, member);
  return { page, member };
}

/** A topic with a reply, reported by a third member, the topic and the reply each. */
async function reportedTopic(browser: Browser, title: string) {
  const author = await memberPage(browser, "modauthor");
  const replier = await memberPage(browser, "modreplier");
  const reporter = await memberPage(browser, "modreporter");
  await gotoReady(author.page, "/community/forum/new");
  await author.page.getByLabel("Title").fill(title);
  await author.page.getByLabel("Category").selectOption("lab-activities");
  await author.page.getByLabel("Message").fill("Selling lab kits cheap, message me for prices.");
  await author.page.getByRole("button", { name: "Post Topic" }).click();
  await expect(author.page.getByRole("heading", { level: 1 })).toHaveText(title);
  const topicUrl = new URL(author.page.url()).pathname;
  await gotoReady(replier.page, topicUrl);
  await replier.page.getByLabel("Your reply").fill("Buy cheap essays at my site, nothing to do with biology.");
  await replier.page.getByRole("button", { name: "Post Reply" }).click();
  const reply = replier.page.getByRole("article", { name: `Reply by ${replier.member.fullName}` });
  await expect(reply).toBeVisible();
  const replyId = (await replier.page.locator("li[id^='reply-']").first().getAttribute("id"))!.slice("reply-".length);
  const forms: Record<string, string>[] = [
    { intent: "report", reason: "Advertising, not a discussion." },
    { intent: "report", replyId, reason: "Spam: essays for sale." },
  ];
  for (const form of forms) {
    const response = await reporter.page.request.post(topicUrl, { form });
    expect(response.status()).toBe(200);
  }
  return { author, replier, reporter, topicUrl };
}

// Each journey has three members write and report posts before staff act: more than the default half minute on a
// busy machine.
test.describe.configure({ timeout: 120_000 });

const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

test("staff see a topic's reports on its page, then hide, warn and dismiss from the queue without JavaScript", async ({
  browser,
}) => {
  const title = `Lab kits for sale ${Date.now().toString(36)}`;
  const { author, replier, reporter, topicUrl } = await reportedTopic(browser, title);

  // Only staff see the topic's open reports, with the way to the queue.
  await gotoReady(reporter.page, topicUrl);
  await expect(reporter.page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(reporter.page.getByText(/open reports? on this topic/)).toHaveCount(0);
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, e2eAdmin);
  await gotoReady(staff, topicUrl);
  const reports = staff.getByRole("complementary", { name: "2 open reports on this topic" });
  await expect(reports).toContainText("Advertising, not a discussion.");
  await expect(reports).toContainText(`On a reply by ${replier.member.fullName}: “Spam: essays for sale.”`);
  await reports.getByRole("link", { name: "Review in the report queue" }).click();
  await expect(staff).toHaveURL("/community/moderation");

  // The queue's forms work without JavaScript.
  const noScript = await (
    await browser.newContext({ javaScriptEnabled: false, storageState: await staff.context().storageState() })
  ).newPage();
  await noScript.goto("/community/moderation");
  const replyCard = card(noScript, `Reply in ${title}`);
  await replyCard.getByLabel("Note to the author").fill("Adverts are not allowed here.");
  await replyCard.getByRole("button", { name: "Hide post" }).click();
  await expect(noScript).toHaveURL("/community/moderation?done=hide-post");
  await expect(noScript.getByRole("status").filter({ hasText: "Post hidden" })).toHaveText(
    "Post hidden; its author was told.",
  );
  await expect(card(noScript, `Reply in ${title}`)).toHaveCount(0);

  // A warning needs words for the author.
  await card(noScript, title).getByRole("button", { name: "Warn author" }).click();
  await expect(noScript.getByRole("alert")).toHaveText("Write the warning the author will read.");
  await card(noScript, title).getByLabel("Note to the author").fill("Please do not sell things in the forum.");
  await card(noScript, title).getByRole("button", { name: "Warn author" }).click();
  await expect(noScript.getByRole("status").filter({ hasText: "Warning" })).toHaveText("Warning sent to the author.");
  await expect(card(noScript, title)).toHaveCount(0);
  // Recorded: who did what, and when.
  // This test's entries: other tests moderate at the same time, and their entries come between.
  const recent = noScript
    .getByRole("heading", { name: "Recently handled" })
    .locator("xpath=following-sibling::ul[1]")
    .getByRole("listitem")
    .filter({ hasText: new RegExp(`@(${author.member.username}|${replier.member.username})\\b`) });
  await expect(recent.first()).toContainText(`${e2eAdmin.fullName} warned the author of a post (1 report)`);
  await expect(recent.nth(1)).toContainText(`${e2eAdmin.fullName} hid a post (1 report)`);
  await expect(recent.first().locator("time")).toHaveAttribute("datetime", /^\d{4}-/);

  // The hidden reply: others read that it was hidden; its author still reads it, and hears why.
  await gotoReady(reporter.page, topicUrl);
  await expect(reporter.page.getByText("This post was hidden by a moderator.")).toBeVisible();
  await expect(reporter.page.getByText("Buy cheap essays")).toHaveCount(0);
  // Nothing to like or report in a post the reader cannot see.
  const hiddenReply = reporter.page.locator("article").filter({ hasText: "This post was hidden by a moderator." });
  await expect(hiddenReply).toHaveCount(1);
  await expect(hiddenReply.getByText("Report", { exact: true })).toHaveCount(0);
  await expect(hiddenReply.getByRole("button", { name: /Like/ })).toHaveCount(0);
  await gotoReady(replier.page, topicUrl);
  await expect(replier.page.getByText("A moderator hid this post: only you and staff can read it.")).toBeVisible();
  await expect(replier.page.locator(".prose-forum").getByText("Buy cheap essays")).toBeVisible();
  await gotoReady(replier.page, "/community/notifications");
  const hidden = replier.page.getByRole("listitem").filter({ hasText: "A moderator hid your post in" });
  await expect(hidden).toContainText("Adverts are not allowed here.");
  await gotoReady(author.page, "/community/notifications");
  const warned = author.page.getByRole("listitem").filter({ hasText: "A moderator warned you about your post in" });
  await expect(warned).toContainText("Please do not sell things in the forum.");
  // The reporter hears both reports were handled.
  await gotoReady(reporter.page, "/community/notifications");
  await expect(
    reporter.page.getByRole("listitem").filter({ hasText: "A moderator handled your report about" }),
  ).toHaveCount(2);

  // A hide undone: staff unhide the reply from the topic page; everyone reads it again, and its author hears so.
  await gotoReady(staff, topicUrl);
  await card(staff, `Reply by ${replier.member.fullName}`).getByRole("button", { name: "Unhide" }).click();
  await expect(staff.getByText("Hidden by a moderator: only its author and staff can read it.")).toHaveCount(0);
  await expect(card(staff, `Reply by ${replier.member.fullName}`).getByRole("button", { name: "Unhide" })).toHaveCount(
    0,
  );
  await gotoReady(reporter.page, topicUrl);
  await expect(reporter.page.locator(".prose-forum").getByText("Buy cheap essays")).toBeVisible();
  await gotoReady(replier.page, "/community/notifications");
  await expect(
    replier.page.getByRole("listitem").filter({ hasText: "A moderator made your post visible to everyone again in" }),
  ).toHaveCount(1);
});

test("dismissing leaves the post as it is; members find no queue and cannot act on it", async ({ browser }) => {
  const title = `Dismissable report ${Date.now().toString(36)}`;
  const { reporter, topicUrl } = await reportedTopic(browser, title);
  const form = { reportId: "1", intent: "dismiss" };
  expect((await reporter.page.request.get("/community/moderation")).status()).toBe(404);
  expect((await reporter.page.request.post("/community/moderation", { form })).status()).toBe(404);
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, e2eAdmin);
  await gotoReady(staff, "/community/moderation");
  await card(staff, title).getByRole("button", { name: "Dismiss" }).click();
  await expect(staff.getByRole("status").filter({ hasText: "Reports dismissed" })).toBeVisible();
  await expect(card(staff, title)).toHaveCount(0);
  await gotoReady(reporter.page, topicUrl);
  await expect(reporter.page.getByText("Selling lab kits cheap")).toBeVisible();
});
