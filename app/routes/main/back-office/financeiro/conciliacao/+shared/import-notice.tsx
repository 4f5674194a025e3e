/**
 * The notice after a statement import (`?importado=<importId>`): for now
 * "Extrato importado."; the import's report (new, duplicated and rejected
 * lines with reasons: statements/report.server.ts `importReport`) is wired
 * here.
 */
import { FormAlert } from "~/components/ui/form-alert";

export function ImportNotice({ importId }: { importId: string }) {
  return (
    <div className="mb-4" data-import-id={importId}>
      <FormAlert tone="success" message="Extrato importado." />
    </div>
  );
}
