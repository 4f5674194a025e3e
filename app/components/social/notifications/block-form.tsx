import { useState } from "react";
import { Form, href } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogTitle } from "~/components/ui/dialog";
import { useInteractive } from "~/components/ui/use-interactive";

export const BLOCKS_PATH = href("/bloqueios");

function BlockFields({ intent, userId, returnTo }: { intent: "block" | "unblock"; userId: string; returnTo: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="userId" value={userId} />
      <input type="hidden" name="returnTo" value={returnTo} />
    </>
  );
}

export function BlockForm({
  userId,
  displayName,
  blocked,
  returnTo,
}: {
  userId: string;
  displayName: string;
  blocked: boolean;
  returnTo: string;
}) {
  const interactive = useInteractive();
  const [confirming, setConfirming] = useState(false);
  if (blocked)
    return (
      <Form method="post" action={BLOCKS_PATH}>
        <BlockFields intent="unblock" userId={userId} returnTo={returnTo} />
        <Button type="submit" variant="secondary">
          Desbloquear
        </Button>
      </Form>
    );
  if (!interactive)
    return (
      <Form method="post" action={BLOCKS_PATH}>
        <BlockFields intent="block" userId={userId} returnTo={returnTo} />
        <Button type="submit" variant="secondary">
          Bloquear
        </Button>
      </Form>
    );
  return (
    <>
      <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
        Bloquear
      </Button>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent className="top-1/2 left-1/2 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-xl p-6">
          <DialogTitle className="text-lg font-semibold">Bloquear {displayName}?</DialogTitle>
          <p className="text-sm text-(--text-muted)">
            Essa pessoa não verá mais o seu perfil nem as suas publicações, não poderá iniciar conversas com você e você não
            receberá notificações dela. Você pode desbloquear quando quiser em Pessoas bloqueadas.
          </p>
          <Form
            method="post"
            action={BLOCKS_PATH}
            className="flex flex-wrap justify-end gap-3"
            onSubmit={() => setConfirming(false)}
          >
            <BlockFields intent="block" userId={userId} returnTo={returnTo} />
            <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
              Cancelar
            </Button>
            <Button type="submit">Confirmar bloqueio</Button>
          </Form>
        </DialogContent>
      </Dialog>
    </>
  );
}
