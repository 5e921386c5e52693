import { expect, type Page, test } from "@playwright/test";
import { testAxeInBothThemes } from "./support/axe.ts";

test("health check answers 200", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});

test("top navigation links and footer", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("link", { name: "GeneHive home" })).toHaveAttribute("href", "/");
  await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/");
  for (const [name, href] of [
    ["Courses", "/courses"],
    ["Programs", "/programs"],
    ["Curriculum", "/curriculum"],
    ["Community", "/community"],
    ["Tools", "/tools"],
    ["Impact", "/impact"],
  ] as const) {
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  const footer = page.locator("footer");
  await expect(footer).toContainText(/© 2025–\d{4} GeneHive\. All rights reserved\./);
  const external = footer.getByRole("link", { name: /LinkedIn/ });
  await expect(external).toHaveAttribute("target", "_blank");
  await expect(external).toHaveAttribute("rel", "noopener noreferrer");
});

test("small and wide screens show the full label 'Community' (the issue replaced the spec's 'Comm')", async ({
  page,
}) => {
  const community = page.getByRole("navigation").getByRole("link", { name: "Community" });
  const visibleText = () => community.evaluate((el) => (el as HTMLElement).innerText.trim());
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  expect(await visibleText()).toBe("Community");
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await visibleText()).toBe("Community");
});

test.describe("the footer's year comes from the clock", () => {
  const footerYear = (page: Page) => page.locator("footer").getByText(/^© 2025–\d{4} GeneHive\./);

  test("a page rendered per request says the year it was rendered in", async ({ page }) => {
    const year = new Date().getUTCFullYear();
    // Read before any script runs: this is the server's own rendering.
    const html = await (await page.request.get("/auth")).text();
    expect(
      /© 2025–<span data-copyright-year="[^"]*">(\d{4})<\/span> GeneHive\. All rights reserved\./.exec(html)?.[1],
    ).toBe(String(year));
  });

  test("a page prerendered in an earlier year says the reader's year", async ({ page }) => {
    const later = new Date().getUTCFullYear() + 3;
    await page.clock.setFixedTime(new Date(`${later}-03-01T12:00:00Z`));
    await page.goto("/courses");
    await expect(footerYear(page)).toHaveText(`© 2025–${later} GeneHive. All rights reserved.`);
  });

  test("a reader's clock set in the past never takes the year back", async ({ page }) => {
    const html = await (await page.request.get("/courses")).text();
    const built = /data-copyright-year="[^"]*">(\d{4})</.exec(html)?.[1];
    expect(Number(built)).toBeGreaterThanOrEqual(2026);
    await page.clock.setFixedTime(new Date("2001-06-01T12:00:00Z"));
    await page.goto("/courses");
    await page.waitForLoadState("load");
    await expect(footerYear(page)).toHaveText(`© 2025–${built} GeneHive. All rights reserved.`);
  });
});

test("unknown URL shows the 404 page with status 404", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("theme toggle switches to dark, is remembered, and renders without a flash", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  const toggle = page.getByRole("button", { name: "Dark mode" });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  // The class is set by the inline head script, before the body is parsed.
  await page.route("**/site.js", (route) => route.abort());
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
});

test("security headers on pages", async ({ request }) => {
  for (const url of ["/", "/no/such/page"]) {
    const response = await request.get(url);
    const headers = response.headers();
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBeTruthy();
  }
});

test("hashed assets are cached immutably", async ({ page, request }) => {
  await page.goto("/");
  const css = await page.locator('link[rel="stylesheet"]').first().getAttribute("href");
  expect(css).toMatch(/^\/assets\//);
  const response = await request.get(css!);
  expect(response.headers()["cache-control"]).toContain("immutable");
});

// The 404 page.
testAxeInBothThemes("/no/such/page");

test("the navigation fits a 320 px screen", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(320);
  await expect(page.getByRole("button", { name: "Dark mode" })).toBeInViewport();
});

test.describe("what the browser scrolls into view stays clear of the sticky header and the assistant's button (WCAG 2.2: focus not obscured)", () => {
  test("the header stays at the top only on a screen with room for it, and the space kept there is its height", async ({
    page,
  }) => {
    // [width, height]: phones, tablets and desktops; a large phone in landscape (932 × 430); a desktop browser at
    // 200 % zoom (1280 × 1024 → 640 × 512) and a short, wide window.
    const screens = [
      [320, 800],
      [375, 667],
      [480, 800],
      [640, 512],
      [767, 800],
      [768, 800],
      [768, 480],
      [932, 430],
      [1024, 800],
      [1279, 800],
      [1280, 479],
      [1280, 800],
      [1440, 900],
    ] as const;
    for (const address of ["/programs", "/es/programas"]) {
      await page.goto(address);
      for (const [width, height] of screens) {
        await page.setViewportSize({ width, height });
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
        const at = `${address} at ${width} × ${height}`;
        const pinned = width >= 768 && height >= 480;
        const { header, position, kept } = await page.evaluate(() => {
          const header = document.querySelector("header[data-site-nav]")!;
          return {
            header: header.getBoundingClientRect().height,
            position: getComputedStyle(header).position,
            kept: Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
          };
        });
        expect(header, at).toBeGreaterThan(0);
        expect(position, at).toBe(pinned ? "sticky" : "relative");
        if (pinned) {
          expect(kept, `${at}: header ${header} px`).toBeGreaterThanOrEqual(header);
        } else {
          // Two or three rows on a small screen: the header scrolls away with the page instead of covering it.
          await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
          const bottom = await page.evaluate(
            () => document.querySelector("header[data-site-nav]")!.getBoundingClientRect().bottom,
          );
          expect(bottom, at).toBeLessThanOrEqual(0);
        }
      }
    }
  });

  for (const width of [375, 1280]) {
    test(`every control reached by Tab on a unit's phase page can be seen at ${width} px`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/unit/3/phase/2");
      await expect(page.getByRole("button", { name: "Ask the unit assistant" })).toBeVisible();
      const hidden: string[] = [];
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press("Tab");
        const seen = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return { name: "", visible: true };
          // A link that wraps has a box per line: it can be seen where any line's middle is its own.
          const visible = [...el.getClientRects()].some((box) => {
            const x = (box.left + box.right) / 2;
            const y = (box.top + box.bottom) / 2;
            const top = document.elementFromPoint(x, y);
            return top !== null && (top === el || el.contains(top));
          });
          return { name: (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 60), visible };
        });
        if (!seen.visible) hidden.push(seen.name);
      }
      expect(hidden).toEqual([]);
    });
  }

  test("an in-page link's target lands below the header on a phone", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/unit/3/phase/2");
    const link = page.locator('a[href^="#"]').filter({ hasText: "Downloads" }).first();
    const target = (await link.getAttribute("href"))!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    const { header, top } = await page.evaluate((id) => {
      const el = document.getElementById(id.slice(1))!;
      return {
        header: document.querySelector("header[data-site-nav]")!.getBoundingClientRect().bottom,
        top: el.getBoundingClientRect().top,
      };
    }, target);
    expect(top).toBeGreaterThanOrEqual(header);
  });
});
