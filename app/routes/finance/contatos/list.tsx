/** /financeiro/contatos: clientes and fornecedores, searched and paged in the address. */
import { Form, href, Link, redirect } from "react-router";
import { ReferenceTable, type ReferenceRow } from "~/components/finance/reference-table";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { EmptyState } from "~/components/ui/empty-state";
import { FormAlert } from "~/components/ui/form-alert";
import { PageTitle } from "~/components/ui/page-title";
import { Pagination } from "~/components/ui/pagination";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import { pageNumber } from "~/config/pagination";
import { listContacts, type Contact } from "~/modules/contacts/contacts.server";
import { formatDocument } from "~/modules/contacts/document";
import { rolesLabel } from "~/modules/contacts/schemas";
import { CONTACT_NOUN } from "~/modules/reference-data";
import { pageMeta } from "~/web/meta";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { doneFrom } from "~/web/reference/feedback";
import type { Route } from "./+types/list";

export const meta = () => pageMeta("Contatos");

interface ContactQuery {
  q: string;
  archived: boolean;
  page: number;
}

function searchOf({ q, archived, page }: ContactQuery): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (archived) params.set("arquivados", "1");
  if (page > 1) params.set("pagina", String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const params = new URL(request.url).searchParams;
  const query: ContactQuery = {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    archived: params.get("arquivados") === "1",
    page: pageNumber(params.get("pagina")),
  };
  const list = await listContacts(scope, { q: query.q, archived: query.archived }, query.page);
  if (query.page > list.totalPages)
    throw redirect(`${href("/financeiro/contatos")}${searchOf({ ...query, page: list.totalPages })}`);
  return { query, list, done: doneFrom(params, CONTACT_NOUN) };
}

const HEADERS = ["Tipo", "CPF/CNPJ", "E-mail", "Telefone"];

const rowOf = (contact: Contact): ReferenceRow => ({
  id: contact.id,
  name: contact.name,
  href: href("/financeiro/contatos/:id", { id: contact.id }),
  archived: contact.archivedAt !== null,
  cells: [
    rolesLabel(contact),
    contact.document ? formatDocument(contact.document) : "—",
    contact.email ?? "—",
    contact.phone ?? "—",
  ],
});

const TAB = "rounded-md px-3 py-1.5 text-sm font-medium";

export default function Contacts({ loaderData }: Route.ComponentProps) {
  const { query, list, done } = loaderData;
  const tab = (archived: boolean, label: string) => (
    <Link
      to={`${href("/financeiro/contatos")}${searchOf({ q: query.q, archived, page: 1 })}`}
      aria-current={query.archived === archived ? "page" : undefined}
      className={`${TAB} ${query.archived === archived ? "bg-(--primary-soft) text-(--primary-text)" : "text-(--text-muted) hover:bg-(--surface-hover)"}`}
    >
      {label}
    </Link>
  );
  return (
    <>
      <PageTitle title="Contatos">
        {list.total === 1 ? "1 contato" : `${list.total} contatos`}
        {query.archived ? " arquivados" : ""}
        {query.q ? ` com “${query.q}”` : ""}. Clientes e fornecedores da organização.
      </PageTitle>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
          <div className="space-y-1">
            <label htmlFor="busca-contatos" className="block text-xs font-medium text-(--text-muted)">
              Buscar por nome ou CPF/CNPJ
            </label>
            <input id="busca-contatos" type="search" name="q" defaultValue={query.q} className={INPUT_CLASS} />
          </div>
          {query.archived ? <input type="hidden" name="arquivados" value="1" /> : null}
          <Button type="submit" variant="secondary">
            Buscar
          </Button>
        </Form>
        <ButtonLink to={href("/financeiro/contatos/novo")}>Novo contato</ButtonLink>
      </div>
      <nav aria-label="Situação dos contatos" className="mb-4 flex gap-2">
        {tab(false, "Ativos")}
        {tab(true, "Arquivados")}
      </nav>
      {done ? (
        <div className="mb-4">
          <FormAlert tone="success" message={done} />
        </div>
      ) : null}
      {list.rows.length === 0 ? (
        <EmptyList query={query} />
      ) : (
        <ReferenceTable
          caption={query.archived ? "Contatos arquivados" : "Contatos ativos"}
          headers={HEADERS}
          rows={list.rows.map(rowOf)}
        />
      )}
      <Pagination page={list.page} totalPages={list.totalPages} href={(page) => searchOf({ ...query, page }) || "?"} />
    </>
  );
}

function EmptyList({ query }: { query: ContactQuery }) {
  if (query.q) {
    return (
      <EmptyState title={`Nenhum contato${query.archived ? " arquivado" : ""} com “${query.q}”.`}>
        Confira a grafia, busque por parte do nome ou do CPF/CNPJ, ou{" "}
        <Link to={href("/financeiro/contatos/novo")} className="text-(--primary-text) underline">
          cadastre o contato
        </Link>
        .
      </EmptyState>
    );
  }
  return query.archived ? (
    <EmptyState title="Nenhum contato arquivado.">
      Contatos arquivados saem das escolhas de novos lançamentos e aparecem aqui.
    </EmptyState>
  ) : (
    <EmptyState title="Nenhum contato cadastrado.">
      Cadastre clientes e fornecedores para ligá-los aos lançamentos e encontrá-los pelo nome ou pelo CPF/CNPJ.
    </EmptyState>
  );
}
