import { fold } from "~/config/text-rules";

export const UNKNOWN_LOCATION = "Localização não informada";

export const STATES: Record<string, string> = {
  AC: "Acre",
  AL: "Alagoas",
  AP: "Amapá",
  AM: "Amazonas",
  BA: "Bahia",
  CE: "Ceará",
  DF: "Distrito Federal",
  ES: "Espírito Santo",
  GO: "Goiás",
  MA: "Maranhão",
  MT: "Mato Grosso",
  MS: "Mato Grosso do Sul",
  MG: "Minas Gerais",
  PA: "Pará",
  PB: "Paraíba",
  PR: "Paraná",
  PE: "Pernambuco",
  PI: "Piauí",
  RJ: "Rio de Janeiro",
  RN: "Rio Grande do Norte",
  RS: "Rio Grande do Sul",
  RO: "Rondônia",
  RR: "Roraima",
  SC: "Santa Catarina",
  SP: "São Paulo",
  SE: "Sergipe",
  TO: "Tocantins",
};

const BY_NAME = new Map(Object.entries(STATES).map(([uf, name]) => [fold(name), uf]));

export interface Place {
  uf: string;
  city: string;
}

function stateOf(text: string): string | null {
  const upper = text.toUpperCase();
  if (Object.hasOwn(STATES, upper)) return upper;
  return BY_NAME.get(fold(text)) ?? null;
}

/** City and state of a location text; null when it names no Brazilian state after the city. */
export function parseLocation(text: string | null | undefined): Place | null {
  const tidy = (text ?? "").replace(/\s+/g, " ").trim();
  if (tidy === "") return null;
  const separated = /^(.+?)\s*(?:,|\/|\s[-–—]\s|-)\s*([^,/]+?)(?:\s*,\s*(?:brasil|brazil))?$/i.exec(tidy);
  const spaced = /^(.+)\s([A-Za-z]{2})$/.exec(tidy);
  for (const match of [separated, spaced]) {
    if (!match) continue;
    const uf = stateOf(match[2]!.trim());
    const city = match[1]!.trim();
    if (uf && city !== "" && /\p{L}/u.test(city)) return { uf, city };
  }
  return null;
}
