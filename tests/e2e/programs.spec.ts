import { type Browser, expect, type Page, test } from "@playwright/test";
import { contactLimits } from "#shared/contact/schemas.ts";
import { expectNoAxeViolations, gotoInTheme } from "./support/axe.ts";
import { gotoReady, signIn } from "./support/members.ts";
import { mailsWith } from "./support/outbox.ts";
import { e2eAdmin } from "./support/staff.ts";

/**
 * Issue 31: staff publish a session; families enrol a child from a phone, in Spanish, with JavaScript off and on;
 * staff see the roster. Serial: the families take the session's one place and then its waitlist.
 */
test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36);
const title = `Microbe Club ${stamp}`;
const titleEs = `Club de microbios ${stamp}`;
let sessionId = 0;
let privatePage = "";
/** The waitlisted family's first private link, which the offer's e-mail replaces. */
let waitlistPage = "";

const waitLikeAPerson = (page: Page) => page.waitForTimeout(contactLimits.minFillSeconds * 1000 + 300);

/** A family's phone: 375 px wide, in Spanish, coming from an address of its own (the run shares 127.0.0.1). */
async function phone(browser: Browser, javaScriptEnabled: boolean, address: string) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 800 },
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled,
    locale: "es",
    extraHTTPHeaders: { "x-forwarded-for": address },
  });
  return { page: await context.newPage(), close: () => context.close() };
}

async function expectNoSideScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth).catch(() => undefined);
  // Without JavaScript evaluate cannot run: the layout is checked on the JavaScript run.
  if (width !== undefined) expect(width).toBeLessThanOrEqual(375);
}

async function fillSpanishForm(page: Page, child: string, guardian: string) {
  await page.getByLabel("Su nombre completo").fill(guardian);
  await page.getByLabel("Su correo electrónico").fill(`${guardian.toLowerCase().replace(/\W+/g, ".")}@example.org`);
  await page.getByLabel("Nombre del niño o niña").fill(child);
  await page.getByLabel("Grado escolar").selectOption("7");
  await page.getByRole("radio", { name: "Español" }).check();
  await page.getByLabel(/Soy la madre, el padre o el tutor legal/).check();
}

test("staff create a session in the editor; it shows on /programs and /es/programas", async ({ page }) => {
  await signIn(page, e2eAdmin);
  await gotoReady(page, "/community/moderation/programs");
  await expect(page.getByRole("heading", { name: "Programs and sessions", level: 1 })).toBeVisible();
  const form = page.getByRole("form", { name: "Create session" });
  await form.getByLabel("Program").selectOption("after-school-labs");
  await form.getByLabel("Status").selectOption("open");
  await form.getByLabel("First day").fill("2099-02-02");
  await form.getByLabel("Last day").fill("2099-05-25");
  await form.getByLabel("Places").fill("1");
  await form.getByLabel("Place (address)").fill("Hive Lab, 12 Elm Street, Springfield");
  await form.getByLabel("Title (English)").fill(title);
  await form.getByLabel("Weekday and times (English)").fill("Tuesdays 3:30–5:00 pm");
  await form.getByLabel("Grades or ages (English)").fill("Grades 6–8");
  await form.getByLabel("Cost (English)").fill("$40 per term");
  // Fee help only in English: the Spanish page shows the English words, marked as English.
  await form.getByLabel("Fee help (English)").fill("Ask us about fee help");
  await form.getByLabel("Title (Spanish)").fill(titleEs);
  await form.getByLabel("Weekday and times (Spanish)").fill("Martes de 3:30 a 5:00 p. m.");
  await form.getByLabel("Grades or ages (Spanish)").fill("6.º a 8.º grado");
  await form.getByLabel("Cost (Spanish)").fill("USD 40 por trimestre");
  await form.getByRole("button", { name: "Create session" }).click();
  await expect(page).toHaveURL(/\/community\/moderation\/programs\/sessions\/\d+\?saved=created$/);
  sessionId = Number(/sessions\/(\d+)/.exec(page.url())?.[1]);
  await expect(page.getByText("Session created.")).toBeVisible();
  await expect(page.locator("[data-roster-counts]")).toContainText("0 of 1 places taken");
  // Published with a word missing in Spanish: the editor says so beside the session (and saved it all the same).
  await expect(page.locator('[data-missing-text="es"]')).toHaveText(
    "Spanish text missing: fee help. Spanish pages show the English text instead.",
  );
  // The record of staff actions is in words.
  await gotoReady(page, "/community/moderation/programs");
  await expect(page.locator('[data-program-action="session.create"]').first()).toContainText(
    `Created session “${title}” (open, 1 place)`,
  );

  await page.goto("/programs");
  await expect(page.locator(`[data-session="${sessionId}"]`)).toContainText(title);
  await page.goto("/es/programas");
  await expect(page.locator(`[data-session="${sessionId}"]`)).toContainText(titleEs);
  await expect(page.locator(`[data-session="${sessionId}"]`)).toContainText("Queda 1 lugar");
});

