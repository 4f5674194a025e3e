/** The contato's answers to the satisfaction survey on the atendimento's side: each rating with its comment, or the newest link's wait. */
import { formatInstant } from "~/config/format";
import { RATING_LABELS } from "~/modules/crm/survey-rules";
import type { TicketSurvey } from "~/modules/crm/surveys.server";

export function TicketSurveys({ surveys }: { surveys: TicketSurvey[] }) {
  const answered = surveys.filter((survey) => survey.state === "answered");
  const newest = surveys[0];
  return (
    <>
      {answered.length > 0 ? (
        <ul className="space-y-2">
          {answered.map((survey) => (
            <li key={survey.sentAt}>
              <p>
                <span className="font-semibold tabular-nums">{survey.rating} de 5</span> · {RATING_LABELS[survey.rating!]}
              </p>
              {survey.comment ? <p className="break-words whitespace-pre-wrap">“{survey.comment}”</p> : null}
              <p className="text-xs text-(--text-muted)">
                Respondida em <time dateTime={survey.answeredAt!}>{formatInstant(survey.answeredAt!)}</time>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {newest && newest.state !== "answered" ? (
        <p className="text-(--text-muted)">
          {newest.state === "waiting"
            ? `Pesquisa enviada em ${formatInstant(newest.sentAt)}, sem resposta até agora (vale até ${formatInstant(newest.expiresAt)}).`
            : `A pesquisa enviada em ${formatInstant(newest.sentAt)} expirou sem resposta.`}
        </p>
      ) : null}
    </>
  );
}
