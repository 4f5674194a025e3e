import { FormAlert } from "~/components/ui/form-alert";

export function ListNotices({
  notices,
  done,
  error,
}: {
  notices: readonly string[];
  done?: string | null;
  error?: string | null;
}) {
  return (
    <>
      {notices.length > 0 ? (
        <div role="status" className="mb-4 rounded-md border border-amber-600/40 px-3 py-2 text-sm">
          {notices.map((notice) => (
            <p key={notice}>{notice}</p>
          ))}
        </div>
      ) : null}
      {done ? (
        <div className="mb-4">
          <FormAlert tone="success" message={done} />
        </div>
      ) : null}
      {error ? (
        <div className="mb-4">
          <FormAlert tone="error" message={error} />
        </div>
      ) : null}
    </>
  );
}
