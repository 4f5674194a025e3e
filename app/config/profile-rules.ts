import { z } from "~/config/zod";
import { layoutConfigSchema } from "./layout-schema";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from "./text-rules";

export const BIO_MAX_LENGTH = 500;
/** The largest avatar upload, in bytes (5 MiB), checked by the page, the upload body cap and the service. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Image types an avatar upload may declare; the service checks the content. */
export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"];

const plain = (text: string) => !hasControlCharacter(text);

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} deve ter no máximo ${max} caracteres.`)
    .refine(plain, CONTROL_CHARACTER_MESSAGE)
    .nullish()
    .transform((value) => value || null);

export const profileUsernameField = z
  .string({ error: "Escolha um nome de usuário." })
  .trim()
  .toLowerCase()
  .min(3, "O nome de usuário deve ter pelo menos 3 caracteres.")
  .max(30, "O nome de usuário deve ter no máximo 30 caracteres.")
  .regex(/^[a-z0-9._]+$/, "Use apenas letras sem acento, números, ponto ou sublinhado.");

export const profileFieldsSchema = z.object({
  username: profileUsernameField,
  displayName: z
    .string({ error: "Informe o nome de exibição." })
    .trim()
    .min(1, "Informe o nome de exibição.")
    .max(80, "O nome de exibição deve ter no máximo 80 caracteres.")
    .refine(plain, CONTROL_CHARACTER_MESSAGE),
  bio: optionalText(BIO_MAX_LENGTH, "A bio"),
  location: optionalText(100, "A localização"),
  website: z
    .string()
    .trim()
    .max(200, "O site deve ter no máximo 200 caracteres.")
    .refine(plain, CONTROL_CHARACTER_MESSAGE)
    .nullish()
    .transform((value) => value || null)
    .refine(
      (value) => value === null || /^https?:\/\/[^\s]+\.[^\s]+$/.test(value),
      "Informe um endereço que comece com http:// ou https://.",
    ),
});

export type ProfileFields = z.output<typeof profileFieldsSchema>;

export const preferencesSchema = z
  .object({
    layout: layoutConfigSchema.partial().strict(),
    notifications: z.object({ email: z.boolean(), messages: z.boolean(), mentions: z.boolean() }).partial().strict(),
  })
  .partial()
  .strict();

export type Preferences = z.output<typeof preferencesSchema>;
