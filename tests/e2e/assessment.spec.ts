import { expect, test } from "@playwright/test";
import { getUnit } from "#app/content/curriculum/index.ts";
import { signIn } from "./support/members.ts";
import { e2eAdmin } from "./support/staff.ts";

// Issue 29, point 3: each unit page offers its end-of-unit assessment beside the downloads (its key with the unit's
// keys, for educators: issue 30), outside
// the download list the spec fixes (which counts only `a[download]` links).
for (const n of [1, 2, 3, 4, 5, 6]) {
  test(`/unit/${n}: the end-of-unit assessment downloads for anyone, its key for educators only, and the spec's download list is unchanged`, async ({
    page,
    request,
  }) => {
    await page.goto(`/unit/${n}`);
    const group = page.locator("#downloads [data-assessment]");
    await expect(group.getByRole("heading", { name: "End-of-unit assessment" })).toBeVisible();
    const links = group.getByRole("link");
    const hrefs = await links.evaluateAll((as) => as.map((a) => [a.getAttribute("href"), a.hasAttribute("download")]));
    expect(hrefs).toEqual([
      [`/materials/unit${n}/Unit_${n}_End_of_Unit_Assessment.pdf`, false],
      [`/materials/unit${n}/Unit_${n}_End_of_Unit_Assessment.docx`, false],
    ]);
    await expect(page.locator("#downloads a[download]")).toHaveCount(getUnit(n)!.materials.length);
    for (const [href] of hrefs) {
      const response = await request.get(href as string);
      expect(response.status(), href as string).toBe(200);
      expect(response.headers()["content-disposition"]).toMatch(/^attachment;/);
      const head = (await response.body()).subarray(0, 4).toString("latin1");
      expect(head, href as string).toBe((href as string).endsWith(".docx") ? "PK\u0003\u0004" : "%PDF");
    }

    // The key is listed with the unit's other keys (issue 30): a visitor is told to sign in, staff download it.
    const keys = [
      `/materials/unit${n}/Unit_${n}_End_of_Unit_Assessment_Teacher_Key.pdf`,
      `/materials/unit${n}/Unit_${n}_End_of_Unit_Assessment_Teacher_Key.docx`,
    ];
    const keyGroup = page.locator("#downloads [data-teacher-keys]");
    for (const key of keys) await expect(keyGroup.locator(`a[href="${key}"]`)).toHaveCount(1);
    for (const key of keys) {
      const refused = await request.get(key, { maxRedirects: 0 });
      expect(refused.status(), key).toBe(403);
      expect(await refused.text(), key).toContain("Sign in or create an account");
    }
    await signIn(page, e2eAdmin);
    for (const key of keys) {
      const response = await page.request.get(key);
      expect(response.status(), key).toBe(200);
      expect(response.headers()["cache-control"]).toBe("private, no-store");
      const head = (await response.body()).subarray(0, 4).toString("latin1");
      expect(head, key).toBe(key.endsWith(".docx") ? "PK\u0003\u0004" : "%PDF");
    }
  });

  test(`/unit/${n}: the described rubric and its scoring sheet download, outside the download list`, async ({
    page,
    request,
  }) => {
    await page.goto(`/unit/${n}`);
    const group = page.locator("#downloads [data-rubrics]");
    await expect(group.getByRole("heading", { name: "Rubrics" })).toBeVisible();
    const hrefs = await group
      .getByRole("link")
      .evaluateAll((as) => as.map((a) => [a.getAttribute("href") ?? "", a.hasAttribute("download")] as const));
    // Each rubric comes as the student rubric and the scoring sheet, each in both formats.
    const kinds = hrefs.map(([href]) => href.replace(/^.*_(Rubric|Scoring_Sheet)\./, "$1."));
    expect(kinds.length % 4).toBe(0);
    expect(kinds.length).toBeGreaterThan(0);
    for (let i = 0; i < kinds.length; i += 4)
      expect(kinds.slice(i, i + 4)).toEqual(["Rubric.pdf", "Rubric.docx", "Scoring_Sheet.pdf", "Scoring_Sheet.docx"]);
    expect(hrefs.every(([href, download]) => href.startsWith(`/materials/unit${n}/`) && !download)).toBe(true);
    for (const [href] of hrefs) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()["content-disposition"]).toMatch(/^attachment;/);
    }
  });
}
