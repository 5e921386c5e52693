import { useEffect, useRef } from "react";
import { Link, useActionData, useFetcher } from "react-router";
import { toast } from "sonner";
import { Field } from "#app/components/ui/field.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { buttonClass, cardClass } from "#app/components/ui/styles.ts";
import { cn } from "#app/lib/cn.ts";
import { useValidatedSubmit } from "#app/lib/use-validated-submit.ts";
import type { AuthActionData } from "#shared/auth/form-result.ts";
import { authToasts } from "#shared/auth/messages.ts";
import { RESET_LINK_SECONDS } from "#shared/auth/policy.ts";
import { requestResetSchema, resetPasswordSchema } from "#shared/auth/schemas.ts";
import { NewPasswordField } from "./password-checklist.tsx";

// The token is the page's own hidden field: a broken link is for the server to explain.
const newPasswordFields = resetPasswordSchema.pick({ password: true });

function useResultToast(
  fetcher: ReturnType<typeof useFetcher<AuthActionData>>,
  success: { title: string; description: string },
) {
  const handled = useRef<AuthActionData | undefined>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) toast.success(success.title, { description: success.description });
    else toast.error(result.title, { description: result.message });
  }, [fetcher.state, fetcher.data, success]);
}

function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" disabled={busy} className={buttonClass("primary", "w-full")}>
      {busy ? busyLabel : label}
    </button>
  );
}

function Shell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-center font-bold text-3xl tracking-tight">{title}</h1>
      <div className={cn(cardClass, "mt-8")}>{children}</div>
    </section>
  );
}

export function ForgotPasswordForm() {
  const fetcher = useFetcher<AuthActionData>();
  const actionData = useActionData<AuthActionData>();
  const result = fetcher.data ?? actionData;
  useResultToast(fetcher, authToasts.resetRequested);
  const validated = useValidatedSubmit(requestResetSchema);
  const done = result?.ok;
  return (
    <Shell title="Reset your password">
      {done ? (
        <p role="status">{authToasts.resetRequested.description}</p>
      ) : (
        <fetcher.Form method="post" {...validated} className="space-y-4">
          <input type="hidden" name="intent" value="request-reset" />
          <p className="text-slate-700 dark:text-slate-300">Enter your account's e-mail and we will send you a link.</p>
          <Field label="Email" name="email" type="email" autoComplete="email" required />
          <FormMessage outcome={result} />
          <SubmitButton busy={fetcher.state !== "idle"} label="Send reset link" busyLabel="Sending..." />
        </fetcher.Form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/auth" className="font-medium underline">
          Back to sign in
        </Link>
      </p>
    </Shell>
  );
}

/** `usable`: the link's token was good when the page was drawn (used, expired or cut off: a new link is needed). */
export function ResetPasswordForm({ token, usable }: { token: string; usable: boolean }) {
  const fetcher = useFetcher<AuthActionData>();
  const actionData = useActionData<AuthActionData>();
  const result = fetcher.data ?? actionData;
  useResultToast(fetcher, authToasts.passwordReset);
  const validated = useValidatedSubmit(newPasswordFields);
  if (result?.ok) {
    return (
      <Shell title="Choose a new password">
        <p role="status">{authToasts.passwordReset.description}</p>
        <Link to="/auth" className={buttonClass("primary", "mt-6 w-full")}>
          Sign In
        </Link>
      </Shell>
    );
  }
  if (!usable && !result)
    return (
      <Shell title="This reset link does not work">
        <p data-reset-link-unusable>
          It has been used already, has expired (a link works for {RESET_LINK_SECONDS / 60} minutes, and only the newest
          one sent), or was cut short when it was copied. Ask for a new link: we e-mail it at once.
        </p>
        <Link to="/auth/forgot-password" className={buttonClass("primary", "mt-6 w-full")}>
          Send me a new link
        </Link>
      </Shell>
    );
  return (
    <Shell title="Choose a new password">
      <fetcher.Form method="post" {...validated} className="space-y-4">
        <input type="hidden" name="intent" value="reset-password" />
        <input type="hidden" name="token" value={token} />
        <NewPasswordField label="New password" />
        <FormMessage outcome={result} />
        <SubmitButton busy={fetcher.state !== "idle"} label="Set new password" busyLabel="Saving..." />
      </fetcher.Form>
    </Shell>
  );
}
