import { Check, Circle } from "lucide-react";
import { useState } from "react";
import { PasswordField } from "#app/components/ui/field.tsx";
import { cn } from "#app/lib/cn.ts";
import { passwordRequirements } from "#shared/auth/schemas.ts";

/** The password requirements as a list that ticks each one off as it is met (sign-up, new password). */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <ul aria-label="Password requirements" className="space-y-1">
      {passwordRequirements.map((r) => {
        const met = r.test(password);
        return (
          <li key={r.label} className={cn("flex items-center gap-2", met && "text-brand-700 dark:text-brand-100")}>
            {met ? <Check aria-hidden="true" className="size-4" /> : <Circle aria-hidden="true" className="size-4" />}
            <span>
              {r.label}
              <span className="sr-only">{met ? " (met)" : " (not met)"}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A field for choosing a password (sign-up, reset) with the requirements ticked off as they are typed. The
 * value is the field's own: give it a new `key` to empty it.
 */
export function NewPasswordField({ label, error }: { label: string; error?: string }) {
  const [password, setPassword] = useState("");
  return (
    <PasswordField
      label={label}
      name="password"
      autoComplete="new-password"
      required
      value={password}
      onChange={(e) => setPassword(e.currentTarget.value)}
      hint={<PasswordChecklist password={password} />}
      error={error}
    />
  );
}
