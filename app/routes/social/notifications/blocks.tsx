/** /bloqueios: the people I blocked; its action also serves the profile's Bloquear / Desbloquear. */
import { data, Form, redirect } from "react-router";
import { BLOCKS_PATH } from "~/components/social/notifications/block-form";
import { UserLink } from "~/components/social/profiles/user-link";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { FormAlert } from "~/components/ui/form-alert";
import { PageTitle } from "~/components/ui/page-title";
import { changeBlock, listBlockedPeople } from "~/modules/social/blocked-people.server";
import { isId } from "~/modules/ids";
import { pageMeta } from "~/web/meta";
import { safeReturnUrl } from "~/web/return-url";
import { requireTenant, scopeOf } from "~/web/tenant.server";
import type { Route } from "./+types/blocks";

export const handle = { breadcrumb: "Pessoas bloqueadas" };
export const meta = () => pageMeta("Pessoas bloqueadas");

const NOTICES: Record<string, string> = {
  bloqueado: "Pessoa bloqueada.",
  desbloqueado: "Pessoa desbloqueada.",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireTenant(context, request));
  return {
    people: await listBlockedPeople(scope),
    notice: NOTICES[new URL(request.url).searchParams.get("aviso") ?? ""] ?? null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const scope = scopeOf(requireTenant(context, request));
  const form = await request.formData();
  const intent = form.get("intent");
  const userId = form.get("userId");
  if ((intent !== "block" && intent !== "unblock") || typeof userId !== "string" || !isId(userId))
    throw data(null, { status: 404 });
  if (!(await changeBlock(scope, userId, intent))) throw data(null, { status: 404 });
  const returnTo = form.get("returnTo");
  const back = safeReturnUrl(typeof returnTo === "string" ? returnTo : null);
  throw redirect(back ?? `${BLOCKS_PATH}?aviso=${intent === "block" ? "bloqueado" : "desbloqueado"}`);
}

export default function Blocks({ loaderData }: Route.ComponentProps) {
  const { people, notice } = loaderData;
  return (
    <section className="mx-auto max-w-2xl space-y-4">
      <PageTitle title="Pessoas bloqueadas">
        Quem você bloqueou não vê o seu perfil nem as suas publicações e não pode iniciar conversas com você.
      </PageTitle>
      {notice ? <FormAlert tone="success" message={notice} /> : null}
      {people.length === 0 ? (
        <EmptyState title="Você não bloqueou ninguém">Para bloquear alguém, use Bloquear no perfil da pessoa.</EmptyState>
      ) : (
        <ul className="divide-y divide-(--surface-border) rounded-xl border border-(--surface-border) bg-(--surface-card)">
          {people.map((person) => (
            <li key={person.userId} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <UserLink
                username={person.username}
                displayName={person.displayName}
                avatarUrl={person.avatarUrl}
                showUsername
                disabled={!person.username}
              />
              <Form method="post" action={BLOCKS_PATH}>
                <input type="hidden" name="intent" value="unblock" />
                <input type="hidden" name="userId" value={person.userId} />
                <input type="hidden" name="returnTo" value={`${BLOCKS_PATH}?aviso=desbloqueado`} />
                <Button type="submit" variant="secondary" aria-label={`Desbloquear ${person.displayName}`}>
                  Desbloquear
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
