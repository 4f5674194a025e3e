import { Form, useNavigation } from "react-router";

export function ArchiveButton({ action, archived, rowName }: { action: string; archived: boolean; rowName: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === action;
  const label = archived ? "Reativar" : "Arquivar";
  return (
    <Form method="post" action={action}>
      <button
        type="submit"
        name="intent"
        value={archived ? "reativar" : "arquivar"}
        disabled={busy}
        aria-label={`${label} ${rowName}`}
        className="rounded-md px-2 py-1 text-sm font-medium text-(--primary-text) hover:bg-(--surface-hover) focus-visible:outline-2 focus-visible:outline-(--focus-ring) disabled:opacity-60"
      >
        {busy ? `${label}...` : label}
      </button>
    </Form>
  );
}
