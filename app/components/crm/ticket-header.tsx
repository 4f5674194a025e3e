/** An atendimento's heading: code and subject, its tags and the SLA's reading (it names its target) in the tone of its urgency. */
import type { Ref } from "react";

const TONE_CLASS = {
  none: "bg-(--surface-hover) text-(--text-muted)",
  paused: "bg-(--surface-hover) text-(--text-color)",
  late: "bg-(--danger-soft) text-(--danger-color)",
  soon: "bg-amber-100 text-amber-900",
  ok: "bg-emerald-50 text-emerald-800",
} as const;

export interface TicketHeaderProps {
  code: string;
  subject: string;
  tags: string[];
  sla: { text: string; tone: keyof typeof TONE_CLASS };
  /** The heading, which takes the focus when the atendimento opens (it is focusable by script only). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The heading's `h2` has the id `atendimento-titulo`, which names the page's article. */
export function TicketHeader({ code, subject, tags, sla, headingRef }: TicketHeaderProps) {
  return (
    <header className="space-y-2">
      <h2
        id="atendimento-titulo"
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-20 rounded-sm text-xl outline-offset-4 focus-visible:outline-2 focus-visible:outline-(--focus-ring) font-semibold break-words text-(--text-color)"
      >
        <span className="font-mono text-(--text-muted)">{code}</span> {subject}
      </h2>
      <p className="flex flex-wrap gap-2 text-sm">
        {tags.map((tag) => (
          <span key={tag} className="rounded-full bg-(--surface-hover) px-2 py-0.5">
            {tag}
          </span>
        ))}
        <span className={`rounded-full px-2 py-0.5 ${TONE_CLASS[sla.tone]}`}>{sla.text}</span>
      </p>
    </header>
  );
}
