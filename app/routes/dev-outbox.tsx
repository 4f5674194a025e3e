/**
 * /dev/outbox: the outbox's e-mails when no SMTP is configured.
 * Loopback only, whatever X-Forwarded-For says: it lists live reset codes and invitation tokens.
 */
import { data } from "react-router";
import { PageTitle } from "~/components/ui/page-title";
import { CONTENT_ID } from "~/components/ui/skip-link";
import { config } from "~/config.server";
import { formatInstant } from "~/config/format";
import { listOutbox } from "~/mail/outbox.server";
import { peerAddressContext } from "~/web/context.server";
import { pageMeta } from "~/web/meta";
import type { Route } from "./+types/dev-outbox";

export const meta = () => pageMeta("Caixa de saída");

/** True for this machine (127.0.0.0/8, IPv4-mapped, ::1); null is the Vite dev server, which reports none. */
const isLoopback = (address: string | null) =>
  address === null || address === "::1" || /^(::ffff:)?127\.\d+\.\d+\.\d+$/i.test(address);

export async function loader({ context }: Route.LoaderArgs) {
  if (config().production || !isLoopback(context.get(peerAddressContext))) throw data(null, { status: 404 });
  return { messages: await listOutbox() };
}

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  return (
    <main id={CONTENT_ID} tabIndex={-1} className="mx-auto max-w-3xl p-6 outline-none">
      <PageTitle title="Caixa de saída">E-mails enviados pelo produto neste ambiente (sem servidor SMTP configurado).</PageTitle>
      {loaderData.messages.length === 0 ? (
        <p className="text-(--text-muted)">Nenhum e-mail enviado ainda.</p>
      ) : (
        <ol className="space-y-4">
          {loaderData.messages.map((message) => (
            <li key={message.id}>
              <article
                aria-label={message.subject}
                data-to={message.to}
                className="rounded-lg border border-(--surface-border) bg-(--surface-card) p-4"
              >
                <h2 className="font-semibold">{message.subject}</h2>
                <p className="text-sm text-(--text-muted)">
                  Para {message.to} · {formatInstant(message.createdAt, "dateTimeSeconds")}
                </p>
                <pre className="mt-3 font-sans text-sm whitespace-pre-wrap">{message.text}</pre>
              </article>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
