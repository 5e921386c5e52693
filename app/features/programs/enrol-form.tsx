import { cardClass } from "#app/components/marketing/card.tsx";
import { buttonClass, inputClass, labelClass } from "#app/components/ui/styles.ts";
import { cn } from "#app/lib/cn.ts";
import { languages } from "#shared/i18n/languages.ts";
import {
  childGrades,
  type EnrolField,
  type EnrolFormData,
  enrolHiddenFields,
  programLimits,
} from "#shared/programs/schemas.ts";
import type { ProgramsText } from "#shared/programs/text.ts";

const fieldId = (field: EnrolField) => `enrol-${field}`;
const errorId = (field: EnrolField) => `enrol-${field}-error`;
const errorClass = "mt-1.5 font-medium text-red-700 text-sm dark:text-red-300";
const hintClass = "mt-1.5 text-slate-700 text-sm dark:text-slate-300";

/**
 * The enrol form as plain HTML, like the contact form: it posts to the session page's action and works without
 * JavaScript; a post that was not accepted comes back with every field as typed and the errors beside them.
 */
export function EnrolForm(props: {
  t: ProgramsText["form"];
  action: string;
  token: string;
  privacyHref: string;
  termsHref: string;
  lang: string;
  result?: EnrolFormData;
}) {
  const { t, action, token, result } = props;
  const errors = result?.errors ?? {};
  const values = result?.values;
  const invalid = Object.keys(errors) as EnrolField[];
  const describedBy = (field: EnrolField, hint?: boolean) =>
    [hint && `${fieldId(field)}-hint`, errors[field] && errorId(field)].filter(Boolean).join(" ") || undefined;
  const fieldProps = (field: EnrolField, hint?: boolean) => ({
    id: fieldId(field),
    name: field,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": describedBy(field, hint),
  });
  const optional = <span className="font-normal">{t.optional}</span>;
  return (
    <div data-enrol className={cn(cardClass, "p-6 sm:p-8")}>
      <form method="post" action={action} noValidate className="space-y-6">
        <h2 id="enrol-title" className="font-bold text-2xl text-slate-900 dark:text-white">
          {t.title}
        </h2>
        <p className="text-slate-700 dark:text-slate-300">
          {t.intro}{" "}
          <a
            href={props.privacyHref}
            className="font-semibold text-brand-700 underline underline-offset-2 dark:text-honey-300"
          >
            {t.privacyLink}
          </a>
        </p>
        {(invalid.length > 0 || result?.formError) && (
          <div
            data-error-summary
            role="alert"
            tabIndex={-1}
            className="scroll-mt-28 rounded-lg border border-red-700 bg-red-50 p-4 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100"
          >
            <h3 className="font-semibold">{t.errorSummary}</h3>
            {result?.formError && <p className="mt-1">{result.formError}</p>}
            {invalid.length > 0 && (
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {invalid.map((field) => (
                  <li key={field}>
                    <a href={`#${fieldId(field)}`} className="underline underline-offset-2">
                      {errors[field]}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}

        <fieldset className="space-y-5">
          <legend className="font-bold text-lg text-slate-900 dark:text-white">{t.guardian}</legend>
          <div>
            <label htmlFor={fieldId("guardianName")} className={labelClass}>
              {t.labels.guardianName}
            </label>
            <input
              {...fieldProps("guardianName")}
              type="text"
              autoComplete="name"
              required
              maxLength={programLimits.nameMax}
              defaultValue={values?.guardianName}
              className={inputClass}
            />
            <FieldError field="guardianName" message={errors.guardianName} />
          </div>
          <div>
            <label htmlFor={fieldId("guardianEmail")} className={labelClass}>
              {t.labels.guardianEmail}
            </label>
            <input
              {...fieldProps("guardianEmail", true)}
              type="email"
              autoComplete="email"
              required
              maxLength={255}
              defaultValue={values?.guardianEmail}
              className={inputClass}
            />
            <p id={`${fieldId("guardianEmail")}-hint`} className={hintClass}>
              {t.hints.guardianEmail}
            </p>
            <FieldError field="guardianEmail" message={errors.guardianEmail} />
          </div>
          <div>
            <label htmlFor={fieldId("guardianPhone")} className={labelClass}>
              {t.labels.guardianPhone} {optional}
            </label>
            <input
              {...fieldProps("guardianPhone")}
              type="tel"
              autoComplete="tel"
              maxLength={programLimits.phoneMax}
              defaultValue={values?.guardianPhone}
              className={inputClass}
            />
            <FieldError field="guardianPhone" message={errors.guardianPhone} />
          </div>
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
            <FieldError field="language" message={errors.language} />
          </fieldset>
        </fieldset>

        <fieldset className="space-y-5">
          <legend className="font-bold text-lg text-slate-900 dark:text-white">{t.child}</legend>
          <div>
            <label htmlFor={fieldId("childFirstName")} className={labelClass}>
              {t.labels.childFirstName}
            </label>
            <input
              {...fieldProps("childFirstName")}
              type="text"
              autoComplete="off"
              required
              maxLength={programLimits.nameMax}
              defaultValue={values?.childFirstName}
              className={inputClass}
            />
            <FieldError field="childFirstName" message={errors.childFirstName} />
          </div>
          <div>
            <label htmlFor={fieldId("childGrade")} className={labelClass}>
              {t.labels.childGrade}
            </label>
            <select
              {...fieldProps("childGrade")}
              required
              defaultValue={values?.childGrade ?? ""}
              className={inputClass}
            >
              <option value="" disabled>
                {t.gradePrompt}
              </option>
              {childGrades.map((grade) => (
                <option key={grade} value={grade}>
                  {t.grades[grade]}
                </option>
              ))}
            </select>
            <FieldError field="childGrade" message={errors.childGrade} />
          </div>
          <div>
            <label htmlFor={fieldId("school")} className={labelClass}>
              {t.labels.school} {optional}
            </label>
            <input
              {...fieldProps("school")}
              type="text"
              autoComplete="off"
              maxLength={programLimits.schoolMax}
              defaultValue={values?.school}
              className={inputClass}
            />
            <FieldError field="school" message={errors.school} />
          </div>
          <div>
            <label htmlFor={fieldId("notes")} className={labelClass}>
              {t.labels.notes} {optional}
            </label>
            <textarea
              {...fieldProps("notes", true)}
              rows={3}
              maxLength={programLimits.notesMax}
              defaultValue={values?.notes}
              className={inputClass}
            />
            <p id={`${fieldId("notes")}-hint`} className={hintClass}>
              {t.hints.notes}
            </p>
            <FieldError field="notes" message={errors.notes} />
          </div>
        </fieldset>

        <div className="space-y-4">
          <div>
            <label className="flex items-start gap-3 text-slate-800 dark:text-slate-200">
              <input
                {...fieldProps("consent")}
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
            <FieldError field="consent" message={errors.consent} />
          </div>
          <label className="flex items-start gap-3 text-slate-800 dark:text-slate-200">
            <input
              {...fieldProps("photoConsent")}
              type="checkbox"
              value="yes"
              defaultChecked={values?.photoConsent === "yes"}
              className="mt-1 size-4 shrink-0 accent-brand-700"
            />
            <span>
              {t.labels.photoConsent} {optional}
            </span>
          </label>
        </div>

        <input type="hidden" name={enrolHiddenFields.token} value={token} />
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="enrol-website">{t.honeypot}</label>
          <input id="enrol-website" type="text" name={enrolHiddenFields.honeypot} tabIndex={-1} autoComplete="off" />
        </div>
        <button type="submit" className={buttonClass("primary")}>
          {t.submit}
        </button>
      </form>
    </div>
  );
}

function FieldError({ field, message }: { field: EnrolField; message?: string }) {
  if (!message) return null;
  return (
    <p id={errorId(field)} className={errorClass}>
      {message}
    </p>
  );
}
