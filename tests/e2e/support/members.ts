import { expect, type Page } from "@playwright/test";
import { type NewMember, newMember } from "#tests/support/members.ts";

/** Creates an account through the real form endpoint (no UI), for tests about other pages. */
export async function createMember(page: Page, member = newMember("e2e")): Promise<NewMember> {
  const response = await page.request.post("/auth", { form: { intent: "sign-up", ...member } });
  expect(response.status()).toBe(200);
  return member;
}

/** Signs in through the real endpoint; the browser context keeps the session cookie. */
export async function signIn(page: Page, member: NewMember) {
  const response = await page.request.post("/auth", {
    form: { intent: "sign-in", email: member.email, password: member.password },
  });
  expect(response.status()).toBe(200);
}

export function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title });
}

/** Opens a page and waits until React has hydrated it, so clicks reach the app, not a bare form. */
export async function gotoReady(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
}
