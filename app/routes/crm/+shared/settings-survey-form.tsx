/** The satisfaction survey's switch on /crm/configuracoes (docs/decisions/0036). */
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { SURVEY_TTL_DAYS } from "~/modules/crm/survey-rules";

export function SettingsSurveyForm({ enabled }: { enabled: boolean }) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "pesquisa";
  return (
    <section
      aria-labelledby="pesquisa-title"
      className="space-y-3 rounded-xl border border-(--surface-border) bg-(--surface-card) p-4 sm:p-6"
    >
      <h2 id="pesquisa-title" className="text-lg font-semibold text-(--text-color)">
        Pesquisa de satisfação
      </h2>
      <p className="text-sm text-(--text-muted)">
        Quando um atendimento é resolvido, o contato recebe por e-mail um link para dar uma nota de 1 a 5, com um comentário
        opcional. O link vale uma resposta, por {SURVEY_TTL_DAYS} dias. As notas aparecem no atendimento e no Painel do CRM.
      </p>
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="pesquisa" />
        <label className="flex items-center gap-2 text-sm text-(--text-color)">
          <input type="checkbox" name="ligada" defaultChecked={enabled} key={String(enabled)} className="h-4 w-4" />
          Enviar a pesquisa de satisfação ao resolver um atendimento
        </label>
        <Button type="submit" disabled={pending}>
          {pending ? "Salvando..." : "Salvar pesquisa"}
        </Button>
      </Form>
    </section>
  );
}
