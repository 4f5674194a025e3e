/** A choice is previewed at once and saved only by 'Aplicar'; 'Cancelar' or closing the panel drops the preview (docs/decisions/0007). */
import { Check } from "lucide-react";
import { useEffect, useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { href, useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { Button } from "~/components/ui/button";
import { DialogCloseButton } from "~/components/ui/dialog";
import { Sheet, SheetContent, SheetTitle } from "~/components/ui/sheet";
import {
  COLOR_SCHEMES,
  DEFAULT_LAYOUT,
  FORCED_MENU_MODE,
  INPUT_STYLES,
  MENU_MODES,
  MENU_THEMES,
  mergeLayout,
  SCALES,
  THEMES,
  type LayoutConfig,
} from "~/config/layout";
import type { loader as rootLoader } from "~/root";
import { useLayoutPreview } from "./layout-preview";

/** The fetcher key of the settings form, for anyone who wants its pending state. */
export const SETTINGS_FETCHER_KEY = "layout-settings";

type Theme = LayoutConfig["theme"];

/* Literal class names so Tailwind generates them; the shade is each theme's --primary-color. */
const THEME_OPTIONS: Record<Theme, { label: string; swatch: string }> = {
  indigo: { label: "Índigo", swatch: "bg-indigo-600" },
  blue: { label: "Azul", swatch: "bg-blue-600" },
  purple: { label: "Roxo", swatch: "bg-purple-600" },
  teal: { label: "Verde-azulado", swatch: "bg-teal-700" },
  cyan: { label: "Ciano", swatch: "bg-cyan-700" },
  green: { label: "Verde", swatch: "bg-green-700" },
  orange: { label: "Laranja", swatch: "bg-orange-700" },
  pink: { label: "Rosa", swatch: "bg-pink-700" },
};

const MENU_MODE_LABELS: Record<LayoutConfig["menuMode"], string> = {
  static: "Estático",
  overlay: "Sobreposto",
  slim: "Slim",
  "slim-plus": "Slim+",
  horizontal: "Horizontal",
  reveal: "Revelar",
  drawer: "Gaveta",
};
const COLOR_SCHEME_LABELS: Record<LayoutConfig["colorScheme"], string> = { light: "Claro", dim: "Penumbra", dark: "Escuro" };
const MENU_THEME_LABELS: Record<LayoutConfig["menuTheme"], string> = {
  colorScheme: "Esquema de cores",
  primaryColor: "Cor primária",
  transparent: "Transparente",
};
const INPUT_STYLE_LABELS: Record<LayoutConfig["inputStyle"], string> = { outlined: "Contornado", filled: "Preenchido" };
const RIPPLE_LABELS = { on: "Ligado", off: "Desligado" } as const;

/* The radio itself covers its chip, invisible: clicks, keyboard and assistive technology all reach the real input. */
const INPUT = "peer absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed";
const FOCUS = "peer-focus-visible:outline-2 peer-focus-visible:outline-(--focus-ring)";

function Choices({
  legend,
  aside,
  note,
  disabled,
  children,
}: {
  legend: string;
  aside?: ReactNode;
  note?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  const noteId = useId();
  return (
    <fieldset className="space-y-2" aria-describedby={note ? noteId : undefined} disabled={disabled}>
      <legend className="flex w-full items-baseline justify-between gap-2 text-sm font-semibold text-(--text-color)">
        {legend}
        {aside}
      </legend>
      <div className="flex flex-wrap gap-2">{children}</div>
      {note ? (
        <p id={noteId} className="text-xs text-(--text-muted)">
          {note}
        </p>
      ) : null}
    </fieldset>
  );
}

type RadioProps = {
  name: keyof LayoutConfig;
  value: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

function ChipRadio({ label, ...radio }: RadioProps & { label: string }) {
  return (
    <label className="group relative block">
      <input type="radio" className={INPUT} {...radio} />
      <span
        className={`ripple inline-flex min-h-9 items-center gap-1.5 rounded-md border border-(--surface-border) px-3 text-sm text-(--text-color) transition-colors hover:bg-(--surface-hover) peer-checked:border-(--primary-text) peer-checked:bg-(--primary-soft) peer-checked:font-medium peer-checked:text-(--primary-text) peer-disabled:opacity-70 peer-focus-visible:outline-offset-2 ${FOCUS}`}
      >
        <Check aria-hidden className="hidden size-4 group-has-checked:block" />
        {label}
      </span>
    </label>
  );
}

function SwatchRadio({ label, swatch, ...radio }: RadioProps & { label: string; swatch: string }) {
  return (
    <label className="group relative block" title={label}>
      <input type="radio" className={INPUT} aria-label={label} {...radio} />
      <span
        className={`ripple flex size-9 items-center justify-center rounded-full ${swatch} text-white peer-checked:ring-2 peer-checked:ring-(--text-color) peer-checked:ring-offset-2 peer-checked:ring-offset-(--surface-card) peer-focus-visible:outline-offset-4 ${FOCUS}`}
      >
        <Check aria-hidden className="hidden size-5 group-has-checked:block" />
      </span>
    </label>
  );
}

/** The settings form, on the panel and on the /settings page: radios over the saved settings (the root loader's `settings`) that preview each choice; 'Aplicar' posts them and `returnTo` (the current path and query) to /settings/layout, then calls `onDone`; 'Cancelar' puts the saved choices back, drops the preview and calls `onDone`. */
export function SettingsForm({ onDone }: { onDone?: () => void }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const saved = root?.settings ?? DEFAULT_LAYOUT;
  const forcesMenu = root?.wellbeing ?? false;
  const location = useLocation();
  const fetcher = useFetcher({ key: SETTINGS_FETCHER_KEY });
  const { setPreview } = useLayoutPreview();
  const [draft, setDraft] = useState(saved);

  // Leaving the form (the panel closed, another page) drops what was only previewed.
  useEffect(() => () => setPreview(null), [setPreview]);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const { name, value } = event.currentTarget;
    const next = mergeLayout(draft, { [name]: name === "ripple" ? value === "on" : value });
    setDraft(next);
    setPreview(next);
  }
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The action redirects to this same page: keep the scroll where it is.
    await fetcher.submit(event.currentTarget, { preventScrollReset: true });
    // The saved settings have arrived: they are what the preview showed.
    setPreview(null);
    onDone?.();
  }
  function onReset(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDraft(saved);
    setPreview(null);
    onDone?.();
  }
  const radio = <K extends keyof LayoutConfig>(name: K, value: LayoutConfig[K]): RadioProps => ({
    name,
    value: String(value),
    checked: draft[name] === value,
    onChange,
  });

  return (
    <form method="post" action={href("/settings/layout")} className="space-y-6" onSubmit={onSubmit} onReset={onReset}>
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />

      <Choices legend="Tema">
        {THEMES.map((theme) => (
          <SwatchRadio key={theme} {...radio("theme", theme)} {...THEME_OPTIONS[theme]} />
        ))}
      </Choices>

      <Choices legend="Escala" aside={<span className="font-normal text-(--text-muted)">{`${draft.scale}px`}</span>}>
        {SCALES.map((scale) => (
          <ChipRadio key={scale} {...radio("scale", scale)} label={String(scale)} />
        ))}
      </Choices>

      <Choices
        legend="Modo do menu"
        note={forcesMenu ? "Nesta organização o menu é sempre sobreposto." : undefined}
        disabled={forcesMenu}
      >
        {MENU_MODES.map((mode) => (
          <ChipRadio
            key={mode}
            {...radio("menuMode", mode)}
            checked={forcesMenu ? mode === FORCED_MENU_MODE : draft.menuMode === mode}
            label={MENU_MODE_LABELS[mode]}
          />
        ))}
      </Choices>

      <Choices legend="Esquema de cores">
        {COLOR_SCHEMES.map((scheme) => (
          <ChipRadio key={scheme} {...radio("colorScheme", scheme)} label={COLOR_SCHEME_LABELS[scheme]} />
        ))}
      </Choices>

      <Choices legend="Tema do menu">
        {MENU_THEMES.map((menuTheme) => (
          <ChipRadio key={menuTheme} {...radio("menuTheme", menuTheme)} label={MENU_THEME_LABELS[menuTheme]} />
        ))}
      </Choices>

      <Choices legend="Estilo dos campos">
        {INPUT_STYLES.map((style) => (
          <ChipRadio key={style} {...radio("inputStyle", style)} label={INPUT_STYLE_LABELS[style]} />
        ))}
      </Choices>

      <Choices legend="Efeito ripple">
        {(["on", "off"] as const).map((value) => (
          <ChipRadio
            key={value}
            name="ripple"
            value={value}
            checked={draft.ripple === (value === "on")}
            onChange={onChange}
            label={RIPPLE_LABELS[value]}
          />
        ))}
      </Choices>

      <div className="flex gap-3">
        <Button type="submit" className="ripple" disabled={fetcher.state !== "idle"}>
          {fetcher.state === "idle" ? "Aplicar" : "Aplicando..."}
        </Button>
        <Button type="reset" variant="secondary" className="ripple">
          Cancelar
        </Button>
      </div>
    </form>
  );
}

/** The settings side panel (spec 2.4): a dialog sliding in from the right, the full width below 640 px, titled 'Configurações', with SettingsForm. */
export function SettingsPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { setPreview } = useLayoutPreview();
  // At once, not when the form unmounts after the closing animation.
  useEffect(() => {
    if (!open) setPreview(null);
  }, [open, setPreview]);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="sm:w-[26rem]">
        <div className="flex h-14 shrink-0 items-center justify-between border-b border-(--surface-border) px-5">
          <SheetTitle className="text-lg font-semibold">Configurações</SheetTitle>
          <DialogCloseButton label="Fechar configurações" />
        </div>
        <div className="flex-1 overflow-y-auto px-5 py-6">
          <SettingsForm onDone={() => onOpenChange(false)} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
