/**
 * The text of a comment, new (`comentar`) or edited (`editar-comentario`),
 * posted to the post's page: without JavaScript the action answers the
 * error; with it, Conform checks the same schema first.
 */
import { getFormProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { FieldError } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { COMMENT_BODY_MAX, commentFormSchema } from "~/config/post-rules";

/** What the post's action answers after a refused form. */
export interface PostFormFailure {
  intent: string;
  commentId: string;
  result: SubmissionResult<string[]>;
}

export function CommentForm({
  id,
  label,
  hideLabel = false,
  defaultBody,
  rows,
  lastResult,
  hidden,
  children,
}: {
  /** The textarea's id (the form's is derived from it). */
  id: string;
  label: string;
  hideLabel?: boolean;
  defaultBody: string;
  rows: number;
  lastResult?: SubmissionResult<string[]>;
  /** intent, commentId, idempotency key. */
  hidden: ReactNode;
  /** The submit button. */
  children: ReactNode;
}) {
  const [form, fields] = useSchemaForm(commentFormSchema, {
    id: `${id}-form`,
    lastResult,
    defaultValue: { body: defaultBody },
  });
  const body = fields.body;
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2">
      {form.errors?.length ? <FormAlert tone="error" message={form.errors[0]!} /> : null}
      {hidden}
      <label htmlFor={id} className={hideLabel ? "sr-only" : "block text-sm font-medium text-(--text-color)"}>
        {label}
      </label>
      <textarea
        {...getTextareaProps(body)}
        key={body.key}
        id={id}
        required
        maxLength={COMMENT_BODY_MAX}
        rows={rows}
        className={INPUT_CLASS}
      />
      <FieldError meta={body} />
      {children}
    </Form>
  );
}
