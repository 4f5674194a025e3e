import type { ReactNode } from "react";
import { RichText } from "~/components/social/rich-text-view";
import { formatInstant } from "~/config/format";

interface Person {
  username: string | null;
  displayName: string;
}

/** The shape `listReportQueue` and `listHiddenPosts` give. */
export interface ModeratedPostView {
  id: string;
  body: string;
  contentWarning: string | null;
  author: Person;
  createdAt: string;
  hiddenAt: string | null;
  hiddenBy: Person | null;
  reports: Array<{ reason: string; reporter: Person; createdAt: string }>;
}

export function ModerationCard({ post, actions }: { post: ModeratedPostView; actions: ReactNode }) {
  const titleId = `publicacao-${post.id}`;
  return (
    <article aria-labelledby={titleId} className="space-y-3 rounded-xl border border-(--surface-border) bg-(--surface-card) p-4">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="font-semibold">
          Publicação de {post.author.displayName}
        </h2>
        <time dateTime={post.createdAt} className="text-xs text-(--text-muted)">
          {formatInstant(post.createdAt, "dayMonthTime")}
        </time>
      </header>
      {post.contentWarning ? (
        <p className="text-sm">
          <span className="font-medium">Aviso de conteúdo:</span> {post.contentWarning}
        </p>
      ) : null}
      <RichText text={post.body} className="rounded-md bg-(--surface-hover) p-3 text-sm" />
      {post.hiddenAt ? (
        <p className="text-sm text-(--text-muted)">
          Ocultada por {post.hiddenBy?.displayName ?? "um administrador"} em {formatInstant(post.hiddenAt, "dayMonthTime")}
        </p>
      ) : null}
      {post.reports.length > 0 ? (
        <section aria-label="Denúncias" className="space-y-1">
          <h3 className="text-sm font-medium">{post.reports.length === 1 ? "1 denúncia" : `${post.reports.length} denúncias`}</h3>
          <ul className="space-y-2 text-sm">
            {post.reports.map((report, index) => (
              <li key={index} className="border-l-2 border-(--surface-border) pl-3">
                <RichText text={report.reason} />
                <span className="text-xs text-(--text-muted)">
                  {report.reporter.displayName} · {formatInstant(report.createdAt, "dayMonthTime")}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="flex flex-wrap gap-3">{actions}</div>
    </article>
  );
}
