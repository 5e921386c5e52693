import { inactivityPolicy, lockoutPolicy } from "./policy.ts";

const warningMinutes = inactivityPolicy.signOutAfterMinutes - inactivityPolicy.warnAfterMinutes;

/** Toast titles and texts of the account forms and the session, word for word as the site's specification gives them. */
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
  // Beside the spec's tabs, which need JavaScript: links that open each form without it too.
  toSignUp: "New here? Create an account",
  toSignIn: "Already have an account? Sign in",
  signUpNotice:
    "Accounts are for educators and for students aged 13 or older. Your full name and username are shown with your posts. By creating an account you agree to the",
  terms: "Terms of Use",
  privacy: "Privacy Notice",
  // Whether the address was new or not, the same words: the answer must not tell who has an account here.
  created:
    "We have sent an e-mail to the address you gave, with a link to confirm it. If nothing arrives in a few minutes, look in your spam folder.",
} as const;

/** E-mail verification: the hub's reminder to a member who has not opened the link yet, and the link's page. */
export const verificationText = {
  reminderTitle: "Please confirm your e-mail address",
  reminder:
    "We sent a confirmation link to your address when you signed up. Until you open it, we send that address nothing but the link and password resets.",
  resend: "Send the link again",
  resending: "Sending...",
  resent: "We sent a new link. It is valid for 24 hours.",
  resendLimited: "You have asked for several links already. Please wait an hour and try again.",
  resendFailed: "We could not send the link. Please try again later.",
  pageTitle: "E-mail confirmation",
  verifiedTitle: "Your e-mail address is confirmed",
  verified: "Thank you: your GeneHive account's e-mail address is confirmed.",
  invalidTitle: "This link does not work",
  invalid: "This confirmation link is invalid or has expired. Sign in and ask for a new one from the Community Hub.",
  toHub: "Go to the Community Hub",
  toSignIn: "Sign in",
  unverifiedBadge: "E-mail not verified",
} as const;
