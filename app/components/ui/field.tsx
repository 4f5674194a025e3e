/** Labelled inputs with their pt-BR error, wired by Conform's field metadata. */
import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { INPUT_CLASS } from "./plain-field";

/** Metadata of a text field of any Conform form. */
type TextMeta = FieldMetadata<string | null | undefined, Record<string, unknown>, string[]>;

export function TextField({
  label,
  meta,
  type = "text",
  autoComplete,
  inputMode,
  hint,
  list,
}: {
  label: string;
  meta: TextMeta;
  type?: "text" | "password" | "email" | "date" | "tel";
  autoComplete?: string;
  inputMode?: "numeric" | "email" | "text" | "tel";
  /** A line under the label that says what to type; read with the field. */
  hint?: string;
  /** The id of a `<datalist>` of suggestions. */
  list?: string;
}) {
  const hintId = `${meta.id}-hint`;
  return (
    <div className="space-y-1">
      <label htmlFor={meta.id} className="block text-sm font-medium text-(--text-color)">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-xs text-(--text-muted)">
          {hint}
        </p>
      ) : null}
      <input
        {...getInputProps(meta, { type, ariaDescribedBy: hint ? hintId : undefined })}
        key={meta.key}
        autoComplete={autoComplete}
        inputMode={inputMode}
        list={list}
        className={INPUT_CLASS}
      />
      <FieldError meta={meta} />
    </div>
  );
}

/** The first error of a field, under it (its id is what the field points to with aria-describedby). */
export function FieldError({ meta }: { meta: { errors?: string[]; errorId: string } }) {
  const error = meta.errors?.[0];
  return error ? (
    <p id={meta.errorId} className="text-sm text-(--danger-color)">
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
