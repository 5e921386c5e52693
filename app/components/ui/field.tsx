import { Eye, EyeOff } from "lucide-react";
import { useId, useState } from "react";
import { FieldError, fieldAria } from "./form-message.tsx";
import { inputClass, labelClass } from "./styles.ts";

/** What every field takes besides its control's own attributes: its label, an optional hint and error. */
type FieldParts = { label: React.ReactNode; hint?: React.ReactNode; error?: string };
type InputProps = React.ComponentProps<"input"> & FieldParts;

/**
 * A label, the control it names, an optional hint and an optional error message, both tied to the control
 * by aria-describedby (an error also sets aria-invalid).
 */
function FieldFrame(props: {
  id: string | undefined;
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: string;
  children: (id: string, aria: { "aria-describedby"?: string; "aria-invalid"?: true }) => React.ReactNode;
}) {
  const generated = useId();
  const id = props.id ?? generated;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {props.label}
      </label>
      {props.children(id, fieldAria(id, props))}
      {props.hint && (
        <div id={`${id}-hint`} className="mt-1.5 text-slate-700 text-sm dark:text-slate-300">
          {props.hint}
        </div>
      )}
      <FieldError id={`${id}-error`} message={props.error} />
    </div>
  );
}

export function Field({ label, hint, error, id, ...props }: InputProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(inputId, aria) => <input id={inputId} className={inputClass} {...aria} {...props} />}
    </FieldFrame>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, hint, error, id, ...props }: Omit<InputProps, "type">) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(inputId, aria) => (
        <div className="relative">
          <input
            id={inputId}
            type={visible ? "text" : "password"}
            className={`${inputClass} pr-12`}
            {...aria}
            {...props}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? "Hide password" : "Show password"}
            aria-pressed={visible}
            aria-controls={inputId}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-700 hover:text-slate-950 dark:text-slate-300 dark:hover:text-white"
          >
            {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
          </button>
        </div>
      )}
    </FieldFrame>
  );
}

type TextAreaProps = React.ComponentProps<"textarea"> & FieldParts;

/** A labelled multi-line field (posts, replies, reasons, bios), with an optional hint below it. */
export function TextAreaField({ label, hint, error, id, ...props }: TextAreaProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(inputId, aria) => <textarea id={inputId} className={inputClass} {...aria} {...props} />}
    </FieldFrame>
  );
}

/** A labelled drop-down list; its options are the children. */
export function SelectField({
  label,
  hint,
  error,
  id,
  children,
  ...props
}: React.ComponentProps<"select"> & FieldParts) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(inputId, aria) => (
        <select id={inputId} className={inputClass} {...aria} {...props}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
