import { useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { IdempotencyField } from "~/web/idempotency";

export function SubmitRow({
  label,
  pendingLabel,
  pending,
  backTo,
  backLabel,
  intent,
}: {
  label: string;
  pendingLabel: string;
  pending: boolean;
  backTo: string;
  backLabel: string;
  intent?: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" disabled={pending} {...(intent ? { name: "intent", value: intent } : {})}>
        {pending ? pendingLabel : label}
      </Button>
      <ButtonLink to={backTo} variant="secondary">
        {backLabel}
      </ButtonLink>
    </div>
  );
}

export function FormActions({ submitLabel, cancelHref }: { submitLabel: string; cancelHref: string }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "salvar";
  return (
    <>
      <IdempotencyField />
      <SubmitRow
        label={submitLabel}
        pendingLabel="Salvando..."
        pending={saving}
        backTo={cancelHref}
        backLabel="Cancelar"
        intent="salvar"
      />
    </>
  );
}
