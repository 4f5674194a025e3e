/**
 * The satisfaction survey's rules (docs/decisions/0036): how long a link lasts, the scale's words, what the public
 * form accepts, and the score (CSAT: the share of ratings 4 or 5). Pure; safe for the browser bundle.
 */
import { formatNumber } from "~/config/format";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from "~/config/text-rules";
import { z } from "~/config/zod";

/** Days a survey link can be answered, from the resolution that sent it. */
export const SURVEY_TTL_DAYS = 7;
/** Characters of the optional comment. */
export const SURVEY_COMMENT_MAX = 1000;
/** A link's token: 32 random bytes in base64url. */
export const SURVEY_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const RATINGS = [1, 2, 3, 4, 5] as const;
export type Rating = (typeof RATINGS)[number];

/** How the form and the agents name each rating. */
export const RATING_LABELS: Record<Rating, string> = {
  1: "Muito insatisfeito",
  2: "Insatisfeito",
  3: "Neutro",
  4: "Satisfeito",
  5: "Muito satisfeito",
};

/** The lowest rating that counts as satisfied in the CSAT. */
export const SATISFIED_FROM: Rating = 4;

export const SURVEY_MESSAGES = {
  answered: "Esta avaliação já foi registrada.",
  expired: "Este link de avaliação expirou.",
  unknown: "Link de avaliação não encontrado. Confira o endereço recebido por e-mail.",
  rating: "Escolha uma nota de 1 a 5.",
  commentTooLong: `O comentário pode ter até ${formatNumber(SURVEY_COMMENT_MAX)} caracteres.`,
} as const;

/** A rating and its optional comment, as the survey stores them. */
export interface SurveyAnswer {
  rating: Rating;
  comment: string | null;
}

/** The public form: `nota` 1 to 5 (required), `comentario` optional, trimmed, bounded, without control characters. */
export const surveyFormSchema = z
  .object({
    nota: z.enum(["1", "2", "3", "4", "5"], { error: SURVEY_MESSAGES.rating }),
    comentario: z
      .string()
      .trim()
      .max(SURVEY_COMMENT_MAX, SURVEY_MESSAGES.commentTooLong)
      .refine((value) => !hasControlCharacter(value), CONTROL_CHARACTER_MESSAGE)
      .optional(),
  })
  .transform((form): SurveyAnswer => ({ rating: Number(form.nota) as Rating, comment: form.comentario || null }));

/** A set of ratings in figures: how many, their mean (null for none) and the CSAT as a fraction 0-1 (null for none). */
export interface SatisfactionFigures {
  count: number;
  average: number | null;
  csat: number | null;
}

export function satisfactionOf(ratings: readonly number[]): SatisfactionFigures {
  if (ratings.length === 0) return { count: 0, average: null, csat: null };
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  const satisfied = ratings.filter((rating) => rating >= SATISFIED_FROM).length;
  return { count: ratings.length, average: sum / ratings.length, csat: satisfied / ratings.length };
}
