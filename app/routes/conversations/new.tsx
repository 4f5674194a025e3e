/** /conversations/nova: the people chosen live in the address (`pessoa=`), so it works without JavaScript. */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { UserMinus, UserPlus } from "lucide-react";
import { data, Form, href, Link, redirect } from "react-router";
import { Avatar } from "~/components/social/profiles/avatar";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { PageTitle } from "~/components/ui/page-title";
import { PlainTextField } from "~/components/ui/plain-field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { createGroup, startDirect } from "~/modules/conversations/conversations.server";
import { membersByUsernames } from "~/modules/conversations/people.server";
import { CONVERSATION_MESSAGES, ConversationRefusal, GROUP_MAX, TITLE_MAX } from "~/modules/conversations/rules";
import { newGroupSchema } from "~/modules/conversations/schemas";
import { pageMeta } from "~/web/meta";
import { searchClientFor } from "~/web/service-clients.server";
import { requireTenant, scopeOf } from "~/web/tenant.server";
import { BASE } from "./+shared/view";
import type { Route } from "./+types/new";
import { IdempotencyField } from "~/web/idempotency";
import { idempotent } from "~/web/idempotency.server";
import { parseSubmission } from "~/web/submission.server";
import type { TenantScope } from "~/modules/tenant-scope";

export const handle = { breadcrumb: "Nova conversa" };
export const meta = () => pageMeta("Nova conversa");

const HERE = href("/conversations/nova");

