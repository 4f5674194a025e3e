/**
 * Synthetic Brazilian members for the search benchmark: names with accents,
 * user names, cities and bios, from a seeded PRNG so every run searches
 * the same people.
 */
import { fold } from "~/config/text-rules";
import type { Random } from "~/seed/random";

const GIVEN = [
  "Maria",
  "José",
  "Ana",
  "João",
  "Antônio",
  "Francisca",
  "Carlos",
  "Paulo",
  "Pedro",
  "Lucas",
  "Luíza",
  "Márcia",
  "Mariana",
  "Marcos",
  "Mateus",
  "Rafael",
  "Gabriel",
  "Juliana",
  "Fernanda",
  "Patrícia",
  "Aline",
  "Sandra",
  "Camila",
  "Letícia",
  "Bruna",
  "Amanda",
  "Larissa",
  "Vitória",
  "Júlia",
  "Beatriz",
  "Felipe",
  "Gustavo",
  "Thiago",
  "Rodrigo",
  "Leonardo",
  "Eduardo",
  "Márcio",
  "Sérgio",
  "Cláudio",
  "Fábio",
  "Vinícius",
  "Otávio",
  "Cecília",
  "Heloísa",
  "Lívia",
  "Isabela",
  "Raquel",
  "Simone",
  "Tânia",
  "Renata",
  "Débora",
  "Priscila",
  "Rogério",
  "Joaquim",
  "Benedito",
  "Luís",
];
const FAMILY = [
  "Silva",
  "Santos",
  "Oliveira",
  "Souza",
  "Rodrigues",
  "Ferreira",
  "Alves",
  "Pereira",
  "Lima",
  "Gomes",
  "Costa",
  "Ribeiro",
  "Martins",
  "Carvalho",
  "Almeida",
  "Lopes",
  "Soares",
  "Fernandes",
  "Vieira",
  "Barbosa",
  "Rocha",
  "Dias",
  "Nascimento",
  "Andrade",
  "Moreira",
  "Nunes",
  "Marques",
  "Machado",
  "Mendes",
  "Freitas",
  "Cardoso",
  "Ramos",
  "Gonçalves",
  "Araújo",
  "Melo",
  "Teixeira",
  "Conceição",
  "Brandão",
  "Magalhães",
  "Assunção",
  "Falcão",
  "Simões",
];
const CITIES = [
  "São Paulo, SP",
  "Rio de Janeiro, RJ",
  "Belo Horizonte, MG",
  "Salvador, BA",
  "Fortaleza, CE",
  "Recife, PE",
  "Porto Alegre, RS",
  "Curitiba, PR",
  "Manaus, AM",
  "Belém, PA",
  "Goiânia, GO",
  "São Luís, MA",
  "Maceió, AL",
  "Natal, RN",
  "João Pessoa, PB",
  "Teresina, PI",
  "Florianópolis, SC",
  "Vitória, ES",
  "Cuiabá, MT",
  "Niterói, RJ",
];
const BIO_START = ["Apaixonada por", "Trabalho com", "Estudando", "Curto muito", "Sempre aprendendo sobre", "Fã de"];
const BIO_TOPIC = [
  "atendimento ao cliente",
  "finanças pessoais",
  "fotografia de rua",
  "café especial",
  "corrida de rua",
  "educação infantil",
  "gestão de pessoas",
  "música popular brasileira",
  "culinária nordestina",
  "tecnologia e dados",
];
const BIO_END = ["e boas conversas.", "nas horas vagas.", "com a família.", "e viagens pelo Brasil.", "todo santo dia."];

export interface Person {
  username: string;
  email: string;
  givenName: string;
  familyName: string;
  displayName: string;
  bio: string;
  location: string;
}

/** The i-th synthetic person drawn from `random` (user names and e-mails are unique by i). */
export function person(random: Random, i: number): Person {
  const givenName = random.pick(GIVEN);
  const middle = random.chance(0.4) ? ` ${random.pick(["de", "da", "dos"])} ${random.pick(FAMILY)}` : "";
  const familyName = `${random.pick(FAMILY)}${middle}`;
  const last = familyName.split(" ").at(-1)!;
  const username = `${fold(givenName)}.${fold(last)}${i}`;
  return {
    username,
    email: `${username}@bench.example.com`,
    givenName,
    familyName,
    displayName: `${givenName} ${familyName}`,
    bio: `${random.pick(BIO_START)} ${random.pick(BIO_TOPIC)} ${random.pick(BIO_END)}`,
    location: random.pick(CITIES),
  };
}

/** The benchmark's query mix, by class. */
export const QUERY_CLASSES: Record<string, string[]> = {
  "2 letras": ["ma", "jo", "an", "ra", "fe", "lu", "ca", "be"],
  "1 palavra": ["mari", "joão", "silv", "olive", "fernan", "recife", "lívia", "gonça"],
  "2 palavras": ["ana sil", "joao pe", "maria sou", "carlos olive", "julia car", "pedro alm", "beatriz ro", "lucas fe"],
  "3 palavras": [
    "maria de sou",
    "joao da sil",
    "ana dos san",
    "pedro de alm",
    "luiza da co",
    "jose dos sa",
    "camila de ol",
    "rafael da ro",
  ],
  "com erro": ["joao silvs", "mraia", "fernamda", "olievira", "sousa", "gabrel alves", "rodrgues", "lucas fereira"],
};
