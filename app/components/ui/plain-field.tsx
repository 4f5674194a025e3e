import { useId, type InputHTMLAttributes } from "react";

export const INPUT_CLASS =
  "block w-full rounded-md border border-(--surface-border) bg-(--surface-card) px-3 py-2 text-(--text-color) outline-none focus:border-(--focus-ring) focus:ring-2 focus:ring-(--focus-ring)/30 aria-invalid:border-(--danger-color)";

/** `id` defaults to a generated one; the error is `<id>-error` and the hint `<id>-hint`, both named by aria-describedby. */
export function PlainTextField({
  label,
  error,
  hint,
  id: givenId,
  ...input
}: {
  label: string;
  name: string;
  error: string | null | undefined;
  hint?: string;
  id?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "className" | "aria-invalid" | "aria-describedby">) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ");
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-(--text-color)">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-xs text-(--text-muted)">
          {hint}
        </p>
      ) : null}
      <input
        {...input}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={INPUT_CLASS}
      />
      {error ? (
        <p id={errorId} className="text-sm text-(--danger-color)">
          {error}
        </p>
      ) : null}
    </div>
  );
}
