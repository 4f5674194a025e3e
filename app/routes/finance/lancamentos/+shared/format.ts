/** How the entry page writes instants and file sizes, in pt-BR. Pure; safe for the browser. */

const DATE_TIME = new Intl.DateTimeFormat("pt-BR", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "America/Sao_Paulo",
});

/** An ISO instant as São Paulo reads it: "5 de jan. de 2026, 14:03" (the same on the server and in the browser). */
export const formatDateTime = (iso: string) => DATE_TIME.format(new Date(iso));

const ONE_DECIMAL = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });

/** A file size: "820 bytes", "12,4 KB", "3,1 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${ONE_DECIMAL.format(bytes / 1024)} KB`;
  return `${ONE_DECIMAL.format(bytes / (1024 * 1024))} MB`;
}
