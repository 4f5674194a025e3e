/** Lab Feelings check-in rules, pure: one per person per America/Sao_Paulo day, changed only on that day. Safe for the browser. */
import { z } from "~/config/zod";
import { addDaysTo, parseDate } from "~/config/calendar";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from "~/config/text-rules";
import { EMOTION_KEYS, type EmotionKey } from "./vocabulary";

export const NOTE_MAX = 500;
export const CLOSED_DAY_MESSAGE = "O check-in só pode ser alterado no próprio dia. Faça o check-in de hoje.";
export const CLOSED_WEEK_MESSAGE =
  "A semana deste check-in já foi encerrada e entrou no clima da organização: ele não pode mais ser alterado.";

/** The check-in form; out: `emotions` unique keys in the list's order, `note` trimmed or null. */
export const checkinSchema = z.object({
  day: z
    .string({ error: "Recarregue a página e tente de novo." })
    .refine((value) => parseDate(value) !== null, "Recarregue a página e tente de novo."),
  mood: z.coerce
    .number({ error: "Escolha como você está hoje." })
    .int("Escolha como você está hoje.")
    .min(1, "Escolha como você está hoje.")
    .max(5, "Escolha como você está hoje."),
  emotions: z
    .array(z.enum(EMOTION_KEYS as [EmotionKey, ...EmotionKey[]], { error: "Escolha emoções da lista." }))
    .max(EMOTION_KEYS.length, "Escolha emoções da lista.")
    .default([])
    .transform((keys) => EMOTION_KEYS.filter((key) => keys.includes(key))),
  note: z
    .string()
    .transform((text) => text.replaceAll("\r\n", "\n").trim())
    .pipe(
      z
        .string()
        .max(NOTE_MAX, `A anotação deve ter no máximo ${NOTE_MAX} caracteres.`)
        .refine((text) => !hasControlCharacter(text) && !text.includes("\r"), CONTROL_CHARACTER_MESSAGE),
    )
    .optional()
    .transform((text) => (text ? text : null)),
});

export type CheckinInput = z.output<typeof checkinSchema>;

export const canEditCheckin = (day: string, today: string) => day === today;

/** Consecutive days with a check-in ending today, or yesterday while today has none yet (the streak lives until the day ends); 0 otherwise. */
export function streakOf(days: Iterable<string>, today: string): number {
  const set = new Set(days);
  let day = set.has(today) ? today : addDaysTo(today, -1);
  let streak = 0;
  while (set.has(day)) {
    streak += 1;
    day = addDaysTo(day, -1);
  }
  return streak;
}
