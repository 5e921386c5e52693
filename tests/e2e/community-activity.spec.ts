import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, gotoInTheme } from "./support/axe.ts";
import { createMember, gotoReady, type Member, newMember, signIn } from "./support/members.ts";

// What brings a member back: notifications (the bell and its page), unread markers, Likes, quotes and mentions.
// Three members, each in a browser of their own, on one forum.
test.describe.configure({ mode: "serial" });

async function memberIn(browser: Browser, prefix: string): Promise<{ page: Page; member: Member }> {
  const page = await (await browser.newContext()).newPage();
  const member = await createMember(page, newMember(prefix));
  await signIn(page, member);
  return { page, member };
}

const bell = (page: Page) => page.locator("[data-notification-bell]");

test("a reply that quotes and mentions, a Like, the bell, the notice and the way back to the reply", async ({
  browser,
}) => {
  const ana = await memberIn(browser, "ana");
  const ben = await memberIn(browser, "ben");
  const cleo = await memberIn(browser, "cleo");

  await gotoReady(ana.page, "/community/forum/new");
  await ana.page.getByLabel("Title").fill("Which light source for the leaf disc lab?");
  await ana.page.getByLabel("Category").selectOption("lab-activities");
  await ana.page.getByLabel("Message").fill("We tried a desk lamp and a phone flashlight.");
  await ana.page.getByRole("button", { name: "Post Topic" }).click();
  await expect(ana.page.getByRole("heading", { level: 1 })).toHaveText("Which light source for the leaf disc lab?");
  const topicUrl = new URL(ana.page.url()).pathname;
  // Authors see their post's Likes but are not offered one.
  await expect(ana.page.getByRole("button", { name: "Like" })).toHaveCount(0);

  // Ben likes the topic (the count shows at once), then quotes it with a mention in his reply.
  await gotoReady(ben.page, topicUrl);
  const like = ben.page.getByRole("button", { name: "Like" }).first();
  await like.click();
  const unlike = ben.page.getByRole("button", { name: "Unlike" }).first();
  await expect(unlike).toHaveAttribute("aria-pressed", "true");
  await expect(unlike).toContainText("1 like");
  await unlike.focus();
  await expect(ben.page.getByRole("tooltip")).toHaveText(`Liked by ${ben.member.fullName}`);
  await ben.page.getByRole("button", { name: "Quote" }).first().click();
  const box = ben.page.getByLabel("Your reply");
  await expect(box).toBeFocused();
  await expect(box).toHaveValue(
    new RegExp(`^> \\*\\*@${ana.member.username}\\*\\* \\[wrote\\]\\(${topicUrl}\\):\\n> We tried a desk lamp`),
  );
  await box.press("End");
  await box.pressSequentially(`@${ana.member.username} an LED grow light worked best for us.`);
  await ben.page.getByRole("button", { name: "Post Reply" }).click();
  const reply = ben.page.getByRole("article", { name: `Reply by ${ben.member.fullName}` });
  await expect(reply.locator("blockquote")).toContainText("We tried a desk lamp");
  await expect(reply.getByRole("link", { name: `@${ana.member.username}` }).last()).toHaveAttribute(
    "href",
    `/community/members/${ana.member.username}`,
  );

  // Ana's bell counts one notice (a mention outranks the reply), on any page, prerendered ones too.
  await ana.page.goto("/courses");
  await expect(bell(ana.page)).toHaveAttribute("aria-label", "Notifications, 1 unread");
  await bell(ana.page).click();
  await expect(ana.page).toHaveURL("/community/notifications");
  const notice = ana.page.getByRole("listitem").filter({ hasText: `${ben.member.fullName} mentioned you` });
  await expect(notice).toContainText("Unread");
  await expect(ana.page.getByText(`Liked by ${ben.member.fullName}`)).toHaveCount(0);
  await notice.getByRole("link", { name: "Which light source for the leaf disc lab?" }).click();
  await expect(ana.page).toHaveURL(new RegExp(`${topicUrl}(\\?page=1)?#reply-\\d+$`));
  await expect(ana.page.getByText(`Liked by ${ben.member.fullName}`)).toBeVisible();
  await ana.page.goto("/community/notifications");
  await expect(ana.page.getByText("Unread")).toHaveCount(0);
  await expect(bell(ana.page)).toHaveAttribute("aria-label", "Notifications");

  // Cleo replies later: Ana's lists show "1 new reply", the New filter holds the topic, and opening it
  // lands on Cleo's reply.
  await gotoReady(cleo.page, topicUrl);
  await cleo.page.getByLabel("Your reply").fill("We used a 100 W equivalent LED bulb, about 20 cm away.");
  await cleo.page.getByRole("button", { name: "Post Reply" }).click();
  await expect(cleo.page.getByLabel("Your reply")).toHaveValue("");
  await gotoReady(ana.page, "/community/forum?filter=new");
  await expect(ana.page.getByRole("link", { name: "New and unread" })).toHaveAttribute("aria-current", "page");
  const row = ana.page.getByRole("listitem").filter({ hasText: "Which light source for the leaf disc lab?" });
  await expect(row).toContainText("1 new reply");
  await row.getByRole("link", { name: "Which light source for the leaf disc lab?" }).click();
  await expect(ana.page).toHaveURL(/\?page=1#reply-\d+$/);
  const cleoReply = ana.page.getByRole("article", { name: `Reply by ${cleo.member.fullName}` });
  await expect(cleoReply).toBeInViewport();
  // Read now: gone from the New list (other tests' topics may be new to Ana, so only this one is checked).
  await gotoReady(ana.page, "/community/forum?filter=new");
  await expect(ana.page.getByRole("link", { name: "New and unread" })).toHaveAttribute("aria-current", "page");
  await expect(ana.page.getByRole("link", { name: "Which light source for the leaf disc lab?" })).toHaveCount(0);

  // Stop watching: Ben hears of no further replies to the topic.
  await gotoReady(ben.page, topicUrl);
  await ben.page.getByRole("button", { name: "Stop watching" }).click();
  await expect(ben.page.getByRole("button", { name: "Watch" })).toBeVisible();
  await ben.page.reload();
  await expect(ben.page.getByText("You are not watching this topic.")).toBeVisible();
});

test("typing @ and a few letters suggests members; the keyboard picks one; the profile lists replies", async ({
  browser,
}) => {
  const dana = await memberIn(browser, "dana");
  const eli = await memberIn(browser, "eli");
  await gotoReady(eli.page, "/community/forum/new");
  await eli.page.getByLabel("Title").fill("Microscope slides that last");
  await eli.page.getByLabel("Category").selectOption("lab-activities");
  const box = eli.page.getByLabel("Message");
  await box.pressSequentially(`Any tips, @${dana.member.username.slice(0, 6)}`);
  const list = eli.page.getByRole("listbox", { name: "Members to mention" });
  const option = list.getByRole("option", { name: new RegExp(`@${dana.member.username}`) });
  await expect(option).toBeVisible();
  await expect(box).toHaveAttribute("aria-controls", (await list.getAttribute("id"))!);
  await expect(box).toHaveAttribute("aria-activedescendant", /.+/);
  await expect(eli.page.getByText(/members? to mention: Up and Down to choose/)).toBeAttached();
  // Walk the list to Dana's entry with the keyboard, then insert it.
  for (let i = 0; i < 8 && (await option.getAttribute("aria-selected")) !== "true"; i++) await box.press("ArrowDown");
  await box.press("Enter");
  await expect(list).toBeHidden();
  await expect(box).toHaveValue(`Any tips, @${dana.member.username} `);
  await box.pressSequentially("thanks!");
  await eli.page.getByRole("button", { name: "Post Topic" }).click();
  await expect(eli.page.getByRole("link", { name: `@${dana.member.username}` })).toHaveAttribute(
    "href",
    `/community/members/${dana.member.username}`,
  );
  const topicUrl = new URL(eli.page.url()).pathname;

  await gotoReady(dana.page, topicUrl);
  await dana.page.getByLabel("Your reply").fill("Seal the cover slip edges with clear nail polish.");
  await dana.page.getByRole("button", { name: "Post Reply" }).click();
  await expect(dana.page.getByLabel("Your reply")).toHaveValue("");
  await gotoReady(eli.page, `/community/members/${dana.member.username}`);
  const replies = eli.page.getByRole("heading", { name: "Recent replies" });
  await expect(replies).toBeVisible();
  await expect(eli.page.getByText("Seal the cover slip edges with clear nail polish.")).toBeVisible();
  await expect(eli.page.getByRole("link", { name: "Microscope slides that last" }).last()).toHaveAttribute(
    "href",
    /\/community\/forum\/topic\/\d+\?reply=\d+$/,
  );
});

for (const theme of ["light", "dark"] as const) {
  test(`the notifications page and a topic with Likes have no accessibility violations (${theme})`, async ({
    page,
  }) => {
    const member = await createMember(page, newMember("axe"));
    await signIn(page, member);
    await gotoInTheme(page, "/community/notifications", theme);
    await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
    await expectNoAxeViolations(page);
    await gotoInTheme(page, "/community/forum?filter=new", theme);
    await expectNoAxeViolations(page);
  });
}
