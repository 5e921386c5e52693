import { expect, type Page, test } from "@playwright/test";
import { contactLimits } from "#shared/contact/schemas.ts";
import { expectNoAxeViolations, gotoInTheme } from "./support/axe.ts";
import { createMember, gotoReady, signIn } from "./support/members.ts";
import { e2eAdmin } from "./support/staff.ts";

const inbox = "/community/moderation/messages";

let visitors = 0;

/**
 * Sends a contact message through the real form endpoint, as a visitor would: each from an address of its own
 * (documentation range, through the e2e server's trusted proxy header), since the run's other contact tests use
 * up 127.0.0.1's five messages an hour.
 */
async function sendContactMessage(page: Page, name: string, message: string) {
  visitors += 1;
  const from = { "x-forwarded-for": `198.51.100.${visitors}` };
  const form = await (await page.request.get("/contact", { headers: from })).text();
  const startedAt = /name="startedAt" value="([^"]+)"/.exec(form)?.[1];
  expect(startedAt).toBeTruthy();
  // The form refuses messages sent faster than a person types.
  await page.waitForTimeout(contactLimits.minFillSeconds * 1000 + 300);
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}@example.org`;
  const response = await page.request.post("/contact", {
    form: { startedAt: startedAt!, website: "", name, email, senderType: "teacher", program: "", message },
    headers: from,
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  return email;
}

test("staff inbox: Mark Handled and Reopen return to the inbox with a confirmation", async ({ page }) => {
  const name = `Terry Teacher ${Date.now().toString(36)}`;
  await sendContactMessage(page, name, "Could you run the lab in May?");
  await signIn(page, e2eAdmin);
  await gotoReady(page, inbox);
  const card = page.getByRole("article", { name });
  await card.getByRole("button", { name: "Mark Handled" }).click();
  await expect(page).toHaveURL(/\/community\/moderation\/messages\?done=handled$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Messages");
  await expect(page.getByRole("status").filter({ hasText: "Message marked handled" })).toBeVisible();
  await expect(page.getByRole("article", { name })).toHaveCount(0);

  await page.getByLabel("Show").selectOption("handled");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/status=handled/);
  await page.getByRole("article", { name }).getByRole("button", { name: "Reopen" }).click();
  // The filter the staff member was looking at is kept.
  await expect(page).toHaveURL(/\/community\/moderation\/messages\?(type=&)?status=handled&done=reopen$/);
  await expect(page.getByRole("status").filter({ hasText: "Message reopened" })).toBeVisible();
  await expect(page.getByRole("article", { name })).toHaveCount(0);
});

test("staff inbox: Reply opens a mail with the subject and the quoted message", async ({ page }) => {
  const name = `Rita Reply ${Date.now().toString(36)}`;
  const email = await sendContactMessage(page, name, "Two questions:\nIs there a fee?");
  await signIn(page, e2eAdmin);
  await gotoReady(page, inbox);
  const reply = page.getByRole("article", { name }).getByRole("link", { name: `Reply to ${name}` });
  const href = (await reply.getAttribute("href")) ?? "";
  const url = new URL(href);
  expect(url.protocol).toBe("mailto:");
  expect(decodeURIComponent(url.pathname)).toBe(email);
  expect(href).not.toContain("+");
  expect(url.searchParams.get("subject")).toBe("Re: We received your message to GeneHive");
  const body = url.searchParams.get("body") ?? "";
  expect(body).toMatch(new RegExp(`${name} wrote:\\r\\n> Two questions:\\r\\n> Is there a fee\\?`));
});

for (const theme of ["light", "dark"] as const) {
  test(`staff inbox after an action: no accessibility violations (${theme})`, async ({ page }) => {
    await signIn(page, e2eAdmin);
    await gotoInTheme(page, `${inbox}?done=handled`, theme);
    await expect(page.getByRole("status").filter({ hasText: "Message marked handled" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 720 },
]) {
  test(`${viewport.width} px: staff find moderation, the inbox and accounts under "Staff" in the member menu`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, e2eAdmin);
    // A prerendered page: the member's part of the navigation comes from /api/me on every page alike.
    await page.goto("/courses");
    await expect(page.locator("[data-notification-bell]")).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    // Phones keep the member's choices in the account menu; wider screens show a Staff menu beside the name.
    if (viewport.width < 640) await nav.locator("summary[aria-label^='Account menu']").click();
    const staff = nav.locator("[data-staff-menu]:visible");
    if (viewport.width < 640) await expect(staff.getByText("Staff", { exact: true })).toBeVisible();
    else await staff.getByText("Staff", { exact: true }).click();
    for (const [name, href] of [
      ["Moderation", "/community/moderation"],
      ["Contact messages", "/community/moderation/messages"],
      ["Member accounts", "/community/moderation/accounts"],
      ["Educator requests", "/community/moderation/educators"],
    ] as const) {
      await expect(staff.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await staff.getByRole("link", { name: "Contact messages", exact: true }).click();
    await expect(page).toHaveURL(inbox);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Messages");
  });
}

test("1280 px: the longest navigation row (Spanish, a staff member signed in) fits without sideways scrolling", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, e2eAdmin);
  for (const path of ["/es/cursos", "/courses"]) {
    await page.goto(path);
    await expect(page.locator("[data-staff-menu]:visible")).toHaveCount(1);
    const sideways = await page.evaluate(() => {
      const scroller = document.scrollingElement ?? document.documentElement;
      return scroller.scrollWidth - scroller.clientWidth;
    });
    expect({ path, sideways }).toEqual({ path, sideways: 0 });
  }
});

test("an ordinary member's menu has no Staff entry, at any width", async ({ page }) => {
  const member = await createMember(page);
  await signIn(page, member);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/courses");
    await expect(page.locator("[data-notification-bell]")).toBeVisible();
    await expect(page.locator("[data-staff-menu]")).toHaveCount(0);
  }
  const me = await (await page.request.get("/api/me")).json();
  expect(me.user.staff).toBeUndefined();
});

test("1280 px: the Staff menu closes with Escape, focus back on its button", async ({ page }) => {
  await signIn(page, e2eAdmin);
  await page.goto("/courses");
  const staff = page.locator("[data-staff-menu]:visible");
  await staff.locator("summary").click();
  await expect(staff.getByRole("link", { name: "Moderation" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(staff.getByRole("link", { name: "Moderation" })).toBeHidden();
  await expect(staff.locator("summary")).toBeFocused();
});
