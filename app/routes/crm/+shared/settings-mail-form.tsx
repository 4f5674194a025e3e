/** The desk's e-mail settings on /crm/configuracoes: the sender's name and the reply address; with the listener on, the organization's inbox. */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { PlainTextField } from "~/components/ui/plain-field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { mailSettingsSchema, REPLY_ADDRESS_MAX, SENDER_NAME_MAX } from "~/modules/crm/mail-settings-schemas";
import type { MailSettings } from "~/modules/crm/mail-settings.server";

export function SettingsMailForm({
  settings,
  lastResult,
}: {
  settings: MailSettings;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useSchemaForm(mailSettingsSchema, { id: "email-atendimento", lastResult });
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "email";
  return (
    <section
      aria-labelledby="email-title"
      className="space-y-3 rounded-xl border border-(--surface-border) bg-(--surface-card) p-4 sm:p-6"
    >
      <h2 id="email-title" className="text-lg font-semibold text-(--text-color)">
        E-mail do atendimento
      </h2>
      <p className="text-sm text-(--text-muted)">
        {settings.inbox ? (
          <>
            Mensagens para <strong className="font-mono">{settings.inbox}</strong> abrem atendimentos: encaminhe para lá o e-mail
            de atendimento da organização. Cada resposta sai com um endereço de resposta do próprio atendimento, e a resposta do
            contato entra na conversa.
          </>
        ) : (
          "A entrada de e-mail não está ligada neste servidor: as respostas dos contatos vão para o endereço de resposta abaixo."
        )}
      </p>
      <Form method="post" {...getFormProps(form)} className="max-w-xl space-y-4">
        <input type="hidden" name="intent" value="email" />
        <PlainTextField
          label="Nome do remetente"
          name={fields.senderName.name}
          defaultValue={settings.senderName ?? ""}
          placeholder={settings.organizationName}
          hint={`Como os contatos veem quem escreve. Em branco: ${settings.organizationName}.`}
          maxLength={SENDER_NAME_MAX}
          error={fields.senderName.errors?.[0]}
        />
        <PlainTextField
          label="Endereço de resposta"
          name={fields.replyAddress.name}
          type="email"
          defaultValue={settings.replyAddress ?? ""}
          placeholder="atendimento@empresa.com.br"
          hint="Para onde vão as respostas dos contatos quando a entrada de e-mail não está ligada. Em branco: ninguém recebe as respostas."
          maxLength={REPLY_ADDRESS_MAX}
          error={fields.replyAddress.errors?.[0]}
        />
        <Button type="submit" disabled={pending}>
          {pending ? "Salvando..." : "Salvar e-mail"}
        </Button>
      </Form>
    </section>
  );
}
