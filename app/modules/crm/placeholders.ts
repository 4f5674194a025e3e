/** Unknown placeholders stay as typed, so a typo shows rather than vanishes. Pure. */

/** What a reply may name: keys are the placeholders without braces. */
export interface PlaceholderValues {
  "contato.nome": string;
  "contato.email": string;
  "agente.nome": string;
  "atendimento.numero": string;
  "atendimento.assunto": string;
  "organizacao.nome": string;
}

export const PLACEHOLDERS: readonly (keyof PlaceholderValues)[] = [
  "contato.nome",
  "contato.email",
  "agente.nome",
  "atendimento.numero",
  "atendimento.assunto",
  "organizacao.nome",
];

/** `body` with every known `{{ name }}` replaced by its value (spaces inside the braces allowed). */
export function fillPlaceholders(body: string, values: PlaceholderValues): string {
  return body.replace(/\{\{\s*([a-z.]+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as keyof PlaceholderValues] : whole,
  );
}
