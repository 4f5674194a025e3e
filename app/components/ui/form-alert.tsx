/** The message box above a form: an error (role alert) or a success (role status). */
export function FormAlert({
  tone,
  message,
  details,
  code,
}: {
  tone: "error" | "success";
  message: string;
  details?: string;
  code?: string;
}) {
  const style =
    tone === "error"
      ? "border-(--danger-color)/30 bg-(--danger-soft) text-(--danger-color)"
      : "border-emerald-600/30 bg-emerald-50 text-emerald-800";
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      data-error-code={code}
      className={`rounded-md border px-3 py-2 text-sm ${style}`}
    >
      <p className="font-medium">{message}</p>
      {details ? <p>{details}</p> : null}
      {code ? <p className="mt-1 text-xs opacity-80">Código: {code}</p> : null}
    </div>
  );
}
