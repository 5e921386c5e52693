import { useEffect, useRef, useState } from "react";
import { Link, useActionData, useFetcher, useNavigate } from "react-router";
import { toast } from "sonner";
import { Field, PasswordField } from "#app/components/ui/field.tsx";
import { errorsOf, FormMessage } from "#app/components/ui/form-message.tsx";
import { buttonClass, cardClass } from "#app/components/ui/styles.ts";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { cn } from "#app/lib/cn.ts";
import { useValidatedSubmit } from "#app/lib/use-validated-submit.ts";
import type { AuthActionData } from "#shared/auth/form-result.ts";
import { authText, authToasts } from "#shared/auth/messages.ts";
import { signInSchema, signUpSchema } from "#shared/auth/schemas.ts";
import { NewPasswordField } from "./password-checklist.tsx";
import { notifySessionChanged } from "./session-events.ts";
import { useLockout } from "./use-lockout.ts";

/**
 * `returnTo`: where signing in leads (the members-only page that sent the visitor here, or the hub). `tab`: the form
 * the address asks for (`?tab=sign-up`); a form posted without JavaScript comes back on its own tab.
 */
export function AuthPage({ returnTo, tab: asked }: { returnTo: string; tab: "sign-in" | "sign-up" }) {
  const posted = useActionData<AuthActionData>()?.intent;
  const [tab, setTab] = useState<string>(posted === "sign-up" ? "sign-up" : asked);
  const [created, setCreated] = useState(false);
  const lockout = useLockout();
  // A link to /auth?tab=sign-up from elsewhere on the site, followed while this page is open.
  useEffect(() => setTab(asked), [asked]);
  const switchTo = (to: "sign-in" | "sign-up") => (event: React.MouseEvent) => {
    event.preventDefault();
    setTab(to);
  };
  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <div className="text-center">
        <h1 className="font-bold text-3xl tracking-tight">{authText.heading}</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{authText.subtitle}</p>
      </div>
      <div className={cn(cardClass, "mt-8")}>
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label="Sign in or sign up">
            <TabsTrigger value="sign-in">{authText.signInTab}</TabsTrigger>
            <TabsTrigger value="sign-up">{authText.signUpTab}</TabsTrigger>
          </TabsList>
          <TabsContent value="sign-in" className="mt-6">
            {created && (
              <p
                role="status"
                className="mb-4 rounded-lg bg-brand-50 p-3 text-brand-900 text-sm dark:bg-white/10 dark:text-white"
              >
                {authText.created}
              </p>
            )}
            <SignInForm lockout={lockout} target={returnTo} />
            <p className="mt-6 text-center text-sm">
              <a href="/auth?tab=sign-up" onClick={switchTo("sign-up")} className={linkClass}>
                {authText.toSignUp}
              </a>
            </p>
          </TabsContent>
          <TabsContent value="sign-up" className="mt-6">
            <SignUpForm
              lockout={lockout}
              onCreated={() => {
                setCreated(true);
                setTab("sign-in");
              }}
            />
            <p className="mt-6 text-center text-sm">
              <a href="/auth" onClick={switchTo("sign-in")} className={linkClass}>
                {authText.toSignIn}
              </a>
            </p>
          </TabsContent>
        </Tabs>
      </div>
    </section>
  );
}

const linkClass = "font-medium text-brand-700 underline underline-offset-2 dark:text-honey-300";

type Lockout = ReturnType<typeof useLockout>;

const authForms = {
  "sign-in": { schema: signInSchema, success: authToasts.signInSuccess },
  "sign-up": { schema: signUpSchema, success: authToasts.signUpSuccess },
};

/**
 * Shared submit logic: lockout, client validation, the server's answer, and the toasts. The outcome is the
 * fetcher's answer or, posted without JavaScript, the page's; its field errors (the browser's check, then the
 * server's) show beside the fields as well as in the spec's toast.
 */
