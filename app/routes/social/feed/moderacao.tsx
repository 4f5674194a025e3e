/** /labfeelings/moderacao (Administrador): open reports by post, and the hidden posts' tab. */
import { data, Form, href, Link, redirect } from "react-router";
import { useLiveRevalidation } from "~/components/live/use-live-revalidation";
import { ModerationCard } from "~/components/social/notifications/moderation-card";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { FormAlert } from "~/components/ui/form-alert";
import { PageTitle } from "~/components/ui/page-title";
import { listHiddenPosts, listReportQueue } from "~/modules/social/moderation-queue.server";
import { moderatePost, type ModerationDecision } from "~/modules/social/moderation.server";
import { FEED_TOPIC } from "~/modules/social/topics";
import { pageMeta } from "~/web/meta";
import { requireTenant, scopeOf } from "~/web/tenant.server";
import type { Route } from "./+types/moderacao";

export const handle = { breadcrumb: "Moderação" };
export const meta = () => pageMeta("Moderação");

const HERE = href("/labfeelings/moderacao");
const DECISIONS: Record<string, { decision: ModerationDecision; notice: string }> = {
  ocultar: { decision: "ocultar", notice: "oculta" },
  manter: { decision: "manter", notice: "mantida" },
  restaurar: { decision: "restaurar", notice: "restaurada" },
};
const NOTICES: Record<string, string> = {
  oculta: "Publicação ocultada. Ela não aparece mais no feed.",
  mantida: "Publicação mantida. As denúncias foram encerradas.",
  restaurada: "Publicação restaurada. Ela voltou ao feed.",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireTenant(context, request));
  const params = new URL(request.url).searchParams;
  const tab = params.get("aba") === "ocultas" ? "ocultas" : "denuncias";
  const posts = tab === "ocultas" ? await listHiddenPosts(scope) : await listReportQueue(scope);
  if (posts === null) throw data(null, { status: 403 });
  return { tab, posts, notice: NOTICES[params.get("aviso") ?? ""] ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const scope = scopeOf(requireTenant(context, request));
  const form = await request.formData();
  const chosen = DECISIONS[String(form.get("intent"))];
  const postId = form.get("postId");
  if (!chosen || typeof postId !== "string") throw data(null, { status: 404 });
  const done = await moderatePost(scope, postId, chosen.decision);
  if (done === null) throw data(null, { status: 403 });
  if (!done) throw data(null, { status: 404 });
  throw redirect(`${HERE}?${chosen.decision === "restaurar" ? "aba=ocultas&" : ""}aviso=${chosen.notice}`);
}

function DecisionButton({
  postId,
  intent,
  label,
  primary,
}: {
  postId: string;
  intent: string;
  label: string;
  primary?: boolean;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="postId" value={postId} />
      <Button type="submit" variant={primary ? "primary" : "secondary"}>
        {label}
      </Button>
    </Form>
  );
}

const tabClass = (current: boolean) =>
  `rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-(--focus-ring) ${
    current ? "bg-(--primary-color) text-white" : "text-(--text-color) hover:bg-(--surface-hover)"
  }`;

export default function Moderation({ loaderData }: Route.ComponentProps) {
  const { tab, posts, notice } = loaderData;
  useLiveRevalidation(FEED_TOPIC);
  return (
    <section className="mx-auto max-w-3xl space-y-4">
      <PageTitle title="Moderação">Denúncias de publicações do feed da organização.</PageTitle>
      <nav aria-label="Abas da moderação" className="flex gap-2">
        <Link to={HERE} className={tabClass(tab === "denuncias")} aria-current={tab === "denuncias" ? "page" : undefined}>
          Denúncias abertas
        </Link>
        <Link
          to={`${HERE}?aba=ocultas`}
          className={tabClass(tab === "ocultas")}
          aria-current={tab === "ocultas" ? "page" : undefined}
        >
          Ocultas
        </Link>
      </nav>
      {notice ? <FormAlert tone="success" message={notice} /> : null}
      {posts.length === 0 ? (
        <EmptyState title={tab === "ocultas" ? "Nenhuma publicação oculta" : "Nenhuma denúncia aberta"}>
          {tab === "ocultas"
            ? "As publicações ocultadas aparecem aqui para serem restauradas."
            : "Quando alguém denunciar uma publicação, ela aparecerá aqui."}
        </EmptyState>
      ) : (
        posts.map((post) => (
          <ModerationCard
            key={post.id}
            post={post}
            actions={
              tab === "ocultas" ? (
                <DecisionButton postId={post.id} intent="restaurar" label="Restaurar" />
              ) : (
                <>
                  <DecisionButton postId={post.id} intent="ocultar" label="Ocultar publicação" primary />
                  <DecisionButton postId={post.id} intent="manter" label="Manter" />
                </>
              )
            }
          />
        ))
      )}
    </section>
  );
}
