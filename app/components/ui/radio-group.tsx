import { getCollectionProps, type FieldMetadata } from "@conform-to/react";
import { FieldError } from "~/components/ui/field";
import type { SelectOption } from "~/components/ui/select-field";

type ChoiceMeta = FieldMetadata<string | null | undefined, Record<string, unknown>, string[]>;

export function RadioGroup({
  legend,
  meta,
  options,
  onChange,
}: {
  legend: string;
  meta: ChoiceMeta;
  options: SelectOption[];
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
      <FieldError meta={meta} />
    </fieldset>
  );
}
