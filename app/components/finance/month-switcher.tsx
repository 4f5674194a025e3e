/**
 * ◀ month ▶: links to the previous and next month of a list (the address
 * carries the month, so they work without JavaScript and with Back), and
 * the month in words between them; ◀ year ▶ for a report by year.
 */
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";

const ARROW =
  "inline-flex size-9 items-center justify-center rounded-md border border-(--surface-border) bg-(--surface-card) text-(--text-color) hover:bg-(--surface-hover) focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--focus-ring)";

const WORDS = {
  month: { nav: "Mês", previous: "Mês anterior", next: "Próximo mês" },
  year: { nav: "Ano", previous: "Ano anterior", next: "Próximo ano" },
};

export function MonthSwitcher({
  label,
  previous,
  next,
  unit = "month",
}: {
  /** The month in words: "novembro de 2026". */
  label: string;
  /** Addresses of the previous and next month, with the other filters kept. */
  previous: { href: string; label: string };
  next: { href: string; label: string };
  /** What the arrows step by. */
  unit?: keyof typeof WORDS;
}) {
  const words = WORDS[unit];
  return (
    <nav aria-label={words.nav} className="flex items-center gap-2">
      <Link to={previous.href} className={ARROW} aria-label={`${words.previous}: ${previous.label}`} rel="prev">
        <ChevronLeft aria-hidden className="size-5" />
      </Link>
      <h2 aria-live="polite" className="min-w-44 text-center text-lg font-semibold text-(--text-color) first-letter:uppercase">
        {label}
      </h2>
      <Link to={next.href} className={ARROW} aria-label={`${words.next}: ${next.label}`} rel="next">
        <ChevronRight aria-hidden className="size-5" />
      </Link>
    </nav>
  );
}
