import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "~/config/zod";

/** The form's fields as Conform sees them: the schema's input, an object. */
type SchemaInput<S extends z.ZodType> = Extract<z.input<S>, Record<string, unknown>>;

/** `useForm`'s options but the validation ones, which the hook sets: `id`, `lastResult`, `defaultValue`, `onSubmit`… */
export type SchemaFormOptions<S extends z.ZodType> = Omit<
  Parameters<typeof useForm<SchemaInput<S>, z.output<S>>>[0],
  "onValidate" | "shouldValidate" | "shouldRevalidate"
>;

/**
 * A Conform form checked in the browser with the same zod schema as its action; `fields` are typed from the schema's input.
 *
 * A form is checked when it is submitted, then again on every input, so a message goes away as soon as the field is
 * fixed. Never on blur: a message appearing above the button would move it away from a click under way.
 *
 * `schema` may be a function of the submitted data, for a schema that depends on what is sent (e.g. the files chosen).
 * Returns `useForm`'s `[form, fields]`.
 */
export function useSchemaForm<S extends z.ZodType>(schema: S | ((formData: FormData) => S), options: SchemaFormOptions<S> = {}) {
  return useForm<SchemaInput<S>, z.output<S>>({
    ...options,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: typeof schema === "function" ? schema(formData) : schema }),
  });
}
