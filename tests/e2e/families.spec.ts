import { readFileSync } from "node:fs";
import { type Browser, type CDPSession, expect, type Page, test } from "@playwright/test";
import { validationMessages } from "#shared/auth/schemas.ts";
import { contactLimits } from "#shared/contact/schemas.ts";
import { contactMessages, contactMessagesFor } from "#shared/contact/validation.ts";
import { catalogue } from "#shared/i18n/catalogues.ts";
import { expectNoAxeViolations, gotoInTheme, testAxeInBothThemes } from "./support/axe.ts";
import { createMember, gotoReady, signIn } from "./support/members.ts";
import { mailsWith } from "./support/outbox.ts";
import { sitePages } from "./support/site-pages.ts";

// The pages families and schools look for, the contact form (with and without JavaScript) and the
// member's settings page. The server is the production build playwright.config.ts starts; its mail goes
// to the outbox in its data folder.

const familyPages = sitePages.filter((p) => p.family);

for (const { path: url, h1 } of familyPages) {
  test(`${url}: one h1, no React, title, description and canonical`, async ({ page }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    await expect(page.locator("h1")).toHaveCount(1);
    // Like the other public pages: the shared site.js (and the contact form's own small script), no bundle.
    await expect(page.locator('script[src^="/assets/"], script[type="module"]')).toHaveCount(0);
    const scripts = await page.locator("script[src]").evaluateAll((s) => s.map((e) => e.getAttribute("src")));
    expect(scripts.sort()).toEqual(url === "/contact" ? ["/contact.js", "/site.js"] : ["/site.js"]);
    await expect(page).toHaveTitle(new RegExp(`^${h1} \\| GeneHive$`));
    expect((await page.locator('meta[name="description"]').getAttribute("content"))?.length).toBeGreaterThan(50);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${url}$`));
  });

  test(`${url}: fits a 320 px screen without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto(url);
    const overflowing = await page.evaluate(
      () => [...document.querySelectorAll("body *")].filter((el) => el.getBoundingClientRect().right > 321).length,
    );
    expect(overflowing).toBe(0);
  });

  testAxeInBothThemes(url);
}

test("the header keeps the site name down to 320 px; the footer links every family page", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  for (const url of ["/", "/contact", "/auth"]) {
    await page.goto(url);
    const home = page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "GeneHive home" });
    await expect(home.getByText("GeneHive", { exact: true })).toBeVisible();
    const footer = page.locator("footer");
    for (const [name, href] of [
      ["Programs", "/programs"],
      ["Contact", "/contact"],
      ["FAQ", "/faq"],
      ["Privacy", "/privacy"],
      ["Terms", "/terms"],
    ] as const) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(footer.getByRole("link", { name: /hello@genehive\.example/ })).toHaveAttribute(
      "href",
      "mailto:hello@genehive.example",
    );
    await expect(footer.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute("target", "_blank");
  }
});

test("the landing page's Enroll Now leads to the courses, which say where to enrol a child; the offerings lead to the programs", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Enroll Now" })).toHaveAttribute("href", "/courses");
  await page.getByRole("link", { name: "Enroll Now" }).click();
  await expect(page).toHaveURL("/courses");
  await expect(page.locator("[data-enrol-notice]").getByRole("link")).toHaveAttribute("href", "/programs");
  await page.goto("/");
  const details = page.getByRole("link", { name: /^Ages, dates, costs and how to join/ });
  await expect(details).toHaveCount(4);
  await details.first().click();
  await expect(page).toHaveURL("/programs#after-school-labs");
  await expect(page.getByRole("heading", { name: "K-12 After-School Labs", level: 3 })).toBeInViewport();
  // Unconfirmed facts are marked, never stated.
  await expect(page.locator("[data-placeholder]").first()).toContainText("To be announced");
  await page.getByRole("link", { name: "Ask about camps" }).click();
  await expect(page).toHaveURL("/contact?program=camps-and-bootcamps");
  await expect(page.getByLabel("Program of interest")).toHaveValue("camps-and-bootcamps");
});

test("/faq carries FAQPage structured data with every question on the page", async ({ page }) => {
  await page.goto("/faq");
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  const data = JSON.parse(json ?? "{}") as { "@type": string; mainEntity: Array<{ name: string }> };
  expect(data["@type"]).toBe("FAQPage");
  const questions = await page.locator("main article h3").allTextContents();
  expect(data.mainEntity.map((q) => q.name)).toEqual(questions);
  expect(questions.length).toBeGreaterThanOrEqual(8);
});

