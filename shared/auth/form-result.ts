/** What an account form post answers: the route action returns it and the auth forms render it. */
export type AuthIntent = "sign-in" | "sign-up" | "request-reset" | "reset-password";

export type AuthActionData =
  | { intent: AuthIntent; ok: true }
  | { intent: AuthIntent | "unknown"; ok: false; title: string; message: string };
