import { type Browser, expect, type Page, test } from "@playwright/test";
import { type NewMember, newMember } from "#tests/support/members.ts";
import { expectNoAxeViolations, gotoInTheme } from "./support/axe.ts";
import { createMember, gotoReady, signIn } from "./support/members.ts";

// One story on one database: the first test sees the empty forum.
test.describe.configure({ mode: "serial" });

async function signedIn(page: Page, prefix = "forum") {
  const member = await createMember(page, newMember(prefix));
  await signIn(page, member);
  return member;
}

/**
 * Fills in and sends the new-topic form; the caller checks what the page answers. A page without JavaScript
 * is not waited on to hydrate.
 */
async function startTopic(
  page: Page,
  topic: { title: string; category: string; body: string },
  options: { scripts?: boolean } = {},
) {
  if (options.scripts === false) await page.goto("/community/forum/new");
  else await gotoReady(page, "/community/forum/new");
  await page.getByLabel("Title").fill(topic.title);
  await page.getByLabel("Category").selectOption(topic.category);
  await page.getByLabel("Message").fill(topic.body);
  await page.getByRole("button", { name: "Post Topic" }).click();
}

test("visitors are redirected to /auth from every members-only page", async ({ page }) => {
  for (const url of [
    "/community/forum",
    "/community/forum/new",
    "/community/members",
    "/community/forum/topic/1",
    "/community/notifications",
  ]) {
    await page.goto(url);
    await expect(page).toHaveURL("/auth");
  }
  const response = await page.request.get("/community/forum", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(await response.text()).not.toContain("Discussion Forum");
});

test("a member starts a topic from the empty state, replies, finds it, edits and deletes", async ({ page }) => {
  const member = await signedIn(page);
  page.on("dialog", (dialog) => dialog.accept());
  await page.goto("/community/forum");
  await expect(page.getByRole("heading", { level: 1, name: "Discussion Forum" })).toBeVisible();
  await expect(page.getByRole("link", { name: "New Topic" })).toHaveAttribute("href", "/community/forum/new");
  await expect(page.getByRole("heading", { name: "Categories" })).toBeVisible();
  await expect(page.getByText("No topics yet. Be the first to start a discussion!")).toBeVisible();
  await page.getByRole("link", { name: "Create First Topic" }).click();
  await expect(page).toHaveURL("/community/forum/new");

  await page.getByLabel("Title").fill("Hi");
  await page.getByLabel("Category").selectOption("lab-activities");
  await page.getByLabel("Message").fill("Too short");
  await page.getByRole("button", { name: "Post Topic" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Validation Error" })).toContainText(
    "Title must be at least 5 characters",
  );

  await page.getByLabel("Title").fill("Leaf disc photosynthesis lab tips");
  await page.getByLabel("Message").fill("Use **baking soda** and a bright lamp.\n\n- spinach\n- syringes");
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("region", { name: "Preview" }).locator("strong")).toHaveText("baking soda");
  await page.getByRole("button", { name: "Post Topic" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Leaf disc photosynthesis lab tips" })).toBeVisible();
  const topicUrl = page.url();
  await expect(page.getByText(`@${member.username}`).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Lab Activities" }).first()).toBeVisible();
  await expect(page.getByText("0 replies", { exact: true })).toBeVisible();

  await page.goto("/community/forum");
  const row = page.getByRole("listitem").filter({ hasText: "Leaf disc photosynthesis lab tips" });
  await expect(row).toContainText(member.fullName);
  await expect(row.getByRole("link", { name: "Lab Activities" })).toHaveAttribute(
    "href",
    "/community/forum/category/lab-activities",
  );
  await row.getByRole("link", { name: "Leaf disc photosynthesis lab tips" }).click();

  await page.getByLabel("Your reply").fill("We add a drop of dish soap so the discs sink.");
  await page.getByRole("button", { name: "Post Reply" }).click();
  await expect(page.getByText("1 reply", { exact: true })).toBeVisible();
  await expect(page.getByRole("article", { name: `Reply by ${member.fullName}` })).toContainText("dish soap");
  // Posted: the box is empty (no duplicate post by a second click) and focus is on the new reply.
  await expect(page.getByLabel("Your reply")).toHaveValue("");
  await expect(page.locator("li:focus")).toContainText("dish soap");

  await page.goto("/community/forum/category/lab-activities");
  await expect(page.getByRole("link", { name: "Leaf disc photosynthesis lab tips" })).toBeVisible();
  await page.goto("/community/forum/search?q=dish+soap");
  await expect(page.getByRole("link", { name: "Leaf disc photosynthesis lab tips" })).toBeVisible();
  await expect(page.locator("mark").first()).toBeVisible();
  // Snippets read as text: the topic's **baking soda** shows without its Markdown.
  await page.goto("/community/forum/search?q=baking+soda");
  const hits = page.getByRole("main");
  await expect(hits.locator("mark").first()).toHaveText(/baking/i);
  await expect(hits).not.toContainText("**");

  await page.goto(topicUrl);
  await page.getByText("Edit topic").click();
  await page.getByLabel("Title", { exact: true }).fill("Leaf disc photosynthesis lab: tips");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leaf disc photosynthesis lab: tips" })).toBeVisible();
  // Saved: the edit panel folds away.
  await expect(page.getByLabel("Title", { exact: true })).toBeHidden();
  await expect(page.getByText("· edited").first()).toBeVisible();

  await page.getByRole("button", { name: "Delete reply" }).click();
  await expect(page.getByText("This reply was deleted")).toBeVisible();
  await expect(page.getByText("0 replies", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Delete topic" }).click();
  await expect(page).toHaveURL("/community/forum");
  await page.goto(topicUrl);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
});

test("posting too fast gets a clear message and keeps what was written", async ({ page }) => {
  await signedIn(page, "fast");
  for (const title of ["First quick topic", "Second quick topic"]) {
    await startTopic(page, { title, category: "introductions", body: "Hello everyone, glad to be here!" });
  }
  await expect(page.getByRole("alert")).toContainText("You can start a new topic every 30 seconds");
  await expect(page.getByLabel("Title")).toHaveValue("Second quick topic");
});

test("a reply posted too fast is refused beside the reply box, which keeps the text and takes focus", async ({
  page,
}) => {
  await signedIn(page, "fastreply");
  await startTopic(page, {
    title: "Quick replies topic",
    category: "introductions",
    body: "A topic to reply to quickly.",
  });
  await expect(page.getByRole("heading", { level: 1, name: "Quick replies topic" })).toBeVisible();
  await page.getByLabel("Your reply").fill("First reply, posted at once.");
  await page.getByRole("button", { name: "Post Reply" }).click();
  await expect(page.getByLabel("Your reply")).toHaveValue("");
  await page.getByLabel("Your reply").fill("Second reply, too soon after the first.");
  await page.getByRole("button", { name: "Post Reply" }).click();
  const form = page.locator("form").filter({ has: page.getByLabel("Your reply") });
  await expect(form.getByRole("alert")).toContainText("seconds");
  await expect(form.locator(":focus")).toContainText("seconds");
  await expect(page.getByLabel("Your reply")).toHaveValue("Second reply, too soon after the first.");
});

test("without JavaScript, a refused reply or topic comes back with its reason beside the form and the text kept", async ({
  page,
  browser,
}) => {
  await signedIn(page, "nojsfast");
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const noScript = await context.newPage();
  for (const title of ["A topic posted without scripts", "A second topic, too soon"]) {
    await startTopic(
      noScript,
      { title, category: "introductions", body: `${title}: the message.` },
      { scripts: false },
    );
  }
  await expect(noScript.getByRole("alert")).toContainText("You can start a new topic every 30 seconds");
  await expect(noScript.getByLabel("Title")).toHaveValue("A second topic, too soon");
  await expect(noScript.getByLabel("Category")).toHaveValue("introductions");
  await expect(noScript.getByLabel("Message")).toHaveValue("A second topic, too soon: the message.");

  await noScript.goto("/community/forum");
  await noScript.getByRole("link", { name: "A topic posted without scripts" }).click();
  for (const text of ["A reply posted without scripts.", "A second reply, too soon after the first."]) {
    await noScript.getByLabel("Your reply").fill(text);
    await noScript.getByRole("button", { name: "Post Reply" }).click();
  }
  const form = noScript.locator("form").filter({ has: noScript.getByLabel("Your reply") });
  await expect(form.getByRole("alert")).toContainText("seconds");
  await expect(noScript.getByRole("alert")).toHaveCount(1);
  await expect(noScript.getByLabel("Your reply")).toHaveValue("A second reply, too soon after the first.");
  await expect(noScript.getByLabel("Your reply")).toBeFocused();
  await context.close();
});

test("a member reports a reply with JavaScript and the topic without it; the form is drawn only when wanted", async ({
  page,
  browser,
}) => {
  const member = await signedIn(page, "reporter");
  await startTopic(page, {
    title: "A topic with a reply to report",
    category: "introductions",
    body: "A topic whose reply needs a moderator.",
  });
  await expect(page.getByRole("heading", { level: 1, name: "A topic with a reply to report" })).toBeVisible();
  const topicUrl = page.url();
  await page.getByLabel("Your reply").fill("Buy cheap seed kits at my shop!");
  await page.getByRole("button", { name: "Post Reply" }).click();
  const reply = page.getByRole("article", { name: `Reply by ${member.fullName}` });
  await expect(reply).toBeVisible();

  // With JavaScript: the form is drawn when the panel opens.
  await expect(reply.getByLabel("What is wrong with this post?")).toHaveCount(0);
  await reply.getByText("Report", { exact: true }).click();
  await reply.getByLabel("What is wrong with this post?").fill("Advertising a shop.");
  await expectNoAxeViolations(page);
  await reply.getByRole("button", { name: "Send report" }).click();
  await expect(reply.getByRole("status")).toContainText("Thank you. A moderator will review this.");
  await expect(reply.getByLabel("What is wrong with this post?")).toHaveValue("");

  // Without JavaScript: the panel's link reloads the page with that post's form open, and the form posts.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const noScript = await context.newPage();
  await noScript.goto(topicUrl);
  await noScript.getByText("Report", { exact: true }).first().click();
  await noScript.getByRole("link", { name: "Write a report" }).first().click();
  await expect(noScript).toHaveURL(/\?report=topic#report-topic$/);
  await noScript.getByLabel("What is wrong with this post?").fill("The topic asks for a moderator.");
  await noScript.getByRole("button", { name: "Send report" }).click();
  await expect(noScript.getByText("Thank you. A moderator will review this.").first()).toBeVisible();
  await context.close();
});

test("XSS payloads in titles, bodies and links do not execute", async ({ page }) => {
  await signedIn(page, "xss");
  await page.addInitScript(() => {
    (window as unknown as { __xss: number }).__xss = 0;
  });
  await startTopic(page, {
    title: '<img src=x onerror="window.__xss=1">',
    category: "help-feedback",
    body: '<script>window.__xss=2</script>\n\n[click me](javascript:window.__xss=3)\n\n<img src=x onerror="window.__xss=4">',
  });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText('<img src=x onerror="window.__xss=1">');
  const link = page.getByRole("link", { name: "click me" });
  if (await link.count()) await expect(link).not.toHaveAttribute("href", /javascript/i);
  await page.goto("/community/forum");
  expect(await page.evaluate(() => (window as unknown as { __xss: number }).__xss)).toBe(0);
  expect(await page.locator("main script").count()).toBe(0);
});

test("members directory, search and profile with an editable bio", async ({ page }) => {
  const member = await signedIn(page, "dir");
  await gotoReady(page, "/community/members");
  await expect(page.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
  await page.getByLabel("Search by name or username").fill(member.username);
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("main").getByRole("link", { name: member.fullName }).click();
  await expect(page.getByRole("heading", { level: 1, name: member.fullName })).toBeVisible();
  await page.getByLabel("Your bio").fill("Biology teacher in Memphis.");
  await page.getByRole("button", { name: "Save bio" }).click();
  await expect(page.getByText("Your bio was saved.")).toBeVisible();
  await expect(page.getByText("Biology teacher in Memphis.").first()).toBeVisible();
});

for (const theme of ["light", "dark"] as const) {
  test(`forum pages have no accessibility violations (${theme})`, async ({ page }) => {
    const member = await signedIn(page, `a11y${theme}`);
    for (const url of [
      "/community/forum",
      "/community/forum/new",
      "/community/members",
      `/community/members/${member.username}`,
    ]) {
      await gotoInTheme(page, url, theme);
      await expectNoAxeViolations(page);
    }
    await page.goto("/community/forum/search?q=photosynthesis");
    await expectNoAxeViolations(page);
  });
}

test("the hub lists the newest topics under Latest Discussions, each linking to its topic", async ({ page }) => {
  await signedIn(page, "hub");
  const title = `Hub topic ${Date.now()}`;
  const created = await page.request.post("/community/forum/new", {
    form: { title, category: "introductions", body: "A topic the hub should list." },
    maxRedirects: 0,
  });
  expect(created.status()).toBe(302);
  await gotoReady(page, "/community");
  await expect(page.getByRole("link", { name: "Latest Discussions" })).toHaveAttribute("href", "/community/forum");
  const newest = page.getByRole("region", { name: "Newest topics" });
  await newest.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});

// What brings a member back: notifications (the bell and its page), unread markers, Likes, quotes and mentions.
// Here, after the story above, because that one must see the forum empty (files run in parallel).
async function memberIn(browser: Browser, prefix: string): Promise<{ page: Page; member: NewMember }> {
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

  await startTopic(ana.page, {
    title: "Which light source for the leaf disc lab?",
    category: "lab-activities",
    body: "We tried a desk lamp and a phone flashlight.",
  });
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
  // Opening the notice's topic read it: the bell says so on that page, without a reload (issue 32).
  await expect(bell(ana.page)).toHaveAttribute("aria-label", "Notifications");
  await expect(bell(ana.page).locator("[data-count]")).toBeHidden();
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
  // The control flips as soon as it is pressed; the reload must wait for the server to have the change.
  const unwatched = ben.page.waitForResponse((r) => r.request().method() === "POST" && r.ok());
  await ben.page.getByRole("button", { name: "Stop watching" }).click();
  await unwatched;
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

test.describe("in the reader's time zone", () => {
  test.use({ timezoneId: "America/New_York" });

  test("forum times show in the reader's time zone from the first painted frame; the markup carries UTC", async ({
    page,
  }) => {
    // Every frame the browser paints, from the document's start: which texts its <time> elements showed.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { timeTexts: string[] }).timeTexts = seen;
      const sample = () => {
        for (const time of document.querySelectorAll("time")) seen.push(time.textContent ?? "");
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await signedIn(page, "zone");
    await startTopic(page, {
      title: "What time is the field trip bus?",
      category: "help-feedback",
      body: "It leaves at nine.",
    });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("What time is the field trip bus?");
    const topicUrl = new URL(page.url()).pathname;
    const local = (iso: string, withTime: boolean) =>
      new Intl.DateTimeFormat("en-US", {
        month: "short",
        day: "numeric",
        year: "numeric",
        ...(withTime ? { hour: "numeric", minute: "2-digit", timeZoneName: "short" } : {}),
        timeZone: "America/New_York",
      }).format(new Date(iso));

    // Opened afresh: the server's UTC text is never painted, the local time is.
    await gotoReady(page, topicUrl);
    const posted = page.locator("article header time");
    const iso = (await posted.getAttribute("datetime"))!;
    await expect(posted).toHaveText(local(iso, true));
    await expect(posted).toHaveText(/E[SD]T$/);
    const painted = await page.evaluate(() => (window as unknown as { timeTexts: string[] }).timeTexts);
    expect(painted.length).toBeGreaterThan(0);
    expect(painted.filter((text) => text.endsWith("UTC"))).toEqual([]);

    // Without scripts (and for machines) the page says the time in UTC beside its machine-readable form.
    const html = await (await page.request.get(topicUrl)).text();
    const utc = new Intl.DateTimeFormat("en-US", {
      month: "short",
      day: "numeric",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
      timeZone: "UTC",
    }).format(new Date(iso));
    expect(html).toContain(`dateTime="${iso}"`);
    expect(html).toContain(`>${utc}</time>`);

    // A listing's dates, after a move within the app, are local too.
    await page.getByRole("link", { name: "Help & Feedback" }).first().click();
    const row = page.getByRole("listitem").filter({ hasText: "What time is the field trip bus?" });
    await expect(row.locator("time")).toHaveText(local(iso, false));
    // React took the localised text over as it was: no hydration mismatch to recover from.
    expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
  });
});

test.describe("nothing a member writes is lost", () => {
  const reachError = "We could not reach GeneHive. Your text is kept here; check your connection and post again.";

  /** A topic of the member's own to reply to, and its address. */
  async function ownTopic(page: Page, title: string) {
    await startTopic(page, { title, category: "introductions", body: `${title}: a topic to reply to.` });
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    return new URL(page.url()).pathname;
  }

  test("a reply or a topic sent while offline stays in its form with a message, never the error page", async ({
    page,
    context,
  }) => {
    await signedIn(page, "offline");
    const topicUrl = await ownTopic(page, "Posting through a dropped connection");
    const box = page.getByLabel("Your reply");
    const text = "This reply was written on a train that went into a tunnel.";
    await box.fill(text);
    await context.setOffline(true);
    await page.getByRole("button", { name: "Post Reply" }).click();
    const form = page.locator("form").filter({ has: box });
    await expect(form.getByRole("alert")).toHaveText(reachError);
    await expect(form.getByRole("alert")).toBeFocused();
    await expect(page.getByText("Unexpected Application Error")).toHaveCount(0);
    await expect(box).toHaveValue(text);
    // Back online, but the server's gateway fails (a 502 page, not GeneHive's answer): the same, in its own words.
    await context.setOffline(false);
    const topicData = "**/community/forum/topic/*.data";
    await page.route(topicData, (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 502, contentType: "text/html", body: "<h1>502 Bad Gateway</h1>" })
        : route.continue(),
    );
    await page.getByRole("button", { name: "Post Reply" }).click();
    await expect(form.getByRole("alert")).toHaveText(
      "GeneHive could not save this just now. Your text is kept here; please post again in a minute.",
    );
    await expect(box).toHaveValue(text);
    await page.unroute(topicData);
    // Then the same text posts; only then is the box emptied and the draft forgotten.
    await page.getByRole("button", { name: "Post Reply" }).click();
    await expect(page.getByText("1 reply", { exact: true })).toBeVisible();
    await expect(box).toHaveValue("");
    await gotoReady(page, topicUrl);
    await expect(page.getByText("Draft restored")).toHaveCount(0);
    await expect(page.getByLabel("Your reply")).toHaveValue("");

    await gotoReady(page, "/community/forum/new");
    await page.getByLabel("Title").fill("A topic written offline");
    await page.getByLabel("Category").selectOption("introductions");
    await page.getByLabel("Message").fill("Every word of this should survive the connection dropping.");
    await context.setOffline(true);
    await page.getByRole("button", { name: "Post Topic" }).click();
    await expect(page.getByRole("alert")).toHaveText(reachError);
    await expect(page.getByRole("alert")).toBeFocused();
    await expect(page.getByLabel("Title")).toHaveValue("A topic written offline");
    await expect(page.getByLabel("Category")).toHaveValue("introductions");
    await expect(page.getByLabel("Message")).toHaveValue("Every word of this should survive the connection dropping.");
    await context.setOffline(false);
  });

  test("a draft outlives a session ended in another tab, and only its writer sees it", async ({ page, context }) => {
    const member = await signedIn(page, "draft");
    const topicUrl = await ownTopic(page, "Drafts that survive a sign-out");
    const text = "A long answer I do not want to type twice.";
    await page.getByLabel("Your reply").fill(text);
    await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();

    // Signed out in a second tab; Post here goes to /auth.
    const other = await context.newPage();
    await gotoReady(other, "/community");
    await other.getByRole("main").getByRole("button", { name: "Sign Out" }).click();
    await expect(other).toHaveURL("/");
    await other.close();
    await page.getByRole("button", { name: "Post Reply" }).click();
    await expect(page).toHaveURL("/auth");

    // Another student signs in on the same computer: the box is empty for them.
    const classmate = await createMember(page, newMember("classmate"));
    await signIn(page, classmate);
    await gotoReady(page, topicUrl);
    await expect(page.getByLabel("Your reply")).toHaveValue("");
    await expect(page.getByText("Draft restored")).toHaveCount(0);

    // The writer signs in again: the reply is there, and says so.
    await page.context().clearCookies();
    await signIn(page, member);
    await gotoReady(page, topicUrl);
    await expect(page.getByLabel("Your reply")).toHaveValue(text);
    await expect(page.getByRole("status").filter({ hasText: "Draft restored" })).toBeVisible();
    await page.getByRole("button", { name: "Post Reply" }).click();
    await expect(page.getByText("1 reply", { exact: true })).toBeVisible();
    await gotoReady(page, topicUrl);
    await expect(page.getByLabel("Your reply")).toHaveValue("");

    // The new-topic form keeps its title, category and message; an edit keeps its unsaved text.
    await gotoReady(page, "/community/forum/new");
    await page.getByLabel("Title").fill("A topic still being written");
    await page.getByLabel("Category").selectOption("lab-activities");
    await page.getByLabel("Message").fill("First paragraph of a topic I will finish later.");
    await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();
    await gotoReady(page, "/community/forum/new");
    await expect(page.getByLabel("Title")).toHaveValue("A topic still being written");
    await expect(page.getByLabel("Category")).toHaveValue("lab-activities");
    await expect(page.getByLabel("Message")).toHaveValue("First paragraph of a topic I will finish later.");
    await expect(page.getByText("47 / 20,000 characters.")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Draft restored" })).toBeVisible();

    await gotoReady(page, topicUrl);
    await page.getByText("Edit topic").click();
    await page.getByLabel("Message", { exact: true }).fill("An edit I have not saved yet.");
    await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();
    await gotoReady(page, topicUrl);
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("An edit I have not saved yet.");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("An edit I have not saved yet.").first()).toBeVisible();
    await gotoReady(page, topicUrl);
    await expect(page.getByLabel("Message", { exact: true })).toBeHidden();
  });

  test("a long paste is never cut: the count turns into an error and the server refuses with the limit's message", async ({
    page,
    browser,
  }) => {
    await signedIn(page, "longpaste");
    const topicUrl = await ownTopic(page, "A very long paste");
    const long = `${"Cells divide. ".repeat(1_430)}The end.`; // 20,028 characters
    const box = page.getByLabel("Your reply");
    await box.fill(long);
    await expect(box).toHaveValue(long);
    const count = page.locator("#reply-body-hint [data-character-count]");
    await expect(count).toHaveText("20,028 / 20,000 characters. 28 too many: shorten it to post.");
    await expect(count).toHaveAttribute("data-over", "");
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#reply-body-error")).toHaveText("Message must be at most 20,000 characters");
    await page.getByRole("button", { name: "Post Reply" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Validation Error" })).toContainText(
      "Message must be at most 20,000 characters",
    );
    await expect(box).toHaveValue(long);
    await box.fill(long.slice(0, 20_000));
    await expect(count).toHaveText("20,000 / 20,000 characters.");
    await expect(box).not.toHaveAttribute("aria-invalid", "true");

    await gotoReady(page, "/community/forum/new");
    const title = "T".repeat(160);
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Message").fill(long);
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await expect(page.getByLabel("Message")).toHaveValue(long);
    await expect(page.getByText("Title must be at most 150 characters")).toBeVisible();
    await expect(page.locator("#body-hint [data-character-count]")).toHaveText(
      "20,028 / 20,000 characters. 28 too many: shorten it to post.",
    );

    // The server checks too (a page without scripts): it refuses with the same message, and the text comes back.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const noScript = await context.newPage();
    await noScript.goto(topicUrl);
    await noScript.getByLabel("Your reply").fill(long);
    await noScript.getByRole("button", { name: "Post Reply" }).click();
    await expect(noScript.getByRole("alert")).toContainText("Message must be at most 20,000 characters");
    await expect(noScript.getByLabel("Your reply")).toHaveValue(long);
    await context.close();
  });
});
