/** The profile form's submission, shared by the page actions and the upload endpoint. */
import { parseSubmission } from "~/web/submission.server";
import type { SubmissionResult } from "@conform-to/react";
import { MaxFileSizeExceededError, parseFormData } from "@remix-run/form-data-parser";
import { ProfileServiceError, type Profile } from "~/clients/profiles-client.server";
import { AVATAR_MAX_BYTES } from "~/config/profile-rules";
import { invalidateProfile } from "~/web/profile-cache.server";
import { profilesClientFor } from "~/web/service-clients.server";
import type { Tenant } from "~/web/tenant.server";
import { profileFormSchema } from "./profile-schema";

export type ProfileSubmission = { status: "success"; profile: Profile } | { status: "error"; result: SubmissionResult<string[]> };

const formError = (message: string): ProfileSubmission => ({
  status: "error",
  result: { status: "error", error: { "": [message] } },
});

/** Reads, validates and saves the multipart profile form (5 MB avatar cap); refusals come back as form errors. */
export async function submitProfile(
  request: Request,
  tenant: Tenant,
  mode: "create" | "edit",
  previous: Profile | null,
): Promise<ProfileSubmission> {
  let formData: FormData;
  try {
    formData = await parseFormData(request, { maxFiles: 1, maxFileSize: AVATAR_MAX_BYTES });
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError) return formError("A imagem deve ter no máximo 5 MB.");
    return formError("Não foi possível ler o formulário enviado.");
  }
  const submission = parseSubmission(formData, { schema: profileFormSchema });
  if (submission.status !== "success") return { status: "error", result: submission.reply() };

  const { avatar, ...fields } = submission.value;
  const body = new FormData();
  body.set("profile", JSON.stringify(fields));
  if (avatar && avatar.size > 0) body.set("avatar", avatar, avatar.name || "avatar");
  try {
    const profile = await profilesClientFor(request, tenant).saveWithAvatar(mode === "create" ? "POST" : "PUT", body);
    await invalidateProfile(tenant.user.id, previous?.username, profile.username);
    return { status: "success", profile };
  } catch (error) {
    if (!(error instanceof ProfileServiceError)) throw error;
    if (error.status === 409 && /usuário/i.test(error.serverMessage)) {
      return { status: "error", result: submission.reply({ fieldErrors: { username: [error.serverMessage] } }) };
    }
    if ([400, 409, 413, 415].includes(error.status)) {
      return { status: "error", result: submission.reply({ formErrors: [error.serverMessage] }) };
    }
    throw error;
  }
}
