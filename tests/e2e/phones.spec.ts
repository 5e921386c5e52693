import { expect, type Page, test } from "@playwright/test";
import { limits } from "#shared/auth/schemas.ts";
import { forumLimits } from "#shared/forum/schemas.ts";
import { newMember } from "#tests/support/members.ts";
import { createMember, gotoReady, signIn } from "./support/members.ts";
import { everyPublicPage, memberPages } from "./support/site-pages.ts";
import { e2eAdmin } from "./support/staff.ts";

/** How far the page scrolls sideways: 0 when it fits the screen. */
function sidewaysScroll(page: Page) {
  return page.evaluate(() => {
    const scroller = document.scrollingElement ?? document.documentElement;
    return scroller.scrollWidth - scroller.clientWidth;
  });
}

/**
 * A draft session made in the staff editor, its title one long unbroken word, so its staff page (the roster, the
 * message form, the editor) is in the walk; returns that page's address.
 */
async function createDraftSession(page: Page) {
  await page.goto("/community/moderation/programs");
  const form = page.getByRole("form", { name: "Create session" });
  await form.getByLabel("First day").fill("2099-02-02");
  await form.getByLabel("Last day").fill("2099-05-25");
  await form.getByLabel("Places").fill("12");
  await form.getByLabel("Place (address)").fill("Hive Lab, 12 Elm Street, Springfield");
  await form.getByLabel("Title (English)").fill("Phone".padEnd(60, "x"));
  await form.getByLabel("Title (Spanish)").fill("Telefono".padEnd(60, "x"));
  await form.getByRole("button", { name: "Create session" }).click();
  await expect(page).toHaveURL(/\/community\/moderation\/programs\/sessions\/\d+\?saved=created$/);
  return new URL(page.url()).pathname;
}

test.describe("at 320 px no page scrolls sideways", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const path of everyPublicPage) {
    test(path, async ({ page }) => {
      await page.goto(path);
      // After the page's own scripts ran: the member slot and the assistant's launcher are added by them.
      await page.waitForLoadState("load");
      expect(await sidewaysScroll(page)).toBe(0);
    });
  }

  test("the members' pages, for staff (who see every one)", async ({ page, browser }) => {
    // The longest name and username the form allows, each one unbroken word: the members' list and the profile
    // must wrap them (CI found the list too wide once other tests' members were in it).
    const base = newMember("wide");
    const wideMember = await createMember(page, {
      ...base,
      username: base.username.padEnd(limits.usernameMax, "x"),
      fullName: "W".padEnd(limits.fullNameMax, "w"),
    });
    // Their topic's title is the longest the form takes, one unbroken word: the topic lists, the topic page and
    // the profile must wrap it (a QA walk found the lists 2,100 px wide).
    const writer = await (await browser.newContext()).newPage();
    await signIn(writer, wideMember);
    await gotoReady(writer, "/community/forum/new");
    await writer.getByLabel("Title").fill("T".padEnd(forumLimits.titleMax, "t"));
    await writer.getByLabel("Category").selectOption("introductions");
    await writer.getByLabel("Message").fill("A topic whose title is one very long word.");
    await writer.getByRole("button", { name: "Post Topic" }).click();
    await expect(writer).toHaveURL(/\/community\/forum\/topic\/\d+$/);
    const topic = new URL(writer.url()).pathname;
    await writer.context().close();
    await signIn(page, e2eAdmin);
    const session = await createDraftSession(page);
    const wide: string[] = [];
    const lists = ["/community/forum/category/introductions", topic];
    for (const path of [...memberPages, `/community/members/${wideMember.username}`, session, ...lists]) {
      await page.goto(path);
      await page.waitForLoadState("load");
      if ((await sidewaysScroll(page)) > 0) wide.push(path);
    }
    expect(wide).toEqual([]);
  });
});

for (const width of [320, 375]) {
  test.describe(`${width} px phone`, () => {
    // A phone, not a narrow desktop window: a page wider than the screen widens the layout viewport that fixed
    // elements are placed in, so a too-wide page pushes the launcher off the screen the reader sees.
    test.use({ viewport: { width, height: 720 }, isMobile: true, hasTouch: true });

    test("the unit assistant's launcher is on screen on a phase page", async ({ page }) => {
      await page.goto("/unit/2/phase/2");
      const launcher = page.getByRole("button", { name: "Ask the unit assistant" });
      await expect(launcher).toBeVisible();
      for (const step of ["top", "resource map"]) {
        if (step === "resource map") await page.locator("table").first().scrollIntoViewIfNeeded();
        const { left, right, screen } = await launcher.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return { left: box.left, right: box.right, screen: window.visualViewport?.width ?? window.innerWidth };
        });
        expect({ step, left: left >= 0, right: right <= screen }).toEqual({ step, left: true, right: true });
        expect(screen).toBe(width);
      }
    });
  });
}

test("375 px: the phone navigation names every link in visible words", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 720 });
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  for (const label of ["Courses", "Curriculum", "Community", "Programs", "Tools", "Impact"]) {
    const link = nav.getByRole("link", { name: label, exact: true });
    await expect(link).toBeVisible();
    expect(await link.evaluate((el) => (el as HTMLElement).innerText.trim())).toBe(label);
  }
});