test("a family on a phone, in Spanish, without JavaScript: errors with kept input, then a place", async ({
  browser,
}) => {
  const { page, close } = await phone(browser, false, "198.51.100.131");
  await page.goto("/es/programas");
  await page
    .locator(`[data-session="${sessionId}"]`)
    .getByRole("link", { name: /Ver la sesión e inscribirse/ })
    .click();
  await expect(page).toHaveURL(`/es/programas/sesiones/${sessionId}`);
  await expect(page.getByRole("heading", { name: titleEs, level: 1 })).toBeVisible();
  // The English words standing in for Spanish ones say they are English (WCAG 3.1.2); the Spanish ones do not.
  await expect(page.locator('[lang="en"]', { hasText: "Ask us about fee help" })).toBeVisible();
  await expect(page.locator("h1")).not.toHaveAttribute("lang", "en");
  // The language switcher leads to the same session in English, not to the English home page.
  await expect(page.locator('[data-lang-switch="en"]').first()).toHaveAttribute(
    "href",
    `/programs/sessions/${sessionId}`,
  );
  // The terms the consent box names open at their section on programs.
  await expect(page.getByRole("link", { name: "Leer los términos" })).toHaveAttribute(
    "href",
    "/es/terminos#program-enrolment",
  );
  await fillSpanishForm(page, "Lucía", "Marta Gómez");
  await page.getByLabel(/Necesidades de accesibilidad o médicas/).fill("Alergia al maní\nLleva su inhalador");
  await page.getByLabel("Su correo electrónico").fill("marta-sin-arroba");
  await waitLikeAPerson(page);
  await page.getByRole("button", { name: "Inscribir" }).click();
  const summary = page.getByRole("alert");
  await expect(summary).toContainText("Revise el formulario, por favor");
  await expect(summary).toContainText("Escriba un correo electrónico válido, por favor.");
  // What was typed is all still there.
  await expect(page.getByLabel("Nombre del niño o niña")).toHaveValue("Lucía");
  await expect(page.getByLabel("Grado escolar")).toHaveValue("7");
  await expect(page.getByLabel(/Soy la madre/)).toBeChecked();
  await page.getByLabel("Su correo electrónico").fill("marta.gomez@example.org");
  await page.getByRole("button", { name: "Inscribir" }).click();
  await expect(page).toHaveURL(/\/es\/programas\/inscripcion\/[\w-]+\?new=1$/);
  privatePage = new URL(page.url()).pathname;
  await expect(page.locator("[data-enrolment-status]")).toHaveText("Lucía tiene un lugar en esta sesión.");
  await expect(page.getByRole("status").first()).toContainText("Gracias: recibimos su inscripción");
  // The switcher leads to the same private page in English.
  const english = privatePage.replace("/es/programas/inscripcion/", "/programs/enrolment/");
  await expect(page.locator('[data-lang-switch="en"]').first()).toHaveAttribute("href", english);
  await page.goto(english);
  await expect(page.locator("[data-enrolment-status]")).toHaveText("Lucía has a place in this session.");
  await close();
});

test("a second family on a phone, in Spanish, with JavaScript: the session is full, so a waitlist position", async ({
  browser,
}) => {
  const { page, close } = await phone(browser, true, "198.51.100.132");
  await page.goto(`/es/programas/sesiones/${sessionId}`);
  await expect(page.getByText("Completa: las nuevas familias pasan a la lista de espera")).toBeVisible();
  // The form of a full session says what sending it does.
  await expect(page.getByRole("heading", { name: "Anotarse en la lista de espera", level: 2 })).toBeVisible();
  await expectNoSideScroll(page);
  await fillSpanishForm(page, "Mateo", "Ana Pérez");
  await waitLikeAPerson(page);
  await page.getByRole("button", { name: "Anotarse en la lista de espera" }).click();
  await expect(page.locator("[data-enrolment-status]")).toHaveText(
    "Mateo tiene el número 1 en la lista de espera. Le escribiremos si se libera un lugar.",
  );
  waitlistPage = new URL(page.url()).pathname;
  // A family on the waitlist holds no place: cancelling takes the child off the list.
  await expect(page.locator('[data-action-hint="cancel"]')).toHaveText(
    "Su hijo o hija sale de la lista de espera; las familias que siguen avanzan un puesto.",
  );
  await expectNoSideScroll(page);

  // The same child again, from the same e-mail: refused, with a heading of its own and where to look.
  await page.goto(`/es/programas/sesiones/${sessionId}`);
  await fillSpanishForm(page, "MATEO ", "Ana Pérez");
  await waitLikeAPerson(page);
  await page.getByRole("button", { name: "Anotarse en la lista de espera" }).click();
  const refusal = page.getByRole("alert");
  await expect(refusal).toContainText("Ya hay una inscripción en esta sesión");
  await expect(refusal).toContainText("ya está en la lista de espera de esta sesión");
  await expect(refusal).not.toContainText("Revise el formulario");
  await expect(page.getByLabel("Nombre del niño o niña")).toHaveValue("MATEO ");
  await close();
});

