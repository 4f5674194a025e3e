/** The Pix keys of /financeiro/cobranca: the list (the default marked, make default, remove) and the form to add one. */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { INPUT_CLASS, PlainTextField } from "~/components/ui/plain-field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { formatPixKey, PIX_KEY_KINDS, PIX_KEY_LABELS, pixKeySchema } from "~/modules/charges/company-rules";
import type { PixKey } from "~/modules/charges/company.server";

function KeyAction({ id, intent, label, name }: { id: string; intent: string; label: string; name: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant="secondary" className="px-3 py-1">
        {label}
        <span className="sr-only"> {name}</span>
      </Button>
    </Form>
  );
}

export function PixKeys({ keys, lastResult }: { keys: PixKey[]; lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useSchemaForm(pixKeySchema, { id: "pix", lastResult });
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "pix-adicionar";
  return (
    <section
      aria-labelledby="pix-title"
      className="space-y-3 rounded-xl border border-(--surface-border) bg-(--surface-card) p-4 sm:p-6"
    >
      <h2 id="pix-title" className="text-lg font-semibold text-(--text-color)">
        Chaves Pix
      </h2>
      <p className="text-sm text-(--text-muted)">
        As cobranças novas usam a chave padrão. Cadastre só chaves da conta da empresa: o pagamento cai na conta da chave.
      </p>
      {keys.length === 0 ? (
        <p className="text-sm text-(--text-color)">Nenhuma chave cadastrada: sem uma chave, não é possível enviar cobranças.</p>
      ) : (
        <ul className="divide-y divide-(--surface-border) text-sm">
          {keys.map((key) => {
            const shown = formatPixKey(key.kind, key.key);
            return (
              <li key={key.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <span className="text-(--text-muted)">{PIX_KEY_LABELS[key.kind]}:</span>{" "}
                  <span className="font-mono">{shown}</span>
                  {key.isDefault ? (
                    <span className="ml-2 rounded bg-(--primary-soft) px-2 py-0.5 text-xs text-(--primary-text)">Padrão</span>
                  ) : null}
                </span>
                <span className="flex gap-2">
                  {key.isDefault ? null : <KeyAction id={key.id} intent="pix-padrao" label="Tornar padrão" name={shown} />}
                  <KeyAction id={key.id} intent="pix-remover" label="Remover" name={shown} />
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <Form method="post" {...getFormProps(form)} className="flex max-w-3xl flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="pix-adicionar" />
        <div className="space-y-1">
          <label htmlFor="pix-tipo" className="block text-sm font-medium text-(--text-color)">
            Tipo da chave
          </label>
          <select id="pix-tipo" name={fields.kind.name} defaultValue="cnpj" className={INPUT_CLASS}>
            {PIX_KEY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {PIX_KEY_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-64 flex-1">
          <PlainTextField label="Chave" name={fields.key.name} maxLength={100} error={fields.key.errors?.[0]} />
        </div>
        <Button type="submit" disabled={pending}>
          {pending ? "Adicionando..." : "Adicionar chave"}
        </Button>
      </Form>
    </section>
  );
}
