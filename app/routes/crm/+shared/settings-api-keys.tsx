/** The API keys part of /crm/configuracoes; a new key is shown once. */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { formatInstant } from "~/config/format";
import type { ApiKeySummary } from "~/modules/crm/api-keys.server";
import { apiKeySchema } from "~/modules/crm/settings-schemas";

const when = (iso: string | null) => (iso ? formatInstant(iso) : "—");

export function SettingsApiKeys({
  keys,
  createdKey,
  lastResult,
}: {
  keys: ApiKeySummary[];
  createdKey: { key: string; name: string } | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useSchemaForm(apiKeySchema, {
    lastResult,
  });
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "criar-chave";
  return (
    <section
      aria-labelledby="keys-title"
      className="space-y-4 rounded-xl border border-(--surface-border) bg-(--surface-card) p-4 sm:p-6"
    >
      <h2 id="keys-title" className="text-lg font-semibold text-(--text-color)">
        Chaves da API
      </h2>
      <p className="text-sm text-(--text-muted)">
        Outros sistemas abrem atendimentos por <code>POST /api/crm/atendimentos</code> com o cabeçalho{" "}
        <code>Authorization: Bearer &lt;chave&gt;</code>.
      </p>
      {createdKey ? <CreatedKey secret={createdKey.key} name={createdKey.name} /> : null}
      <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="criar-chave" />
        <div className="min-w-64 flex-1">
          <TextField label="Nome da nova chave" meta={fields.name} autoComplete="off" />
        </div>
        <Button type="submit" disabled={pending}>
          {pending ? "Criando..." : "Criar chave"}
        </Button>
      </Form>
      {keys.length === 0 ? (
        <p className="text-sm text-(--text-muted)">Nenhuma chave criada.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm text-(--text-color)">
            <caption className="sr-only">Chaves da API</caption>
            <thead>
              <tr className="text-left">
                <th scope="col" className="py-2 pr-3">
                  Nome
                </th>
                <th scope="col" className="py-2 pr-3">
                  Prefixo
                </th>
                <th scope="col" className="py-2 pr-3">
                  Criada em
                </th>
                <th scope="col" className="py-2 pr-3">
                  Último uso
                </th>
                <th scope="col" className="py-2">
                  Situação
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.map((key) => (
                <tr key={key.id} className="border-t border-(--surface-border)">
                  <td className="py-2 pr-3">{key.name}</td>
                  <td className="py-2 pr-3 font-mono">{key.prefix}</td>
                  <td className="py-2 pr-3">{when(key.createdAt)}</td>
                  <td className="py-2 pr-3">{when(key.lastUsedAt)}</td>
                  <td className="py-2">
                    {key.revokedAt ? (
                      `Revogada em ${when(key.revokedAt)}`
                    ) : (
                      <Link
                        to={`?revogar=${key.id}`}
                        aria-label={`Revogar a chave ${key.prefix}`}
                        className="text-(--danger-color) underline"
                      >
                        Revogar
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function CreatedKey({ secret: value, name }: { secret: string; name: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div role="status" className="space-y-2 rounded-md border border-emerald-600/30 bg-emerald-50 p-3 text-emerald-900">
      <p className="text-sm font-medium">Chave “{name}” criada. Copie agora: ela não será mostrada de novo.</p>
      <div className="flex flex-wrap items-center gap-2">
        <input
          readOnly
          value={value}
          aria-label="Nova chave da API"
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-emerald-600/40 bg-white px-3 py-2 font-mono text-sm text-emerald-950"
        />
        <Button
          type="button"
          variant="secondary"
          onClick={() => void navigator.clipboard?.writeText(value).then(() => setCopied(true))}
        >
          {copied ? "Copiada" : "Copiar"}
        </Button>
      </div>
    </div>
  );
}
