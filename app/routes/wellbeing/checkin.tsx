/** /labfeelings: the person's daily check-in and their own history and streak. */
import { addDaysTo } from "~/config/calendar";
import { formatDate } from "~/config/format";
import { parseSubmission } from "~/web/submission.server";
import { data, href, Link, redirect } from "react-router";
import { CheckinForm } from "~/components/wellbeing/checkin-form";
import { MoodCalendar } from "~/components/wellbeing/mood-calendar";
import { MoodHistory, type HistoryDay } from "~/components/wellbeing/mood-history";
import { FormAlert } from "~/components/ui/form-alert";
import { PageTitle } from "~/components/ui/page-title";
import { checkinSchema, CLOSED_DAY_MESSAGE, CLOSED_WEEK_MESSAGE, NOTE_MAX } from "~/modules/wellbeing/checkin-rules";
import { ownWellbeing, saveCheckin, type Checkin } from "~/modules/wellbeing/checkins.server";
import { EMOTION_OPTIONS, EMOTIONS, MOODS, moodOf } from "~/modules/wellbeing/vocabulary";
import { pageMeta } from "~/web/meta";
import { requireTenant, scopeOf } from "~/web/tenant.server";
import type { Route } from "./+types/checkin";

export const meta = () => pageMeta("Bem-estar");

const PERIODS = [30, 90] as const;
const DONE = {
  registrado: "Check-in registrado. Obrigado por compartilhar como você está.",
  alterado: "Check-in de hoje alterado.",
};

const periodOf = (value: string | null) => PERIODS.find((days) => String(days) === value) ?? 30;

const historyDay = (checkin: Checkin): HistoryDay => {
  const mood = moodOf(checkin.mood);
  return {
    day: checkin.day,
    mood: checkin.mood,
    moodLabel: mood?.label ?? String(checkin.mood),
    emotions: checkin.emotions.map((key) => EMOTIONS[key]),
  };
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireTenant(context, request));
  const url = new URL(request.url);
  const days = periodOf(url.searchParams.get("periodo"));
  const page = await ownWellbeing(scope, days);
  const done = url.searchParams.get("feito");
  return {
    days,
    today: page.today,
    from: page.from,
    streak: page.streak,
    todayCheckin: page.todayCheckin,
    history: page.history.map(historyDay),
    done: done === "registrado" || done === "alterado" ? DONE[done] : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const scope = scopeOf(requireTenant(context, request));
  const submission = parseSubmission(await request.formData(), { schema: checkinSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const saved = await saveCheckin(scope, submission.value);
  if (saved.status !== "saved")
    return data(
      { result: submission.reply({ formErrors: [saved.status === "closed" ? CLOSED_DAY_MESSAGE : CLOSED_WEEK_MESSAGE] }) },
      { status: 400 },
    );
  throw redirect(`${href("/labfeelings")}?feito=${saved.created ? "registrado" : "alterado"}`);
}

const CARD = "rounded-xl border border-(--surface-border) bg-(--surface-card) p-4";
const TAB = "rounded-md px-3 py-1.5 text-sm font-medium";
const CHOICES = { moods: MOODS, emotions: EMOTION_OPTIONS, noteMax: NOTE_MAX };
const streakText = (days: number) =>
  days === 0 ? "Nenhum dia seguido ainda" : days === 1 ? "1 dia seguido" : `${days} dias seguidos`;

export default function Wellbeing({ loaderData, actionData }: Route.ComponentProps) {
  const { days, today, from, streak, todayCheckin, history, done } = loaderData;
  const periodLabel = `últimos ${days} dias`;
  const allDays = Array.from({ length: days }, (_, i) => addDaysTo(from, i));
  return (
    <>
      <PageTitle title="Bem-estar">Como você está hoje? O seu check-in é só seu.</PageTitle>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="check-in-titulo" className={CARD}>
          <h2 id="check-in-titulo" className="mb-1 font-semibold">
            Check-in de hoje
          </h2>
          <p className="mb-4 text-sm text-(--text-muted)">
            {formatDate(today)}.{" "}
            {todayCheckin ? "Você já fez o check-in de hoje e pode alterá-lo até o fim do dia." : "Um check-in por dia."}
          </p>
          {done ? (
            <div className="mb-4">
              <FormAlert tone="success" message={done} />
            </div>
          ) : null}
          <CheckinForm
            key={`${today}-${todayCheckin?.updatedAt ?? "novo"}`}
            choices={CHOICES}
            editing={todayCheckin !== null}
            lastResult={actionData?.result}
            defaultValue={{
              day: today,
              mood: todayCheckin?.mood,
              emotions: todayCheckin?.emotions ?? [],
              note: todayCheckin?.note ?? null,
            }}
          />
        </section>
        <section aria-labelledby="sequencia-titulo" className={CARD}>
          <h2 id="sequencia-titulo" className="font-semibold">
            Sequência
          </h2>
          <p className="mt-2 text-3xl font-semibold tabular-nums" data-testid="sequencia">
            {streakText(streak)}
          </p>
          <p className="mt-1 text-sm text-(--text-muted)">
            Dias consecutivos com check-in até hoje{todayCheckin ? "" : " (ou até ontem, enquanto hoje não tem check-in)"}.
          </p>
          <h3 className="mt-4 mb-2 text-sm font-semibold">Calendário</h3>
          <MoodCalendar from={from} to={today} history={history} periodLabel={periodLabel} />
        </section>
      </div>
      <section aria-labelledby="historico-titulo" className={`mt-6 ${CARD}`}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="historico-titulo" className="font-semibold">
            Seu histórico
          </h2>
          <nav aria-label="Período do histórico" className="flex gap-2">
            {PERIODS.map((period) => (
              <Link
                key={period}
                to={`?periodo=${period}`}
                aria-current={days === period ? "page" : undefined}
                className={`${TAB} ${days === period ? "bg-(--primary-soft) text-(--primary-text)" : "text-(--text-muted) hover:bg-(--surface-hover)"}`}
              >
                {period} dias
              </Link>
            ))}
          </nav>
        </div>
        <MoodHistory days={allDays} history={history} periodLabel={periodLabel} />
      </section>
    </>
  );
}
