import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { FieldError } from "~/components/ui/field";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import { formatDecimal } from "~/config/format";
import { parseMoney } from "~/config/money";

type TextMeta = FieldMetadata<string | null | undefined, Record<string, unknown>, string[]>;

export function MoneyInput({ label, meta, hint }: { label: string; meta: TextMeta; hint?: string }) {
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
      <div className="relative">
        <span aria-hidden className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-(--text-muted)">
          R$
        </span>
        <input
          {...getInputProps(meta, { type: "text", ariaDescribedBy: hint ? hintId : undefined })}
          key={meta.key}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0,00"
          onBlur={(event) => {
            const cents = parseMoney(event.currentTarget.value);
            if (cents !== null) event.currentTarget.value = formatDecimal(cents);
          }}
          className={`${INPUT_CLASS} pl-10 text-right tabular-nums`}
        />
      </div>
      <FieldError meta={meta} />
    </div>
  );
}
