import { FieldError, fieldAria } from "./form-message.tsx";

/**
 * The box ticked before a step that cannot be undone (cancelling a place, deleting data): its label says what will
 * happen, the browser will not send the form without it, and the server checks the `confirm` field too.
 */
export function ConfirmBox({ id, label, error }: { id: string; label: React.ReactNode; error?: string }) {
  return (
    <>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name="confirm"
          value="yes"
          required
          {...fieldAria(id, { error })}
          className="mt-1 size-4 shrink-0 accent-red-700"
        />
        <label htmlFor={id} className="text-slate-800 dark:text-slate-200">
          {label}
        </label>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </>
  );
}
