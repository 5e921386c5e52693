import { cardClass } from "#app/components/marketing/card.tsx";
import { Field, SelectField, TextAreaField } from "#app/components/ui/field.tsx";
import { ErrorSummary, FieldError, fieldAria } from "#app/components/ui/form-message.tsx";
import { buttonClass, labelClass } from "#app/components/ui/styles.ts";
import { cn } from "#app/lib/cn.ts";
import { languages } from "#shared/i18n/languages.ts";
import {
  childGrades,
  type EnrolField,
  type EnrolFormData,
  enrolHiddenFields,
  type FamilyDetailField,
  programLimits,
} from "#shared/programs/schemas.ts";
import type { ProgramsText } from "#shared/programs/text.ts";

const fieldId = (field: EnrolField) => `enrol-${field}`;
const errorId = (field: EnrolField) => `enrol-${field}-error`;
const fieldProps = (field: EnrolField, errors: Partial<Record<EnrolField, string>>) => ({
  id: fieldId(field),
  name: field,
  error: errors[field],
});

/**
 * The enrol form as plain HTML, like the contact form: it posts to the session page's action and works without
 * JavaScript; a post that was not accepted comes back with every field as typed and the errors beside them. On a
 * full session (`waitlist`) it says that sending it joins the waitlist. A refusal that is not about the fields (too
 * many posts, a child enrolled already) brings its own heading in `title`, in place of "Please check the form".
 */
export function EnrolForm(props: {
  t: ProgramsText["form"];
  action: string;
  token: string;
  privacyHref: string;
  termsHref: string;
  lang: string;
  waitlist?: boolean;
  result?: EnrolFormData;
}) {
  const { t, action, token, result, waitlist } = props;
  const errors = result?.errors ?? {};
  const values = result?.values;
  return (
    <div data-enrol className={cn(cardClass, "p-6 sm:p-8")}>
      <form method="post" action={action} noValidate className="space-y-6">
        <h2 id="enrol-title" className="font-bold text-2xl text-slate-900 dark:text-white">
          {waitlist ? t.waitlistTitle : t.title}
        </h2>
        {waitlist && <p className="font-semibold text-slate-900 dark:text-white">{t.waitlistIntro}</p>}
        <p className="text-slate-700 dark:text-slate-300">
          {t.intro}{" "}
          <a
            href={props.privacyHref}
            className="font-semibold text-brand-700 underline underline-offset-2 dark:text-honey-300"
          >
            {t.privacyLink}
          </a>
        </p>
        <ErrorSummary
          outcome={result && { ...result, title: undefined }}
          heading={result?.title ?? t.errorSummary}
          fieldId={fieldId}
        />

        <fieldset className="space-y-5">
          <legend className="font-bold text-lg text-slate-900 dark:text-white">{t.guardian}</legend>
          <Field
            {...fieldProps("guardianName", errors)}
            label={t.labels.guardianName}
            type="text"
            autoComplete="name"
            required
            maxLength={programLimits.nameMax}
            defaultValue={values?.guardianName}
          />
          <Field
            {...fieldProps("guardianEmail", errors)}
            label={t.labels.guardianEmail}
            hint={t.hints.guardianEmail}
            type="email"
            autoComplete="email"
            required
            maxLength={255}
            defaultValue={values?.guardianEmail}
          />
          <FamilyField field="guardianPhone" t={t} values={values} errors={errors} lang={props.lang} />
          <FamilyField field="language" t={t} values={values} errors={errors} lang={props.lang} />
        </fieldset>

        <fieldset className="space-y-5">
          <legend className="font-bold text-lg text-slate-900 dark:text-white">{t.child}</legend>
          <Field
            {...fieldProps("childFirstName", errors)}
            label={t.labels.childFirstName}
            type="text"
            autoComplete="off"
            required
            maxLength={programLimits.nameMax}
            defaultValue={values?.childFirstName}
          />
          <FamilyField field="childGrade" t={t} values={values} errors={errors} lang={props.lang} />
          <FamilyField field="school" t={t} values={values} errors={errors} lang={props.lang} />
          <FamilyField field="notes" t={t} values={values} errors={errors} lang={props.lang} />
        </fieldset>

        <div className="space-y-4">
          <div>
            <label className="flex items-start gap-3 text-slate-800 dark:text-slate-200">
              <input
                id={fieldId("consent")}
                name="consent"
                {...fieldAria(fieldId("consent"), { error: errors.consent })}
                type="checkbox"
                value="yes"
                required
                defaultChecked={values?.consent === "yes"}
                className="mt-1 size-4 shrink-0 accent-brand-700"
              />
              <span>
                {t.labels.consent}{" "}
                <a
                  href={props.termsHref}
                  className="font-semibold text-brand-700 underline underline-offset-2 dark:text-honey-300"
                >
                  {t.termsLink}
                </a>
              </span>
            </label>
            <FieldError id={errorId("consent")} message={errors.consent} />
          </div>
          <FamilyField field="photoConsent" t={t} values={values} errors={errors} lang={props.lang} />
        </div>

        <input type="hidden" name={enrolHiddenFields.token} value={token} />
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="enrol-website">{t.honeypot}</label>
          <input id="enrol-website" type="text" name={enrolHiddenFields.honeypot} tabIndex={-1} autoComplete="off" />
        </div>
        <button type="submit" className={buttonClass("primary")}>
          {waitlist ? t.waitlistSubmit : t.submit}
        </button>
      </form>
    </div>
  );
}