test("/privacy and /terms are dated and versioned, with a working table of contents", async ({ page }) => {
  for (const url of ["/privacy", "/terms"]) {
    await page.goto(url);
    await expect(page.getByText(/^Version \d+\.\d+ · Effective /)).toBeVisible();
    const contents = page.getByRole("navigation", { name: "On this page" });
    const last = contents.getByRole("link").last();
    await last.click();
    await expect(page.locator(`[id="${(await last.getAttribute("href"))!.slice(1)}"]`)).toBeInViewport();
  }
});

test("the sitemap lists the new public pages", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const url of ["/programs", "/contact", "/faq", "/privacy", "/terms"]) {
    expect(sitemap).toContain(`${url}</loc>`);
  }
});

// --- The contact form

let senders = 0;
function sender() {
  senders += 1;
  const id = `${Date.now().toString(36)}${senders}`;
  return { name: `Parent ${id}`, email: `parent-${id}@example.org`, message: `We would like to join. (${id})` };
}

async function fillContact(page: Page, who: ReturnType<typeof sender>) {
  await page.getByLabel("Your name").fill(who.name);
  await page.getByLabel("Your e-mail address").fill(who.email);
  await page.getByLabel("I am a").selectOption("parent");
  await page.getByLabel("Program of interest").selectOption("after-school-labs");
  await page.getByLabel("Your message").fill(who.message);
}

/** A person takes longer than the minimum fill time; so does the test, before it sends. */
const waitLikeAPerson = (page: Page) => page.waitForTimeout(contactLimits.minFillSeconds * 1000 + 300);

/**
 * Changes the page's DOM through the DevTools protocol, which works where page.evaluate cannot: in a
 * browser with JavaScript turned off.
 */
async function editDom(
  page: Page,
  edit: (cdp: CDPSession, find: (selector: string) => Promise<number[]>) => Promise<void>,
) {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const find = async (selector: string) =>
    (await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector })).nodeIds;
  await edit(cdp, find);
  await cdp.detach();
}

async function withoutJavaScript(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { page: await context.newPage(), close: () => context.close() };
}

const fieldError = (page: Page, label: string) => page.getByLabel(label).locator("xpath=..").locator("p[id$='-error']");

