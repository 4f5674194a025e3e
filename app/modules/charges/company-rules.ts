/**
 * The forms of cobrança's settings (docs/decisions/0038), safe for the browser: the company data, a Pix key and the
 * régua de cobrança. CPF and CNPJ check digits come from modules/contacts/document.ts (alphanumeric CNPJ included);
 * CEP and phone from @brazilian-utils/brazilian-utils.
 */
import { isValidCEP, isValidPhone } from "@brazilian-utils/brazilian-utils";
import { z } from "~/config/zod";
import type { PixKeyKind } from "~/db/schema";
import { documentProblem, isValidCnpj, isValidCpf, normalizeDocument } from "~/modules/contacts/document";

/** The 27 unidades federativas. */
export const UFS = [
  "AC", "AL", "AM", "AP", "BA", "CE", "DF", "ES", "GO", "MA", "MG", "MS", "MT", "PA", "PB",
  "PE", "PI", "PR", "RJ", "RN", "RO", "RR", "RS", "SC", "SE", "SP", "TO",
] as const; // prettier-ignore

const EMAIL = z.email();
const digits = (text: string) => text.replace(/\D/g, "");

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} deve ter no máximo ${max} caracteres.`)
    .optional()
    .transform((value) => value || null);

/** The company form; every field optional, each checked when given. CNPJ normalised, CEP and phone to digits. */
export const companySchema = z.object({
  legalName: optionalText(120, "A razão social"),
  tradeName: optionalText(120, "O nome fantasia"),
  cnpj: optionalText(30, "O CNPJ")
    .refine((value) => value === null || normalizeDocument(value).length === 14, "Informe o CNPJ com 14 caracteres.")
    .refine((value) => value === null || documentProblem(value) === null, "CNPJ inválido: confira os caracteres digitados.")
    .transform((value) => (value ? normalizeDocument(value) : null)),
  cep: optionalText(9, "O CEP")
    .refine(
      (value) => value === null || (/^\d{5}-?\d{3}$/.test(value) && isValidCEP(value)),
      "Informe o CEP com 8 dígitos, como 01310-100.",
    )
    .transform((value) => (value ? digits(value) : null)),
  street: optionalText(120, "O logradouro"),
  number: optionalText(20, "O número"),
  complement: optionalText(60, "O complemento"),
  district: optionalText(60, "O bairro"),
  city: optionalText(60, "A cidade"),
  state: z
    .string()
    .trim()
    .optional()
    .transform((value) => value?.toUpperCase() || null)
    .refine((value) => value === null || (UFS as readonly string[]).includes(value), "Escolha a UF da lista."),
  email: optionalText(200, "O e-mail")
    .refine(
      (value) => value === null || EMAIL.safeParse(value).success,
      "Informe um e-mail válido, como financeiro@empresa.com.br.",
    )
    .transform((value) => value?.toLowerCase() ?? null),
  phone: optionalText(20, "O telefone")
    .refine(
      (value) => value === null || (/^[\d\s().+-]+$/.test(value) && isValidPhone(digits(value).replace(/^55(?=\d{10,11}$)/, ""))),
      "Informe o telefone com DDD, como (11) 98765-4321.",
    )
    .transform((value) => (value ? digits(value).replace(/^55(?=\d{10,11}$)/, "") : null)),
});

export type CompanyInput = z.output<typeof companySchema>;

export const PIX_KEY_KINDS = ["cnpj", "cpf", "email", "telefone", "aleatoria"] as const satisfies readonly PixKeyKind[];

export const PIX_KEY_LABELS: Record<PixKeyKind, string> = {
  cnpj: "CNPJ",
  cpf: "CPF",
  email: "E-mail",
  telefone: "Telefone",
  aleatoria: "Chave aleatória",
};

const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A typed key in its DICT form, or why it is refused (pt-BR). Phone keys become +55DDDNÚMERO. */
export function normalizePixKey(kind: PixKeyKind, text: string): { key: string } | { problem: string } {
  const value = text.trim();
  switch (kind) {
    case "cpf": {
      const key = normalizeDocument(value);
      return /^\d{11}$/.test(key) && isValidCpf(key) ? { key } : { problem: "CPF inválido: confira os números digitados." };
    }
    case "cnpj": {
      const key = normalizeDocument(value);
      return key.length === 14 && isValidCnpj(key) ? { key } : { problem: "CNPJ inválido: confira os caracteres digitados." };
    }
    case "email": {
      const key = value.toLowerCase();
      return key.length <= 77 && EMAIL.safeParse(key).success
        ? { key }
        : { problem: "Informe um e-mail válido de até 77 caracteres, como pix@empresa.com.br." };
    }
    case "telefone": {
      if (!/^[\d\s().+-]+$/.test(value)) return { problem: "Informe o celular com DDD, como (11) 98765-4321." };
      const national = digits(value).replace(/^55(?=\d{10,11}$)/, "");
      return isValidPhone(national) ? { key: `+55${national}` } : { problem: "Informe o celular com DDD, como (11) 98765-4321." };
    }
    case "aleatoria": {
      const key = value.toLowerCase();
      return EVP.test(key)
        ? { key }
        : { problem: "A chave aleatória tem 32 letras e números em 5 grupos, como 123e4567-e89b-12d3-a456-426614174000." };
    }
  }
}

/** The Pix key form: its kind and the key as typed; `key` comes out in its DICT form. */
export const pixKeySchema = z
  .object({
    kind: z.enum(PIX_KEY_KINDS, { error: "Escolha o tipo da chave." }),
    key: z
      .string({ error: "Informe a chave Pix." })
      .trim()
      .min(1, "Informe a chave Pix.")
      .max(100, "A chave Pix deve ter no máximo 100 caracteres."),
  })
  .transform((input, ctx) => {
    const outcome = normalizePixKey(input.kind, input.key);
    if ("problem" in outcome) {
      ctx.addIssue({ code: "custom", message: outcome.problem, path: ["key"] });
      return z.NEVER;
    }
    return { kind: input.kind, key: outcome.key };
  });

export type PixKeyInput = z.output<typeof pixKeySchema>;

/** A stored key as people read it: CPF and CNPJ with their punctuation, a phone as (11) 98765-4321. */
export function formatPixKey(kind: PixKeyKind, key: string): string {
  if (kind === "cpf") return key.replace(/^(.{3})(.{3})(.{3})(.{2})$/, "$1.$2.$3-$4");
  if (kind === "cnpj") return key.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, "$1.$2.$3/$4-$5");
  if (kind === "telefone") return formatPhone(key.replace(/^\+55/, ""));
  return key;
}

/** 10 or 11 digits with the DDD as (11) 3265-4321 or (11) 98765-4321; anything else as it is. */
export const formatPhone = (phone: string) => phone.replace(/^(\d{2})(\d{4,5})(\d{4})$/, "($1) $2-$3");

/** A CEP of 8 digits as 01310-100. */
export const formatCep = (cep: string) => cep.replace(/^(\d{5})(\d{3})$/, "$1-$2");

/** The largest number of days in a step of the régua, before or after the due date. */
export const REMINDER_DAYS_MAX = 60;
/** The most reminders after the due date. */
export const REMINDERS_AFTER_MAX = 5;
/** The largest multa (basis points: 10 000 = 100 %): the CDC caps it at 2 % for consumers; 20 % covers contracts between companies. */
export const FINE_MAX_BASIS_POINTS = 2000;
/** The largest juros per month (basis points). */
export const INTEREST_MAX_BASIS_POINTS = 1000;

/** What an organization gets before it saves its régua: reminders on, 3 days before, on the day, 3 and 7 after; 2 % multa, 1 % juros ao mês. */
export const CHARGE_DEFAULTS = {
  remindersOn: true,
  daysBefore: 3 as number | null,
  onDueDate: true,
  daysAfter: [3, 7] as number[],
  fineBasisPoints: 200,
  interestBasisPoints: 100,
};

export type ChargeSettings = typeof CHARGE_DEFAULTS;

/** "2,5" or "2.5" (percent) as basis points (250); null when it is not a number with up to 2 decimals. */
export function percentToBasisPoints(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** Basis points as a pt-BR percent without the sign: 250 gives "2,5", 200 gives "2". */
export const basisPointsToPercent = (points: number) => (points / 100).toLocaleString("pt-BR", { maximumFractionDigits: 2 });

const percent = (max: number, label: string) =>
  z
    .string({ error: `Informe ${label}.` })
    .trim()
    .transform((value, ctx) => {
      const points = percentToBasisPoints(value || "0");
      if (points === null || points > max) {
        ctx.addIssue({ code: "custom", message: `Informe ${label} entre 0 e ${basisPointsToPercent(max)} %, como 2 ou 1,5.` });
        return z.NEVER;
      }
      return points;
    });

/** The régua form: reminders on or off, days before (blank: none), on the day, days after ("3, 7"), multa and juros. */
export const chargeSettingsSchema = z.object({
  remindersOn: z
    .string()
    .optional()
    .transform((value) => value === "on"),
  daysBefore: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return null;
      const days = /^\d{1,2}$/.test(value) ? Number(value) : NaN;
      if (!(days >= 1 && days <= REMINDER_DAYS_MAX)) {
        ctx.addIssue({ code: "custom", message: `Informe de 1 a ${REMINDER_DAYS_MAX} dias, ou deixe em branco.` });
        return z.NEVER;
      }
      return days;
    }),
  onDueDate: z
    .string()
    .optional()
    .transform((value) => value === "on"),
  daysAfter: z
    .string()
    .trim()
    .max(40, "Informe no máximo 5 números separados por vírgula, como 3, 7.")
    .optional()
    .transform((value, ctx) => {
      const parts = (value ?? "").split(/[,;\s]+/).filter(Boolean);
      const days = parts.map((part) => (/^\d{1,2}$/.test(part) ? Number(part) : NaN));
      if (days.some((day) => !(day >= 1 && day <= REMINDER_DAYS_MAX)) || days.length > REMINDERS_AFTER_MAX) {
        ctx.addIssue({
          code: "custom",
          message: `Informe até ${REMINDERS_AFTER_MAX} números de 1 a ${REMINDER_DAYS_MAX} separados por vírgula, como 3, 7.`,
        });
        return z.NEVER;
      }
      return [...new Set(days)].sort((a, b) => a - b);
    }),
  fine: percent(FINE_MAX_BASIS_POINTS, "a multa"),
  interest: percent(INTEREST_MAX_BASIS_POINTS, "os juros ao mês"),
});

export type ChargeSettingsInput = z.output<typeof chargeSettingsSchema>;

/** The company as a customer reads it on a charge or a print view: the name, then the razão social and CNPJ, address and contacts. */
export interface CompanyCard {
  name: string;
  lines: string[];
}

/** The lines of `company` that are filled in; the name falls back to the organization's. */
export function companyCard(company: CompanyInput & { organizationName: string }): CompanyCard {
  const name = company.tradeName ?? company.legalName ?? company.organizationName;
  const street = [company.street, company.number].filter(Boolean).join(", ");
  const place = [company.district, [company.city, company.state].filter(Boolean).join("/")].filter(Boolean).join(" · ");
  const lines = [
    company.legalName && company.legalName !== name ? company.legalName : null,
    company.cnpj ? `CNPJ ${formatCnpj(company.cnpj)}` : null,
    [street, company.complement].filter(Boolean).join(" – ") || null,
    [place, company.cep ? `CEP ${formatCep(company.cep)}` : null].filter(Boolean).join(" · ") || null,
    [company.email, company.phone ? formatPhone(company.phone) : null].filter(Boolean).join(" · ") || null,
  ];
  return { name, lines: lines.filter((line): line is string => line !== null) };
}

const formatCnpj = (cnpj: string) => formatPixKey("cnpj", cnpj);
