import { Field, TextAreaField } from "#app/components/ui/field.tsx";
import { cardClass } from "#app/components/ui/styles.ts";
import { cn } from "#app/lib/cn.ts";
import { forumLimits } from "#shared/forum/schemas.ts";

export const dangerButtonClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-5 font-semibold text-sm text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-70 dark:bg-red-300 dark:text-slate-950 dark:hover:bg-red-200";

/** The profile fields a member edits in settings and an admin edits on the accounts page (same limits). */
export function ProfileFields(props: {
  idPrefix: string;
  labels: { name: string; bio: string };
  account: { name: string; bio: string };
  errors: { name?: string; bio?: string };
  bioHint?: string;
  nameAutoComplete?: string;
}) {
  const { idPrefix, labels, account, errors } = props;
  return (
    <>
      <Field
        id={`${idPrefix}-name`}
        label={labels.name}
        name="name"
        autoComplete={props.nameAutoComplete}
        required
        maxLength={100}
        defaultValue={account.name}
        error={errors.name}
      />
      <TextAreaField
        id={`${idPrefix}-bio`}
        label={labels.bio}
        name="bio"
        rows={3}
        maxLength={forumLimits.bioMax}
        defaultValue={account.bio}
        hint={props.bioHint}
        error={errors.bio}
      />
    </>
  );
}

/** One titled card of a settings page. */
export function SettingsCard(props: {
  id?: string;
  title: string;
  description: string;
  danger?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div id={props.id} className={cn(cardClass, "mt-8", props.danger && "border-red-300 dark:border-red-900")}>
      <h2 className="font-semibold text-xl">{props.title}</h2>
      <p className="mt-1 text-slate-700 dark:text-slate-300">{props.description}</p>
      {props.children}
    </div>
  );
}
