import { describe, expect, it } from "vitest";
import { firstError, validationMessages as m, passwordRequirements, signInSchema, signUpSchema } from "./schemas.ts";

const valid = { fullName: "Ada Lovelace", username: "ada.l", email: "ada@example.org", password: "Str0ng!Password" };

function signUpMessage(input: Record<string, unknown>): string | undefined {
  const result = signUpSchema.safeParse(input);
  return result.success ? undefined : firstError(result.error);
}

describe("sign-up validation", () => {
  it("accepts a valid sign-up and trims text fields", () => {
    const parsed = signUpSchema.parse({
      ...valid,
      fullName: "  Ada Lovelace ",
      username: " ada.l ",
      email: " ada@example.org ",
    });
    expect(parsed).toEqual(valid);
  });

  it.each([
    [{ email: "not-an-email" }, m.invalidEmail],
    [{ email: `${"a".repeat(250)}@example.org` }, m.emailTooLong],
    [{ password: "Sh0rt!pass" }, m.passwordTooShort],
    [{ password: `Aa1!${"x".repeat(69)}` }, m.passwordTooLong],
    [{ password: "lowercase1!pass" }, m.passwordUppercase],
    [{ password: "UPPERCASE1!PASS" }, m.passwordLowercase],
    [{ password: "NoNumbers!Here" }, m.passwordNumber],
    [{ password: "NoSpecial1Here" }, m.passwordSpecial],
    [{ username: "ab" }, m.usernameTooShort],
    [{ username: "  ab  " }, m.usernameTooShort],
    [{ username: "a".repeat(51) }, m.usernameTooLong],
    [{ username: "bad name!" }, m.usernameCharacters],
    // The "Deleted member" placeholder's username and address, and what passes for them (reserved.ts).
    [{ username: "deleted-member" }, m.usernameReserved],
    [{ username: " Deleted_Member " }, m.usernameReserved],
    [{ username: "deleted.member" }, m.usernameReserved],
    [{ email: "deleted-member@genehive.invalid" }, m.emailReserved],
    [{ email: " Someone@GeneHive.INVALID " }, m.emailReserved],
    [{ fullName: "A" }, m.fullNameTooShort],
    [{ fullName: "A".repeat(101) }, m.fullNameTooLong],
    [{ fullName: "Ada\u0000Lovelace" }, m.nullCharacter],
    // Its name too: a new account named so, with a deleted member's freed username, would pass for them.
    [{ fullName: "Deleted member" }, m.fullNameReserved],
    [{ fullName: " deleted  MEMBER " }, m.fullNameReserved],
    [{ fullName: "Deleted_Member" }, m.fullNameReserved],
  ])("%o → %s", (change, message) => {
    expect(signUpMessage({ ...valid, ...change })).toBe(message);
  });

  it("exact spec messages", () => {
    expect(m.passwordTooShort).toBe("Password must be at least 12 characters");
    expect(m.passwordUppercase).toBe("Password must contain at least one uppercase letter");
    expect(m.passwordLowercase).toBe("Password must contain at least one lowercase letter");
    expect(m.passwordNumber).toBe("Password must contain at least one number");
    expect(m.passwordSpecial).toBe("Password must contain at least one special character");
  });

  it("allows a password of exactly 12 and 72 characters", () => {
    expect(signUpMessage({ ...valid, password: "Aa1!aaaaaaaa" })).toBeUndefined();
    expect(signUpMessage({ ...valid, password: `Aa1!${"a".repeat(68)}` })).toBeUndefined();
  });

  it("rejects unknown fields and wrong types", () => {
    expect(signUpMessage({ ...valid, role: "admin" })).toBe("Unknown field: role");
    expect(signUpMessage({ ...valid, email: 42 })).toBe("email is required");
  });

  it("password requirement checklist agrees with the schema", () => {
    const password = "abc";
    const unmet = passwordRequirements.filter((r) => !r.test(password)).map((r) => r.message);
    expect(unmet).toEqual([m.passwordTooShort, m.passwordUppercase, m.passwordNumber, m.passwordSpecial]);
  });
});

describe("sign-in validation", () => {
  it("needs only a password, of any shape", () => {
    expect(signInSchema.safeParse({ email: "a@b.co", password: "x" }).success).toBe(true);
    const result = signInSchema.safeParse({ email: "a@b.co", password: "" });
    expect(result.success ? undefined : firstError(result.error)).toBe(m.passwordRequired);
  });

  it("checks the e-mail first", () => {
    const result = signInSchema.safeParse({ email: "nope", password: "" });
    expect(result.success ? undefined : firstError(result.error)).toBe(m.invalidEmail);
  });
});
