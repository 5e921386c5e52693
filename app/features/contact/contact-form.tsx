import { CircleCheck, X } from "lucide-react";
import { cardClass } from "#app/components/marketing/card.tsx";
import { Field, SelectField, TextAreaField } from "#app/components/ui/field.tsx";
import { ErrorSummary } from "#app/components/ui/form-message.tsx";
import { buttonClass } from "#app/components/ui/styles.ts";
import type { ContactContent } from "#app/content/public/schemas.ts";
import { cn } from "#app/lib/cn.ts";
import {
  type ContactField,
  type ContactFormData,
  contactHiddenFields,
  contactLimits,
} from "#shared/contact/schemas.ts";

export interface ContactFormProps {
  text: ContactContent;
  /** Where the form posts: the page's own address in its language (/contact, /es/contacto). */
  action: string;
  programs: Array<{ id: string; title: string }>;
  /** The "I am a" choices in the page's language. */
  senderTypes: Array<{ id: string; label: string }>;
  /** The signed "started at" timestamp this form carries. */
  token: string;
  /** The program chosen before the form opened (from /programs), when there was no post yet. */
  program: string;
  sent: boolean;
  /** The answer to a post that was not accepted. */
  result?: ContactFormData;
}

const fieldId = (field: ContactField) => `contact-${field}`;

/**
 * The contact form as plain HTML: it posts to the route action and works without JavaScript. /contact.js
 * (loaded on this page only) sends it with fetch instead, swaps in the answer and shows a toast.
 */
export function ContactForm(props: ContactFormProps) {
  const { text, sent, action } = props;
  return (
    <div data-contact className={cn(cardClass, "p-6 sm:p-8 lg:self-start")}>
      {sent ? <SentPanel text={text} action={action} /> : <FormBody {...props} />}
    </div>
  );
}

function SentPanel({ text, action }: { text: ContactContent; action: string }) {
  return (
    <div data-contact-success tabIndex={-1} className="rounded-lg">
      <CircleCheck aria-hidden="true" className="size-10 text-brand-700 dark:text-honey-300" />
      <h2 className="mt-4 font-bold text-2xl text-slate-900 dark:text-white">{text.success.title}</h2>
      <p className="mt-2 text-slate-700 leading-relaxed dark:text-slate-300">{text.success.description}</p>
      <a href={action} className={buttonClass("secondary", "mt-6")}>
        {text.success.another}
      </a>
    </div>
  );
}

function FormBody({ text, action, programs, senderTypes, token, program, result }: ContactFormProps) {
  const { labels, hints } = text.form;
  const errors = result?.errors ?? {};
  const values = result?.values;
  const fieldProps = (field: ContactField) => ({ id: fieldId(field), name: field, error: errors[field] });
  return (
    <form method="post" action={action} noValidate className="space-y-6">
      <h2 id="message-title" className="font-bold text-2xl text-slate-900 dark:text-white">
        {text.form.heading.title}
      </h2>
      <ErrorSummary outcome={result} heading={text.form.errorSummary} fieldId={fieldId} />

      <Field
        {...fieldProps("name")}
        label={labels.name}
        type="text"
        autoComplete="name"
        required
        maxLength={contactLimits.nameMax}
        defaultValue={values?.name}
      />
      <Field
        {...fieldProps("email")}
        label={labels.email}
        hint={hints.email}
        type="email"
        autoComplete="email"
        required
        maxLength={255}
        defaultValue={values?.email}
      />
      <SelectField
        {...fieldProps("senderType")}
        label={labels.senderType}
        required
        defaultValue={values?.senderType ?? ""}
      >
        <option value="" disabled>
          {text.form.senderTypePrompt}
        </option>
        {senderTypes.map((type) => (
          <option key={type.id} value={type.id}>
            {type.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        {...fieldProps("program")}
        label={
          <>
            {labels.program} <span className="font-normal">{text.form.optional}</span>
          </>
        }
        hint={hints.program}
        defaultValue={values?.program ?? program}
      >
        <option value="">{text.form.programNone}</option>
        {programs.map((p) => (
          <option key={p.id} value={p.id}>
            {p.title}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        {...fieldProps("message")}
        label={labels.message}
        hint={hints.message}
        required
        rows={7}
        minLength={contactLimits.messageMin}
        maxLength={contactLimits.messageMax}
        defaultValue={values?.message}
      />

      <input type="hidden" name={contactHiddenFields.token} value={token} />
      {/* People never see this field; robots that fill in every field give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{text.form.honeypot}</label>
        <input id="contact-website" type="text" name={contactHiddenFields.honeypot} tabIndex={-1} autoComplete="off" />
      </div>

      <button type="submit" data-busy-label={text.form.submitting} className={buttonClass("primary")}>
        {text.form.submit}
      </button>
    </form>
  );
}

/**
 * Where /contact.js shows the success toast. Rendered (empty and hidden) with the page, so the live region
 * exists before the toast appears in it and screen readers announce it.
 */
export function ContactToast({ text }: { text: ContactContent }) {
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed top-4 right-4 left-4 z-50 sm:left-auto">
      <div
        data-contact-toast
        hidden
        className="pointer-events-auto ml-auto flex max-w-sm gap-3 rounded-lg border border-green-700 bg-green-50 p-4 text-green-950 shadow-lg dark:border-green-400 dark:bg-green-950 dark:text-green-50"
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="flex-1">
          <p className="font-semibold">{text.success.title}</p>
          <p className="mt-0.5 text-sm">{text.success.description}</p>
        </div>
        <button
          type="button"
          data-contact-toast-close
          aria-label={text.success.close}
          className="-m-1 grid size-8 shrink-0 place-items-center rounded-md hover:bg-black/5 dark:hover:bg-white/10"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
