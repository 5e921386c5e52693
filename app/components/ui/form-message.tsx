import { useEffect, useRef } from "react";
import { toast } from "sonner";
import { cn } from "#app/lib/cn.ts";
import type { FormOutcome } from "#shared/action-outcome.ts";

/**
 * The form-level message of a form's outcome (shared/action-outcome.ts's FormOutcome), where the member is
 * looking: a confirmation as a status, a refusal as an alert that takes focus, so a keyboard or screen-reader
 * user lands on it. `children` adds what is the form's own below the message (the contact form's list of fields).
 */
export function FormMessage({
  outcome,
  heading,
  children,
  className,
}: {
  outcome: Pick<FormOutcome, "ok" | "title" | "message"> | undefined;
  /** A heading of the form's own, shown above a refusal's title and message. */
  heading?: string;
  children?: React.ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome && !outcome.ok) ref.current?.focus();
  }, [outcome]);
  if (!outcome || (!outcome.title && !outcome.message && !children)) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      data-form-message
      role={outcome.ok ? "status" : "alert"}
      className={cn(
        "rounded-lg border p-3 text-sm",
        outcome.ok
          ? "border-green-700 bg-green-50 text-green-950 dark:border-green-400 dark:bg-green-950 dark:text-green-50"
          : "border-red-700 bg-red-50 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100",
        className,
      )}
    >
      {heading && <h3 className="font-semibold">{heading}</h3>}
      {outcome.title && <p className="font-semibold">{outcome.title}</p>}
      {outcome.message && <p>{outcome.message}</p>}
      {children}
    </div>
  );
}

/**
 * A refused public form's summary: its heading, the outcome's message, and each field's error as a link to the
 * field, so a family filling a long form on a phone reaches every problem from the top (the contact and enrolment
 * forms).
 */
export function ErrorSummary<F extends string>({
  outcome,
  heading,
  fieldId,
}: {
  outcome: (Pick<FormOutcome, "ok" | "title" | "message"> & { errors?: Partial<Record<F, string>> }) | undefined;
  heading: string;
  fieldId: (field: F) => string;
}) {
  const errors: Partial<Record<F, string>> = outcome?.errors ?? {};
  const invalid = Object.keys(errors) as F[];
  return (
    <FormMessage
      outcome={outcome}
      heading={invalid.length > 0 || outcome?.message ? heading : undefined}
      className="p-4 text-base"
    >
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
    </FormMessage>
  );
}

/** The message beside one field, named by the id its control's aria-describedby points at (fieldAria). */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 font-medium text-red-700 text-sm dark:text-red-300">
      {message}
    </p>
  );
}

/** A field's ties to its hint and its error: aria-describedby, and aria-invalid while it has an error. */
export function fieldAria(id: string, { hint, error }: { hint?: unknown; error?: string }) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return { "aria-describedby": describedBy || undefined, "aria-invalid": error ? (true as const) : undefined };
}

/** The field errors of an outcome, if it answers this form (`intent`, on a page of several forms). */
export function errorsOf<F extends string>(
  outcome: FormOutcome<F> | undefined,
  intent?: string,
): Partial<Record<F, string>> {
  if (!outcome || outcome.ok || (intent !== undefined && outcome.intent !== intent)) return {};
  return outcome.errors ?? {};
}

/** A confirmation also as a toast, when JavaScript runs (FormMessage shows it beside the form either way). */
export function useSuccessToast(outcome: Pick<FormOutcome, "ok" | "title" | "message"> | undefined) {
  useEffect(() => {
    if (outcome?.ok && outcome.title) toast.success(outcome.title, { description: outcome.message });
  }, [outcome]);
}
