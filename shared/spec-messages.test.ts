import { describe, expect, it } from "vitest";
import { authText, authToasts } from "./auth/messages.ts";
import { inactivityPolicy, lockoutPolicy } from "./auth/policy.ts";
import { limits, passwordRequirements, validationMessages as v } from "./auth/schemas.ts";
import { forumLimits, forumMessages } from "./forum/schemas.ts";
import { en } from "./i18n/messages/en.ts";

// Messages that state a number are built from the constant that enforces it. These are the texts the site's
// specification (and the forum's own pages) give letter for letter, checked from outside the repository: a constant changed without the spec changing fails here.
describe("messages built from constants read as the spec writes them", () => {
  it("account form validation", () => {
    expect(v.passwordTooShort).toBe("Password must be at least 12 characters");
    expect(v.usernameTooShort).toBe("Username must be at least 3 characters");
    expect(v.fullNameTooShort).toBe("Full name must be at least 2 characters");
    expect(passwordRequirements.map((r) => r.label)).toEqual([
      "At least 12 characters",
      "One uppercase letter",
      "One lowercase letter",
      "One number",
      "One special character",
    ]);
  });

  it("lockout and session toasts", () => {
    expect(authToasts.tooManyAttempts.description).toBe("Account locked for 15 minutes. Please try again later.");
    expect(authToasts.lockedSignIn(15)).toBe("Too many failed attempts. Please wait 15 minutes.");
    expect(authToasts.sessionExpiring.description).toBe("Your session will expire in 5 minutes due to inactivity.");
    // The same toast on pages without React, drawn by /site.js from the page's words.
    expect(en.shell.idle.sessionExpiringTitle).toBe(authToasts.sessionExpiring.title);
    expect(en.shell.idle.sessionExpiring).toBe(authToasts.sessionExpiring.description);
    expect(en.shell.idle.signedOut).toBe(authToasts.signedOut);
    expect(authText.remainingAttempts(lockoutPolicy.maxFailures - 1)).toBe(
      "4 attempts remaining before your account is locked.",
    );
  });

  it("the constants behind them", () => {
    expect(lockoutPolicy).toMatchObject({ maxFailures: 5, lockMinutes: 15 });
    expect(inactivityPolicy.warnAfterMinutes).toBe(25);
    expect(limits).toMatchObject({ passwordMin: 12, passwordMax: 72, usernameMin: 3, usernameMax: 50 });
    expect(limits).toMatchObject({ fullNameMin: 2, fullNameMax: 100, emailMax: 255 });
    expect(forumLimits.recentTopics).toBe(20);
  });

  it("forum posting limits", () => {
    expect(forumMessages.topicRateLimited(12)).toBe(
      "You can start a new topic every 30 seconds. Please wait 12 seconds.",
    );
    expect(forumMessages.replyRateLimited(3)).toBe("You can reply every 10 seconds. Please wait 3 seconds.");
    expect(forumMessages.titleTooShort).toBe("Title must be at least 5 characters");
    expect(forumMessages.bodyTooLong).toBe("Message must be at most 20,000 characters");
  });
});
