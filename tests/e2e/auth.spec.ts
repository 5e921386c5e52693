import { expect, type Page, test } from "@playwright/test";
import { newMember } from "#tests/support/members.ts";
import { expectNoAxeViolations, gotoInTheme } from "./support/axe.ts";
import { createMember, gotoReady, signIn, toast } from "./support/members.ts";
import { mailsWith } from "./support/outbox.ts";

/** /auth's Sign Up tab, filled in with `member`'s fields (the password left empty when it has none). */
async function openSignUp(
  page: Page,
  member: { fullName: string; username: string; email: string; password: string | undefined },
) {
  await gotoReady(page, "/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("Full Name").fill(member.fullName);
  await page.getByLabel("Username").fill(member.username);
  await page.getByLabel("Email").fill(member.email);
  if (member.password) await page.getByLabel("Password", { exact: true }).fill(member.password);
}

test.describe("/auth", () => {
  test("heading, subtitle and tabs with Sign In first", async ({ page }) => {
    await gotoReady(page, "/auth");
    await expect(page.getByRole("heading", { level: 1, name: "Join the Community" })).toBeVisible();
    await expect(page.getByText("Connect with biology educators and students worldwide")).toBeVisible();
    await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
  });

  test("sign-up: checklist ticks off, validation toast, success toast, then sign in and reach the hub", async ({
    page,
  }) => {
    const member = newMember("ui");
    await openSignUp(page, { ...member, password: undefined });
    const requirements = page.getByRole("list", { name: "Password requirements" });
    await page.getByLabel("Password", { exact: true }).fill("short");
    await expect(requirements.getByText("One lowercase letter (met)")).toBeAttached();
    await expect(requirements.getByText("At least 12 characters (not met)")).toBeAttached();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(toast(page, "Validation Error")).toContainText("Password must be at least 12 characters");

    await page.getByLabel("Password", { exact: true }).fill(member.password);
    await expect(requirements.getByText("(not met)")).toHaveCount(0);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(toast(page, "Success!")).toContainText("Your account has been created. You can now sign in.");
    await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
    await expect(
      page.getByRole("status").filter({ hasText: "We have sent an e-mail to the address you gave" }),
    ).toBeVisible();

    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password", { exact: true }).fill(member.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(toast(page, "Welcome back!")).toContainText("You've successfully signed in.");
    await expect(page).toHaveURL("/community");
    await expect(page.getByRole("heading", { name: "Community Hub" })).toBeVisible();
    // The navigation shows who is signed in.
    await expect(page.getByRole("button", { name: `Sign out ${member.fullName}` })).toBeVisible();
  });

  test("without JavaScript: a link opens the sign-up form, the account is made, then signing in reaches the hub", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const member = newMember("nojs");
    await page.goto("/auth");
    await page.getByRole("link", { name: "New here? Create an account" }).click();
    await expect(page).toHaveURL("/auth?tab=sign-up");
    await page.getByLabel("Full Name").fill(member.fullName);
    await page.getByLabel("Username").fill(member.username);
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password", { exact: true }).fill(member.password);
    await expect(page.getByRole("link", { name: "Terms of Use" })).toHaveAttribute("href", "/terms#accounts");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your account has been created." })).toContainText(
      "We have sent an e-mail to the address you gave",
    );

    await page.getByRole("link", { name: "Already have an account? Sign in" }).click();
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password", { exact: true }).fill(member.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByRole("link", { name: /Continue to the community/ }).click();
    await expect(page.getByRole("heading", { name: "Community Hub" })).toBeVisible();
    await context.close();
  });

  test("sign-up: a validation toast goes once the form is sent, so it never stays beside the server's answer", async ({
    page,
  }) => {
    const taken = await createMember(page, newMember("taken"));
    await openSignUp(page, { ...newMember("again"), username: "jordan lee" });
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(toast(page, "Validation Error")).toBeVisible();
    await page.getByLabel("Username").fill(taken.username);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: /already taken/i })).toBeVisible();
    await expect(toast(page, "Validation Error")).toHaveCount(0);
  });

  test("sign-up: a rule's message shows beside its field as well as in the spec's toast (a username with a space)", async ({
    page,
  }) => {
    const member = newMember("field");
    await openSignUp(page, { ...member, username: "jordan lee" });
    const username = page.getByLabel("Username");
    await page.getByRole("button", { name: "Create Account" }).click();

    const rule = "Username may contain only letters, numbers, '_', '-' and '.'";
    await expect(toast(page, "Validation Error")).toContainText(rule);
    await expect(username).toHaveAttribute("aria-invalid", "true");
    const describedBy = (await username.getAttribute("aria-describedby")) ?? "";
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(rule);
    // The other fields keep no message of their own.
    await expect(page.getByLabel("Email")).not.toHaveAttribute("aria-invalid", "true");

    // Put right, the message goes and the account is made (the flow after sign-up is unchanged).
    await username.fill(member.username);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(toast(page, "Success!")).toContainText("Your account has been created. You can now sign in.");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await expect(page.getByLabel("Username")).not.toHaveAttribute("aria-invalid", "true");
  });

  test("the password field can be shown and hidden", async ({ page }) => {
    await gotoReady(page, "/auth");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("secret");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
  });

  test("wrong passwords: error toast, remaining attempts, lockout at 5 that survives a reload and clears after 15 minutes", async ({
    page,
  }) => {
    await page.clock.install();
    const member = await createMember(page, newMember("lock"));
    await gotoReady(page, "/auth");
    const email = page.getByLabel("Email");
    const password = page.getByLabel("Password", { exact: true });
    const button = page.getByRole("button", { name: /Sign In|Signing in|Account Locked/ });

    await email.fill(member.email);
    await password.fill("Wrong!Password1");
    await button.click();
    await expect(toast(page, "Error")).toContainText("Invalid email or password");
    await expect(page.getByText("4 attempts remaining before your account is locked.")).toBeVisible();
    await expect(email).toHaveValue(member.email);
    await expect(password).toHaveValue("");

    for (const left of [3, 2, 1]) {
      await password.fill("Wrong!Password1");
      await button.click();
      await expect(page.getByText(`${left} ${left === 1 ? "attempt" : "attempts"} remaining`)).toBeVisible();
    }
    await password.fill("Wrong!Password1");
    await button.click();
    await expect(toast(page, "Too Many Failed Attempts")).toContainText(
      "Account locked for 15 minutes. Please try again later.",
    );
    await expect(button).toHaveText("Account Locked");

    await page.reload();
    await expect(button).toHaveText("Account Locked");
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password", { exact: true }).fill(member.password);
    await button.click();
    await expect(toast(page, "Account Locked")).toContainText("Too many failed attempts. Please wait 15 minutes.");

    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByLabel("Full Name").fill("Someone Else");
    await page.getByLabel("Username").fill("someone_else");
    await page.getByLabel("Email").fill("someone@example.org");
    await page.getByLabel("Password", { exact: true }).fill("Val1d!Password");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(
      toast(page, "Account Locked").filter({ hasText: "Too many failed attempts. Please wait before trying again." }),
    ).toBeVisible();

    // Another browser, with no failures of its own: the server's lock is the one that counts, and the form says so
    // at its first refusal instead of offering attempts that cannot succeed.
    const other = await page
      .context()
      .browser()!
      .newContext({ baseURL: new URL(page.url()).origin });
    const second = await other.newPage();
    await gotoReady(second, "/auth");
    await second.getByLabel("Email").fill(member.email);
    await second.getByLabel("Password", { exact: true }).fill(member.password);
    await second.getByRole("button", { name: "Sign In" }).click();
    await expect(toast(second, "Error")).toContainText("Too many failed sign-in attempts. Please try again in");
    await expect(second.getByRole("button", { name: /Sign In|Account Locked/ })).toHaveText("Account Locked");
    await expect(second.getByText(/attempts? remaining/)).toHaveCount(0);
    await other.close();

    await page.clock.fastForward("15:30");
    await page.getByRole("tab", { name: "Sign In" }).click();
    await expect(button).toHaveText("Sign In");
    await expect(page.getByText(/attempts? remaining/)).toHaveCount(0);
  });

  test("forgot password sends a reset link", async ({ page }) => {
    const member = await createMember(page, newMember("reset"));
    await gotoReady(page, "/auth");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL("/auth/forgot-password");
    await page.getByLabel("Email").fill(member.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(toast(page, "Check your e-mail")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "If an account exists for that address" })).toBeVisible();

    // The mailed link opens the form; once used, the same link says so before anyone types a password into it.
    let mail: string | undefined;
    await expect
      .poll(() => (mail = mailsWith(`To: ${member.email}`).find((m) => m.includes("Reset your GeneHive password"))), {
        timeout: 20_000,
      })
      .toBeTruthy();
    const link = new URL(mail!.match(/https?:\/\/\S+\/auth\/reset-password\?token=\S+/)![0]);
    await gotoReady(page, link.pathname + link.search);
    await page.getByLabel("New password").fill("Brand-New-Passw0rd!");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByRole("status").filter({ hasText: "password" })).toBeVisible();
    await gotoReady(page, link.pathname + link.search);
    await expect(page.getByRole("heading", { name: "This reset link does not work" })).toBeVisible();
    await expect(page.getByLabel("New password")).toHaveCount(0);
    await page.getByRole("link", { name: "Send me a new link" }).click();
    await expect(page).toHaveURL("/auth/forgot-password");
  });

  for (const theme of ["light", "dark"] as const) {
    test(`/auth has no accessibility violations (${theme})`, async ({ page }) => {
      await gotoInTheme(page, "/auth", theme);
      await expectNoAxeViolations(page);
      await page.getByRole("tab", { name: "Sign Up" }).click();
      await page.getByLabel("Password", { exact: true }).fill("abc");
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("/community", () => {
  test("visitors are redirected to /auth", async ({ page }) => {
    await gotoReady(page, "/community");
    await expect(page).toHaveURL("/auth");
  });

  test("hub tabs and links; sign out shows 'Signed out' and goes home", async ({ page }) => {
    const member = await createMember(page);
    await signIn(page, member);
    await gotoReady(page, "/community");
    await expect(page.getByRole("heading", { name: "Community Hub" })).toBeVisible();
    await expect(page.getByText("Connect, discuss, and collaborate with biology educators")).toBeVisible();
    await expect(page.getByRole("tab", { name: "Forum" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("link", { name: "Browse Forum" })).toHaveAttribute("href", "/community/forum");
    await expect(page.getByRole("link", { name: /Latest Discussions/ })).toHaveAttribute("href", "/community/forum");
    await expect(page.getByRole("link", { name: /Start a Discussion/ })).toHaveAttribute(
      "href",
      "/community/forum/new",
    );
    await page.getByRole("tab", { name: "People" }).click();
    await expect(page.getByRole("link", { name: "View All Members" })).toHaveAttribute("href", "/community/members");

    await page.getByRole("button", { name: "Sign Out", exact: true }).click();
    await expect(toast(page, "Signed out")).toBeVisible();
    await expect(page).toHaveURL("/");
    await gotoReady(page, "/community");
    await expect(page).toHaveURL("/auth");
  });

  test("inactivity: warning at 25 minutes, signed out to /auth at 30", async ({ page }) => {
    await page.clock.install();
    const member = await createMember(page);
    await signIn(page, member);
    await gotoReady(page, "/community");
    await expect(page.getByRole("heading", { name: "Community Hub" })).toBeVisible();
    await page.clock.fastForward("25:01");
    await expect(toast(page, "Session Expiring Soon")).toContainText(
      "Your session will expire in 5 minutes due to inactivity.",
    );
    await page.clock.fastForward("05:00");
    await expect(page).toHaveURL("/auth");
    await gotoReady(page, "/community");
    await expect(page).toHaveURL("/auth");
  });

  test("inactivity on a page without React: the same warning at 25 minutes, signed out at 30, the page stays", async ({
    page,
  }) => {
    await page.clock.install();
    const member = await createMember(page, newMember("idle"));
    await signIn(page, member);
    await page.goto("/courses");
    const bell = page.locator("[data-notification-bell]");
    await expect(bell).toBeVisible();
    const notice = page.locator("[data-idle-toast]");
    // Activity starts the count again.
    await page.clock.fastForward("20:00");
    await page.mouse.move(40, 40);
    await page.clock.fastForward("06:00");
    await expect(notice).toHaveCount(0);
    await page.clock.fastForward("20:00");
    await expect(notice).toContainText("Session Expiring Soon");
    await expect(notice).toContainText("Your session will expire in 5 minutes due to inactivity.");
    await page.clock.fastForward("05:00");
    await expect(notice).toContainText("Signed out");
    await expect(bell).toHaveCount(0);
    await expect(page).toHaveURL("/courses");
    await page.goto("/community");
    await expect(page).toHaveURL("/auth");
  });

  for (const theme of ["light", "dark"] as const) {
    test(`/community has no accessibility violations (${theme})`, async ({ page }) => {
      const member = await createMember(page);
      await signIn(page, member);
      await gotoInTheme(page, "/community", theme);
      await expectNoAxeViolations(page);
    });
  }
});

test("on a small screen a signed-in member finds an account menu with Settings and Sign out", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const member = await createMember(page, newMember("narrow"));
  await signIn(page, member);
  // A prerendered page: the menu comes from /site.js, without React.
  await page.goto("/courses");
  const account = page.locator("[data-account-menu]");
  const button = account.getByLabel(`Account menu for ${member.fullName}`);
  await expect(button).toBeVisible();
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(account.getByRole("link", { name: "Settings" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(account.getByRole("link", { name: "Settings" })).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await account.getByRole("button", { name: `Sign out ${member.fullName}` }).click();
  await expect(page).toHaveURL("/");
  await expect(button).toHaveCount(0);
  await page.goto("/community");
  await expect(page).toHaveURL("/auth");
});

test("a members-only link opened signed out leads back to that page after signing in", async ({ page }) => {
  const member = await createMember(page);
  await page.goto("/community/members?q=a");
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/community\/members\?q=a$/);
  // Used once: signed in, /auth leads to the hub.
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/community$/);
});

test("a successful sign-in clears the error toasts of the failed tries before it", async ({ page }) => {
  const member = await createMember(page);
  await gotoReady(page, "/auth");
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill("Wrong!Password1");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(toast(page, "Invalid email or password")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/community$/);
  await expect(toast(page, "Invalid email or password")).toHaveCount(0);
});
