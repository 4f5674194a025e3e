/** Without JavaScript the button posts without `confirmado` and the page asks; only the confirmed post changes anything. */
import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogTitle } from "~/components/ui/dialog";
import type { Confirmation } from "~/contracts/confirmations";

function HiddenFields({ confirmation }: { confirmation: Confirmation }) {
  return (
    <>
      <input type="hidden" name="intent" value={confirmation.intent} />
      <input type="hidden" name="id" value={confirmation.id} />
      {Object.entries(confirmation.fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

const DANGER_BUTTON =
  "rounded-md bg-(--danger-color) px-4 py-2 text-sm font-medium text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--focus-ring) disabled:opacity-60";

function ConfirmedForm({ confirmation, cancel }: { confirmation: Confirmation; cancel: React.ReactNode }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="space-y-3">
      <p className="text-sm">{confirmation.explanation}</p>
      <HiddenFields confirmation={confirmation} />
      <input type="hidden" name="confirmado" value="sim" />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={busy} className={DANGER_BUTTON}>
          {busy ? "Aguarde…" : confirmation.confirmLabel}
        </button>
        {cancel}
      </div>
    </Form>
  );
}

/** The question drawn in the page, after the post that came without JavaScript. */
export function InlineConfirmation({ confirmation, cancelHref }: { confirmation: Confirmation; cancelHref: string }) {
  return (
    <section
      aria-labelledby="confirmacao-titulo"
      className="mb-4 rounded-xl border border-(--danger-color)/40 bg-(--danger-soft) p-4"
    >
      <h2 id="confirmacao-titulo" className="mb-2 font-semibold text-(--text-color)">
        {confirmation.title}
      </h2>
      <ConfirmedForm
        confirmation={confirmation}
        cancel={
          <Link to={cancelHref} className="text-sm font-medium text-(--primary-text) underline">
            Cancelar
          </Link>
        }
      />
    </section>
  );
}

/** The action's button; `label` is what it says ("Bloquear"), `variant` its look. */
export function ConfirmAction({
  confirmation,
  label,
  ariaLabel,
  variant = "secondary",
}: {
  confirmation: Confirmation;
  label: string;
  /** The button's accessible name when `label` alone is ambiguous (one per row). */
  ariaLabel?: string;
  variant?: "primary" | "secondary";
}) {
  const [open, setOpen] = useState(false);
  const state = useNavigation().state;
  const sent = useRef(false);
  // The dialog closes once its post is done and the page reloaded.
  useEffect(() => {
    if (!open) return;
    if (state === "submitting") sent.current = true;
    if (state !== "idle" || !sent.current) return;
    sent.current = false;
    setOpen(false);
  }, [state, open]);
  return (
    <>
      <Form method="post">
        <HiddenFields confirmation={confirmation} />
        <Button
          type="submit"
          variant={variant}
          aria-label={ariaLabel}
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          {label}
        </Button>
      </Form>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="inset-x-4 top-1/4 mx-auto max-w-md rounded-xl p-5">
          <DialogTitle className="mb-3 text-lg font-semibold">{confirmation.title}</DialogTitle>
          <ConfirmedForm
            confirmation={confirmation}
            cancel={
              <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
                Cancelar
              </Button>
            }
          />
        </DialogContent>
      </Dialog>
    </>
  );
}
