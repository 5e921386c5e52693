import { inactivityPolicy, lockoutPolicy } from "./policy.ts";

const warningMinutes = inactivityPolicy.signOutAfterMinutes - inactivityPolicy.warnAfterMinutes;

/** Toast titles and texts of SPEC.md section 8 (auth and session). */
export const authToasts = {
  validationError: "Validation Error",
  error: "Error",
  signUpSuccess: { title: "Success!", description: "Your account has been created. You can now sign in." },
  signInSuccess: { title: "Welcome back!", description: "You've successfully signed in." },
  accountLocked: "Account Locked",
  lockedSignUp: "Too many failed attempts. Please wait before trying again.",
  lockedSignIn: (minutes: number) => `Too many failed attempts. Please wait ${minutes} minutes.`,
  tooManyAttempts: {
    title: "Too Many Failed Attempts",
    description: `Account locked for ${lockoutPolicy.lockMinutes} minutes. Please try again later.`,
  },
  sessionExpiring: {
    title: "Session Expiring Soon",
    description: `Your session will expire in ${warningMinutes} minutes due to inactivity.`,
  },
  signedOut: "Signed out",
  resetRequested: {
    title: "Check your e-mail",
    description: "If an account exists for that address, we have sent a link to reset its password.",
  },
  passwordReset: { title: "Password updated", description: "Your password has been reset. You can now sign in." },
} as const;

export const authText = {
  heading: "Join the Community",
  subtitle: "Connect with biology educators and students worldwide",
  signInTab: "Sign In",
  signUpTab: "Sign Up",
  signIn: "Sign In",
  signingIn: "Signing in...",
  accountLocked: "Account Locked",
  createAccount: "Create Account",
  creatingAccount: "Creating account...",
  forgotPassword: "Forgot password?",
  remainingAttempts: (n: number) => `${n} ${n === 1 ? "attempt" : "attempts"} remaining before your account is locked.`,
} as const;
