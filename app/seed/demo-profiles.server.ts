/** Every demo user but `usuario-manager` (left without one so the create flow can be tried) gets a profile. */
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import sharp from "sharp";
import { fold } from "~/config/text-rules";
import { storeAvatar } from "~/services/storage/files.server";
import type { Database } from "~/db/schema";

export const USER_WITHOUT_PROFILE = "usuario-manager";

const CITIES = ["São Paulo, SP", "Belo Horizonte, MG", "Recife, PE", "Porto Alegre, RS", "Curitiba, PR", "Salvador, BA"];
const BIOS = [
  "Gosto de transformar processos em rotinas simples. Café, planilhas e boas conversas.",
  "Cuidando das pessoas e dos números. Aprendendo algo novo toda semana.",
  "Atendimento é ouvir primeiro. Nas horas vagas, trilhas e fotografia.",
  "Entusiasta de bem-estar no trabalho e de times que se ajudam.",
];
const COLOURS = ["#4f46e5", "#0891b2", "#16a34a", "#ea580c", "#db2777", "#7c3aed"];

async function avatarFor(initials: string, colour: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="${colour}"/><text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-size="104" font-weight="700" fill="#fff">${initials}</text></svg>`;
  return storeAvatar(await sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer());
}

export interface SeededUser {
  id: string;
  username: string;
  givenName: string;
  familyName: string;
}

/** Inserts the demo profiles inside the seed's transaction. */
export async function seedProfiles(trx: Transaction<Database>, users: SeededUser[], now: string): Promise<void> {
  const withProfile = users.filter((user) => user.username !== USER_WITHOUT_PROFILE);
  const avatars = await Promise.all(
    withProfile.map((user, index) =>
      avatarFor(`${user.givenName[0]}${user.familyName[0]}`.toUpperCase(), COLOURS[index % COLOURS.length]!),
    ),
  );
  await trx
    .insertInto("profiles")
    .values(
      withProfile.map((user, index) => ({
        id: randomUUID(),
        user_id: user.id,
        username: user.username.replaceAll("-", "."),
        display_name: `${user.givenName} ${user.familyName}`,
        sort_name: fold(`${user.givenName} ${user.familyName}`),
        bio: BIOS[index % BIOS.length]!,
        location: CITIES[index % CITIES.length]!,
        website: null,
        avatar_url: avatars[index]!,
        preferences: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}
