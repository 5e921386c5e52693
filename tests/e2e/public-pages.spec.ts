import { expect, type Locator, type Page, test } from "@playwright/test";
import { specImpactRows } from "../spec/impact-table.ts";
import { testAxeInBothThemes } from "./support/axe.ts";
import { sitePages } from "./support/site-pages.ts";

const publicPages = sitePages.filter((p) => !p.family);

async function expectHref(scope: Page | Locator, name: string | RegExp, href: string) {
  await expect(scope.getByRole("link", { name, exact: typeof name === "string" })).toHaveAttribute("href", href);
}

async function expectNewTab(link: Locator, url: RegExp) {
  await expect(link).toHaveAttribute("href", url);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await expect(link).toContainText("(opens in a new tab)");
}

/** The link is an in-page anchor whose target exists, and following it brings the target into view. */
async function expectScrollsTo(page: Page, link: Locator, id: string) {
  await expect(link).toHaveAttribute("href", `#${id}`);
  await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
}

function heading(page: Page, name: string, level?: number) {
  return page.getByRole("heading", { name, exact: true, level });
}

for (const { path, h1 } of publicPages) {
  test(`${path}: one h1, no client JavaScript, title, description, Open Graph and canonical`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    await expect(page.locator("h1")).toHaveCount(1);
    // Static pages: only the theme script and site.js, no React bundle.
    await expect(page.locator('script[src^="/assets/"], script[type="module"]')).toHaveCount(0);

    await expect(page).toHaveTitle(/ \| GeneHive$/);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length).toBeGreaterThan(50);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toMatch(new RegExp(`^https?://[^/]+${path === "/" ? "/" : path}$`));
    const og = (property: string) => page.locator(`meta[property="og:${property}"]`);
    await expect(og("url")).toHaveAttribute("content", canonical!);
    await expect(og("type")).toHaveAttribute("content", "website");
    await expect(og("title")).toHaveAttribute("content", await page.title());
    await expect(og("description")).toHaveAttribute("content", description!);
  });

  test(`${path}: fits a 320 px screen without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto(path);
    const overflowing = await page
      .locator("main")
      .evaluate(
        (main) =>
          [...main.querySelectorAll("*")].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
            .length,
      );
    expect(overflowing).toBe(0);
  });

  testAxeInBothThemes(path);
}

/** The page's cards: list items of the main content that have a heading of their own. */
const cardsOf = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3 }) });

test("landing page: hero, benefits, statistics, testimonials, problem, offerings, funding", async ({ page }) => {
  await page.goto("/");
  await expectHref(page, "Explore Courses", "/courses");
  await expectHref(page, /^Learn More\W+why schools choose GeneHive$/, "/why-genehive");
  await expect(page.getByRole("link", { name: /^Learn More/ })).toHaveText(/^Learn More/);
  await expectHref(page, "Enroll Now", "/courses");
  for (const benefit of ["Interactive Labs", "Expert Instructors", "Online Community", "Certification"]) {
    await expect(heading(page, benefit, 3)).toBeVisible();
  }
  const main = page.locator("main");
  await expect(main).toContainText("50% increase in STEM major selection");
  await expect(main).toContainText("30% improvement in engagement & scores");
  await expect(main.locator("figure blockquote")).toHaveCount(2);
  await expect(main).toContainText("underrepresented in biology");
  for (const offering of [
    "K-12 After-School Labs",
    "Summer Camps & Bootcamps",
    "Teacher Training & Curriculum Support",
    "Community Biotech Hubs",
  ]) {
    await expect(heading(page, offering, 3)).toBeVisible();
  }
  await expect(main).toContainText("seeking initial funding");
  await expect(page.getByRole("link", { name: "Talk With Us About Funding" })).toHaveAttribute(
    "href",
    /^mailto:[^?]+@[^?]+\?subject=Funding%20GeneHive$/,
  );
});

test("/courses: two course cards, XQ Competencies with an outside link, why section", async ({ page }) => {
  await page.goto("/courses");
  const cards = cardsOf(page);
  const pbl = cards.filter({ hasText: "Innovating through Biology for Real-World Impact" });
  await expect(pbl).toContainText("High School Biology • Project-Based Learning");
  await expect(pbl.getByRole("link", { name: /^Explore Course/ })).toHaveAttribute("href", "/pbl-course");
  await expect(pbl.getByRole("link", { name: /^Explore Course/ })).toHaveAccessibleName(
    /^Explore Course\W+Innovating through Biology for Real-World Impact$/,
  );
  const bio = cards.filter({ hasText: "Biomimetic Biology: Innovation and Design Through Nature" });
  await expect(bio.getByRole("link", { name: /^Explore Course/ })).toHaveAttribute("href", "/biomimetic-course");
  await expect(page.getByRole("link", { name: /^Explore Course/ })).toHaveCount(2);

  await expect(heading(page, "What Are the XQ Competencies?", 2)).toBeVisible();
  await expectNewTab(page.getByRole("link", { name: /XQ Competencies/ }), /^https:\/\/xqsuperschool\.org\//);
  await expect(heading(page, "Why GeneHive?", 2)).toBeVisible();
  await expectHref(page, "Discover Our Approach", "/why-genehive");
});

test("/pbl-course: hero buttons, intro, six units, callout, standards and call to action", async ({ page }) => {
  await page.goto("/pbl-course");
  await expect(page.getByRole("main")).toContainText("High School Biology • Project-Based Learning");
  await expectHref(page, "Why GeneHive?", "/why-genehive");
  await expectHref(page, "Educational Tools", "/tools");
  await expect(heading(page, "Become a Real-World Problem Solver", 2)).toBeVisible();
  for (const card of ["Real-World Impact", "Innovation-Driven", "Collaborative", "NGSS Aligned"]) {
    await expect(heading(page, card, 3)).toBeVisible();
  }
  await expect(heading(page, "Course Units", 2)).toBeVisible();
  const units = [
    "Cultivating Tomorrow: Biology and Food Justice",
    "Community Immunity",
    "Environmental Engineers: Biology and Climate Solutions",
    "NeuroNature: Designing Biomimetic Systems",
    "Health Equity: Biology and Community Resilience",
    "Cancer and Community: Biology, Care and Advocacy",
  ];
  for (const [index, title] of units.entries()) await expectHref(page, title, `/unit/${index + 1}`);
  await expect(heading(page, "Optional: Biomimicry Project", 3)).toBeVisible();
  await expect(heading(page, "XQ Competencies", 3)).toBeVisible();
  await expect(heading(page, "NGSS Standards", 3)).toBeVisible();
  await expect(page.getByRole("main")).toContainText("HS-LS2-7");
  await expect(heading(page, "Ready to Make an Impact?", 2)).toBeVisible();

  await expectScrollsTo(page, page.getByRole("link", { name: "Get Started Today" }), "units");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectScrollsTo(page, page.getByRole("link", { name: "Explore Units" }), "units");
});

test("/biomimetic-course: hero buttons, sections, three of eleven modules, closing links", async ({ page }) => {
  await page.goto("/biomimetic-course");
  await expectNewTab(page.getByRole("link", { name: /^Access Full Course/ }), /^https:\/\//);
  await expectHref(page, "Our Approach", "/why-genehive");
  for (const title of [
    "Course Overview",
    "Guiding Themes",
    "Course Modules",
    "Signature Projects",
    "Competencies and Learning Outcomes",
    "Technology Integration",
  ]) {
    await expect(heading(page, title, 2)).toBeVisible();
  }
  await expect(page.locator("#overview li")).toHaveCount(6);
  for (const theme of ["The Adjacent Possible", "Liquid Networks", "Error and Serendipity", "The Slow Hunch"]) {
    await expect(page.locator("#themes").getByRole("heading", { name: theme, exact: true })).toBeVisible();
  }
  const modules = page.locator("#modules");
  for (const shown of ["Introduction to Biomimicry and Innovation", "The Adjacent Possible", "Liquid Networks"]) {
    await expect(modules.getByRole("heading", { name: shown, exact: true })).toBeVisible();
  }
  await expect(modules.getByRole("heading", { name: "Exaptation", exact: true })).toHaveCount(0);
  await expect(modules.getByText(/^Project:/)).toHaveCount(3);
  await expect(modules.getByText(/^Lesson:/)).toHaveCount(6);
  await expect(modules.getByRole("heading", { name: "8 More Modules Available", level: 3 })).toBeVisible();
  await expectNewTab(modules.getByRole("link", { name: /^See all modules/ }), /^https:\/\//);
  for (const project of [
    "Biomimicry Innovation Challenges",
    "Operation Outbreak",
    "CRISPR Environmental Solutions",
    "Biomimetic City Design",
  ]) {
    await expect(page.locator("#projects").getByRole("heading", { name: project, exact: true })).toBeVisible();
  }
  for (const sdg of [3, 9, 11, 13, 14, 15]) {
    await expect(page.locator("#outcomes").getByText(`SDG ${sdg}`, { exact: true })).toHaveCount(1);
  }
  for (const tech of ["VR Headsets", "CRISPR Tools", "Data Visualization", "Design Software"]) {
    await expect(page.locator("#technology").getByRole("heading", { name: tech, exact: true })).toBeVisible();
  }
  await expectHref(page, "Join Our Community", "/community");
  await expectHref(page, "Explore Resources", "/tools");

  await expectScrollsTo(page, page.getByRole("link", { name: "Explore Course Units" }), "modules");
});

test("/why-genehive: ideal for, highlights, appeal, implementation, success, closing banner", async ({ page }) => {
  await page.goto("/why-genehive");
  await expect(heading(page, "Ideal For", 2)).toBeVisible();
  await expect(page.locator("#ideal-for li")).toHaveCount(5);
  await expect(page.locator("#highlights li")).toHaveCount(4);
  for (const title of ["Administrative Appeal", "Teacher Enthusiasm", "Student Outcomes"]) {
    await expect(heading(page, title, 3)).toBeVisible();
  }
  await expect(heading(page, "Implementation Considerations", 2)).toBeVisible();
  await expect(heading(page, "Success Indicators", 2)).toBeVisible();
  await expect(page.getByRole("main")).toContainText("32 lessons");
  const banner = page.locator("#get-started");
  await expect(banner.getByRole("heading", { level: 2 })).toBeVisible();
  await expectHref(banner, "Explore Courses", "/courses");
});

test("/tools: eleven tools with category, tags and a new-tab 'Open GPT Tool' link", async ({ page }) => {
  await page.goto("/tools");
  const cards = cardsOf(page);
  await expect(cards).toHaveCount(11);
  const links = page.getByRole("link", { name: /^Open GPT Tool/ });
  await expect(links).toHaveCount(11);
  const hrefs = new Set<string>();
  for (const link of await links.all()) {
    await expect(link).toContainText("Open GPT Tool");
    await expectNewTab(link, /^https:\/\/chatgpt\.com\/g\//);
    hrefs.add((await link.getAttribute("href"))!);
  }
  expect(hrefs.size).toBe(11);
  for (const card of await cards.all()) {
    await expect(card.locator("p").first()).toHaveText(/^(Education|Operations|Design)$/);
    expect(await card.locator("ul li").count()).toBeGreaterThanOrEqual(2);
  }
});

test("/impact: metrics table, impact, theory of change, join the hive and contact links", async ({ page }) => {
  await page.goto("/impact");
  await expect(heading(page, "Our Mission", 2)).toBeVisible();
  const table = page.getByRole("table");
  await expect(table.locator("caption")).toHaveText(/2024-2025.*2025-2026/);
  await expect(table.getByRole("columnheader")).toHaveText(["Metric", "2024-2025 Outcome", "2025-2026 Target"]);
  await expect(table.locator("thead th")).toHaveCount(3);
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(6);
  for (const [index, cells] of specImpactRows.entries()) {
    await expect(rows.nth(index).locator("td")).toHaveText(cells);
    await expect(rows.nth(index).locator("th")).toHaveAttribute("scope", "row");
  }
  const main = page.getByRole("main");
  for (const statement of [
    "92% more confident in lab investigations",
    "85% connected science to community issues",
    "40% average increase in student engagement",
    "network of 10 schools planned for 2025-2026",
  ]) {
    await expect(main).toContainText(statement);
  }
  for (const title of ["Student Impact", "Educator Impact", "Community Impact"]) {
    await expect(heading(page, title, 3)).toBeVisible();
  }
  for (const title of ["Access", "Empowerment", "Collaboration", "Equity & Innovation"]) {
    await expect(page.locator("#theory-of-change").getByRole("heading", { name: title, exact: true })).toBeVisible();
  }
  await expect(heading(page, "What's Next", 2)).toBeVisible();

  const join = page.locator("#join");
  await expect(heading(page, "Join the Hive", 2)).toBeVisible();
  await expectHref(join, "Explore Courses", "/courses");
  await expectHref(join, "Join Community", "/community");
  const support = join.getByRole("link", { name: "Support Us" });
  await expect(support).toHaveAttribute("href", /^mailto:[^?]+@[^?]+\?subject=Supporting%20GeneHive$/);
  const email = join.getByRole("link", { name: /@/ });
  const address = await email.textContent();
  await expect(email).toHaveAttribute("href", `mailto:${address}`);
  await expectNewTab(join.getByRole("link", { name: /^genehive\./ }), /^https:\/\//);
});

test("sitemap lists every public page at its canonical address", async ({ page, request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  for (const { path } of publicPages) {
    await page.goto(path);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(locs).toContain(canonical);
  }
});

test("robots.txt allows everything and points at the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Allow: \/$/m);
  const sitemap = text.match(/^Sitemap: (\S+)$/m)?.[1];
  expect(sitemap).toMatch(/^https?:\/\/[^/]+\/sitemap\.xml$/);
  expect(new URL(sitemap!).pathname).toBe("/sitemap.xml");
});
