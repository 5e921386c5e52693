/** The posted form, or an empty one when the body is not a readable form (then validation answers 400). */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
