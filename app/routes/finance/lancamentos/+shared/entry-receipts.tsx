/** The comprovantes of an entry: the list and the upload form; the browser checks a file is chosen, the server its content. */
import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form, href, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { formatFileSize, formatInstant } from "~/config/format";
import { RECEIPT_TYPES } from "~/config/receipt-rules";
import { receiptUploadSchema } from "~/modules/finance/upload-forms";
import type { AttachmentRow } from "~/modules/finance/types";
import { IdempotencyField } from "~/web/idempotency";

export const UPLOAD_INTENT = "anexar";

export function EntryReceipts({
  entryId,
  attachments,
  lastResult,
  removeLink,
}: {
  entryId: string;
  attachments: AttachmentRow[];
  lastResult?: SubmissionResult<string[]>;
  removeLink: (attachmentId: string) => string;
}) {
  const navigation = useNavigation();
  const uploading = navigation.state === "submitting" && navigation.formData?.get("intent") === UPLOAD_INTENT;
  const [form, fields] = useSchemaForm(receiptUploadSchema, {
    // A new comprovante (or one removed) starts the form afresh, its earlier errors gone.
    id: `comprovante-${entryId}-${attachments.length}`,
    lastResult,
  });
  const file = fields.file;
  return (
    <section aria-labelledby="receipts-title" className="space-y-3">
      <h2 id="receipts-title" className="text-lg font-semibold text-(--text-color)">
        Comprovantes
      </h2>
      {attachments.length === 0 ? (
        <p className="text-sm text-(--text-muted)">Nenhum comprovante anexado. Envie o PDF ou a foto do recibo abaixo.</p>
      ) : (
        <ul className="divide-y divide-(--surface-border) rounded-md border border-(--surface-border)">
          {attachments.map((attachment) => (
            <li key={attachment.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
              <div className="min-w-0">
                <a
                  href={href("/financeiro/lancamentos/:id/comprovantes/:attachmentId", {
                    id: entryId,
                    attachmentId: attachment.id,
                  })}
                  download={attachment.fileName}
                  className="font-medium break-all text-(--primary-text) hover:underline"
                >
                  {attachment.fileName}
                </a>
                <p className="text-xs text-(--text-muted)">
                  {formatFileSize(attachment.sizeBytes)} · enviado em {formatInstant(attachment.createdAt, "mediumDateTime")}
                </p>
              </div>
              <Link
                to={removeLink(attachment.id)}
                aria-label={`Remover o comprovante ${attachment.fileName}`}
                className="rounded-md px-2 py-1 text-(--danger-color) hover:bg-(--surface-hover)"
              >
                Remover
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-2">
        <input type="hidden" name="intent" value={UPLOAD_INTENT} />
        <IdempotencyField />
        {form.errors?.length ? <FormAlert tone="error" message={form.errors[0]!} /> : null}
        <label htmlFor={file.id} className="block text-sm font-medium text-(--text-color)">
          Anexar comprovante <span className="font-normal text-(--text-muted)">(PDF, JPEG, PNG ou WebP, até 10 MB)</span>
        </label>
        <div className="flex flex-wrap items-center gap-2">
          <input
            {...getInputProps(file, { type: "file" })}
            key={file.key}
            required
            accept={RECEIPT_TYPES.join(",")}
            className="block max-w-full text-sm text-(--text-muted) file:mr-3 file:rounded-md file:border-0 file:bg-(--primary-soft) file:px-3 file:py-2 file:text-(--primary-text)"
          />
          <Button type="submit" variant="secondary" disabled={uploading}>
            {uploading ? "Enviando..." : "Enviar comprovante"}
          </Button>
        </div>
        <FieldError meta={file} />
      </Form>
    </section>
  );
}
