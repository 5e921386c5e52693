import type { FormOutcome } from "#shared/action-outcome.ts";

/** What an account form post answers: the route action returns it and the auth forms render it. */
export type AuthIntent = "sign-in" | "sign-up" | "request-reset" | "reset-password";

/** The fields of the account forms, whose rules' messages show beside them. */
export type AuthField = "fullName" | "username" | "email" | "password" | "token";

/** The one form outcome: a refusal's title and message are the spec's toast (title 'Validation Error' or 'Error'). */
export interface AuthActionData extends FormOutcome<AuthField> {
  intent: AuthIntent | "unknown";
  /**
   * The account is locked on the server for this many seconds more (failures from another browser count there): the
   * page's own counter takes the lock, so it does not offer attempts that cannot succeed.
   */
  lockedSeconds?: number;
}
