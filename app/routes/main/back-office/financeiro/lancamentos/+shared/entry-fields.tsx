/**
 * The labelled controls of the ledger's forms, wired by Conform's field
 * metadata like components/ui/field.tsx: a select with its options (and
 * option groups), a date, a whole number and a radio group, each with its
 * pt-BR error and an optional hint under it.
 */
import { getCollectionProps, getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { INPUT_CLASS } from "~/components/ui/plain-field";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a field of any of the ledger's schemas
type Meta = FieldMetadata<any, any, string[]>;

export interface Option {
  value: string;
  label: string;
}

const hintIdOf = (meta: Meta) => `${meta.id}-hint`;

function Label({ meta, children }: { meta: Meta; children: ReactNode }) {
  return (
    <label htmlFor={meta.id} className="block text-sm font-medium text-(--text-color)">
      {children}
    </label>
  );
}

function Under({ meta, hint }: { meta: Meta; hint?: string }) {
  const error = meta.errors?.[0];
  return (
    <>
      {hint ? (
        <p id={hintIdOf(meta)} className="text-xs text-(--text-muted)">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={meta.errorId} className="text-sm text-(--danger-color)">
          {error}
        </p>
      ) : null}
    </>
  );
}

export function SelectField({
  label,
  meta,
  options,
  groups,
  empty,
  hint,
}: {
  label: string;
  meta: Meta;
  options?: Option[];
  /** Options under headings (`<optgroup>`), after `options`. */
  groups?: Array<{ label: string; options: Option[] }>;
  /** The first, empty choice ("Sem contato"), or none when a value is required. */
  empty?: string;
  hint?: string;
}) {
  return (
    <div className="space-y-1">
      <Label meta={meta}>{label}</Label>
      <select
        {...getSelectProps(meta, { ariaDescribedBy: hint ? hintIdOf(meta) : undefined })}
        key={meta.key}
        className={INPUT_CLASS}
      >
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {groups?.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <Under meta={meta} hint={hint} />
    </div>
  );
}

export function InputField({
  label,
  meta,
  type,
  hint,
  min,
  max,
}: {
  label: string;
  meta: Meta;
  type: "date" | "number" | "text";
  hint?: string;
  min?: number;
  max?: number;
}) {
  return (
    <div className="space-y-1">
      <Label meta={meta}>{label}</Label>
      <input
        {...getInputProps(meta, { type, ariaDescribedBy: hint ? hintIdOf(meta) : undefined })}
        key={meta.key}
        min={min}
        max={max}
        inputMode={type === "number" ? "numeric" : undefined}
        className={INPUT_CLASS}
      />
      <Under meta={meta} hint={hint} />
    </div>
  );
}

/** Radio buttons in a fieldset whose legend is the question. */
export function RadioGroup({
  legend,
  meta,
  options,
  onChange,
}: {
  legend: string;
  meta: Meta;
  options: Option[];
  onChange?: (value: string) => void;
}) {
  const choices = getCollectionProps(meta, { type: "radio", options: options.map((option) => option.value) });
  return (
    <fieldset className="space-y-1" aria-describedby={meta.errors?.length ? meta.errorId : undefined}>
      <legend className="text-sm font-medium text-(--text-color)">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {choices.map(({ key, ...props }, index) => (
          <label key={key} className="inline-flex items-center gap-2 text-sm text-(--text-color)">
            <input {...props} onChange={(event) => onChange?.(event.currentTarget.value)} />
            {options[index]!.label}
          </label>
        ))}
      </div>
      <Under meta={meta} />
    </fieldset>
  );
}
