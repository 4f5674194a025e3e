/** In Eleve the last messages are left unread so its demo people open the product with a badge; elsewhere everything is read. */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { SEED_ORGANIZATIONS } from "~/config/organizations";
import type { Database } from "~/db/schema";
import type { FinanceOrganization } from "./demo-finance.server";
import { seededRandom, seedOf } from "./random";

const UNREAD_ORGANIZATION = "eleve";

interface Line {
  from: number;
  text: string;
}

const ADMIN_USUARIO: Line[] = [
  { from: 0, text: "Oi! Você conseguiu olhar o relatório da semana?" },
  { from: 1, text: "Consegui sim. Ficou ótimo, só ajustei duas linhas." },
  { from: 0, text: "Perfeito, obrigado!\nVou mandar para a diretoria hoje." },
  { from: 1, text: "Combinado. Amanhã você tem um tempinho para a reunião de planejamento?" },
  { from: 1, text: "Pode ser às 10h ou depois do almoço." },
];

const OTHER_DIRECT: Line[] = [
  { from: 0, text: "Bom dia! Tudo certo para o café de sexta?" },
  { from: 1, text: "Tudo certo! Levo o bolo de cenoura 🙂" },
  { from: 1, text: "Veja as fotos da última vez: https://example.com/album" },
];

const GROUP: Line[] = [
  { from: 0, text: "Pessoal, criei este grupo para combinarmos as pausas da semana." },
  { from: 1, text: "Boa ideia! Eu topo uma caminhada às 15h." },
  { from: 2, text: "Conta comigo. Alguém quer trazer frutas?" },
  { from: 0, text: "Eu levo. Lembrem de registrar o check-in no Lab Feelings 😉" },
  { from: 2, text: "Feito! Até mais tarde." },
];

interface Person {
  id: string;
  username: string;
}

function conversationRows(
  organizationId: string,
  people: Person[],
  lines: Line[],
  start: number,
  readUpTo: number[],
  group: { title: string } | null,
) {
  const id = randomUUID();
  const times = lines.map((_, index) => new Date(start + index * 37 * 60_000).toISOString());
  const messages = lines.map((line, index) => ({
    id: randomUUID(),
    organization_id: organizationId,
    conversation_id: id,
    sender_id: people[line.from]!.id,
    kind: "texto" as const,
    body: line.text,
    created_at: times[index]!,
  }));
  const last = times.at(-1)!;
  const members = people.map((person, index) => {
    // Their own messages count as seen.
    const own = lines.map((line, at) => (line.from === index ? at + 1 : 0));
    const seen = Math.min(lines.length, Math.max(readUpTo[index] ?? lines.length, ...own));
    return {
      conversation_id: id,
      user_id: person.id,
      organization_id: organizationId,
      joined_at: new Date(start - 60_000).toISOString(),
      left_at: null,
      muted: 0 as const,
      unread_count: lines.slice(seen).filter((line) => line.from !== index).length,
      last_read_at: seen > 0 ? times[seen - 1]! : null,
      last_activity_at: last,
    };
  });
  const conversation = {
    id,
    organization_id: organizationId,
    kind: group ? ("grupo" as const) : ("direta" as const),
    title: group?.title ?? null,
    direct_key: group ? null : [people[0]!.id, people[1]!.id].sort().join(":"),
    created_by: people[0]!.id,
    created_at: new Date(start - 60_000).toISOString(),
    last_message_at: last,
  };
  return { conversation, members, messages };
}

/** Seeds every organization's demo conversations; `now` fixes the present. */
export async function seedDemoConversations(
  db: Kysely<Database>,
  organizations: FinanceOrganization[],
  now = new Date(),
): Promise<void> {
  for (const organization of organizations) {
    const random = seededRandom(seedOf(`${organization.slug}:conversas`));
    const members = await db
      .selectFrom("memberships")
      .innerJoin("users", "users.id", "memberships.user_id")
      .select(["users.id", "users.username"])
      .where("memberships.organization_id", "=", organization.id)
      .where("users.is_active", "=", 1)
      .where("users.blocked_at", "is", null)
      .where("memberships.status", "=", "active")
      .orderBy("users.username")
      .execute();
    const admin = members.find((member) => member.username === `admin-${organization.slug}`);
    const usuario = members.find((member) => member.username === `usuario-${organization.slug}`);
    const others = members.filter((member) => member !== admin && member !== usuario);
    const day = 24 * 3_600_000;
    const unread = organization.slug === UNREAD_ORGANIZATION;
    const seen = (counts: number[]) => (unread ? counts : counts.map(() => Number.MAX_SAFE_INTEGER));
    const built = [];
    if (admin && usuario)
      built.push(conversationRows(organization.id, [admin, usuario], ADMIN_USUARIO, now.getTime() - day, seen([3, 5]), null));
    const friend = others[0];
    if (usuario && friend)
      built.push(
        conversationRows(
          organization.id,
          [usuario, friend],
          OTHER_DIRECT,
          now.getTime() - 2 * day - random.int(0, 90) * 60_000,
          seen([1, 3]),
          null,
        ),
      );
    const crew = [admin, usuario, ...others].filter((member): member is Person => member !== undefined).slice(0, 6);
    if (crew.length >= 3) {
      const name = SEED_ORGANIZATIONS.find((seeded) => seeded.slug === organization.slug)?.displayName ?? organization.slug;
      const lines = GROUP.map((line) => ({ ...line, from: line.from % crew.length }));
      built.push(
        conversationRows(
          organization.id,
          crew,
          lines,
          now.getTime() - 3 * day - random.int(0, 90) * 60_000,
          seen(crew.map((_, index) => (index === 1 ? 2 : lines.length))),
          {
            title: `Pausas da equipe ${name}`,
          },
        ),
      );
    }
    if (built.length === 0) continue;
    await db
      .insertInto("conversations")
      .values(built.map((rows) => rows.conversation))
      .execute();
    await db
      .insertInto("conversation_members")
      .values(built.flatMap((rows) => rows.members))
      .execute();
    await db
      .insertInto("messages")
      .values(built.flatMap((rows) => rows.messages))
      .execute();
  }
}
