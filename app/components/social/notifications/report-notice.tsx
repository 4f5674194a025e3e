import { useSearchParams } from "react-router";

export const REPORT_NOTICE_PARAM = "denuncia";

const MESSAGES: Record<string, string> = {
  enviada: "Denúncia enviada. Obrigado.",
  repetida: "Você já denunciou esta publicação. Obrigado.",
  invalida: "A denúncia não foi enviada: diga o motivo em até 500 caracteres.",
  limite: "Você enviou muitas denúncias em pouco tempo. Tente de novo em alguns minutos.",
};

export function ReportNotice() {
  const [params] = useSearchParams();
  const message = MESSAGES[params.get(REPORT_NOTICE_PARAM) ?? ""];
  if (!message) return null;
  const failed = ["invalida", "limite"].includes(params.get(REPORT_NOTICE_PARAM) ?? "");
  return (
    <p
      role={failed ? "alert" : "status"}
      className={`fixed right-4 bottom-4 z-50 rounded-md border px-4 py-3 text-sm font-medium shadow-lg ${
        failed
          ? "border-(--danger-color)/30 bg-(--danger-soft) text-(--danger-color)"
          : "border-emerald-600/30 bg-emerald-50 text-emerald-800"
      }`}
    >
      {message}
    </p>
  );
}
