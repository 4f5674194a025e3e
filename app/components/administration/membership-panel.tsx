import { Form, useNavigation } from "react-router";
import type { MembershipPolicy, MembershipRequest } from "~/contracts/members";
import { Button } from "~/components/ui/button";
import { formatDateTime } from "./labels";

export const POLICY_LABELS: Record<MembershipPolicy, { label: string; explanation: string }> = {
  invitation: {
    label: "Somente por convite",
    explanation: "Ninguém entra pelo registro: só quem recebe um convite de um administrador.",
  },
  approval: {
    label: "Aprovação necessária",
    explanation: "Quem se registra só tem acesso depois que um administrador aprova o pedido.",
  },
  open: {
    label: "Aberta",
    explanation: "Quem se registra entra na hora como Usuário e vê toda a central de atendimento.",
  },
};

export const OPEN_POLICY_WARNING =
  "Atenção: com a entrada aberta, qualquer pessoa que se registrar entra como Usuário e vê toda a central de atendimento, com os dados dos clientes.";

const SECTION = "mb-6 rounded-xl border border-(--surface-border) bg-(--surface-card) p-4";

export function MembershipPolicyForm({ policy }: { policy: MembershipPolicy }) {
  const busy = useNavigation().formData?.get("intent") === "politica";
  return (
    <section aria-labelledby="entrada-titulo" className={SECTION}>
      <h2 id="entrada-titulo" className="mb-3 font-semibold text-(--text-color)">
        Entrada de novos membros
      </h2>
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="politica" />
        <fieldset className="space-y-2">
          <legend className="sr-only">Quem pode entrar na organização</legend>
          {(Object.keys(POLICY_LABELS) as MembershipPolicy[]).map((value) => (
            <div key={value} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                id={`politica-${value}`}
                name="politica"
                value={value}
                defaultChecked={value === policy}
                aria-describedby={`politica-${value}-explicacao`}
                className="mt-1"
              />
              <div>
                <label htmlFor={`politica-${value}`} className="font-medium text-(--text-color)">
                  {POLICY_LABELS[value].label}
                </label>
                <p id={`politica-${value}-explicacao`} className="text-(--text-muted)">
                  {POLICY_LABELS[value].explanation}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
        {policy === "open" ? (
          <p role="note" className="rounded-md border border-amber-600/40 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {OPEN_POLICY_WARNING}
          </p>
        ) : null}
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? "Salvando…" : "Salvar entrada de membros"}
        </Button>
      </Form>
    </section>
  );
}

export function MembershipRequests({ requests }: { requests: MembershipRequest[] }) {
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="pedidos-titulo" className={SECTION}>
      <h2 id="pedidos-titulo" className="mb-3 font-semibold text-(--text-color)">
        Pedidos de acesso ({requests.length})
      </h2>
      <ul className="divide-y divide-(--surface-border)">
        {requests.map((request) => (
          <li key={request.Id} className="flex flex-wrap items-center justify-between gap-3 py-2 text-sm">
            <div className="min-w-0">
              <div className="font-medium text-(--text-color)">{request.Name || request.Username}</div>
              <div className="break-all text-(--text-muted)">
                @{request.Username} · {request.Email} · pediu em {formatDateTime(request.RequestedAt)}
              </div>
            </div>
            <div className="flex gap-2">
              <Form method="post">
                <input type="hidden" name="intent" value="aprovar" />
                <input type="hidden" name="id" value={request.Id} />
                <Button type="submit" aria-label={`Aprovar ${request.Name || request.Username}`}>
                  Aprovar
                </Button>
              </Form>
              <Form method="post">
                <input type="hidden" name="intent" value="recusar" />
                <input type="hidden" name="id" value={request.Id} />
                <Button type="submit" variant="secondary" aria-label={`Recusar ${request.Name || request.Username}`}>
                  Recusar
                </Button>
              </Form>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
