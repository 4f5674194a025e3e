/** The item rows of the sale form; add and remove are Conform intents, so they work without JavaScript. */
import { getInputProps, getSelectProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { MoneyInput } from "~/components/finance/money-input";
import { Button } from "~/components/ui/button";
import { FieldError, TextField } from "~/components/ui/field";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import { formatDecimal } from "~/config/format";
import type { ProductChoice } from "~/modules/sales/sale-choices.server";
import { MAX_SALE_ITEMS } from "~/modules/sales/schemas";

/** An item row as the form holds it: every field the text a person types. */
export interface ItemRowValue {
  productId?: string;
  description?: string;
  unit?: string;
  quantity?: string;
  unitPrice?: string;
  discountKind?: string;
  discount?: string;
}

type ItemsMeta = FieldMetadata<ItemRowValue[] | undefined, Record<string, unknown>, string[]>;
type AnyForm = FormMetadata<Record<string, unknown>, string[]>;

function fill(id: string, value: string) {
  const input = document.getElementById(id) as HTMLInputElement | null;
  if (input && !input.value.trim()) input.value = value;
}

export function SaleItems({ form, meta, products }: { form: AnyForm; meta: ItemsMeta; products: ProductChoice[] }) {
  const rows = meta.getFieldList();
  return (
    <fieldset className="space-y-3 rounded-md border border-(--surface-border) p-4">
      <legend className="px-1 text-sm font-semibold text-(--text-color)">Itens</legend>
      <FieldError meta={meta} />
      {rows.map((row, index) => {
        const item = row.getFieldset();
        return (
          <fieldset key={row.key} className="space-y-3 border-b border-(--surface-border) pb-3 last:border-b-0">
            <legend className="text-sm font-medium text-(--text-color)">Item {index + 1}</legend>
            <div className="grid gap-3 sm:grid-cols-6">
              {products.length > 0 ? (
                <div className="space-y-1 sm:col-span-2">
                  <label htmlFor={item.productId.id} className="block text-sm font-medium text-(--text-color)">
                    Catálogo
                  </label>
                  <select
                    {...getSelectProps(item.productId)}
                    key={item.productId.key}
                    className={INPUT_CLASS}
                    onChange={(event) => {
                      const product = products.find((each) => each.id === event.currentTarget.value);
                      if (!product) return;
                      fill(item.description.id, product.name);
                      fill(item.unit.id, product.unit);
                      fill(item.unitPrice.id, formatDecimal(product.priceCents));
                    }}
                  >
                    <option value="">Sem item do catálogo</option>
                    {products.map((product) => (
                      <option key={product.id} value={product.id}>
                        {product.code} - {product.name}
                      </option>
                    ))}
                  </select>
                  <FieldError meta={item.productId} />
                </div>
              ) : null}
              <div className={products.length > 0 ? "sm:col-span-3" : "sm:col-span-5"}>
                <TextField label="Descrição" meta={item.description} />
              </div>
              <TextField label="Unidade" meta={item.unit} hint="un, h, kg..." />
            </div>
            <div className="grid gap-3 sm:grid-cols-4">
              <TextField label="Quantidade" meta={item.quantity} inputMode="text" hint="Aceita decimais: 2,5" />
              <MoneyInput label="Preço unitário" meta={item.unitPrice} />
              <DiscountFields kindMeta={item.discountKind} valueMeta={item.discount} label="Desconto do item" />
            </div>
            <Button type="submit" variant="secondary" {...form.remove.getButtonProps({ name: meta.name, index })}>
              Remover item {index + 1}
            </Button>
          </fieldset>
        );
      })}
      {rows.length < MAX_SALE_ITEMS ? (
        <Button
          type="submit"
          variant="secondary"
          {...form.insert.getButtonProps({ name: meta.name, defaultValue: { discountKind: "percent" } })}
        >
          Adicionar item
        </Button>
      ) : null}
    </fieldset>
  );
}

type TextMeta = FieldMetadata<string | null | undefined, Record<string, unknown>, string[]>;

/** A discount: its kind (% or R$) and the value typed. */
export function DiscountFields({ kindMeta, valueMeta, label }: { kindMeta: TextMeta; valueMeta: TextMeta; label: string }) {
  return (
    <div className="space-y-1 sm:col-span-2">
      <label htmlFor={valueMeta.id} className="block text-sm font-medium text-(--text-color)">
        {label}
      </label>
      <div className="flex gap-2">
        <div className="w-20 shrink-0">
          <select {...getSelectProps(kindMeta)} key={kindMeta.key} aria-label={`${label}: tipo`} className={INPUT_CLASS}>
            <option value="percent">%</option>
            <option value="amount">R$</option>
          </select>
        </div>
        <input
          {...getInputProps(valueMeta, { type: "text" })}
          key={valueMeta.key}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          className={`${INPUT_CLASS} text-right tabular-nums`}
        />
      </div>
      <FieldError meta={valueMeta} />
      <FieldError meta={kindMeta} />
    </div>
  );
}
