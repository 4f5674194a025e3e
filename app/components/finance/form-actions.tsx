/**
 * The buttons under a reference form: save (named `intent=salvar`, showing
 * "Salvando..." while the post is on its way) and a link back to the list.
 */
import { useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";

export function FormActions({ submitLabel, cancelHref }: { submitLabel: string; cancelHref: string }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "salvar";
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" name="intent" value="salvar" disabled={saving}>
        {saving ? "Salvando..." : submitLabel}
      </Button>
      <ButtonLink to={cancelHref} variant="secondary">
        Cancelar
      </ButtonLink>
    </div>
  );
}
