/**
 * The layout settings (spec 2.4, 2.7, 9): theme, scale, menu
 * mode, colour scheme, menu theme, input style and ripple, as radio groups
 * in one form posted to POST /settings/layout.
 *
 * With JavaScript every change is sent at once through a fetcher; the
 * action redirects back to the current page, the root loader runs again
 * and <html> takes the new data attributes (no script restyles anything).
 * Meanwhile the panel shows the value being sent. Without JavaScript the
 * same form is a plain POST with an 'Aplicar' button.
 */
import * as Dialog from "@radix-ui/react-dialog";
import { Check, X } from "lucide-react";
import { useId, useRef, type ChangeEvent, type ReactNode } from "react";
import { useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { Button } from "~/components/ui/button";
import {
  COLOR_SCHEMES,
  DEFAULT_LAYOUT,
  INPUT_STYLES,
  MENU_MODES,
  MENU_THEMES,
  mergeLayout,
  SCALES,
  THEMES,
  type LayoutConfig,
} from "~/config/layout";
import type { loader as rootLoader } from "~/root";

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

/** The settings being sent, over the stored ones, so the panel shows them before the page follows. */
function pendingLayout(stored: LayoutConfig, formData: FormData | undefined): LayoutConfig {
  if (!formData) return stored;
  const posted = Object.fromEntries(formData);
  return mergeLayout(stored, { ...posted, ripple: posted.ripple === undefined ? undefined : posted.ripple === "on" });
}

/* The radio itself covers its chip, invisible: clicks, keyboard and assistive technology all reach the real input. */
const INPUT = "peer absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none opacity-0";
const FOCUS = "peer-focus-visible:outline-2 peer-focus-visible:outline-(--focus-ring)";

function Choices({
  legend,
  aside,
  note,
  children,
}: {
  legend: string;
  aside?: ReactNode;
  note?: string;
  children: ReactNode;
}) {
  const noteId = useId();
  return (
    <fieldset className="space-y-2" aria-describedby={note ? noteId : undefined}>
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

/** A radio shown as a chip; the check icon marks the choice without relying on colour. */
function ChipRadio({ label, ...radio }: RadioProps & { label: string }) {
  return (
    <label className="group relative block">
      <input type="radio" className={INPUT} {...radio} />
      <span
        className={`ripple inline-flex min-h-9 items-center gap-1.5 rounded-md border border-(--surface-border) px-3 text-sm text-(--text-color) transition-colors hover:bg-(--surface-hover) peer-checked:border-(--primary-text) peer-checked:bg-(--primary-soft) peer-checked:font-medium peer-checked:text-(--primary-text) peer-focus-visible:outline-offset-2 ${FOCUS}`}
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

/**
 * The settings form: posts every setting and `returnTo` (the current path
 * and query) to /settings/layout. With JavaScript each change is sent at
 * once; 'Aplicar' sends it without JavaScript (for a no-JS settings page).
 * Reads `settings` (the stored LayoutConfig) and `wellbeing` (the
 * organization forces the overlay menu) from the root loader.
 */
export function SettingsForm() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const location = useLocation();
  const fetcher = useFetcher({ key: SETTINGS_FETCHER_KEY });
  const current = pendingLayout(root?.settings ?? DEFAULT_LAYOUT, fetcher.formData);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    // flushSync: the router's update is a transition, and until it lands React
    // would put the controlled radio back on the stored value. The action
    // redirects to this same page: keep the scroll where it is.
    const form = event.currentTarget.form;
    if (form) fetcher.submit(form, { preventScrollReset: true, flushSync: true });
  }
  const radio = <K extends keyof LayoutConfig>(name: K, value: LayoutConfig[K]): RadioProps => ({
    name,
    value: String(value),
    checked: current[name] === value,
    onChange,
  });

  return (
    <fetcher.Form method="post" action="/settings/layout" className="space-y-6">
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />

      <Choices legend="Tema">
        {THEMES.map((theme) => (
          <SwatchRadio key={theme} {...radio("theme", theme)} {...THEME_OPTIONS[theme]} />
        ))}
      </Choices>

      <Choices legend="Escala" aside={<span className="font-normal text-(--text-muted)">{`${current.scale}px`}</span>}>
        {SCALES.map((scale) => (
          <ChipRadio key={scale} {...radio("scale", scale)} label={String(scale)} />
        ))}
      </Choices>

      <Choices legend="Modo do menu" note={root?.wellbeing ? "Esta organização usa sempre o menu sobreposto." : undefined}>
        {MENU_MODES.map((mode) => (
          <ChipRadio key={mode} {...radio("menuMode", mode)} label={MENU_MODE_LABELS[mode]} />
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
            checked={current.ripple === (value === "on")}
            onChange={onChange}
            label={RIPPLE_LABELS[value]}
          />
        ))}
      </Choices>

      <Button type="submit" className="ripple">
        Aplicar
      </Button>
    </fetcher.Form>
  );
}

/**
 * The settings side panel (spec 2.4): a dialog sliding in from the right,
 * the full width below 640 px, titled 'Configurações', with SettingsForm.
 * Controlled: `open` and `onOpenChange` as in Radix Dialog.
 */
export function SettingsPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  // Opened from outside (no Dialog.Trigger), Radix would return focus to nothing on close.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in motion-reduce:animate-none" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-(--surface-card) text-(--text-color) shadow-xl data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in motion-reduce:animate-none sm:w-[26rem] sm:border-l sm:border-(--surface-border)"
        >
          <div className="flex h-14 shrink-0 items-center justify-between border-b border-(--surface-border) px-5">
            <Dialog.Title className="text-lg font-semibold">Configurações</Dialog.Title>
            <Dialog.Close
              aria-label="Fechar configurações"
              className="ripple rounded-md p-2 text-(--text-muted) hover:bg-(--surface-hover) hover:text-(--text-color) focus-visible:outline-2 focus-visible:outline-(--focus-ring)"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-6">
            <SettingsForm />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
