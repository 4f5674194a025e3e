/** The profile form; with JavaScript it goes by XMLHttpRequest to show the upload progress. */
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import { Form, useNavigate, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { BIO_MAX_LENGTH } from "~/config/profile-rules";
import { AVATAR_TYPES } from "~/config/profile-rules";
import { profileFormSchema } from "./profile-schema";
import type { Profile, ProfileFieldValues } from "~/contracts/profile";
import { Avatar } from "~/components/social/profiles/avatar";

export type ProfileFormValues = ProfileFieldValues & Pick<Profile, "avatarUrl">;

interface UploadAnswer {
  status: "success" | "error";
  result?: SubmissionResult<string[]>;
  redirectTo?: string;
}

function upload(url: string, body: FormData, onProgress: (percent: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => (xhr.response ? resolve(xhr.response as UploadAnswer) : reject(new Error(`HTTP ${xhr.status}`)));
    xhr.onerror = () => reject(new Error("network"));
    xhr.send(body);
  });
}

export function ProfileForm({
  defaultValue,
  lastResult,
  uploadUrl,
  submitLabel,
}: {
  defaultValue?: ProfileFormValues;
  lastResult?: SubmissionResult<string[]>;
  uploadUrl: string;
  submitLabel: string;
}) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [uploadResult, setUploadResult] = useState<SubmissionResult<string[]>>();
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const [form, fields] = useForm({
    lastResult: uploadResult ?? lastResult,
    defaultValue: defaultValue && {
      username: defaultValue.username,
      displayName: defaultValue.displayName,
      bio: defaultValue.bio ?? "",
      location: defaultValue.location ?? "",
      website: defaultValue.website ?? "",
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileFormSchema }),
    onSubmit(event, { formData }) {
      event.preventDefault();
      setProgress(0);
      upload(uploadUrl, formData, setProgress)
        .then((answer) => {
          if (answer.status === "success" && answer.redirectTo) return navigate(answer.redirectTo);
          setUploadResult(answer.result);
        })
        .catch(() => setUploadResult({ status: "error", error: { "": ["Não foi possível enviar o perfil. Tente novamente."] } }))
        .finally(() => setProgress(null));
    },
  });
  const busy = progress !== null || navigation.state === "submitting";

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="max-w-2xl space-y-5">
      {form.errors?.length ? <FormAlert tone="error" message={form.errors[0]!} /> : null}
      <div className="flex items-center gap-4">
        <Avatar url={preview ?? defaultValue?.avatarUrl} size="lg" alt="Prévia do avatar" />
        <div className="space-y-1">
          <label htmlFor={fields.avatar.id} className="block text-sm font-medium text-(--text-color)">
            Avatar <span className="font-normal text-(--text-muted)">(PNG, JPEG, WebP ou GIF, até 5 MB)</span>
          </label>
          <input
            {...getInputProps(fields.avatar, { type: "file" })}
            accept={AVATAR_TYPES.join(",")}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              setPreview(file ? URL.createObjectURL(file) : null);
            }}
            className="block text-sm text-(--text-muted) file:mr-3 file:rounded-md file:border-0 file:bg-(--primary-soft) file:px-3 file:py-2 file:text-(--primary-text)"
          />
          {fields.avatar.errors?.[0] ? (
            <p id={fields.avatar.errorId} className="text-sm text-(--danger-color)">
              {fields.avatar.errors[0]}
            </p>
          ) : null}
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Nome de usuário" meta={fields.username} autoComplete="username" />
        <TextField label="Nome de exibição" meta={fields.displayName} autoComplete="name" />
      </div>
      <TextAreaField label="Bio" meta={fields.bio} maxLength={BIO_MAX_LENGTH} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Localização" meta={fields.location} autoComplete="address-level2" />
        <TextField label="Site" meta={fields.website} autoComplete="url" />
      </div>
      {progress !== null ? (
        <div className="space-y-1" role="status">
          <p className="text-sm text-(--text-muted)">Enviando... {progress}%</p>
          <progress max={100} value={progress} className="h-2 w-full" aria-label="Progresso do envio" />
        </div>
      ) : null}
      <Button type="submit" disabled={busy}>
        {busy ? "Salvando..." : submitLabel}
      </Button>
    </Form>
  );
}