function useAuthForm(intent: keyof typeof authForms, lockout: Lockout, onSuccess: () => void) {
  const fetcher = useFetcher<AuthActionData>();
  const actionData = useActionData<AuthActionData>();
  const result = fetcher.data ?? (actionData?.intent === intent ? actionData : undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const handled = useRef<AuthActionData | undefined>(undefined);
  const [errors, setErrors] = useState(() => errorsOf(result));
  const { schema, success } = authForms[intent];

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    setErrors(errorsOf(result));
    if (result.ok) {
      lockout.succeed();
      // Earlier failures ("Invalid email or password") no longer hold: clear them before saying so.
      toast.dismiss();
      toast.success(success.title, { description: success.description });
      onSuccess();
      return;
    }
    // One failure toast per form, replaced by the next: a fixed password's old complaint must not linger beside the
    // new one ("Password must be at least 12 characters" next to "Username is already taken").
    toast.error(result.title, { id: `auth-${intent}-failure`, description: result.message });
    const password = formRef.current?.elements.namedItem("password");
    if (password instanceof HTMLInputElement) password.value = "";
    if (result.title === authToasts.validationError) return;
    if (lockout.fail()) {
      toast.error(authToasts.tooManyAttempts.title, { description: authToasts.tooManyAttempts.description });
    } else if (result.lockedSeconds) {
      // Locked by failures this browser did not see: the server's message said so, and the form now agrees.
      lockout.lockFor(result.lockedSeconds);
    }
  }, [fetcher.state, fetcher.data, lockout, success, onSuccess, intent]);

  const validated = useValidatedSubmit(
    schema,
    () => {
      const { locked, minutes } = lockout.lockedNow();
      if (locked) {
        toast.error(authToasts.accountLocked, {
          description: intent === "sign-in" ? authToasts.lockedSignIn(minutes) : authToasts.lockedSignUp,
        });
      }
      return !locked;
    },
    setErrors,
  );

  return { fetcher, formRef, validated, result, errors, busy: fetcher.state !== "idle" };
}

function SignInForm({ lockout, target }: { lockout: Lockout; target: string }) {
  const navigate = useNavigate();
  const { fetcher, formRef, validated, result, errors, busy } = useAuthForm("sign-in", lockout, () => {
    notifySessionChanged();
    navigate(target);
  });
  return (
    <fetcher.Form method="post" action="/auth" ref={formRef} {...validated} className="space-y-4">
      <input type="hidden" name="intent" value="sign-in" />
      <Field label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        error={errors.password}
      />
      <div className="flex justify-end">
        <Link to="/auth/forgot-password" className="font-medium text-brand-700 text-sm underline dark:text-honey-300">
          {authText.forgotPassword}
        </Link>
      </div>
      <p role="status" className="min-h-5 font-medium text-amber-800 text-sm dark:text-honey-300">
        {lockout.remaining !== null ? authText.remainingAttempts(lockout.remaining) : ""}
      </p>
      <FormMessage outcome={result} />
      {result?.ok && (
        <p>
          <Link to={target} className="font-semibold underline">
            {authToasts.signInSuccess.description} Continue to the community.
          </Link>
        </p>
      )}
      <button type="submit" disabled={busy} className={buttonClass("primary", "w-full")}>
        {lockout.locked ? authText.accountLocked : busy ? authText.signingIn : authText.signIn}
      </button>
    </fetcher.Form>
  );
}

function SignUpForm({ lockout, onCreated }: { lockout: Lockout; onCreated(): void }) {
  // A new key empties the password field (and its checklist) after an account is created.
  const [created, setCreated] = useState(0);
  const { fetcher, formRef, validated, result, errors, busy } = useAuthForm("sign-up", lockout, () => {
    formRef.current?.reset();
    setCreated((n) => n + 1);
    onCreated();
  });
  return (
    <fetcher.Form method="post" action="/auth" ref={formRef} {...validated} className="space-y-4">
      <input type="hidden" name="intent" value="sign-up" />
      <Field label="Full Name" name="fullName" autoComplete="name" required error={errors.fullName} />
      <Field label="Username" name="username" autoComplete="username" required error={errors.username} />
      <Field label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
      <NewPasswordField key={created} label="Password" error={errors.password} />
      <p className="text-slate-700 text-sm dark:text-slate-300">
        {authText.signUpNotice}{" "}
        <a href="/terms#accounts" className={linkClass}>
          {authText.terms}
        </a>{" "}
        and the{" "}
        <a href="/privacy" className={linkClass}>
          {authText.privacy}
        </a>
        .
      </p>
      <FormMessage outcome={result} />
      {/* Posted without JavaScript, the answer is this page: the success says what to do next, as the toast does. */}
      {result?.ok && (
        <p role="status" className="text-sm">
          {authToasts.signUpSuccess.description} {authText.created}
        </p>
      )}
      <button type="submit" disabled={busy} className={buttonClass("primary", "w-full")}>
        {busy ? authText.creatingAccount : authText.createAccount}
      </button>
    </fetcher.Form>
  );
}
