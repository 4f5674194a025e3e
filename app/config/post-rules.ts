import { z } from "~/config/zod";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from "~/config/text-rules";

export const POST_BODY_MAX = 5000;
export const COMMENT_BODY_MAX = 1000;
export const CONTENT_WARNING_MAX = 80;
export const IMAGE_ALT_MAX = 300;
export const POST_IMAGES_MAX = 4;

const clean = (schema: z.ZodString) =>
  schema.refine((value) => !hasControlCharacter(value.replace(/\r/g, "")), CONTROL_CHARACTER_MESSAGE);

const text = (missing: string, max: number, tooLong: string) =>
  clean(z.string({ error: missing }).trim().min(1, missing).max(max, tooLong));

const optional = (max: number, tooLong: string) =>
  clean(z.string().trim().max(max, tooLong))
    .optional()
    .transform((value) => (value ? value : null));

/** A publication's fields; out: `contentWarning` null when empty. */
export const postSchema = z.object({
  body: text("Escreva o texto da publicação.", POST_BODY_MAX, `A publicação deve ter no máximo ${POST_BODY_MAX} caracteres.`),
  contentWarning: optional(CONTENT_WARNING_MAX, `O aviso de conteúdo deve ter no máximo ${CONTENT_WARNING_MAX} caracteres.`),
  visibility: z.enum(["organizacao", "privado"], { error: "Escolha quem pode ver a publicação." }).default("organizacao"),
  alts: z
    .array(clean(z.string().trim().max(IMAGE_ALT_MAX, `A descrição da imagem deve ter no máximo ${IMAGE_ALT_MAX} caracteres.`)))
    .max(POST_IMAGES_MAX)
    .default([]),
});

export type PostInput = z.output<typeof postSchema>;

export const commentSchema = text(
  "Escreva o comentário.",
  COMMENT_BODY_MAX,
  `O comentário deve ter no máximo ${COMMENT_BODY_MAX} caracteres.`,
);

/** The edit form of a publication: its text and aviso de conteúdo. */
export const postEditSchema = postSchema.pick({ body: true, contentWarning: true });

/** The form of a comment, new or edited. */
export const commentFormSchema = z.object({ body: commentSchema });

export const REPORT_REASON_MAX = 500;

/** A report's reason: trimmed, 1-500 characters, no control characters but line breaks and tabs. */
export const reportReasonSchema = z.object({
  reason: z
    .string({ error: "Diga o motivo da denúncia." })
    .trim()
    .min(1, "Diga o motivo da denúncia.")
    .max(REPORT_REASON_MAX, `O motivo deve ter no máximo ${REPORT_REASON_MAX} caracteres.`)
    .refine((value) => !hasControlCharacter(value), CONTROL_CHARACTER_MESSAGE),
});
