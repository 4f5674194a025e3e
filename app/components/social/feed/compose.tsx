import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import { IdempotencyField } from "~/web/idempotency";

export interface ComposeValues {
  body: string;
  contentWarning: string;
  visibility: string;
}

const LABEL = "block text-sm font-medium text-(--text-color)";

export function Compose({ error, values }: { error: string | null; values: ComposeValues | null }) {
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      aria-labelledby="nova-publicacao"
      className="space-y-3 rounded-xl border border-(--surface-border) bg-(--surface-card) p-4"
    >
      <h2 id="nova-publicacao" className="text-base font-semibold text-(--text-color)">
        Nova publicação
      </h2>
      {error ? <FormAlert tone="error" message={error} /> : null}
      <IdempotencyField />
      <div className="space-y-1">
        <label htmlFor="publicacao-texto" className={LABEL}>
          O que você quer compartilhar?
        </label>
        <textarea
          id="publicacao-texto"
          name="body"
          required
          maxLength={5000}
          rows={4}
          defaultValue={values?.body ?? ""}
          className={INPUT_CLASS}
        />
      </div>
      <details className="space-y-2 text-sm">
        <summary className="cursor-pointer text-(--primary-text)">Imagens, aviso de conteúdo e visibilidade</summary>
        <div className="mt-2 space-y-3">
          <div className="space-y-1">
            <label htmlFor="publicacao-imagens" className={LABEL}>
              Imagens (até 4, 5 MB cada)
            </label>
            <input
              id="publicacao-imagens"
              name="imagens"
              type="file"
              multiple
              accept="image/png,image/jpeg,image/webp,image/gif"
              className="block w-full text-sm"
            />
          </div>
          <fieldset className="grid gap-2 sm:grid-cols-2">
            <legend className={LABEL}>Descrição de cada imagem, na ordem escolhida</legend>
            {[1, 2, 3, 4].map((n) => (
              <div key={n} className="space-y-1">
                <label htmlFor={`publicacao-alt-${n}`} className="block text-xs text-(--text-muted)">
                  Descrição da imagem {n}
                </label>
                <input id={`publicacao-alt-${n}`} name="alt" maxLength={300} className={INPUT_CLASS} />
              </div>
            ))}
          </fieldset>
          <div className="space-y-1">
            <label htmlFor="publicacao-aviso" className={LABEL}>
              Aviso de conteúdo (opcional)
            </label>
            <input
              id="publicacao-aviso"
              name="contentWarning"
              maxLength={80}
              defaultValue={values?.contentWarning ?? ""}
              className={INPUT_CLASS}
            />
          </div>
          <div className="space-y-1">
            <label htmlFor="publicacao-visibilidade" className={LABEL}>
              Quem pode ver
            </label>
            <select
              id="publicacao-visibilidade"
              name="visibility"
              defaultValue={values?.visibility ?? "organizacao"}
              className={INPUT_CLASS}
            >
              <option value="organizacao">Toda a organização</option>
              <option value="privado">Só eu (privado)</option>
            </select>
          </div>
        </div>
      </details>
      <div className="flex justify-end">
        <Button type="submit">Publicar</Button>
      </div>
    </Form>
  );
}