const hrefWith = (usernames: string[], query = "") => {
  const params = new URLSearchParams(usernames.map((username) => ["pessoa", username]));
  if (query) params.set("q", query);
  const search = params.toString();
  return search ? `${HERE}?${search}` : HERE;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = requireTenant(context, request);
  const scope = scopeOf(tenant);
  const params = new URL(request.url).searchParams;
  const query = (params.get("q") ?? "").trim().slice(0, 100);
  const chosen = await membersByUsernames(scope, [...params.getAll("para"), ...params.getAll("pessoa")], GROUP_MAX - 1);
  const names = chosen.map((person) => person.username);
  let results: Array<{ username: string; name: string; avatarUrl: string | null; addHref: string }> = [];
  let searchError: string | null = null;
  if (query.length >= 2) {
    try {
      const found = await searchClientFor(request, tenant).users({ query, page: 1, perPage: 10 });
      results = found.data
        .filter((hit) => hit.username !== tenant.user.username && !names.includes(hit.username))
        .map((hit) => ({
          username: hit.username,
          name: hit.displayName,
          avatarUrl: hit.avatarUrl,
          addHref: hrefWith([...names, hit.username]),
        }));
    } catch {
      searchError = "A busca de pessoas não está disponível agora. Tente de novo em instantes.";
    }
  }
  return {
    query,
    chosen: chosen.map((person) => ({
      ...person,
      removeHref: hrefWith(
        names.filter((name) => name !== person.username),
        query,
      ),
    })),
    results,
    searched: query.length >= 2,
    searchError,
    full: chosen.length >= GROUP_MAX - 1,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const scope = scopeOf(requireTenant(context, request));
  const form = await request.formData();
  return idempotent(scope, form, "conversas/nova", () => startConversation(scope, form));
}

async function startConversation(scope: TenantScope, form: FormData) {
  const usernames = form.getAll("pessoa").filter((value): value is string => typeof value === "string");
  const people = await membersByUsernames(scope, usernames, GROUP_MAX - 1);
  try {
    if (form.get("intent") === "direta") {
      const [person] = people;
      if (!person || people.length !== 1) throw new ConversationRefusal("Escolha uma pessoa desta organização.");
      throw redirect(href("/conversations/:id", { id: await startDirect(scope, person.id) }));
    }
    const submission = parseSubmission(form, { schema: newGroupSchema });
    if (submission.status !== "success") return data({ error: null, result: submission.reply() }, { status: 400 });
    if (new Set(usernames).size > GROUP_MAX - 1) throw new ConversationRefusal(CONVERSATION_MESSAGES.groupSize);
    if (people.length !== new Set(usernames).size) throw new ConversationRefusal(CONVERSATION_MESSAGES.notMembers);
    const id = await createGroup(
      scope,
      submission.value.titulo,
      people.map((person) => person.id),
    );
    throw redirect(href("/conversations/:id", { id }));
  } catch (error) {
    if (error instanceof ConversationRefusal) return data({ error: error.message, result: null }, { status: 400 });
    throw error;
  }
}

export default function NewConversation({ loaderData, actionData }: Route.ComponentProps) {
  const { query, chosen, results, searched, searchError, full } = loaderData;
  return (
    <section className="space-y-5 rounded-xl border border-(--surface-border) bg-(--surface-card) p-4 sm:p-6">
      <Link to={BASE} className="text-sm text-(--primary-text) hover:underline lg:hidden">
        ← Voltar às conversas
      </Link>
      <PageTitle title="Nova conversa">Escolha uma pessoa para uma conversa direta, ou de 2 a 19 para um grupo.</PageTitle>
      {actionData?.error ? <FormAlert tone="error" message={actionData.error} /> : null}

      <div>
        <h2 className="mb-2 text-sm font-semibold text-(--text-color)">Pessoas escolhidas ({chosen.length})</h2>
        {chosen.length === 0 ? (
          <p className="text-sm text-(--text-muted)">Ninguém ainda: busque abaixo.</p>
        ) : (
          <ul className="space-y-2">
            {chosen.map((person) => (
              <li key={person.id} className="flex items-center gap-3">
                <Avatar url={person.avatarUrl} size="sm" />
                <span className="min-w-0 flex-1 truncate text-(--text-color)">
                  {person.name} <span className="text-(--text-muted)">@{person.username}</span>
                </span>
                <Link
                  to={person.removeHref}
                  className="inline-flex items-center gap-1 text-sm text-(--primary-text) hover:underline"
                >
                  <UserMinus aria-hidden="true" className="size-4" /> Remover<span className="sr-only"> {person.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>

      {chosen.length === 1 ? (
        <Form method="post">
          <input type="hidden" name="intent" value="direta" />
          <IdempotencyField />
          <input type="hidden" name="pessoa" value={chosen[0]!.username} />
          <Button type="submit">Enviar mensagem para {chosen[0]!.name}</Button>
        </Form>
      ) : null}
      {chosen.length >= 2 ? (
        <GroupForm usernames={chosen.map((person) => person.username)} lastResult={actionData?.result ?? undefined} />
      ) : null}

      <Form method="get" role="search" className="space-y-2">
        {chosen.map((person) => (
          <input key={person.id} type="hidden" name="pessoa" value={person.username} />
        ))}
        <PlainTextField label="Buscar pessoas" name="q" type="search" defaultValue={query} maxLength={100} error={null} />
        <Button type="submit" variant="secondary">
          Buscar
        </Button>
      </Form>
      {searchError ? <FormAlert tone="error" message={searchError} /> : null}
      {searched && !searchError ? (
        results.length === 0 ? (
          <p className="text-sm text-(--text-muted)">Ninguém encontrado com “{query}”.</p>
        ) : (
          <ul aria-label="Pessoas encontradas" className="space-y-2">
            {results.map((person) => (
              <li key={person.username} className="flex items-center gap-3">
                <Avatar url={person.avatarUrl} size="sm" />
                <span className="min-w-0 flex-1 truncate text-(--text-color)">
                  {person.name} <span className="text-(--text-muted)">@{person.username}</span>
                </span>
                {full ? null : (
                  <Link
                    to={person.addHref}
                    className="inline-flex items-center gap-1 text-sm text-(--primary-text) hover:underline"
                  >
                    <UserPlus aria-hidden="true" className="size-4" /> Adicionar<span className="sr-only"> {person.name}</span>
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}

function GroupForm({ usernames, lastResult }: { usernames: string[]; lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useSchemaForm(newGroupSchema, {
    lastResult,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3">
      <input type="hidden" name="intent" value="grupo" />
      <IdempotencyField />
      {usernames.map((username) => (
        <input key={username} type="hidden" name="pessoa" value={username} />
      ))}
      <TextField label="Título do grupo" meta={fields.titulo} maxLength={TITLE_MAX} autoComplete="off" />
      <Button type="submit">Criar grupo</Button>
    </Form>
  );
}
