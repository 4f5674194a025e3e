import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import { MoodFace } from "./mood-face";

export interface CheckinChoices {
  moods: ReadonlyArray<{ value: number; label: string }>;
  emotions: ReadonlyArray<{ key: string; label: string }>;
  noteMax: number;
}

export interface CheckinValues {
  day: string;
  mood?: number;
  emotions: string[];
  note: string | null;
}

/** The input lies, transparent, over its label: the label shows the choice, a click or tap lands on the input itself. */
const INPUT_OVER_LABEL = "peer absolute inset-0 z-10 h-full w-full cursor-pointer appearance-none opacity-0";
const LEGEND = "text-sm font-medium text-(--text-color)";
const CHOICE =
  "cursor-pointer rounded-lg border border-(--surface-border) bg-(--surface-card) text-(--text-color) hover:bg-(--surface-hover) peer-checked:border-(--primary-color) peer-checked:bg-(--surface-hover) peer-checked:ring-2 peer-checked:ring-(--primary-color) peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-(--focus-ring)";

export function CheckinForm({
  choices,
  defaultValue,
  lastResult,
  editing,
}: {
  choices: CheckinChoices;
  defaultValue: CheckinValues;
  lastResult?: SubmissionResult<string[]>;
  editing: boolean;
}) {
  const [form, fields] = useForm<{ day: string; mood: string; emotions: string[]; note: string }>({
    id: "check-in",
    lastResult,
    shouldValidate: "onSubmit",
    defaultValue: {
      day: defaultValue.day,
      mood: defaultValue.mood === undefined ? undefined : String(defaultValue.mood),
      emotions: defaultValue.emotions,
      note: defaultValue.note ?? "",
    },
  });
  // After a refused post, what was sent; before, the saved check-in.
  const mood = fields.mood.initialValue;
  const emotions = fields.emotions.initialValue;
  const chosen = new Set(Array.isArray(emotions) ? emotions : emotions ? [emotions] : []);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      {form.errors?.length ? <FormAlert tone="error" message={form.errors[0]!} /> : null}
      <input type="hidden" name={fields.day.name} value={defaultValue.day} />
      <fieldset aria-describedby={fields.mood.errors ? fields.mood.errorId : undefined}>
        <legend className={LEGEND}>Como você está hoje?</legend>
        <div className="mt-2 grid grid-cols-5 gap-2">
          {choices.moods.map((option) => (
            <div key={option.value} className="relative">
              <input
                type="radio"
                id={`humor-${option.value}`}
                name={fields.mood.name}
                value={option.value}
                defaultChecked={mood === String(option.value)}
                className={INPUT_OVER_LABEL}
              />
              <label
                htmlFor={`humor-${option.value}`}
                className={`${CHOICE} flex flex-col items-center gap-1 px-1 py-2 text-center`}
              >
                <MoodFace mood={option.value} className="h-8 w-8 sm:h-9 sm:w-9" />
                <span className="text-xs sm:text-sm">{option.label}</span>
              </label>
            </div>
          ))}
        </div>
        <FieldError meta={fields.mood} />
      </fieldset>
      <fieldset>
        <legend className={LEGEND}>
          Emoções <span className="font-normal text-(--text-muted)">(marque quantas quiser)</span>
        </legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {choices.emotions.map((emotion) => (
            <div key={emotion.key} className="relative">
              <input
                type="checkbox"
                id={`emocao-${emotion.key}`}
                name={fields.emotions.name}
                value={emotion.key}
                defaultChecked={chosen.has(emotion.key)}
                className={INPUT_OVER_LABEL}
              />
              <label htmlFor={`emocao-${emotion.key}`} className={`${CHOICE} inline-block rounded-full px-3 py-1 text-sm`}>
                {emotion.label}
              </label>
            </div>
          ))}
        </div>
        <FieldError meta={fields.emotions} />
      </fieldset>
      <div className="space-y-1">
        <label htmlFor={fields.note.id} className={`block ${LEGEND}`}>
          Anotação privada <span className="font-normal text-(--text-muted)">(opcional, até {choices.noteMax} caracteres)</span>
        </label>
        <p id="anotacao-ajuda" className="text-xs text-(--text-muted)">
          Só você vê o seu check-in e a sua anotação. Administradores veem apenas a média semanal da organização.
        </p>
        <textarea
          {...getTextareaProps(fields.note, { ariaDescribedBy: "anotacao-ajuda" })}
          key={fields.note.key}
          rows={3}
          className={INPUT_CLASS}
        />
        <FieldError meta={fields.note} />
      </div>
      <Button type="submit">{editing ? "Salvar alterações" : "Registrar check-in"}</Button>
    </Form>
  );
}
