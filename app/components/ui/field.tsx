import { Eye, EyeOff } from "lucide-react";
import { useId, useState } from "react";
import { inputClass, labelClass } from "./styles.ts";

type InputProps = React.ComponentProps<"input"> & { label: string; hint?: React.ReactNode };

/** A label, the control it names, and an optional hint tied to the control by aria-describedby. */
function FieldFrame(props: {
  id: string | undefined;
  label: string;
  hint?: React.ReactNode;
  children: (id: string, hintId: string | undefined) => React.ReactNode;
}) {
  const generated = useId();
  const id = props.id ?? generated;
  const hintId = props.hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {props.label}
      </label>
      {props.children(id, hintId)}
      {props.hint && (
        <div id={hintId} className="mt-1.5 text-slate-700 text-sm dark:text-slate-300">
          {props.hint}
        </div>
      )}
    </div>
  );
}

export function Field({ label, hint, id, ...props }: InputProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint}>
      {(inputId, hintId) => <input id={inputId} className={inputClass} aria-describedby={hintId} {...props} />}
    </FieldFrame>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, hint, id, ...props }: Omit<InputProps, "type">) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} hint={hint}>
      {(inputId, hintId) => (
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
      )}
    </FieldFrame>
  );
}

type TextAreaProps = React.ComponentProps<"textarea"> & { label: string; hint?: React.ReactNode };

/** A labelled multi-line field (posts, replies, reasons, bios), with an optional hint below it. */
export function TextAreaField({ label, hint, id, ...props }: TextAreaProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint}>
      {(inputId, hintId) => <textarea id={inputId} className={inputClass} aria-describedby={hintId} {...props} />}
    </FieldFrame>
  );
}
