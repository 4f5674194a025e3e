import { MapPin, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { href, useNavigate } from "react-router";
import { Avatar } from "~/components/social/profiles/avatar";
import { Combobox } from "~/components/ui/combobox";
import { Dialog, DialogCloseButton, DialogContent, DialogTitle } from "~/components/ui/dialog";
import { MAX_SEARCH_LENGTH, type SearchHit } from "~/contracts/search";
import {
  addRecentUser,
  cutBio,
  parseRecentUsers,
  resultsHeading,
  shouldSearch,
  type RecentUser,
} from "~/components/social/search/search-rules";
import { Highlighted } from "./highlighted";
import { RECENT_USERS_KEY } from "./recent-users-key";
import { useUserSearch } from "./use-user-search";

function ResultRow({ user }: { user: SearchHit }) {
  const { highlights } = user;
  return (
    <>
      <Avatar url={user.avatarUrl} />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">
          <Highlighted parts={highlights.displayName} text={user.displayName} />
        </span>
        <span className="block truncate text-sm text-(--text-muted)">
          @<Highlighted parts={highlights.username} text={user.username} />
        </span>
        {user.bio ? (
          <span className="block truncate text-xs text-(--text-muted)">
            <Highlighted parts={highlights.bio} text={cutBio(user.bio)} />
          </span>
        ) : null}
        {user.location ? (
          <span className="flex items-center gap-1 truncate text-xs text-(--text-muted)" data-testid="result-location">
            <MapPin aria-hidden className="size-3 shrink-0" />
            <Highlighted parts={highlights.location} text={user.location} />
          </span>
        ) : null}
      </span>
    </>
  );
}

export function SearchModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const [recent, setRecent] = useState<RecentUser[]>([]);
  const search = useUserSearch(open ? query : "");

  useEffect(() => {
    if (open) setRecent(parseRecentUsers(localStorage.getItem(RECENT_USERS_KEY)));
    else setQuery("");
  }, [open]);

  const searching = shouldSearch(query);
  // While a new search loads, the previous results are neither shown nor selectable.
  const items: RecentUser[] = searching ? (search.loading ? [] : search.results) : recent;

  function open_(user: RecentUser) {
    const next = addRecentUser(recent, {
      id: user.id,
      username: user.username,
      displayName: user.displayName,
      avatarUrl: user.avatarUrl,
    });
    localStorage.setItem(RECENT_USERS_KEY, JSON.stringify(next));
    onOpenChange(false);
    navigate(href("/u/:username", { username: encodeURIComponent(user.username) }));
  }
  function openFullSearch() {
    if (!searching) return;
    onOpenChange(false);
    navigate(`${href("/search/search")}?q=${encodeURIComponent(query.trim())}`);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex flex-col overflow-hidden max-md:inset-0 md:top-[10vh] md:left-1/2 md:max-h-[75vh] md:w-[36rem] md:-translate-x-1/2 md:rounded-xl md:border md:border-(--surface-border)">
        <DialogTitle className="sr-only">Buscar usuários</DialogTitle>
        <Combobox
          items={items}
          itemKey={(user) => user.id}
          itemText={(user) => user.displayName}
          renderItem={(user) =>
            "highlights" in user ? (
              <ResultRow user={user as SearchHit} />
            ) : (
              <>
                <Avatar url={user.avatarUrl} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{user.displayName}</span>
                  <span className="block truncate text-sm text-(--text-muted)">@{user.username}</span>
                </span>
              </>
            )
          }
          listLabel="Usuários"
          open
          onPick={open_}
          text={query}
          onText={setQuery}
          onEnter={openFullSearch}
          more={{ has: searching && search.page < search.totalPages, load: search.loadNext }}
          optionClassName="flex items-center gap-3"
        >
          {({ fieldProps, list }) => (
            <>
              <div className="flex items-center gap-2 border-b border-(--surface-border) px-4">
                <Search aria-hidden className="size-5 text-(--text-muted)" />
                {/* The dialog focuses its first field, this one, on open. */}
                <input
                  {...fieldProps({
                    placeholder: "Digite o nome ou username do usuário...",
                    maxLength: MAX_SEARCH_LENGTH,
                    "aria-label": "Buscar usuários",
                    className: "h-14 flex-1 bg-transparent outline-none",
                  })}
                />
                <DialogCloseButton label="Fechar" />
              </div>
              <div className="flex-1 overflow-y-auto p-2" aria-live="polite">
                {searching && search.loading ? <p className="px-3 py-6 text-center text-(--text-muted)">Buscando...</p> : null}
                {searching && !search.loading && search.searched && items.length === 0 ? (
                  <div className="px-3 py-6 text-center">
                    <p className="font-medium">Nenhum resultado encontrado</p>
                    <p className="text-sm text-(--text-muted)">Tente uma busca diferente</p>
                  </div>
                ) : null}
                {!searching && recent.length === 0 ? (
                  <div className="px-3 py-6 text-center">
                    <p className="font-medium">Digite para buscar usuários</p>
                    <p className="text-sm text-(--text-muted)">Pelo menos 2 caracteres</p>
                  </div>
                ) : null}
                {items.length > 0 ? (
                  <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-(--text-muted)">
                    {searching ? resultsHeading(search.total, search.page, search.totalPages) : "RECENTES"}
                  </p>
                ) : null}
                {list}
                {search.loadingMore ? (
                  <p className="px-3 py-2 text-center text-sm text-(--text-muted)">Carregando mais resultados...</p>
                ) : null}
              </div>
            </>
          )}
        </Combobox>
        {searching ? (
          <div className="border-t border-(--surface-border) p-2">
            <button
              type="button"
              onClick={openFullSearch}
              className="w-full rounded-md px-3 py-2 text-sm font-medium text-(--primary-text) hover:bg-(--primary-soft)"
            >
              Ver todos os resultados
            </button>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
