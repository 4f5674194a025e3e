/** Form bodies as a browser posts them, for the tests of actions and form parsers (no database). */

/** A FormData with one value per field. */
export function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}