test("staff see the roster: the place taken and the family waiting", async ({ page }) => {
  await signIn(page, e2eAdmin);
  await gotoReady(page, `/community/moderation/programs/sessions/${sessionId}`);
  await expect(page.locator("[data-roster-counts]")).toContainText("1 of 1 places taken");
  await expect(page.locator("[data-roster-counts]")).toContainText("1 on the waitlist");
  await expect(page.locator('[data-roster-row="confirmed"]')).toContainText("Lucía, grade 7");
  await expect(page.locator('[data-roster-row="waitlist"]')).toContainText("Waitlist #1");
  await expect(page.getByRole("link", { name: "Download the roster (CSV)" })).toHaveAttribute(
    "href",
    `/community/moderation/programs/sessions/${sessionId}/roster.csv`,
  );
});

test("the private page at 1280 px: labels and answers both read well, notes keep their lines", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(privatePage.replace("/es/programas/inscripcion/", "/programs/enrolment/"));
  const email = page.locator("dd", { hasText: "marta.gomez@example.org" });
  const label = page.locator("dt", { hasText: "Staff may take photos" });
  // The e-mail address on one line; the long photo question wraps in a label column of sensible width.
  const lineHeight = await email.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
  expect((await email.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
  expect((await email.boundingBox())!.width).toBeGreaterThan(300);
  expect((await label.boundingBox())!.width).toBeLessThanOrEqual(14 * 16 + 1);
  const notes = page.locator("dd", { hasText: "Alergia al maní" });
  expect(await notes.evaluate((el) => (el as HTMLElement).innerText)).toMatch(/^Alergia al maní\n+Lleva su inhalador$/);
  await expect(page.locator('[data-action-hint="cancel"]')).toHaveText(
    "The place goes to the next family on the waitlist.",
  );
});

test("from their private pages, the first family cancels and the waitlisted family accepts the freed place", async ({
  browser,
}) => {
  // The private page sends no referrer to other sites, and its own forms still count as the site's: with
  // `Referrer-Policy: no-referrer` the browser posted `Origin: null` and every button here was refused.
  const first = await phone(browser, false, "198.51.100.131");
  const response = await first.page.goto(privatePage);
  // A list of policies (the site's, then the page's): the browser applies the last it knows.
  expect(response?.headers()["referrer-policy"]?.split(/[,\n]/).at(-1)?.trim()).toBe("same-origin");

  // The family changes its details (no JavaScript): a new phone, and photos now allowed.
  await first.page.getByText("Cambiar sus datos").click();
  await first.page.getByLabel("Su teléfono").fill("+1 555 0199");
  await first.page.getByLabel(/El personal puede tomar fotos/).check();
  await first.page.getByRole("button", { name: "Guardar los cambios" }).click();
  await expect(first.page.getByText("Guardamos sus cambios.")).toBeVisible();
  await expect(first.page.locator("dd", { hasText: "+1 555 0199" })).toBeVisible();
  await expect(first.page.locator("dt", { hasText: "El personal puede tomar fotos" }).locator("+ dd")).toHaveText("Sí");

  // Cancelling cannot be undone: the button does nothing until its box is ticked.
  const cancel = first.page.getByRole("button", { name: "Cancelar la inscripción" });
  await cancel.click();
  await expect(first.page.locator("[data-enrolment-status]")).toHaveText("Lucía tiene un lugar en esta sesión.");
  await first.page.getByLabel("Sí, cancelar el lugar de Lucía").check();
  await cancel.click();
  await expect(first.page.locator("[data-enrolment-status]")).toHaveText("Esta inscripción está cancelada.");
  await expect(first.page.getByText("Cambiar sus datos")).toHaveCount(0);
  await first.close();

  // The offer goes by e-mail with a new private link (the outbox in the server's data folder).
  let offer: string | undefined;
  await expect
    .poll(() => (offer = mailsWith("Mateo").find((mail) => mail.includes("Hay un lugar para usted"))), {
      timeout: 20_000,
    })
    .toBeTruthy();
  const link = offer?.match(/\/es\/programas\/inscripcion\/[\w-]{32}/)?.[0];
  expect(link).toBeTruthy();
  const second = await phone(browser, true, "198.51.100.132");
  await second.page.goto(link!);
  await second.page.getByRole("button", { name: "Aceptar el lugar" }).click();
  await expect(second.page.locator("[data-enrolment-status]")).toHaveText("Mateo tiene un lugar en esta sesión.");
  // The first link the family had was replaced by the offer's: it says so, and where to look.
  await second.page.goto(waitlistPage);
  const old = second.page.locator("[data-enrolment-not-found]");
  await expect(old).toContainText("el enlace de ese correo reemplazó a este");
  await expect(old.getByRole("link", { name: "escríbanos con el formulario de contacto" })).toHaveAttribute(
    "href",
    "/es/contacto",
  );
  await second.close();
});

test("staff save a program's facts: the panel stays open, its confirmation focused", async ({ page }) => {
  await signIn(page, e2eAdmin);
  await gotoReady(page, "/community/moderation/programs");
  const panel = page.locator('[data-facts="community-hubs"]');
  await panel.locator("summary").click();
  await panel.getByLabel("Cost (English)").fill(`Free (${stamp})`);
  await panel.getByRole("button", { name: /Save facts of/ }).click();
  const saved = panel.getByRole("status");
  await expect(saved).toHaveText("Program facts saved.");
  await expect(saved).toBeFocused();
  await expect(panel).toHaveAttribute("open", "");
  await expect(panel.getByLabel("Cost (English)")).toHaveValue(`Free (${stamp})`);
  await expect(page.locator('[data-program-action="facts.update"]').first()).toContainText(
    "Updated the facts of “Community Biotech Hubs”: cost (English)",
  );
});

test("staff cancel a place in two steps, and the family is e-mailed in its language", async ({ page }) => {
  await signIn(page, e2eAdmin);
  await gotoReady(page, `/community/moderation/programs/sessions/${sessionId}`);
  const row = page.locator('[data-roster-row="confirmed"]', { hasText: "Mateo" });
  // No button cancels at once: the row's panel opens first, and its box must be ticked.
  await expect(row.getByRole("button", { name: /Cancel the enrolment/ })).toBeHidden();
  await row.getByText("Cancel…").click();
  await row.getByLabel(/Yes, cancel Mateo's enrolment/).check();
  await row.getByRole("button", { name: /Cancel the enrolment/ }).click();
  await expect(page.getByText("Enrolment cancelled and the family e-mailed")).toBeVisible();
  await expect(page.locator('[data-roster-row="cancelled"]', { hasText: "Mateo" })).toBeVisible();
  await expect
    .poll(() => mailsWith("Inscripción cancelada").find((mail) => mail.includes("Mateo")), { timeout: 20_000 })
    .toBeTruthy();
});

test.describe("no accessibility violations on the new pages", () => {
  // One test per page and theme: axe on a busy machine takes seconds a page, more than one test's time for all six.
  const familyPages = [
    ["/es/programas", () => "/es/programas"],
    ["/programs", () => "/programs"],
    ["a session", () => `/programs/sessions/${sessionId}`],
    ["its Spanish page", () => `/es/programas/sesiones/${sessionId}`],
    ["the private page", () => privatePage],
    ["/courses", () => "/courses"],
  ] as const;
  for (const theme of ["light", "dark"] as const) {
    for (const [name, url] of familyPages) {
      test(`families' pages: ${name} (${theme})`, async ({ page }) => {
        await gotoInTheme(page, url(), theme);
        await expectNoAxeViolations(page);
      });
    }

    for (const [name, url] of [
      ["the programs editor", () => "/community/moderation/programs"],
      ["a session's roster", () => `/community/moderation/programs/sessions/${sessionId}`],
    ] as const) {
      test(`staff pages: ${name} (${theme})`, async ({ page }) => {
        await signIn(page, e2eAdmin);
        await gotoInTheme(page, url(), theme);
        await expect(page.locator("html[data-hydrated]")).toBeAttached();
        await expectNoAxeViolations(page);
      });
    }
  }
});
