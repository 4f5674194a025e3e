import { getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { INPUT_CLASS, PlainTextField } from "./plain-field";

type TextMeta = FieldMetadata<string | null | undefined, Record<string, unknown>, string[]>;
type InputMeta = FieldMetadata<string | number | null | undefined, Record<string, unknown>, string[]>;

/**
 * A labelled input for a Conform field. It reads the six metadata it renders (key, id, name, formId, initialValue,
 * errors) instead of calling `getInputProps`: each read builds Conform's whole metadata object, and the helper's
 * fifteen reads include the constraint attributes, which no form here declares (the zod schemas validate).
 */
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
  const initialValue = meta.initialValue;
  return (
    <PlainTextField
      key={meta.key}
      id={meta.id}
      name={meta.name}
      form={meta.formId}
      type={type}
      defaultValue={typeof initialValue === "string" ? initialValue : undefined}
      label={label}
      hint={hint}
      error={meta.errors?.[0]}
      autoComplete={autoComplete}
      inputMode={inputMode}
      list={list}
      maxLength={maxLength}
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
