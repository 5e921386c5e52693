import { expect, type Page, test } from "@playwright/test";

// Issue 29, point 7 (decision 0036): project days beyond the spec's fixed units, written out here so the test does
// not trust the content to describe its own pages.
const extensions = [
  { path: "/unit/1", title: "Project work extension: Project Days 1-2", days: ["Project Day 1", "Project Day 2"] },
  { path: "/unit/4", title: "Project work extension: Days 5-9", days: ["Day 5", "Day 6", "Day 7", "Day 8", "Day 9"] },
  { path: "/unit/4/phase/1", title: "Project work extension: Days 5-9", days: ["Day 5", "Day 9"] },
  { path: "/unit/6", title: "Project work extension: Project Days 1-3", days: ["Project Day 1", "Project Day 3"] },
];

function section(page: Page, title: string) {
  return page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) });
}

for (const { path, title, days } of extensions) {
  test(`${path} shows its project work days in a marked section, each with a lesson plan and a handout`, async ({
    page,
    request,
  }) => {
    await page.goto(path);
    const work = section(page, title);
    await expect(work).toBeVisible();
    await expect(work.getByText("Project work extension", { exact: true })).toBeVisible();
    for (const day of days) {
      const card = work.locator("article").filter({ has: page.getByText(day, { exact: true }) });
      await expect(card, day).toHaveCount(1);
      const plan = card.locator('a[download][href$="_Lesson_Plan.docx"]');
      const handoutPdf = card.locator('a[download][href$="_Handout.pdf"]');
      await expect(plan, day).toHaveCount(1);
      await expect(handoutPdf, day).toHaveCount(1);
      for (const link of [plan, handoutPdf]) {
        const response = await request.get((await link.getAttribute("href"))!);
        expect(response.status(), day).toBe(200);
      }
    }
    // The files are the extension's own: the page's download list does not offer them (their teacher keys are
    // listed with the other keys, for educators).
    const listed = page.locator("#downloads a[download]:not([href*='Teacher_Key'])");
    await expect(listed.first()).toBeAttached();
    for (const href of await listed.evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? "")))
      expect(href).not.toMatch(/Project_Day_|Day_[5-9]_/);
  });
}
