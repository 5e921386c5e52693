import { Eye, EyeOff } from "lucide-react";
import { useId, useState } from "react";
import { inputClass, labelClass } from "./styles.ts";

type InputProps = React.ComponentProps<"input"> & { label: string; hint?: React.ReactNode };

export function Field({ label, hint, id, ...props }: InputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div>
      <label htmlFor={inputId} className={labelClass}>
        {label}
      </label>
      <input id={inputId} className={inputClass} aria-describedby={hintId} {...props} />
      {hint && (
        <div id={hintId} className="mt-1.5 text-slate-700 text-sm dark:text-slate-300">
          {hint}
        </div>
      )}
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, hint, id, ...props }: Omit<InputProps, "type">) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <label htmlFor={inputId} className={labelClass}>
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type={visible ? "text" : "password"}
          className={`${inputClass} pr-12`}
          aria-describedby={hintId}
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
      {hint && (
        <div id={hintId} className="mt-1.5 text-slate-700 text-sm dark:text-slate-300">
          {hint}
        </div>
      )}
    </div>
  );
}

type TextAreaProps = React.ComponentProps<"textarea"> & { label: string; hint?: React.ReactNode };

/** A labelled multi-line field (posts, replies, reasons, bios), with an optional hint below it. */
export function TextAreaField({ label, hint, id, ...props }: TextAreaProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div>
      <label htmlFor={inputId} className={labelClass}>
        {label}
      </label>
      <textarea id={inputId} className={inputClass} aria-describedby={hintId} {...props} />
      {hint && (
        <div id={hintId} className="mt-1.5 text-slate-700 text-sm dark:text-slate-300">
          {hint}
        </div>
      )}
    </div>
  );
}
