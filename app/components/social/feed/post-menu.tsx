import { getFormProps, getTextareaProps } from "@conform-to/react";
import { Form, href, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { REPORT_REASON_MAX, reportReasonSchema } from "~/config/post-rules";
import { postPath, type FeedPost } from "./feed-types";

/** Posted to /labfeelings/denuncias, which answers with a notice; with JavaScript, Conform checks the reason first. */
function ReportForm({ postId, returnTo }: { postId: string; returnTo: string }) {
  const [form, fields] = useSchemaForm(reportReasonSchema, {
    id: `denuncia-${postId}`,
  });
  const reason = fields.reason;
  return (
    <Form method="post" action={href("/labfeelings/denuncias")} {...getFormProps(form)} className="space-y-2">
      <input type="hidden" name="postId" value={postId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <label htmlFor={`motivo-${postId}`} className="block text-sm font-medium text-(--text-color)">
        Motivo da denúncia
      </label>
      <textarea
        {...getTextareaProps(reason)}
        key={reason.key}
        id={`motivo-${postId}`}
        required
        maxLength={REPORT_REASON_MAX}
        rows={3}
        className={INPUT_CLASS}
      />
      <FieldError meta={reason} />
      <Button type="submit" variant="secondary" className="w-full">
        Denunciar
      </Button>
    </Form>
  );
}

export function PostMenu({ post, returnTo }: { post: FeedPost; returnTo: string }) {
  return (
    <details className="relative">
      <summary className="cursor-pointer list-none rounded-md px-2 py-1 text-sm text-(--text-muted) hover:bg-(--surface-hover) focus-visible:outline-2 focus-visible:outline-(--focus-ring)">
        Mais ações
      </summary>
      <div className="absolute right-0 z-10 mt-1 w-72 space-y-3 rounded-md border border-(--surface-border) bg-(--surface-card) p-3 shadow-lg">
        {post.own ? (
          <>
            <Link to={`${postPath(post.id)}?editar=1`} className="block text-sm text-(--primary-text) hover:underline">
              Editar publicação
            </Link>
            <Form method="post" action={postPath(post.id)}>
              <input type="hidden" name="intent" value="excluir" />
              <input type="hidden" name="returnTo" value={returnTo} />
              <Button type="submit" variant="secondary" className="w-full">
                Excluir publicação
              </Button>
            </Form>
          </>
        ) : (
          <ReportForm postId={post.id} returnTo={returnTo} />
        )}
      </div>
    </details>
  );
}
