import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, gotoInTheme } from "./support/axe.ts";

// The unit assistant widget on /unit/1 (its panel, streaming, limits, errors and export). The server behind it is the
// built-in offline curriculum guide; some tests replace the network to control timing or force failures.

const UNIT_TITLE = "Cultivating Tomorrow: Biology and Food Justice";
const STORAGE_KEY = "genehive.assistant.unit-1";

const launcher = (page: Page) => page.getByRole("button", { name: "Ask the unit assistant" });
const panel = (page: Page) => page.getByRole("dialog", { name: "Unit assistant" });
const input = (page: Page) => panel(page).getByRole("textbox", { name: "Your question" });
const sendButton = (page: Page) => panel(page).getByRole("button", { name: "Send" });
const stopButton = (page: Page) => panel(page).getByRole("button", { name: "Stop" });
const log = (page: Page) => panel(page).getByRole("log", { name: "Conversation" });
const replies = (page: Page) => log(page).locator("span", { hasText: /^Assistant$/ });

/**
 * Opens an exported .doc the way a teacher's office suite does (LibreOffice, headless, left to detect the file
 * itself as a double-click does) and reads the PDF it prints: its text, the text of its first page, and how much
 * of the first page is ink (a blank first page is white all over).
 */
function wordDocumentAsPdf(doc: string): { text: string; firstPage: string; firstPageInk: number } {
  const dir = mkdtempSync(path.join(tmpdir(), "genehive-doc-"));
  try {
    writeFileSync(path.join(dir, "answer.doc"), doc);
    // A profile of its own, so a LibreOffice the machine is running elsewhere does not take the job.
    execFileSync(
      "soffice",
      [
        `-env:UserInstallation=file://${dir}/profile`,
        "--headless",
        "--convert-to",
        "pdf",
        "--outdir",
        dir,
        "answer.doc",
      ],
      { cwd: dir, stdio: "ignore", timeout: 60_000 },
    );
    const pdf = path.join(dir, "answer.pdf");
    const text = (...args: string[]) =>
      execFileSync("pdftotext", [...args, "-layout", "-enc", "UTF-8", pdf, "-"], { encoding: "utf8" });
    // The first page as a grey image (PGM: a text header, then one byte per pixel).
    execFileSync("pdftoppm", ["-f", "1", "-l", "1", "-r", "20", "-gray", pdf, path.join(dir, "page")]);
    const image = readFileSync(path.join(dir, "page-1.pgm"));
    const pixels = image.subarray(image.length - Math.floor(image.length * 0.9));
    const ink = pixels.filter((v) => v < 200).length / pixels.length;
    return { text: text(), firstPage: text("-f", "1", "-l", "1"), firstPageInk: ink };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Unit and phase pages ship no React: the launcher works once the page's own script has run (the island loader). */
const assistantReady = (page: Page) => page.locator("[data-assistant][data-ready]");

async function openAssistant(page: Page) {
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
}

/** Types a question in the panel and sends it with Enter, as a teacher does. */
async function askQuestion(page: Page, question: string) {
  await input(page).fill(question);
  await input(page).press("Enter");
}

/** Records the bodies the widget posts to /api/assistant (the request still goes to the server). */
function recordRequests(page: Page) {
  const bodies: {
    messages: { role: string; content: string }[];
    unitContext: { unit: number; phase?: number; title: string };
  }[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/assistant") && request.method() === "POST") bodies.push(request.postDataJSON());
  });
  return bodies;
}

/**
 * Replaces the network for /api/assistant with a stream the test controls: it sends `first` at once and
 * "Second part." when `window.__release()` is called; aborting the request errors the stream.
 */
async function controlledStream(page: Page, first = "**First** part. ") {
  await page.addInitScript((first) => {
    const w = window as unknown as { __release?: () => void; __aborted?: boolean };
    const realFetch = window.fetch.bind(window);
    const event = (content: string) =>
      new TextEncoder().encode(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`);
    window.fetch = async (input, init) => {
      if (!String(input).endsWith("/api/assistant")) return realFetch(input, init);
      const released = new Promise<void>((resolve) => {
        w.__release = resolve;
      });
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(event(first));
          init?.signal?.addEventListener("abort", () => {
            w.__aborted = true;
            controller.error(new DOMException("The user aborted a request.", "AbortError"));
          });
          await released;
          if (init?.signal?.aborted) return;
          controller.enqueue(event("Second part."));
          controller.enqueue(new TextEncoder().encode("data: [DONE]\n\n"));
          controller.close();
        },
      });
      return new Response(body, { headers: { "Content-Type": "text/event-stream" } });
    };
  }, first);
}

test("a labelled floating button opens a 24rem by 600px panel, loaded only then; Escape closes it", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/unit/1");
  await expect(launcher(page)).toBeVisible();
  await expect(panel(page)).toHaveCount(0);
  expect(scripts.filter((s) => s.includes("assistant-panel"))).toEqual([]);

  await launcher(page).focus();
  await page.keyboard.press("Enter");
  await expect(panel(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
  expect(scripts.filter((s) => s.includes("assistant-panel"))).toHaveLength(1);
  const box = await panel(page).boundingBox();
  expect(box?.width).toBeCloseTo(384, 0);
  expect(box?.height).toBeCloseTo(600, 0);

  await page.keyboard.press("Escape");
  await expect(panel(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();

  await page.setViewportSize({ width: 375, height: 700 });
  await launcher(page).click();
  expect(await panel(page).boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 700 });
  await panel(page).getByRole("button", { name: "Close the assistant" }).click();
  await expect(panel(page)).toBeHidden();
});

test("Enter sends, Shift+Enter adds a line, a blank message is not sent, and the reply renders as Markdown", async ({
  page,
}) => {
  const bodies = recordRequests(page);
  await page.goto("/unit/1");
  await openAssistant(page);

  await input(page).fill("   \n  ");
  await expect(sendButton(page)).toBeDisabled();
  await input(page).press("Enter");
  await input(page).fill("");
  await input(page).pressSequentially("Which lessons address");
  await input(page).press("Shift+Enter");
  await input(page).pressSequentially("HS-LS2-7?");
  await expect(input(page)).toHaveValue("Which lessons address\nHS-LS2-7?");
  expect(bodies).toHaveLength(0);

  await input(page).press("Enter");
  await expect(input(page)).toHaveValue("");
  // The line break is kept in the sent message.
  await expect(log(page)).toContainText("Which lessons address\nHS-LS2-7?", { useInnerText: true });
  await expect(log(page).getByRole("link", { name: /^Lesson 6:/ })).toHaveAttribute("href", "/unit/1#lesson-6");
  await expect(log(page).locator("strong", { hasText: "Offline curriculum guide." })).toBeVisible();
  await expect(input(page)).toBeEnabled();
  await expect(input(page)).toBeFocused();

  expect(bodies).toHaveLength(1);
  expect(bodies[0]?.messages).toEqual([{ role: "user", content: "Which lessons address\nHS-LS2-7?" }]);
  expect(bodies[0]?.unitContext).toMatchObject({ unit: 1, title: UNIT_TITLE });
});

test("while a reply streams in, input and Send are disabled; it appears progressively", async ({ page }) => {
  await controlledStream(page);
  await page.goto("/unit/1");
  await openAssistant(page);
  await input(page).fill("How do I adapt lesson 2?");
  await sendButton(page).click();

  await expect(log(page).locator("strong", { hasText: "First" })).toBeVisible();
  await expect(log(page)).not.toContainText("Second part.");
  await expect(input(page)).toBeDisabled();
  await expect(sendButton(page)).toBeDisabled();
  await expect(stopButton(page)).toBeVisible();

  await page.evaluate(() => (window as unknown as { __release: () => void }).__release());
  await expect(log(page)).toContainText("First part. Second part.");
  await expect(input(page)).toBeEnabled();
  await expect(stopButton(page)).toHaveCount(0);
});

test("Stop cancels the request, keeps what had arrived with its formatting closed, and says it was stopped", async ({
  page,
}) => {
  await controlledStream(page, "**First** part. _A draft drawn");
  await page.goto("/unit/1");
  await openAssistant(page);
  await askQuestion(page, "Adapt lesson 2 for 45 minutes");
  await expect(log(page).locator("strong", { hasText: "First" })).toBeVisible();

  await stopButton(page).click();
  await expect(stopButton(page)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __aborted?: boolean }).__aborted)).toBe(true);
  await expect(log(page)).toContainText("First part.");
  await expect(log(page).locator("em", { hasText: /^A draft drawn$/ })).toBeVisible();
  await expect(log(page).locator("em", { hasText: /^\(stopped\)$/ })).toBeVisible();
  await expect(log(page)).not.toContainText("_A draft");
  await expect(input(page)).toBeEnabled();
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
});

test("Stop before any text arrives removes the empty reply", async ({ page }) => {
  // The request stays pending until the page cancels it.
  await page.route("**/api/assistant", () => {});
  await page.goto("/unit/1");
  await openAssistant(page);
  await askQuestion(page, "Hello?");
  await expect(log(page)).toContainText("Thinking…");
  await expect(input(page)).toBeDisabled();
  await stopButton(page).click();
  await expect(log(page)).not.toContainText("Thinking…");
  await expect(replies(page)).toHaveCount(0);
  await expect(log(page)).toContainText("Hello?");
  await expect(input(page)).toBeEnabled();
});

for (const [name, fail] of [
  ["a server error", { status: 500, contentType: "application/json", body: '{"error":"boom"}' }],
  ["an empty body", { status: 200, contentType: "text/event-stream", body: "" }],
  [
    "a stream error event",
    { status: 200, contentType: "text/event-stream", body: 'data: {"error":{"message":"x"}}\n\n' },
  ],
  ["a network failure", "abort"],
] as const) {
  test(`on ${name}: toast 'Error' 'Failed to get response. Please try again.' and the placeholder is removed`, async ({
    page,
  }) => {
    await page.route("**/api/assistant", (route) => (fail === "abort" ? route.abort() : route.fulfill(fail)));
    await page.goto("/unit/1");
    await openAssistant(page);
    await askQuestion(page, "Will this work?");
    const toast = page.locator("[data-sonner-toast][data-type='error']");
    await expect(toast).toContainText("Error");
    await expect(toast).toContainText("Failed to get response. Please try again.");
    await expect(replies(page)).toHaveCount(0);
    await expect(log(page)).toContainText("Will this work?");
    await expect(input(page)).toBeEnabled();
  });
}

test("a teacher over the limit sees the server's message, with how long to wait, in the panel", async ({ page }) => {
  const message = "Too many questions in a short time. Please wait 8 minutes and try again.";
  await page.route("**/api/assistant", (route) =>
    route.fulfill({
      status: 429,
      contentType: "application/json",
      headers: { "Retry-After": "480" },
      body: JSON.stringify({ error: message }),
    }),
  );
  await page.goto("/unit/1");
  await openAssistant(page);
  await askQuestion(page, "One more question?");
  await expect(panel(page).getByRole("alert")).toHaveText(message);
  await expect(page.locator("[data-sonner-toast][data-type='error']")).toContainText("Please wait 8 minutes");
  await expect(panel(page)).not.toContainText("Failed to get response");
  await expect(replies(page)).toHaveCount(0);
  await expect(input(page)).toBeEnabled();
});

test("Download saves the conversation as a Word-compatible .doc named from the unit title and time", async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date(2026, 10, 22, 15, 30));
  await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [
    STORAGE_KEY,
    JSON.stringify([
      { role: "user", content: "Draft a family letter {for} <script>alert('x')</script>" },
      { role: "assistant", content: "Draft: Dear families & friends,\n\nWe are growing food." },
    ]),
  ] as const);
  await page.goto("/unit/1");
  await openAssistant(page);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    panel(page).getByRole("button", { name: "Download", exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("Cultivating_Tomorrow_Biology_and_Food_Justice_2026-11-22_1530.doc");
  const doc = readFileSync((await download.path())!, "utf8");
  expect(doc.startsWith("{\\rtf1")).toBe(true);
  expect(doc).toContain(UNIT_TITLE);
  expect(doc).toContain("November 22, 2026");
  expect(doc.indexOf("You\\par")).toBeLessThan(doc.indexOf("Assistant\\par"));
  // The teacher's braces are text, not RTF groups.
  expect(doc).toContain("Draft a family letter \\{for\\}");
  expect(doc).toContain("Dear families & friends,");
});

test("each answer exports alone to a document LibreOffice opens with its title on a first page that is not blank", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/unit/2/phase/2");
  await expect(assistantReady(page)).toHaveCount(1);
  await openAssistant(page);
  await askQuestion(page, "What happens on Day 7?");
  await expect(replies(page)).toHaveCount(1);
  await expect(log(page)).toContainText("A draft drawn from the unit's published content");
  await askQuestion(page, "make a rubric for the checkpoint");
  await expect(replies(page)).toHaveCount(2);
  await expect(log(page).getByRole("button", { name: "Download answer 2 as a Word document" })).toBeVisible({
    timeout: 20_000,
  });
  const answer: string = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem("genehive.assistant.unit-2-phase-2") ?? "[]").at(-1).content,
  );
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    log(page).getByRole("button", { name: "Download answer 2 as a Word document" }).click(),
  ]);
  const doc = readFileSync((await download.path())!, "utf8");
  // The chosen answer and its question, not the rest of the conversation.
  expect(doc).toContain("make a rubric for the checkpoint");
  expect(doc).not.toContain("What happens on Day 7?");
  expect(doc).toMatch(/HYPERLINK "https?:\/\/[^"]+\/unit\/2\/phase\/2#lesson-14"/);

  const { text, firstPage, firstPageInk } = wordDocumentAsPdf(doc);
  expect(firstPageInk).toBeGreaterThan(0.01);
  // The whole title, first on the first page (it may wrap, never cut).
  const title = "Unit 2, Phase 2: Disease Transmission & Herd Immunity";
  expect(firstPage.trimStart().replace(/\s+/g, " ").startsWith(title)).toBe(true);
  // The phase's published checkpoint rubric, not a drafted one.
  expect(text).toContain("Checkpoint 2: Herd immunity policy brief - rubric");
  // Every level of every criterion, as the teacher read it in the panel, word for word.
  const wordsOf = (s: string) =>
    s
      .split(/\s+/)
      .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ""))
      .filter(Boolean);
  const printed = new Set(wordsOf(text));
  for (const row of answer.split("\n").filter((line) => line.startsWith("| **")))
    expect(
      wordsOf(row.replace(/[*|]/g, " ")).filter((w) => !printed.has(w)),
      row,
    ).toEqual([]);
  expect(text).not.toMatch(/\*\*|^#{1,6} |\| ?-{3}|\]\(/m);
});

test("the conversation survives a reload in the tab; New conversation clears it", async ({ page }) => {
  await page.goto("/unit/1");
  await openAssistant(page);
  await askQuestion(page, "What materials do I need for lesson 1?");
  // The guide's closing line: the whole reply has arrived.
  await expect(log(page)).toContainText("A draft drawn from the unit's published content");
  await expect(input(page)).toBeEnabled();

  await page.reload();
  await openAssistant(page);
  await expect(log(page)).toContainText("What materials do I need for lesson 1?");
  await expect(replies(page)).toHaveCount(1);
  await expect(log(page).locator("strong", { hasText: "Offline curriculum guide." })).toBeVisible();

  await panel(page).getByRole("button", { name: "New conversation" }).click();
  await expect(log(page)).not.toContainText("What materials");
  await expect(log(page)).toContainText("Ask how to adapt this unit");
  expect(await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEY)).toBeNull();
  await page.reload();
  await openAssistant(page);
  await expect(replies(page)).toHaveCount(0);
});

for (const theme of ["light", "dark"] as const) {
  test(`no axe violations with the panel open (${theme})`, async ({ page }) => {
    await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [
      STORAGE_KEY,
      JSON.stringify([
        { role: "user", content: "Adapt lesson 2 for a 45-minute block" },
        {
          role: "assistant",
          content:
            "**Offline curriculum guide.** See [Lesson 2](/unit/1#lesson-2) and [a source](https://example.org).\n\n### Timing\n\n| Activity | Planned | In the block |\n| --- | --- | --- |\n| Hook | 8 min | 5 min |\n\n- one\n- two\n\n`code`",
        },
      ]),
    ] as const);
    await gotoInTheme(page, "/unit/1", theme);
    await expectNoAxeViolations(page);
    await openAssistant(page);
    await expect(log(page).getByRole("table")).toBeVisible();
    await expect(log(page).getByRole("link", { name: /a source/ })).toHaveAttribute("target", "_blank");
    await expectNoAxeViolations(page);
  });
}

test("when the panel's code cannot be fetched, the page stays and offers a retry that works", async ({ page }) => {
  await page.route("**/assets/assistant-panel-*.js", (route) => route.abort("internetdisconnected"));
  await page.goto("/unit/1");
  await expect(assistantReady(page)).toHaveCount(1);
  await launcher(page).click();
  const alert = page.getByRole("alert").filter({ hasText: "Failed to get response. Please try again." });
  await expect(alert).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(UNIT_TITLE);
  await page.unroute("**/assets/assistant-panel-*.js");
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(panel(page)).toBeVisible();
});

test("unit pages load no React until the assistant is wanted; if its code cannot be fetched, a retry works", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.route("**/assets/island-*.js", (route) => route.abort("internetdisconnected"));
  await page.goto("/unit/3");
  await expect(assistantReady(page)).toHaveCount(1);
  expect(scripts.filter((s) => s.startsWith("/assets/"))).toEqual([]);
  await launcher(page).click();
  const alert = page.getByRole("alert").filter({ hasText: "Failed to get response. Please try again." });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole("button", { name: "Try again" })).toBeFocused();
  await page.unroute("**/assets/island-*.js");
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(panel(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
  expect(scripts.some((s) => /^\/assets\/island-/.test(s))).toBe(true);
});

test("a unit page reached from a page that runs React (the sign-in page) still arrives whole, with its assistant", async ({
  page,
}) => {
  await page.goto("/auth");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Curriculum" }).click();
  await expect(page).toHaveURL("/curriculum");
  await page
    .getByRole("link", { name: /Unit 2/ })
    .first()
    .click();
  await expect(page).toHaveURL("/unit/2");
  await expect(assistantReady(page)).toHaveCount(1);
  await openAssistant(page);
});

test("hovering the launcher fetches the assistant's code before the click", async ({ page }) => {
  await page.goto("/unit/2/phase/1");
  await expect(assistantReady(page)).toHaveCount(1);
  const island = page.waitForRequest(/\/assets\/island-.*\.js$/);
  await launcher(page).hover();
  await island;
  await openAssistant(page);
});

test("on a phase page the assistant answers about that phase, in a conversation of its own", async ({ page }) => {
  const bodies = recordRequests(page);
  await page.goto("/unit/2");
  await expect(assistantReady(page)).toHaveCount(1);
  await openAssistant(page);
  await askQuestion(page, "What happens on Day 1?");
  await expect(log(page)).toContainText("A draft drawn from the unit's published content");

  await page.goto("/unit/2/phase/3");
  await expect(assistantReady(page)).toHaveCount(1);
  await openAssistant(page);
  await expect(log(page)).not.toContainText("What happens on Day 1?");
  await askQuestion(page, "Which lessons use data?");
  await expect(log(page)).toContainText("A draft drawn from the unit's published content");
  await expect(
    log(page)
      .getByRole("link", { name: /Day 17/ })
      .first(),
  ).toHaveAttribute("href", /^\/unit\/2\/phase\/3#lesson-17$/);
  expect(bodies.at(-1)?.unitContext).toMatchObject({ unit: 2, phase: 3 });
  expect(bodies.at(-1)?.unitContext.title).toContain("Phase 3");
});

test("the open panel keeps Tab inside it, Escape closes it and gives focus back to the launcher", async ({ page }) => {
  await page.goto("/unit/2/phase/2");
  await expect(assistantReady(page)).toHaveCount(1);
  await openAssistant(page);
  await askQuestion(page, "What happens on Day 7?");
  await expect(log(page)).toContainText("A draft drawn from the unit's published content");
  const inPanel = () => page.evaluate(() => !!document.activeElement?.closest("[role=dialog]"));
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    expect(await inPanel(), `Tab ${i + 1}`).toBe(true);
  }
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press("Shift+Tab");
    expect(await inPanel(), `Shift+Tab ${i + 1}`).toBe(true);
  }
  await expect(panel(page)).toHaveAttribute("aria-modal", "true");
  await page.keyboard.press("Escape");
  await expect(panel(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();
});

test("on a phase page a skip link near the top reaches the assistant in a few Tabs", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/unit/2/phase/2");
  await expect(assistantReady(page)).toHaveCount(1);
  const skip = page.getByRole("link", { name: "Skip to the unit assistant" });
  let tabs = 0;
  while (tabs < 5 && !(await skip.evaluate((el) => el === document.activeElement))) {
    await page.keyboard.press("Tab");
    tabs++;
  }
  expect(tabs).toBeLessThanOrEqual(3);
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(launcher(page)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(panel(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
});
