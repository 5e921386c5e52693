import { z } from "#shared/zod.ts";
import { isReservedEmail, isReservedName, isReservedUsername } from "./reserved.ts";

/**
 * Every account-form rule and its message (word for word as the site's specification gives them), shared by the browser (instant toasts)
 * and the server (which checks again whatever the browser did).
 */
export const limits = {
  emailMax: 255,
  passwordMin: 12,
  passwordMax: 72,
  usernameMin: 3,
  usernameMax: 50,
  fullNameMin: 2,
  fullNameMax: 100,
} as const;

export const validationMessages = {
  invalidEmail: "Invalid email address",
  emailTooLong: "Email too long",
  passwordTooShort: `Password must be at least ${limits.passwordMin} characters`,
  passwordTooLong: "Password too long",
  passwordUppercase: "Password must contain at least one uppercase letter",
  passwordLowercase: "Password must contain at least one lowercase letter",
  passwordNumber: "Password must contain at least one number",
  passwordSpecial: "Password must contain at least one special character",
  passwordRequired: "Password is required",
  usernameTooShort: `Username must be at least ${limits.usernameMin} characters`,
  usernameTooLong: "Username too long",
  usernameCharacters: "Username may contain only letters, numbers, '_', '-' and '.'",
  usernameReserved: "This username is reserved for the site. Please choose another.",
  emailReserved: "This e-mail address is reserved for the site. Please use your own address.",
  fullNameTooShort: `Full name must be at least ${limits.fullNameMin} characters`,
  fullNameTooLong: "Name too long",
  fullNameReserved: "This name is reserved for the site. Please use your own name.",
  nullCharacter: "Text cannot contain a null character",
} as const;

const m = validationMessages;

/** What a new password must contain besides its length, each with its message. */
const passwordPatterns = [
  { label: "One uppercase letter", pattern: /[A-Z]/, message: m.passwordUppercase },
  { label: "One lowercase letter", pattern: /[a-z]/, message: m.passwordLowercase },
  { label: "One number", pattern: /[0-9]/, message: m.passwordNumber },
  { label: "One special character", pattern: /[^A-Za-z0-9]/, message: m.passwordSpecial },
] as const;

/** The password requirements, in the order the forms list them and the schema checks them. */
export const passwordRequirements = [
  {
    label: `At least ${limits.passwordMin} characters`,
    test: (p: string) => p.length >= limits.passwordMin,
    message: m.passwordTooShort,
  },
  ...passwordPatterns.map(({ label, pattern, message }) => ({ label, test: (p: string) => pattern.test(p), message })),
];

/**
 * PostgreSQL text cannot hold U+0000, and nobody types it on purpose: every text field that is stored or
 * looked up refuses it with a message, instead of failing in the database.
 */
export const hasNoNullCharacter = (value: string) => !value.includes("\u0000");

export const emailSchema = z.string().trim().max(limits.emailMax, m.emailTooLong).pipe(z.email(m.invalidEmail));

export const newPasswordSchema = passwordPatterns.reduce(
  (schema, { pattern, message }) => schema.regex(pattern, message),
  z.string().min(limits.passwordMin, m.passwordTooShort).max(limits.passwordMax, m.passwordTooLong),
);

export const usernameSchema = z
  .string()
  .trim()
  .min(limits.usernameMin, m.usernameTooShort)
  .max(limits.usernameMax, m.usernameTooLong)
  .regex(/^[A-Za-z0-9_.-]+$/, m.usernameCharacters)
  .refine((name) => !isReservedUsername(name), m.usernameReserved);

/** An address a member gives as theirs (signing up): any valid one but the site's own (reserved.ts). */
export const ownEmailSchema = emailSchema.refine((email) => !isReservedEmail(email), m.emailReserved);

export const fullNameSchema = z
  .string()
  .trim()
  .min(limits.fullNameMin, m.fullNameTooShort)
  .max(limits.fullNameMax, m.fullNameTooLong)
  .refine(hasNoNullCharacter, m.nullCharacter)
  .refine((name) => !isReservedName(name), m.fullNameReserved);

export const signInSchema = z.strictObject({
  email: emailSchema,
  // Long enough for any real password, short enough that hashing it costs nothing.
  password: z.string().min(1, m.passwordRequired).max(limits.passwordMax, m.passwordTooLong),
});

export const signUpSchema = z.strictObject({
  fullName: fullNameSchema,
  username: usernameSchema,
  email: ownEmailSchema,
  password: newPasswordSchema,
});

export const requestResetSchema = z.strictObject({ email: emailSchema });

export const resetPasswordSchema = z.strictObject({
  token: z.string().min(1, "This reset link is invalid or has expired.").max(200),
  password: newPasswordSchema,
});

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;

/** The first failing message, as the 'Validation Error' toast shows it. */
export function firstError(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? issueMessage(issue) : "Invalid input";
}

/** The first failing message of each field, keyed by field name, to show beside it (a form's FormOutcome errors). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? "form")] ??= issueMessage(issue);
  return errors;
}

function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === "unrecognized_keys") return `Unknown field: ${issue.keys.join(", ")}`;
  if (issue.code === "invalid_type") return `${String(issue.path[0] ?? "value")} is required`;
  return issue.message;
}
