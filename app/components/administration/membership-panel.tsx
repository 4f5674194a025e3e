/** The registrations waiting for an administrator's answer, on the members page. */
import { Form } from "react-router";
import type { MembershipRequest } from "~/contracts/members";
import { Button } from "~/components/ui/button";
import { formatDateTime } from "./labels";

/** The look of the members page's panels (join policy, requests). */
export const PANEL_CLASS = "mb-6 rounded-xl border border-(--surface-border) bg-(--surface-card) p-4";

export function MembershipRequests({ requests }: { requests: MembershipRequest[] }) {
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="pedidos-titulo" className={PANEL_CLASS}>
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
