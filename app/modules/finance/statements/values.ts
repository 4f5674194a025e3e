import { parseDate } from "~/config/calendar";
import { MAX_MONEY_CENTS } from "~/config/money";

/** Signed centavos of "-1.234,56", "1234.56", "1,234.56", "R$ 10", "(45,90)" or "45,90-"; null for anything else (beyond MAX_MONEY_CENTS included). */
export function statementCents(text: string): number | null {
  let body = text.replace(/[\s\u00a0]/g, "").replace(/^R\$/i, "");
  let negative = false;
  if (/^\(.*\)$/.test(body)) [negative, body] = [true, body.slice(1, -1)];
  if (/^[+-]/.test(body)) [negative, body] = [body.startsWith("-"), body.slice(1).replace(/^R\$/i, "")];
  else if (/-$/.test(body)) [negative, body] = [true, body.slice(0, -1)];
  if (!/^\d[\d.,]*$/.test(body)) return null;
  const last = Math.max(body.lastIndexOf(","), body.lastIndexOf("."));
  let whole = body;
  let decimals = "";
  if (last >= 0 && body.length - last - 1 <= 2) {
    whole = body.slice(0, last);
    decimals = body.slice(last + 1);
    const separator = body[last];
    if (decimals === "" || whole === "") return null;
    const grouping = separator === "," ? "." : ",";
    if (whole.includes(separator!)) return null;
    whole = ungroup(whole, grouping);
  } else {
    whole = ungroup(whole, body.includes(",") ? "," : ".");
  }
  if (whole === "" || whole.length > 10) return null;
  const cents = Number(whole) * 100 + Number(decimals.padEnd(2, "0"));
  if (cents > MAX_MONEY_CENTS) return null;
  return negative && cents !== 0 ? -cents : cents;
}

function ungroup(text: string, separator: string): string {
  if (!text.includes(separator)) return /^\d+$/.test(text) ? text : "";
  const groups = text.split(separator);
  const valid = /^\d{1,3}$/.test(groups[0]!) && groups.slice(1).every((group) => /^\d{3}$/.test(group));
  return valid ? groups.join("") : "";
}

/** `YYYY-MM-DD` of "dd/mm/aaaa", "dd-mm-aaaa", "dd.mm.aaaa", ISO "aaaa-mm-dd" (a time after it ignored) or OFX "aaaammdd…"; null otherwise. */
export function statementDate(text: string): string | null {
  const value = text.trim();
  const br = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (br) return parseDate(`${br[3]}-${br[2]!.padStart(2, "0")}-${br[1]!.padStart(2, "0")}`);
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(value);
  if (iso) return parseDate(`${iso[1]}-${iso[2]}-${iso[3]}`);
  const ofx = /^(\d{4})(\d{2})(\d{2})(?:\d{0,6}(?:\.\d+)?)?(?:\[.*\])?$/.exec(value);
  if (ofx) return parseDate(`${ofx[1]}-${ofx[2]}-${ofx[3]}`);
  return null;
}
