/**
 * A labelled input with its pt-BR error, for a form that validates
 * without a form library in the browser (the login page keeps its first
 * load small). Looks and is wired like field.tsx's Conform fields.
 */
import { useId, type InputHTMLAttributes } from "react";

export const INPUT_CLASS =
  "block w-full rounded-md border border-(--surface-border) bg-(--surface-card) px-3 py-2 text-(--text-color) outline-none focus:border-(--focus-ring) focus:ring-2 focus:ring-(--focus-ring)/30 aria-invalid:border-(--danger-color)";

export function PlainTextField({
  label,
  error,
  ...input
}: { label: string; name: string; error: string | null } & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-(--text-color)">
        {label}
      </label>
      <input
        {...input}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
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
