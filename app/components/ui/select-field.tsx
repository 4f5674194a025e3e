import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { FieldError } from "./field";
import { INPUT_CLASS } from "./plain-field";

export interface SelectOption {
  value: string;
  label: string;
}

type SelectMeta = FieldMetadata<string | null | undefined, Record<string, unknown>, string[]>;

export function SelectField({
  label,
  meta,
  options,
  groups = [],
  placeholder,
}: {
  label: string;
  meta: SelectMeta;
  options: SelectOption[];
  groups?: Array<{ label: string; options: SelectOption[] }>;
  placeholder?: string;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={meta.id} className="block text-sm font-medium text-(--text-color)">
        {label}
      </label>
      <select {...getSelectProps(meta)} key={meta.key} className={INPUT_CLASS}>
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <FieldError meta={meta} />
    </div>
  );
}
