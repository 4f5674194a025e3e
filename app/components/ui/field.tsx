import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { INPUT_CLASS, PlainTextField } from "./plain-field";

type TextMeta = FieldMetadata<string | null | undefined, Record<string, unknown>, string[]>;
type InputMeta = FieldMetadata<string | number | null | undefined, Record<string, unknown>, string[]>;

export function TextField({
  label,
  meta,
  type = "text",
  autoComplete,
  inputMode,
  hint,
  list,
  maxLength,
}: {
  label: string;
  meta: InputMeta;
  type?: "text" | "password" | "email" | "date" | "tel" | "number";
  autoComplete?: string;
  inputMode?: "numeric" | "email" | "text" | "tel";
  hint?: string;
  list?: string;
  maxLength?: number;
}) {
  // The shared field names the error and hint itself.
  const { "aria-invalid": _invalid, "aria-describedby": _describedBy, ...input } = getInputProps(meta, { type });
  return (
    <PlainTextField
      {...input}
      key={meta.key}
      id={meta.id}
      name={meta.name}
      label={label}
      hint={hint}
      error={meta.errors?.[0]}
      autoComplete={autoComplete}
      inputMode={inputMode}
      list={list}
      maxLength={maxLength ?? input.maxLength}
    />
  );
}

/** The first error of a field, under it (its id is what the field points to with aria-describedby); `className` sizes and places it. */
export function FieldError({
  meta,
  className = "text-sm",
}: {
  meta: { errors?: string[]; errorId: string };
  className?: string;
}) {
  const error = meta.errors?.[0];
  return error ? (
    <p id={meta.errorId} className={`${className} text-(--danger-color)`}>
      {error}
    </p>
  ) : null;
}

/** A labelled textarea with a character count against `maxLength`. */
export function TextAreaField({ label, meta, maxLength }: { label: string; meta: TextMeta; maxLength: number }) {
  return (
    <div className="space-y-1">
      <label htmlFor={meta.id} className="block text-sm font-medium text-(--text-color)">
        {label} <span className="font-normal text-(--text-muted)">(até {maxLength} caracteres)</span>
      </label>
      <textarea {...getTextareaProps(meta)} key={meta.key} rows={4} className={INPUT_CLASS} />
      <FieldError meta={meta} />
    </div>
  );
}