test.describe("contact form", () => {
  // One server, one client address (127.0.0.1): the rate-limit test must come after the sends it counts.
  test.describe.configure({ mode: "serial" });

  test("without JavaScript: every validation message, next to its field and in the summary", async ({ browser }) => {
    const { page, close } = await withoutJavaScript(browser);
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL("/contact");
    const summary = page.getByRole("alert");
    await expect(summary).toContainText("Please check the form");
    // Sent at once: the minimum fill time answers too.
    await expect(summary).toContainText(contactMessages.tooQuick);
    await expect(fieldError(page, "Your name")).toHaveText(contactMessages.nameRequired);
    await expect(fieldError(page, "Your e-mail address")).toHaveText(validationMessages.invalidEmail);
    await expect(fieldError(page, "I am a")).toHaveText(contactMessages.senderTypeRequired);
    await expect(fieldError(page, "Your message")).toHaveText(contactMessages.messageTooShort);
    await expect(page.getByLabel("Your name")).toHaveAttribute("aria-invalid", "true");
    await expect(summary.getByRole("link", { name: contactMessages.nameRequired })).toHaveAttribute(
      "href",
      "#contact-name",
    );

    // Too long, and a program that is not on the list: the browser's own limits taken off, as a robot would.
    await editDom(page, async (cdp, find) => {
      for (const nodeId of await find("[maxlength]"))
        await cdp.send("DOM.removeAttribute", { nodeId, name: "maxlength" });
      const [option] = await find('#contact-program option[value="teacher-training"]');
      await cdp.send("DOM.setAttributeValue", { nodeId: option!, name: "value", value: "no-such-program" });
    });
    await page.getByLabel("Your name").fill("N".repeat(contactLimits.nameMax + 1));
    await page.getByLabel("Your e-mail address").fill(`${"a".repeat(250)}@example.org`);
    await page.getByLabel("Program of interest").selectOption("no-such-program");
    await page.getByLabel("Your message").fill("M".repeat(contactLimits.messageMax + 1));
    await waitLikeAPerson(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).not.toContainText(contactMessages.tooQuick);
    await expect(fieldError(page, "Your name")).toHaveText(contactMessages.nameTooLong);
    await expect(fieldError(page, "Your e-mail address")).toHaveText(validationMessages.emailTooLong);
    await expect(fieldError(page, "Program of interest")).toHaveText(contactMessages.programUnknown);
    await expect(fieldError(page, "Your message")).toHaveText(contactMessages.messageTooLong);
    // What was typed comes back, so nothing is lost.
    await expect(page.getByLabel("Your message")).toHaveValue("M".repeat(contactLimits.messageMax + 1));
    await close();
  });

  test("without JavaScript: a message is sent, stored and mailed to the team and the sender", async ({ browser }) => {
    const { page, close } = await withoutJavaScript(browser);
    const who = sender();
    await page.goto("/contact");
    await fillContact(page, who);
    await waitLikeAPerson(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL("/contact?sent=1");
    await expect(page.getByRole("heading", { name: "Message sent" })).toBeVisible();

    // The mail worker writes both a moment after the answer.
    await expect.poll(() => mailsWith(who.message).length).toBe(1);
    await expect.poll(() => mailsWith(`\nTo: ${who.email}\n`).length).toBe(1);
    const [toTeam] = mailsWith(who.message);
    expect(toTeam).toContain("To: hello@genehive.example");
    expect(toTeam).toContain(`Reply-To: ${who.email}`);
    expect(toTeam).toContain(`Name: ${who.name}`);
    expect(toTeam).toContain("I am a: Parent or guardian");
    expect(toTeam).toContain("Program of interest: K-12 After-School Labs");
    const confirmation = mailsWith(`\nTo: ${who.email}\n`);
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]).toContain("Subject: We received your message to GeneHive");
    // Nothing the sender typed is repeated to the address they gave.
    expect(confirmation[0]).not.toContain(who.message);
    expect(confirmation[0]).not.toContain(who.name);
    await close();
  });

  test("without JavaScript: a robot that fills the hidden field is thanked, and nothing is sent", async ({
    browser,
  }) => {
    const { page, close } = await withoutJavaScript(browser);
    const who = sender();
    await page.goto("/contact");
    await fillContact(page, who);
    await page.locator('input[name="website"]').fill("https://spam.example", { force: true });
    await waitLikeAPerson(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: "Message sent" })).toBeVisible();
    expect(mailsWith(who.email)).toEqual([]);
    await close();
  });

  test("with JavaScript: messages appear in place, then the message is sent with a toast", async ({ page }) => {
    const who = sender();
    await page.goto("/contact");
    // Set once: a full page load would lose it, so it shows the form was answered in place.
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await page.getByLabel("Your e-mail address").fill("not-an-address");
    await waitLikeAPerson(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    const summary = page.getByRole("alert");
    await expect(summary).toBeFocused();
    await expect(fieldError(page, "Your name")).toHaveText(contactMessages.nameRequired);
    await expect(fieldError(page, "Your e-mail address")).toHaveText(validationMessages.invalidEmail);
    await expect(fieldError(page, "I am a")).toHaveText(contactMessages.senderTypeRequired);
    await expect(fieldError(page, "Your message")).toHaveText(contactMessages.messageTooShort);
    await expect(page.getByLabel("Your e-mail address")).toHaveValue("not-an-address");
    await expectNoAxeViolations(page);

    await fillContact(page, who);
    await page.getByRole("button", { name: "Send Message" }).click();
    const toast = page.getByRole("status").filter({ hasText: "Message sent" });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("We have e-mailed you a confirmation");
    // Focus moves to the confirmation that replaced the form, so keyboard and screen reader users land on it.
    const sent = page.locator("[data-contact-success]");
    await expect(sent).toBeFocused();
    await expect(sent.getByRole("heading", { name: "Message sent" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await expectNoAxeViolations(page);
    await expect.poll(() => mailsWith(who.message).length).toBe(1);
    await expect.poll(() => mailsWith(`\nTo: ${who.email}\n`).length).toBe(1);
    await page.getByRole("button", { name: "Close" }).click();
    await expect(toast).toBeHidden();
  });

  test("in Spanish: messages in place, the toast and the confirmation e-mail in Spanish", async ({ page }) => {
    const m = contactMessagesFor("es");
    const who = sender();
    await page.goto("/es/contacto");
    await expect(page.locator("form")).toHaveAttribute("action", "/es/contacto");
    await page.getByLabel("Su correo electrónico").fill("no-es-un-correo");
    await waitLikeAPerson(page);
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    const summary = page.getByRole("alert");
    await expect(summary).toBeFocused();
    await expect(summary).toContainText("Revise el formulario");
    await expect(fieldError(page, "Su nombre")).toHaveText(m.nameRequired);
    await expect(fieldError(page, "Su correo electrónico")).toHaveText(m.invalidEmail);
    await expect(fieldError(page, "Soy")).toHaveText(m.senderTypeRequired);
    await expect(fieldError(page, "Su mensaje")).toHaveText(m.messageTooShort);
    await expectNoAxeViolations(page);

    await page.getByLabel("Su nombre").fill(who.name);
    await page.getByLabel("Su correo electrónico").fill(who.email);
    await page.getByLabel("Soy").selectOption({ label: "Madre, padre o tutor" });
    await page.getByLabel("Programa de interés").selectOption({ label: "Campamentos de verano y cursos intensivos" });
    await page.getByLabel("Su mensaje").fill(who.message);
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    const toast = page.getByRole("status").filter({ hasText: "Mensaje enviado" });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Le enviamos una confirmación");
    const sent = page.locator("[data-contact-success]");
    await expect(sent).toBeFocused();
    await expect(sent.getByRole("link", { name: "Enviar otro mensaje" })).toHaveAttribute("href", "/es/contacto");
    await page.getByRole("button", { name: "Cerrar" }).click();
    await expect(toast).toBeHidden();

    // The team reads English and learns the sender's language; the sender's confirmation is in Spanish.
    await expect.poll(() => mailsWith(who.message).length).toBe(1);
    await expect.poll(() => mailsWith(`\nTo: ${who.email}\n`).length).toBe(1);
    const [toTeam] = mailsWith(who.message);
    expect(toTeam).toContain("I am a: Parent or guardian");
    expect(toTeam).toContain("Program of interest: Summer Camps & Bootcamps");
    expect(toTeam).toContain("Language: Spanish");
    const [confirmation] = mailsWith(`\nTo: ${who.email}\n`);
    const words = catalogue("es").contact.confirmation;
    expect(confirmation).toContain(`Subject: ${words.subject}`);
    expect(confirmation).toContain("Content-Language: es");
    expect(confirmation).toContain(words.body);
    expect(confirmation).not.toContain(who.message);
    expect(confirmation).not.toContain(who.name);
  });

  test("in Spanish without JavaScript: the server answers in Spanish, the minimum fill time too", async ({
    browser,
  }) => {
    const { page, close } = await withoutJavaScript(browser);
    const m = contactMessagesFor("es");
    await page.goto("/es/contacto?program=teacher-training");
    await expect(page.getByLabel("Programa de interés")).toHaveValue("teacher-training");
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page).toHaveURL("/es/contacto");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const summary = page.getByRole("alert");
    await expect(summary).toContainText("Revise el formulario");
    await expect(summary).toContainText(m.tooQuick);
    await expect(fieldError(page, "Su nombre")).toHaveText(m.nameRequired);
    await expect(fieldError(page, "Su mensaje")).toHaveText(m.messageTooShort);
    // The English form still answers in English.
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toContainText(contactMessages.tooQuick);
    await close();
  });

  test("too many messages from one address: 429 with Retry-After and a clear message", async ({ page }) => {
    test.setTimeout(120_000);
    let refused: { status: number; retryAfter: string | undefined } | undefined;
    // However many of this address's messages the tests above sent, the limit is reached within one hour's quota.
    for (let attempt = 0; attempt < 6 && !refused; attempt++) {
      await page.goto("/contact");
      await fillContact(page, sender());
      await waitLikeAPerson(page);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/contact")),
        page.getByRole("button", { name: "Send Message" }).click(),
      ]);
      if (response.status() === 429) refused = { status: 429, retryAfter: response.headers()["retry-after"] };
      else await expect(page.getByRole("heading", { name: "Message sent" })).toBeVisible();
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused?.retryAfter)).toBeGreaterThan(0);
    await expect(page.getByRole("alert")).toContainText("Too many messages from your network. Please try again in");
  });
});

test("/community/settings: passes axe in both themes and downloads the member's own data", async ({ page }) => {
  const member = await createMember(page);
  await signIn(page, member);
  for (const theme of ["light", "dark"] as const) {
    await gotoInTheme(page, "/community/settings", theme);
    await expect(page.getByRole("heading", { level: 1, name: "Account Settings" })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await gotoReady(page, "/community/settings");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download My Data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^genehive-data-${member.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
  );
  const data = JSON.parse(readFileSync(await download.path(), "utf8")) as { account: { email: string } };
  expect(data.account.email).toBe(member.email);
});
