/** "Convidar membro": the invitation's e-mail and role, in a dialog with JavaScript, inline without. */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { ROLE_OPTIONS } from "~/components/administration/labels";
import { Button } from "~/components/ui/button";
import { Dialog, DialogCloseButton, DialogContent, DialogTitle } from "~/components/ui/dialog";
import { TextField } from "~/components/ui/field";
import { SelectField } from "~/components/ui/select-field";
import { useInteractive } from "~/components/ui/use-interactive";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { inviteSchema } from "~/modules/administration/member-forms";

function InviteForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useSchemaForm(inviteSchema, {
    id: "convite",
    lastResult,
    defaultValue: { role: "Usuario" },
  });
  const busy = useNavigation().formData?.get("intent") === "convidar";
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="convidar" />
      <TextField label="E-mail" meta={fields.email} type="email" autoComplete="off" inputMode="email" />
      <SelectField label="Papel" meta={fields.role} options={ROLE_OPTIONS} />
      <p className="text-sm text-(--text-muted)">O convite chega por e-mail com um link que vale por 7 dias.</p>
      <Button type="submit" disabled={busy}>
        {busy ? "Enviando…" : "Enviar convite"}
      </Button>
    </Form>
  );
}

/** The invitation: a dialog behind a button with JavaScript, an inline section without. */
export function InviteMember({ lastResult, sent }: { lastResult?: SubmissionResult<string[]>; sent: boolean }) {
  const interactive = useInteractive();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (sent) setOpen(false);
  }, [sent, lastResult]);
  if (!interactive) {
    return (
      <section aria-labelledby="convidar-titulo" className="mb-6 max-w-md rounded-xl border border-(--surface-border) p-4">
        <h2 id="convidar-titulo" className="mb-3 font-semibold text-(--text-color)">
          Convidar membro
        </h2>
        <InviteForm lastResult={lastResult} />
      </section>
    );
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button type="button" onClick={() => setOpen(true)}>
        Convidar membro
      </Button>
      <DialogContent className="inset-x-4 top-[10%] mx-auto max-w-md rounded-xl p-5">
        <div className="mb-4 flex items-center justify-between">
          <DialogTitle className="text-lg font-semibold">Convidar membro</DialogTitle>
          <DialogCloseButton label="Fechar" />
        </div>
        <InviteForm lastResult={lastResult} />
      </DialogContent>
    </Dialog>
  );
}
