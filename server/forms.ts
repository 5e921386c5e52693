/** The posted form, or an empty one when the body is not a readable form (then validation answers 400). */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

/** The posted text fields among `names` (to give back with a refusal). */
export function keptText(form: FormData, ...names: string[]): Record<string, string> {
  return Object.fromEntries(
    names.flatMap((name) => {
      const value = form.get(name);
      return typeof value === "string" ? [[name, value]] : [];
    }),
  );
}
