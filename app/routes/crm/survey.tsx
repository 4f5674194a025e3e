/**
 * /avaliacao/:token: the public satisfaction survey of a resolved atendimento, outside the guard (docs/decisions/0036).
 * The token alone finds the survey; a used, expired or unknown one shows why and changes nothing.
 */
import { data, href, redirect } from "react-router";
import { AuthCard } from "~/components/layout/auth-card";
import { FormAlert } from "~/components/ui/form-alert";
import { SURVEY_MESSAGES, surveyFormSchema } from "~/modules/crm/survey-rules";
import { rateSurvey, surveyByToken, type SurveyView } from "~/modules/crm/surveys.server";
import { TicketRefusal } from "~/modules/crm/tickets.server";
import { pageMeta } from "~/web/meta";
import { parseSubmission } from "~/web/submission.server";
import { SurveyCard } from "./+shared/survey-card";
import type { Route } from "./+types/survey";

export const meta = () => pageMeta("Avaliação do atendimento");

type Closed = Exclude<SurveyView["state"], "open">;

const CLOSED: Record<Closed, { title: string; message: string; status: number }> = {
  answered: { title: "Avaliação registrada", message: SURVEY_MESSAGES.answered, status: 200 },
  expired: { title: "Link expirado", message: SURVEY_MESSAGES.expired, status: 410 },
  unknown: { title: "Link não encontrado", message: SURVEY_MESSAGES.unknown, status: 404 },
};

const THANKS = "enviada";

const ClosedCard = ({ state }: { state: Closed }) => <AuthCard title={CLOSED[state].title} subtitle={CLOSED[state].message} />;

export async function loader({ request, params }: Route.LoaderArgs) {
  const view = await surveyByToken(params.token);
  const thanks = view.state === "answered" && new URL(request.url).searchParams.has(THANKS);
  return data({ view, thanks }, { status: view.state === "open" ? 200 : CLOSED[view.state].status });
}

export async function action({ request, params }: Route.ActionArgs) {
  const submission = parseSubmission(await request.formData(), { schema: surveyFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), closed: null }, { status: 400 });
  try {
    const outcome = await rateSurvey(params.token, submission.value);
    if (outcome === "rated") throw redirect(`${href("/avaliacao/:token", { token: params.token })}?${THANKS}`);
    return data({ result: null, closed: outcome }, { status: CLOSED[outcome].status === 200 ? 409 : CLOSED[outcome].status });
  } catch (error) {
    if (error instanceof TicketRefusal)
      return data({ result: submission.reply({ formErrors: [error.message] }), closed: null }, { status: 400 });
    throw error;
  }
}

export default function Survey({ loaderData, actionData }: Route.ComponentProps) {
  const { view, thanks } = loaderData;
  if (thanks)
    return (
      <AuthCard title="Obrigado pela sua avaliação!">
        <div className="mt-6">
          <FormAlert tone="success" message="Recebemos a sua avaliação. Ela ajuda a equipe a atender melhor." />
        </div>
      </AuthCard>
    );
  if (view.state !== "open") return <ClosedCard state={view.state} />;
  if (actionData?.closed) return <ClosedCard state={actionData.closed} />;
  return <SurveyCard ticket={view} lastResult={actionData?.result ?? undefined} />;
}
