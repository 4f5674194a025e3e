import { z } from "~/config/zod";
import { codeField, emailField, nameField, passwordField, usernameField } from "~/config/account-rules";
import { passwordProblem } from "~/config/password-policy";
import { checkPassword } from "~/config/password-policy.server";
import { organizationWords } from "./password-owner.server";
import { database as appDatabase, db } from "~/db/db.server";
import { take } from "~/db/rate-limit.server";
import { accountConflict, insertAccount } from "./accounts.server";
import { checkCode, CODE_TTL_MS, exchangeForTicket, findTicket, spendCode, TICKET_TTL_MS } from "./codes.server";
import { deliverRegistrationMail } from "./deliveries.server";
import { requestClaims } from "./limits.server";
import { membershipPolicyOf, notifyAdministratorsOfRequest, REQUEST_MESSAGES } from "./membership-requests.server";
import { hashPassword } from "./password.server";
import { runAfterResponse } from "../shared/after-response.server";
import { clientAddress } from "../shared/requests.server";
import { accepted, errorResponse, failureResponse, tooManyRequests } from "../shared/responses.server";
import { parseBody } from "../shared/validation.server";

export const NEW_MEMBER_ROLE = "Usuario";

const organizationSlug = z.string({ error: "Informe a organização." }).trim().toLowerCase().min(1, "Informe a organização.");

const startSchema = z
  .object({ email: emailField, organization: organizationSlug.optional(), organizationSlug: organizationSlug.optional() })
  .transform(({ email, organization, organizationSlug }) => ({ email, organization: organization ?? organizationSlug }))
  .refine((value) => !!value.organization, "Informe a organização.");

const wrongCode = () => errorResponse(409, "invalid_code", "Código inválido ou expirado.");
const registrationClosed = (organization: string) =>
  errorResponse(403, "registration_closed", REQUEST_MESSAGES.invitationOnly(organization));

/** Start: 202 with the same body whether or not an account has the e-mail (mail goes after the answer); 429 past the limits. */
export async function registrationStart(request: Request): Promise<Response> {
  const input = await parseBody(request, startSchema, "Dados inválidos para iniciar registro.");
  if (input instanceof Response) return input;
  const store = await appDatabase();
  const organization = await store.db
    .selectFrom("organizations")
    .select(["id", "slug", "display_name", "membership_policy"])
    .where("slug", "=", input.organization!)
    .executeTakeFirst();
  if (!organization) return errorResponse(404, "organization_not_found", "Organização não encontrada.");
  if (organization.membership_policy === "invitation") return registrationClosed(organization.display_name);
  const taken = await take(store, requestClaims("registration", input.email, clientAddress(request)));
  if (!taken.ok) {
    return tooManyRequests("Muitas tentativas de registro. Tente novamente em alguns minutos.", taken.retryAfterMs);
  }

  runAfterResponse("registration e-mail", () => deliverRegistrationMail(store.db, { email: input.email, organization }));
  return accepted(202, "Enviamos um código de 6 dígitos para o seu e-mail.", { ExpiresIn: CODE_TTL_MS / 1000 });
}

const confirmSchema = z.object({ email: emailField, code: codeField });

export async function registrationConfirm(request: Request): Promise<Response> {
  const input = await parseBody(request, confirmSchema, "Dados inválidos para confirmar registro.");
  if (input instanceof Response) return input;
  const database = await db();
  const row = await checkCode(database, { purpose: "registration", ...input });
  if (!row) return wrongCode();
  const ticket = await exchangeForTicket(database, row.id);
  return accepted(200, "E-mail confirmado.", { ConfirmationTicket: ticket, ExpiresIn: TICKET_TTL_MS / 1000 });
}

const completeSchema = z
  .object({
    email: emailField,
    code: codeField.optional(),
    confirmationTicket: z.string().trim().min(1).optional(),
    username: usernameField,
    givenName: nameField("seu nome"),
    familyName: nameField("seu sobrenome"),
    password: passwordField,
  })
  .refine((value) => value.code || value.confirmationTicket, "Informe o código ou o ticket de confirmação.");

export async function registrationComplete(request: Request): Promise<Response> {
  const input = await parseBody(request, completeSchema, "Dados inválidos para completar registro.");
  if (input instanceof Response) return input;
  const weak = checkPassword(input.password, input);
  if (weak) return errorResponse(400, "invalid_request", weak);
  const database = await db();
  const row = input.confirmationTicket
    ? await findTicket(database, { email: input.email, ticket: input.confirmationTicket })
    : await checkCode(database, { purpose: "registration", email: input.email, code: input.code! });
  if (!row?.organization_id) return wrongCode();
  const inOrganization = passwordProblem(input.password, {
    organizations: await organizationWords(database, { id: row.organization_id }),
  });
  if (inOrganization) return errorResponse(400, "invalid_request", inOrganization);
  const conflict = await accountConflict(database, input);
  if (conflict) return failureResponse(conflict);

  const passwordHash = await hashPassword(input.password);
  const organizationId = row.organization_id;
  const organization = await database
    .selectFrom("organizations")
    .select(["display_name"])
    .where("id", "=", organizationId)
    .executeTakeFirstOrThrow();
  const outcome = await database.transaction().execute(async (trx) => {
    // Read inside the transaction: a policy changed since start applies.
    const policy = await membershipPolicyOf(trx, organizationId);
    if (policy === "invitation") return null;
    await spendCode(trx, row.id);
    const status = policy === "open" ? "active" : "pending";
    const userId = await insertAccount(trx, { ...input, passwordHash, organizationId, role: NEW_MEMBER_ROLE, status });
    if (status === "pending") await notifyAdministratorsOfRequest(trx, organizationId, userId);
    return { userId, status };
  });
  if (!outcome) return registrationClosed(organization.display_name);
  const { userId, status } = outcome;
  const message =
    status === "pending" ? `Conta criada. ${REQUEST_MESSAGES.pending(organization.display_name)}` : "Conta criada com sucesso.";
  return accepted(201, message, { UserId: userId, Username: input.username, Status: status });
}
