/** The Pix copia e cola: the code in a read-only box anyone can select, and, once JavaScript runs, a button that copies it. */
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import { useInteractive } from "~/components/ui/use-interactive";

export function CopyCode({ code }: { code: string }) {
  const interactive = useInteractive();
  const [copied, setCopied] = useState(false);
  return (
    <div className="space-y-2">
      <label htmlFor="copia-e-cola" className="block text-sm font-medium text-(--text-color)">
        Pix copia e cola
      </label>
      <textarea
        id="copia-e-cola"
        readOnly
        rows={4}
        value={code}
        onFocus={(event) => event.currentTarget.select()}
        className={`${INPUT_CLASS} font-mono text-xs break-all`}
      />
      {interactive ? (
        <div className="flex items-center gap-3">
          <Button
            type="button"
            onClick={() => {
              void navigator.clipboard.writeText(code).then(() => setCopied(true));
            }}
          >
            Copiar código
          </Button>
          <span role="status" className="text-sm text-(--text-muted)">
            {copied ? "Código copiado." : ""}
          </span>
        </div>
      ) : null}
    </div>
  );
}
