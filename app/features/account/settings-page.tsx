import { Download, Trash2 } from "lucide-react";
import { useMemo } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { TrailHeading } from "#app/components/ui/breadcrumbs.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { errorsOf, FormMessage, useSuccessToast } from "#app/components/ui/form-message.tsx";
import { buttonClass } from "#app/components/ui/styles.ts";
import { useValidatedSubmit } from "#app/lib/use-validated-submit.ts";
import {
  type AccountActionData,
  accountMessages,
  changePasswordSchema,
  deleteAccountSchema,
  profileSchema,
} from "#shared/account/schemas.ts";
import { passwordRequirements } from "#shared/auth/schemas.ts";
import { educatorCard, educatorRequestPath } from "#shared/educator/request.ts";
import { forumPaths } from "#shared/forum/paths.ts";
import { forumLimits } from "#shared/forum/schemas.ts";
import { settingsText as t } from "./content.ts";
import { dangerButtonClass, ProfileFields, SettingsCard } from "./form-bits.tsx";

export interface SettingsAccount {
  name: string;
  username: string;
  email: string;
  bio: string;
}

const deletePasswordSchema = deleteAccountSchema.pick({ password: true });

/** /community/settings: profile, password, data download and account deletion; every form works without JS. */
export function SettingsPage({
  account,
  passwordChanged,
  emailFrequency,
  emailVerified,
}: {
  account: SettingsAccount;
  passwordChanged: boolean;
  emailFrequency: "immediately" | "daily" | "never";
  emailVerified: boolean;
}) {
  const actionData = useActionData<AccountActionData>();
  // A changed password comes back by redirect (its new session cookie rides on it), with ?changed=password.
  const changed = useMemo<AccountActionData | undefined>(
    () => (passwordChanged ? { intent: "password", ok: true, ...accountMessages.passwordChanged } : undefined),
    [passwordChanged],
  );
  const result = actionData ?? changed;
  const errorsFor = (intent: string) => errorsOf(result, intent);
  const statusFor = (intent: string) => (result?.intent === intent ? result : undefined);
  useSuccessToast(result);

  const profileErrors = errorsFor("profile");
  const passwordErrors = errorsFor("password");
  const deleteErrors = errorsFor("delete");
  const validateProfile = useValidatedSubmit(profileSchema);
  const validatePassword = useValidatedSubmit(changePasswordSchema);
  const validateDelete = useValidatedSubmit(deletePasswordSchema);

  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <TrailHeading
        label={t.breadcrumb.label}
        items={[{ to: forumPaths.community, label: t.breadcrumb.community }, { label: t.breadcrumb.settings }]}
        title={t.title}
      />
      <dl className="mt-4 grid gap-x-6 gap-y-1 text-slate-700 sm:grid-cols-[auto_1fr] dark:text-slate-300">
        <dt className="font-medium text-slate-900 dark:text-white">{t.account.username}</dt>
        <dd>@{account.username}</dd>
        <dt className="font-medium text-slate-900 dark:text-white">{t.account.email}</dt>
        <dd>
          {account.email} <span className="text-sm">({t.account.emailNote})</span>
        </dd>
      </dl>

      <SettingsCard title={t.profile.title} description={t.profile.description}>
        <SettingsForm intent="profile" validated={validateProfile} status={statusFor("profile")} text={t.profile}>
          <ProfileFields
            idPrefix="settings"
            labels={t.profile}
            account={account}
            errors={profileErrors}
            bioHint={t.profile.bioHint(forumLimits.bioMax)}
            nameAutoComplete="name"
          />
        </SettingsForm>
      </SettingsCard>

      <SettingsCard id="notifications" title={t.notifications.title} description={t.notifications.description}>
        <SettingsForm intent="notifications" status={statusFor("notifications")} text={t.notifications}>
          <fieldset>
            <legend className="font-medium">{t.notifications.legend}</legend>
            <div className="mt-2 space-y-2">
              {(["immediately", "daily", "never"] as const).map((choice) => (
                <div key={choice} className="flex items-start gap-3">
                  <input
                    id={`settings-email-${choice}`}
                    type="radio"
                    name="email"
                    value={choice}
                    defaultChecked={emailFrequency === choice}
                    aria-describedby={`settings-email-${choice}-hint`}
                    className="mt-1 size-5 shrink-0 accent-brand-700"
                  />
                  <label htmlFor={`settings-email-${choice}`}>
                    <span className="font-medium">{t.notifications.options[choice].label}</span>
                    <span
                      id={`settings-email-${choice}-hint`}
                      className="block text-slate-700 text-sm dark:text-slate-300"
                    >
                      {t.notifications.options[choice].hint}
                    </span>
                  </label>
                </div>
              ))}
            </div>
          </fieldset>
          {!emailVerified && <p className="text-slate-700 text-sm dark:text-slate-300">{t.notifications.unverified}</p>}
        </SettingsForm>
      </SettingsCard>

      <SettingsCard title={t.password.title} description={t.password.description}>
        <SettingsForm intent="password" validated={validatePassword} status={statusFor("password")} text={t.password}>
          <PasswordInput
            id="settings-current-password"
            name="currentPassword"
            label={t.password.current}
            autoComplete="current-password"
            error={passwordErrors.currentPassword}
          />
          <PasswordInput
            id="settings-new-password"
            name="newPassword"
            label={t.password.new}
            autoComplete="new-password"
            error={passwordErrors.newPassword}
            hint={passwordRequirements.map((r) => r.label).join(" · ")}
          />
          <PasswordInput
            id="settings-confirm-password"
            name="confirmPassword"
            label={t.password.confirm}
            autoComplete="new-password"
            error={passwordErrors.confirmPassword}
          />
        </SettingsForm>
      </SettingsCard>

      <SettingsCard title={educatorCard.title} description={educatorCard.description}>
        <a href={educatorRequestPath} className={`${buttonClass("secondary")} mt-5`}>
          {educatorCard.link}
        </a>
      </SettingsCard>

      <SettingsCard title={t.data.title} description={t.data.description}>
        <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3">
          <a href="/community/settings/export" download className={buttonClass("secondary")}>
            <Download aria-hidden="true" className="size-4" />
            {t.data.download}
          </a>
          <a href="/privacy#what-we-keep" className="text-sm underline underline-offset-4">
            {t.data.privacy}
          </a>
        </div>
      </SettingsCard>

      <SettingsCard title={t.delete.title} description={t.delete.description} danger>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t.delete.keepNote}</p>
        {/* A full page load afterwards: the navigation's member slot must see that nobody is signed in. */}
        <SettingsForm
          intent="delete"
          validated={validateDelete}
          status={statusFor("delete")}
          text={t.delete}
          danger
          reloadDocument
        >
          <div className="flex items-start gap-3">
            <input
              id="settings-remove-posts"
              type="checkbox"
              name="removePosts"
              className="mt-1 size-5 shrink-0 accent-red-700"
            />
            <label htmlFor="settings-remove-posts" className="text-slate-800 dark:text-slate-200">
              {t.delete.removePosts}
            </label>
          </div>
          <PasswordInput
            id="settings-delete-password"
            name="password"
            label={t.delete.password}
            autoComplete="current-password"
            error={deleteErrors.password}
          />
        </SettingsForm>
      </SettingsCard>
    </section>
  );
}

/** One form of the page: its intent, the client-side check, its outcome shown above the fields, its button. */
function SettingsForm(props: {
  intent: "profile" | "notifications" | "password" | "delete";
  /** The browser's check against the action's schema; a form of radio buttons has nothing to check. */
  validated?: ReturnType<typeof useValidatedSubmit>;
  status: AccountActionData | undefined;
  /** The button's words, and while the form is being sent. */
  text: { submit: string; busy: string };
  danger?: boolean;
  reloadDocument?: boolean;
  children: React.ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === props.intent;
  return (
    <Form method="post" reloadDocument={props.reloadDocument} className="mt-5 space-y-5" {...props.validated}>
      <input type="hidden" name="intent" value={props.intent} />
      <FormMessage outcome={props.status} />
      {props.children}
      <button type="submit" disabled={busy} className={props.danger ? dangerButtonClass : buttonClass("primary")}>
        {props.danger && <Trash2 aria-hidden="true" className="size-4" />}
        {busy ? props.text.busy : props.text.submit}
      </button>
    </Form>
  );
}

function PasswordInput(props: {
  id: string;
  name: string;
  label: string;
  autoComplete: string;
  error?: string;
  hint?: string;
}) {
  return <Field {...props} type="password" required maxLength={72} />;
}
