import { useEffect, useRef } from "react";
// rich-text.ts (the parser) shadows the component of the same name: ".jsx" names rich-text.tsx.
import { RichText } from "~/components/social/rich-text-view";

export interface MessageView {
  id: string;
  kind: "texto" | "sistema";
  body: string;
  mine: boolean;
  senderName: string;
  time: string;
  fullTime: string;
  images: Array<{ id: string; src: string; alt: string; width: number; height: number }>;
  seenBy: string[];
}

export function MessageThread({ messages, group, direct }: { messages: MessageView[]; group: boolean; direct: boolean }) {
  const end = useRef<HTMLLIElement>(null);
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView({ block: "end" });
  }, [lastId]);
  if (messages.length === 0)
    return <p className="py-8 text-center text-sm text-(--text-muted)">Nenhuma mensagem ainda. Diga olá!</p>;
  return (
    <ol aria-label="Mensagens" className="space-y-3">
      {messages.map((message, index) =>
        message.kind === "sistema" ? (
          <li key={message.id} className="text-center text-xs text-(--text-muted)">
            {message.body} · <time title={message.fullTime}>{message.time}</time>
          </li>
        ) : (
          <li
            key={message.id}
            ref={index === messages.length - 1 ? end : undefined}
            className={`flex flex-col ${message.mine ? "items-end" : "items-start"}`}
          >
            <div
              className={`max-w-[85%] rounded-2xl px-3 py-2 ${message.mine ? "bg-(--primary-soft) text-(--text-color)" : "border border-(--surface-border) bg-(--surface-card) text-(--text-color)"}`}
            >
              {group && !message.mine ? <p className="text-xs font-semibold text-(--text-muted)">{message.senderName}</p> : null}
              <span className="sr-only">{message.mine ? "Você" : message.senderName}: </span>
              {message.body ? <RichText text={message.body} /> : null}
              {message.images.length > 0 ? (
                <div className={`mt-2 grid gap-2 ${message.images.length > 1 ? "grid-cols-2" : ""}`}>
                  {message.images.map((image) => (
                    <a key={image.id} href={image.src} target="_blank" rel="noreferrer">
                      <img
                        src={image.src}
                        alt={image.alt || "Imagem enviada na conversa"}
                        width={image.width}
                        height={image.height}
                        loading="lazy"
                        className="h-auto max-h-80 w-full rounded-lg object-contain"
                      />
                    </a>
                  ))}
                </div>
              ) : null}
            </div>
            <p className="mt-1 text-xs text-(--text-muted)">
              <time title={message.fullTime}>{message.time}</time>
              {message.mine && message.seenBy.length > 0 ? (
                <span data-testid="visto"> · {direct ? "Visto" : `Visto por ${message.seenBy.join(", ")}`}</span>
              ) : null}
            </p>
          </li>
        ),
      )}
    </ol>
  );
}
