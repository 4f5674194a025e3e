/** A labelled text input with its pt-BR error, wired by Conform's field metadata. */
import { getInputProps, type FieldMetadata } from "@conform-to/react";

export function TextField({
  label,
  meta,
  type = "text",
  autoComplete,
  inputMode,
}: {
  label: string;
  meta: FieldMetadata<string>;
  type?: "text" | "password" | "email";
  autoComplete?: string;
  inputMode?: "numeric" | "email" | "text";
}) {
  const error = meta.errors?.[0];
  return (
    <div className="space-y-1">
      <label htmlFor={meta.id} className="block text-sm font-medium text-(--text-color)">
        {label}
      </label>
      <input
        {...getInputProps(meta, { type })}
        key={meta.key}
        autoComplete={autoComplete}
        inputMode={inputMode}
        className="block w-full rounded-md border border-(--surface-border) bg-(--surface-card) px-3 py-2 text-(--text-color) outline-none focus:border-(--primary-color) focus:ring-2 focus:ring-(--primary-color)/30 aria-invalid:border-(--danger-color)"
      />
      {error ? (
        <p id={meta.errorId} className="text-sm text-(--danger-color)">
          {error}
        </p>
      ) : null}
    </div>
  );
}
