/** Names one row of a long list without shipping the list: suggestions come from a small JSON resource; the address holds the row's id. */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Combobox } from "~/components/ui/combobox";
import { INPUT_CLASS } from "~/components/ui/plain-field";

export interface FilterLookup {
  name: string;
  label: string;
  placeholder: string;
  current: { id: string; name: string } | null;
  text?: string;
  suggestions: string;
  candidates: Array<{ name: string; href: string }>;
  more: boolean;
}

const SUGGEST_PAUSE_MS = 200;

/** The value the field sends: the id of the chosen or suggested row its text names, else the text. */
export function lookupValue(input: HTMLInputElement): string {
  const text = input.value.trim();
  if (text !== "" && text === input.dataset.currentName) return input.dataset.currentId ?? text;
  const list = input.ownerDocument.getElementById(input.getAttribute("aria-controls") ?? "");
  const named = [...(list?.querySelectorAll<HTMLElement>("[data-id]") ?? [])].filter((option) => option.dataset.name === text);
  return named.length === 1 ? (named[0]!.dataset.id ?? text) : text;
}

function lookupPicked(input: HTMLInputElement): boolean {
  const text = input.value.trim();
  if (text === "") return input.dataset.currentId !== undefined;
  if (text === input.dataset.currentName) return false;
  return lookupValue(input) !== text;
}

export function LookupField({ lookup, onPick }: { lookup: FilterLookup; onPick: () => void }) {
  const id = `filtro-${lookup.name}`;
  const [options, setOptions] = useState<Array<{ id: string; name: string }>>([]);
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const asked = useRef<AbortController>(undefined);
  const pick = useRef(onPick);
  pick.current = onPick;
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      asked.current?.abort();
    },
    [],
  );
  // New suggestions may name the text typed in full.
  useEffect(() => {
    if (input.current && lookupPicked(input.current)) {
      setOpen(false);
      pick.current();
    }
  }, [options]);
  const suggest = (field: HTMLInputElement) => {
    const picked = lookupPicked(field);
    setOpen(!picked);
    if (picked) return onPick();
    const text = field.value;
    clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      asked.current?.abort();
      if (text.trim() === "") return setOptions([]);
      const controller = new AbortController();
      asked.current = controller;
      try {
        const answer = await fetch(`${lookup.suggestions}?${new URLSearchParams({ q: text.trim() })}`, {
          signal: controller.signal,
        });
        if (answer.ok) setOptions(await answer.json());
      } catch {
        // Aborted by newer typing, or offline: the typed name still filters when sent.
      }
    }, SUGGEST_PAUSE_MS);
  };
  return (
    <div className="min-w-48 flex-1 space-y-1">
      <label htmlFor={id} className="block text-xs font-medium text-(--text-muted)">
        {lookup.label}
      </label>
      <Combobox
        items={options}
        itemKey={(option) => option.id}
        itemText={(option) => option.name}
        renderItem={(option) => (
          <span data-id={option.id} data-name={option.name}>
            {option.name}
          </span>
        )}
        listLabel={`Sugestões de ${lookup.label.toLowerCase()}`}
        open={open}
        onPick={(option) => {
          input.current!.value = option.name;
          setOpen(false);
          onPick();
        }}
        onClose={() => setOpen(false)}
        id={id}
        listClassName="absolute z-10 mt-1 max-h-64 w-full overflow-y-auto rounded-md border border-(--surface-border) bg-(--surface-card) p-1 shadow-lg"
        optionClassName="text-sm"
      >
        {({ fieldProps, list }) => (
          <div className="relative">
            <input
              {...fieldProps({
                ref: input,
                name: lookup.name,
                type: "search",
                maxLength: 100,
                placeholder: lookup.placeholder,
                defaultValue: lookup.current?.name ?? lookup.text ?? "",
                "data-current-id": lookup.current?.id,
                "data-current-name": lookup.current?.name,
                onInput: (event: FormEvent<HTMLInputElement>) => suggest(event.currentTarget),
                className: INPUT_CLASS,
              })}
            />
            {list}
          </div>
        )}
      </Combobox>
    </div>
  );
}

/** The rows a typed name matched, as links, on a line of their own below the filters (nothing when none). */
export function LookupCandidates({ lookup }: { lookup: FilterLookup }) {
  if (lookup.candidates.length === 0) return null;
  const id = `filtro-${lookup.name}-escolha`;
  return (
    <div className="basis-full text-sm">
      <p id={id}>
        Mais de um {lookup.label.toLowerCase()} contém “{lookup.text}”{lookup.more ? " (digite mais para ver outros)" : ""}.
        Escolha um:
      </p>
      <ul aria-labelledby={id} className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {lookup.candidates.map((candidate) => (
          <li key={candidate.href}>
            <Link to={candidate.href} className="text-(--primary-text) hover:underline">
              {candidate.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
