import { Form, href, Link } from "react-router";
import type { MemberRow } from "~/contracts/members";
import { Button } from "~/components/ui/button";
import { SortHeader, TABLE_BOX, TABLE_HEAD, type TableSort } from "~/components/ui/sort-header";
import { revokeConfirmation } from "~/contracts/confirmations";
import { ConfirmAction } from "./confirm-action";
import { formatSignIn, roleLabel, shownStatus } from "./labels";
import { MemberAvatar } from "./member-avatar";
import { StatusBadge } from "./status-badge";

const CELL = "px-3 py-2 align-middle";

export function MembersTable({
  rows,
  sort,
  sortHref,
  now,
}: {
  rows: MemberRow[];
  sort: TableSort;
  sortHref: (sort: TableSort) => string;
  /** The instant the page was drawn (ISO), against which invitations expire. */
  now: string;
}) {
  const at = new Date(now);
  const header = { sort, sortHref };
  return (
    <div className={TABLE_BOX}>
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Membros e convites da organização</caption>
        <thead className="border-b border-(--surface-border)">
          <tr>
            <SortHeader by="name" label="Nome" {...header} />
            <SortHeader by="email" label="E-mail" {...header} className="hidden sm:table-cell" />
            <SortHeader by="role" label="Papel" {...header} className="hidden sm:table-cell" />
            <SortHeader by="status" label="Situação" {...header} />
            <SortHeader by="lastLogin" label="Último acesso" {...header} className="hidden md:table-cell" />
            <th scope="col" className={`${TABLE_HEAD} text-right`}>
              <span className="sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-(--surface-border)">
          {rows.map((row) => (
            <tr key={`${row.Kind}-${row.Id}`}>
              <td className={CELL}>
                <div className="flex items-center gap-3">
                  <MemberAvatar name={row.Name} email={row.Email} />
                  <div className="min-w-0">
                    {row.Kind === "member" ? (
                      <Link
                        to={href("/profile/:userId", { userId: row.Id })}
                        className="font-medium text-(--primary-text) hover:underline"
                      >
                        {row.Name || row.Username || row.Email}
                      </Link>
                    ) : (
                      <span className="font-medium break-all text-(--text-color)">{row.Email}</span>
                    )}
                    {row.Username ? <div className="text-xs text-(--text-muted)">@{row.Username}</div> : null}
                    {/* On a phone the e-mail (an invitation's name already is) and the role fold under the name. */}
                    {row.Kind === "member" ? (
                      <div className="text-xs break-all text-(--text-muted) sm:hidden">{row.Email}</div>
                    ) : null}
                    <div className="text-xs text-(--text-muted) sm:hidden">{roleLabel(row.Role)}</div>
                  </div>
                </div>
              </td>
              <td className={`${CELL} hidden break-all sm:table-cell`}>{row.Email}</td>
              <td className={`${CELL} hidden sm:table-cell`}>{roleLabel(row.Role)}</td>
              <td className={CELL}>
                <StatusBadge status={shownStatus(row, at)} />
              </td>
              <td className={`${CELL} hidden whitespace-nowrap text-(--text-muted) md:table-cell`}>
                {row.Kind === "member" ? formatSignIn(row.LastLogin) : "—"}
              </td>
              <td className={`${CELL} text-right`}>{row.Kind === "invitation" ? <InvitationActions row={row} /> : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function InvitationActions({ row }: { row: MemberRow }) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Form method="post">
        <input type="hidden" name="intent" value="reenviar" />
        <input type="hidden" name="id" value={row.Id} />
        <input type="hidden" name="email" value={row.Email} />
        <Button type="submit" variant="secondary" aria-label={`Reenviar convite para ${row.Email}`}>
          Reenviar
        </Button>
      </Form>
      <ConfirmAction
        label="Revogar"
        ariaLabel={`Revogar convite para ${row.Email}`}
        confirmation={revokeConfirmation(row.Id, row.Email)}
      />
    </div>
  );
}
