/** The public satisfaction survey's card: five labelled radios and an optional comment; works without JavaScript. */
import { getFormProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { AuthCard } from "~/components/layout/auth-card";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { formatNumber } from "~/config/format";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { RATING_LABELS, RATINGS, SURVEY_COMMENT_MAX, surveyFormSchema } from "~/modules/crm/survey-rules";

const CHOICE =
  "flex cursor-pointer items-center gap-3 rounded-md border border-(--surface-border) px-3 py-3 text-sm has-checked:border-(--primary-color) has-checked:bg-(--primary-soft) has-focus-visible:ring-2 has-focus-visible:ring-(--focus-ring)";

export function SurveyCard({
  ticket,
  lastResult,
}: {
  ticket: { code: string; subject: string; organizationName: string };
  lastResult?: SubmissionResult<string[]>;
}) {
  const pending = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm(surveyFormSchema, { id: "avaliacao", lastResult });
  const rating = fields.nota;
  const comment = fields.comentario;
  return (
    <AuthCard
      title="Avalie o nosso atendimento"
      subtitle={`${ticket.organizationName} · atendimento ${ticket.code}: “${ticket.subject}”`}
    >
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-5">
        {form.errors?.length ? <FormAlert tone="error" message={form.errors[0]!} /> : null}
        <fieldset aria-describedby={rating.errors ? rating.errorId : undefined} aria-invalid={rating.errors ? true : undefined}>
          <legend className="text-sm font-medium text-(--text-color)">Como você avalia o atendimento?</legend>
          <div className="mt-2 space-y-2">
            {[...RATINGS].reverse().map((value) => (
              <label key={value} className={CHOICE}>
                <input
                  type="radio"
                  name={rating.name}
                  value={value}
                  defaultChecked={rating.initialValue === String(value)}
                  className="h-4 w-4 accent-(--primary-color)"
                />
                <span>
                  <span className="font-semibold tabular-nums">{value}</span> · {RATING_LABELS[value]}
                </span>
              </label>
            ))}
          </div>
          <FieldError meta={rating} className="mt-1 text-sm" />
        </fieldset>
        <div className="space-y-1">
          <label htmlFor={comment.id} className="block text-sm font-medium text-(--text-color)">
            Comentário{" "}
            <span className="font-normal text-(--text-muted)">(opcional, até {formatNumber(SURVEY_COMMENT_MAX)} caracteres)</span>
          </label>
          <textarea
            {...getTextareaProps(comment)}
            key={comment.key}
            rows={4}
            maxLength={SURVEY_COMMENT_MAX}
            className={INPUT_CLASS}
          />
          <FieldError meta={comment} />
        </div>
        <Button type="submit" disabled={pending} className="w-full">
          {pending ? "Enviando..." : "Enviar avaliação"}
        </Button>
      </Form>
    </AuthCard>
  );
}
