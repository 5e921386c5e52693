import { type Browser, expect, type Page, test } from "@playwright/test";
import { newMember } from "#tests/support/members.ts";
import { expectNoAxeViolations, gotoInTheme } from "./support/axe.ts";
import { createMember, signIn } from "./support/members.ts";
import { e2eAdmin } from "./support/staff.ts";

// Educator access (issue 30), walked as people would: a teacher asks, staff approve, the teacher downloads a key
// and the keys zip and saves the unit offline; signed out, the same key is refused, from the offline copy too.

const KEY = "/materials/unit2/phase1/Day_2_Meet_the_Pathogens_Handout_Teacher_Key.pdf";

async function staffPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, { ...newMember("x"), email: e2eAdmin.email, password: e2eAdmin.password });
  return page;
}

async function fillRequest(page: Page) {
  await page.getByLabel("School or organisation").fill("Lincoln High School");
  await page.getByLabel("Your role").fill("Biology teacher");
  await page.getByLabel("Subject and grades").fill("Biology, grades 9-10");
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText("Request sent")).toBeVisible();
}

/** Requests access over HTTP and has staff approve it, for tests about what an educator sees. */
async function makeEducator(page: Page, browser: Browser, member: { username: string }) {
  const sent = await page.request.post("/community/settings/educator", {
    form: { organisation: "Lincoln High School", position: "Biology teacher", subjects: "Biology 9", schoolEmail: "" },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(302);
  const staff = await staffPage(browser);
  const html = await (await staff.request.get("/community/moderation/educators")).text();
  const entry = html.slice(html.indexOf(`data-educator-request="${member.username}"`));
  const userId = entry.match(/name="userId" value="([^"]+)"/)![1]!;
  const done = await staff.request.post("/community/moderation/educators", {
    form: { userId, decision: "approved", reason: "" },
    maxRedirects: 0,
  });
  expect(done.status()).toBe(302);
  await staff.context().close();
}

test.describe("the journey", () => {
  test.use({ serviceWorkers: "allow" });

  test("a member requests access, staff approve, the member downloads a key and the keys zip; signed out, the key is refused, offline too", async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(180_000);
    const member = await createMember(page);
    await signIn(page, member);

    // A member sees that the keys exist, for verified educators, and where to ask.
    await page.goto("/unit/2/phase/1");
    const keys = page.locator("[data-teacher-keys]");
    await expect(keys.getByText("For verified educators.")).toBeVisible();
    const refused = await page.request.get(KEY, { maxRedirects: 0 });
    expect(refused.status()).toBe(403);
    await keys.getByRole("link", { name: "Request educator access" }).click();
    await expect(page).toHaveURL(/\/community\/settings\/educator$/);
    await fillRequest(page);

    // Staff approve it from their queue, with a reason that is recorded.
    const staff = await staffPage(browser);
    await staff.goto("/community/moderation/educators");
    const entry = staff.locator(`[data-educator-request="${member.username}"]`);
    await expect(entry).toContainText("Lincoln High School");
    await entry.getByLabel("Reason (recorded; sent to the member)").fill("Checked the school's staff list");
    await entry.getByRole("button", { name: "Approve" }).click();
    await expect(staff.getByText("Approved: the member is an educator now and has been told.")).toBeVisible();
    await expect(staff.locator(`[data-educator-request="${member.username}"]`)).toContainText(
      `approved by @${e2eAdmin.username} (Checked the school's staff list)`,
    );
    await staff.context().close();

    // The educator's unit page lists the keys without the note, and both downloads work.
    await page.goto("/unit/2/phase/1");
    await expect(keys.getByText("For verified educators.")).toBeHidden();
    const [key] = await Promise.all([
      page.waitForEvent("download"),
      keys.getByRole("link", { name: /Day 2.*Teacher key.*PDF/ }).click(),
    ]);
    expect(await key.failure()).toBeNull();
    expect(key.suggestedFilename()).toBe("Day_2_Meet_the_Pathogens_Handout_Teacher_Key.pdf");
    const [zip] = await Promise.all([
      page.waitForEvent("download"),
      keys.getByRole("link", { name: "All keys (.zip)" }).click(),
    ]);
    expect(await zip.failure()).toBeNull();
    expect(zip.suggestedFilename()).toBe("unit2-phase1-teacher-keys.zip");

    // Saved for offline by the educator, the unit carries its keys.
    await page.goto("/unit/2");
    await page.getByRole("button", { name: "Save this unit for offline" }).click();
    await expect(page.getByRole("status").filter({ hasText: /Saved for offline use/ })).toBeVisible({
      timeout: 120_000,
    });
    const offlineFetch = (url: string) =>
      page.evaluate(
        (u) =>
          fetch(u).then(
            (r) => r.status,
            () => "failed",
          ),
        url,
      );
    await context.setOffline(true);
    expect(await offlineFetch(KEY)).toBe(200);
    await context.setOffline(false);

    // Signed out on this (shared) computer: refused online, and the offline copy holds no key any more.
    await page.getByRole("button", { name: `Sign out ${member.fullName}` }).click();
    await expect(page).toHaveURL(/\/(auth)?$/);
    expect((await page.request.get(KEY, { maxRedirects: 0 })).status()).toBe(403);
    await expect
      .poll(() => page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith("genehive-keys-"))))
      .toEqual([]);
    await context.setOffline(true);
    expect(await offlineFetch(KEY)).toBe("failed");
    await context.setOffline(false);
  });
});

test.describe("accessibility of the new pages", () => {
  for (const theme of ["light", "dark"] as const) {
    test(`request form, staff queue and unit page as member and educator: no violations (${theme})`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(60_000);
      const member = await createMember(page);
      await signIn(page, member);
      await gotoInTheme(page, "/community/settings/educator", theme);
      await expectNoAxeViolations(page);
      await gotoInTheme(page, "/unit/2/phase/1", theme);
      await expect(page.locator("[data-teacher-keys]").getByText("For verified educators.")).toBeVisible();
      await expectNoAxeViolations(page);

      await makeEducator(page, browser, member);
      await gotoInTheme(page, "/unit/2", theme);
      await expect(page.locator("[data-teacher-keys]").getByText("For verified educators.")).toBeHidden();
      await expectNoAxeViolations(page);

      const staff = await staffPage(browser);
      await gotoInTheme(staff, "/community/moderation/educators", theme);
      await expect(staff.getByRole("heading", { level: 1, name: "Educator requests" })).toBeVisible();
      await expectNoAxeViolations(staff);
      await staff.context().close();
    });
  }
});
