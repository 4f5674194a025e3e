import { Search } from "~/components/layout/shell-icons";
import { lazy, useEffect, useState } from "react";
import { href } from "react-router";
import { MountOnce } from "~/components/ui/mount-once";

// The modal's code loads when the person points at or focuses the box, at the latest on opening.
const loadModal = () => import("./search-modal");
const SearchModal = lazy(() => loadModal().then((module) => ({ default: module.SearchModal })));

export function SearchTrigger() {
  const [open, setOpen] = useState(false);
  const [mac, setMac] = useState(false);
  useEffect(() => {
    setMac(/Mac|iPhone|iPad/.test(navigator.platform));
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <>
      <a
        href={href("/search/search")}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        aria-haspopup="dialog"
        className="flex h-9 min-w-0 items-center gap-2 rounded-md border border-(--surface-border) bg-(--surface-ground) px-3 text-sm text-(--text-muted) hover:border-(--focus-ring) focus-visible:outline-2 focus-visible:outline-(--focus-ring) sm:w-64"
      >
        <Search aria-hidden className="size-4 shrink-0" />
        <span className="truncate max-sm:sr-only">Buscar usuários</span>
        <kbd className="ml-auto hidden rounded border border-(--surface-border) px-1.5 font-sans text-xs md:inline">
          {mac ? "⌘K" : "Ctrl K"}
        </kbd>
      </a>
      <MountOnce when={open}>
        <SearchModal open={open} onOpenChange={setOpen} />
      </MountOnce>
    </>
  );
}
