import { z } from "~/config/zod";
import { emailField, nameField, passwordField, usernameField } from "~/config/account-rules";
import { isAdministratorRole } from "~/config/roles";
import { checkPassword } from "~/config/password-policy.server";
import { organizationWords } from "./password-owner.server";
import { db } from "~/db/db.server";
import { accountConflict, insertAccount } from "./accounts.server";
import { authenticateCaller } from "./caller.server";
import { recordMemberEvent } from "./member-audit.server";
import { hashPassword } from "./password.server";
import { NEW_MEMBER_ROLE } from "./registration.server";
import { accepted, errorResponse, failureResponse } from "../shared/responses.server";
import { parseBody } from "../shared/validation.server";

const schema = z.object({
  email: emailField,
  username: usernameField,
  givenName: nameField("o nome"),
  familyName: nameField("o sobrenome"),
  password: passwordField,
  organization: z.string({ error: "Informe a organização." }).trim().toLowerCase().min(1, "Informe a organização."),
  role: z.enum(["Usuario", "Administrator"], { error: "Papel deve ser Usuario ou Administrator." }).default(NEW_MEMBER_ROLE),
});

export async function registerEndpoint(request: Request): Promise<Response> {
  const caller = await authenticateCaller(request);
  if (caller instanceof Response) return caller;
  const database = await db();
  const input = await parseBody(request, schema, "Dados inválidos para registro.");
  if (input instanceof Response) return input;
  const organizations = await organizationWords(database, { slug: input.organization });
  const weak = checkPassword(input.password, { ...input, organizations });
  if (weak) return errorResponse(400, "invalid_request", weak);
  const organization = await database
    .selectFrom("organizations")
    .select("id")
    .where("slug", "=", input.organization)
    .executeTakeFirst();
  if (!organization) return errorResponse(404, "organization_not_found", "Organização não encontrada.");
  const membership = caller.memberships.find((m) => m.id === organization.id);
  if (!membership || !isAdministratorRole(membership.role)) {
    return errorResponse(403, "access_denied", "Apenas administradores da organização podem registrar membros.");
  }
  const conflict = await accountConflict(database, input);
  if (conflict) return failureResponse(conflict);

  const passwordHash = await hashPassword(input.password);
  const userId = await database.transaction().execute(async (trx) => {
    const id = await insertAccount(trx, { ...input, passwordHash, organizationId: organization.id });
    await recordMemberEvent(trx, { organizationId: organization.id, userId: caller.id }, id, "member.registered", {
      role: input.role,
      email: input.email,
    });
    return id;
  });
  return accepted(201, "Conta criada com sucesso.", { UserId: userId, Username: input.username });
}