/**
 * One of the fields a family gives on the enrol form and may change later on its private page (familyDetailFields),
 * drawn the same on both.
 */
export function FamilyField(props: {
  field: FamilyDetailField;
  t: ProgramsText["form"];
  lang: string;
  values?: Partial<Record<EnrolField, string>>;
  errors: Partial<Record<EnrolField, string>>;
}) {
  const { t, values, errors } = props;
  const optional = <span className="font-normal">{t.optional}</span>;
  switch (props.field) {
    case "guardianPhone":
      return (
        <Field
          {...fieldProps("guardianPhone", errors)}
          label={
            <>
              {t.labels.guardianPhone} {optional}
            </>
          }
          type="tel"
          autoComplete="tel"
          maxLength={programLimits.phoneMax}
          defaultValue={values?.guardianPhone}
        />
      );
    case "language":
      return (
        <fieldset aria-describedby={errors.language ? errorId("language") : undefined}>
          <legend className={labelClass}>{t.labels.language}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {languages.map(({ code }) => (
              <label key={code} className="flex items-center gap-2 text-slate-800 dark:text-slate-200">
                <input
                  type="radio"
                  name="language"
                  value={code}
                  defaultChecked={(values?.language || props.lang) === code}
                  className="size-4 accent-brand-700"
                />
                {t.languages[code]}
              </label>
            ))}
          </div>
          <FieldError id={errorId("language")} message={errors.language} />
        </fieldset>
      );
    case "childGrade":
      return (
        <SelectField
          {...fieldProps("childGrade", errors)}
          label={t.labels.childGrade}
          required
          defaultValue={values?.childGrade ?? ""}
        >
          <option value="" disabled>
            {t.gradePrompt}
          </option>
          {childGrades.map((grade) => (
            <option key={grade} value={grade}>
              {t.grades[grade]}
            </option>
          ))}
        </SelectField>
      );
    case "school":
      return (
        <Field
          {...fieldProps("school", errors)}
          label={
            <>
              {t.labels.school} {optional}
            </>
          }
          type="text"
          autoComplete="off"
          maxLength={programLimits.schoolMax}
          defaultValue={values?.school}
        />
      );
    case "notes":
      return (
        <TextAreaField
          {...fieldProps("notes", errors)}
          label={
            <>
              {t.labels.notes} {optional}
            </>
          }
          hint={t.hints.notes}
          rows={3}
          maxLength={programLimits.notesMax}
          defaultValue={values?.notes}
        />
      );
    case "photoConsent":
      return (
        <label className="flex items-start gap-3 text-slate-800 dark:text-slate-200">
          <input
            id={fieldId("photoConsent")}
            name="photoConsent"
            type="checkbox"
            value="yes"
            defaultChecked={values?.photoConsent === "yes"}
            className="mt-1 size-4 shrink-0 accent-brand-700"
          />
          <span>
            {t.labels.photoConsent} {optional}
          </span>
        </label>
      );
  }
}
