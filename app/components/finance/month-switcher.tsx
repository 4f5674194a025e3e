import { Link } from "react-router";
import { icon } from "~/components/ui/icon";

const ChevronLeft = icon("chevron-left");
const ChevronRight = icon("chevron-right");

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
  label: string;
  previous: { href: string; label: string };
  next: { href: string; label: string };
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
