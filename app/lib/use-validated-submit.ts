import { useCallback } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { authToasts } from "#shared/auth/messages.ts";
import { fieldErrors, firstError } from "#shared/auth/schemas.ts";

/** The fields a schema names, as the form holds them (a missing one is undefined, so it reads "required"). */
function fieldsOf(schema: z.ZodObject, form: HTMLFormElement): Record<string, unknown> {
  const data = new FormData(form);
  return Object.fromEntries(Object.keys(schema.shape).map((name) => [name, data.get(name) ?? undefined]));
}

/**
 * The browser's check of a form against the same Zod schema its action applies: on submit, a form that
 * fails shows the first message in the spec's "Validation Error" toast and is not sent; one that passes is
 * sent as it would have been (a <Form>, a fetcher's Form). Hidden fields the schema does not name (intent,
 * ids) are left to the server. `allow` runs first and may refuse the submit on its own terms (the lockout).
 * `onChecked` hears every field's first message (none when the form passes), for a form that shows them beside
 * its fields as well.
 *
 * Spread the result on the form: it also turns off the browser's own bubbles, so there is one voice.
 */
const validationToast = "validation-error";

export function useValidatedSubmit(
  schema: z.ZodObject,
  allow?: () => boolean,
  onChecked?: (errors: Record<string, string>) => void,
) {
  const onSubmit = useCallback(
    (event: React.FormEvent<HTMLFormElement>) => {
      if (allow && !allow()) {
        event.preventDefault();
        return;
      }
      const parsed = schema.safeParse(fieldsOf(schema, event.currentTarget));
      onChecked?.(parsed.success ? {} : fieldErrors(parsed.error));
      // One validation toast at a time, gone once the form is sent: an error already fixed must not stay on screen
      // beside what the server answers.
      if (parsed.success) toast.dismiss(validationToast);
      else {
        event.preventDefault();
        toast.error(authToasts.validationError, { id: validationToast, description: firstError(parsed.error) });
      }
    },
    [schema, allow, onChecked],
  );
  return { noValidate: true, onSubmit } as const;
}
