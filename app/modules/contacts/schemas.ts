import { z } from "~/config/zod";
import { documentProblem, normalizeDocument } from "./document";

export const CONTACT_ROLES = ["cliente", "fornecedor"] as const;
export type ContactRole = (typeof CONTACT_ROLES)[number];
export const CONTACT_ROLE_LABELS: Record<ContactRole, string> = { cliente: "Cliente", fornecedor: "Fornecedor" };

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value || null);

// A phone with its area code: 10 or 11 digits, or 12-13 with Brazil's 55 in front.
const PHONE_SHAPE = /^\+?[\d\s().-]+$/;
const EMAIL = z.email();
const phoneDigits = (text: string) => text.replace(/\D/g, "").length;

/** The contact form: name, roles (one or both), CPF/CNPJ checked and normalised, e-mail, phone with its area code. */
export const contactSchema = z.object({
  name: z
    .string({ error: "Informe o nome do contato." })
    .trim()
    .min(1, "Informe o nome do contato.")
    .max(120, "O nome deve ter no máximo 120 caracteres."),
  roles: z
    .array(z.enum(CONTACT_ROLES, { error: "Escolha cliente, fornecedor ou ambos." }), {
      error: "Marque se o contato é cliente, fornecedor ou ambos.",
    })
    .min(1, "Marque se o contato é cliente, fornecedor ou ambos."),
  document: z
    .string()
    .trim()
    .max(30, "Informe um CPF com 11 dígitos ou um CNPJ com 14 caracteres.")
    .optional()
    .superRefine((value, ctx) => {
      const problem = value ? documentProblem(value) : null;
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .transform((value) => (value ? normalizeDocument(value) : null)),
  email: optionalText(200, "O e-mail deve ter no máximo 200 caracteres.")
    .refine((value) => value === null || EMAIL.safeParse(value).success, "Informe um e-mail válido, como nome@empresa.com.br.")
    .transform((value) => value?.toLowerCase() ?? null),
  phone: optionalText(30, "O telefone deve ter no máximo 30 caracteres.").refine(
    (value) => value === null || (PHONE_SHAPE.test(value) && [10, 11, 12, 13].includes(phoneDigits(value))),
    "Informe o telefone com DDD, como (11) 98765-4321.",
  ),
});

export type ContactInput = z.output<typeof contactSchema>;

/** A create or an edit refused because another contact of the organization has this CPF/CNPJ. */
export const duplicateDocumentMessage = (existing: { name: string; archived: boolean }) =>
  `Já existe um contato com este CPF/CNPJ: ${existing.name}${existing.archived ? " (arquivado; reative-o em vez de criar outro)" : ""}.`;

/** The roles of a contact in pt-BR: "Cliente", "Fornecedor" or "Cliente e fornecedor". */
export function rolesLabel(contact: { isCustomer: boolean; isSupplier: boolean }): string {
  if (contact.isCustomer && contact.isSupplier) return "Cliente e fornecedor";
  return contact.isCustomer ? CONTACT_ROLE_LABELS.cliente : CONTACT_ROLE_LABELS.fornecedor;
}
