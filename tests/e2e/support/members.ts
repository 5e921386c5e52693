import { expect, type Page } from "@playwright/test";

let counter = 0;
export function newMember(prefix = "e2e") {
  counter += 1;
  const id = `${prefix}${Date.now().toString(36)}${process.pid % 1000}${counter}`;
  return {
    fullName: `Test ${prefix} ${counter}`,
    username: id,
    email: `${id}@example.org`,
    password: "Val1d!Password",
  };
}

export type Member = ReturnType<typeof newMember>;

/** Creates an account through the real form endpoint (no UI), for tests about other pages. */
export async function createMember(page: Page, member = newMember()): Promise<Member> {
  const response = await page.request.post("/auth", { form: { intent: "sign-up", ...member } });
  expect(response.status()).toBe(200);
  return member;
}

/** Signs in through the real endpoint; the browser context keeps the session cookie. */
export async function signIn(page: Page, member: Member) {
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
