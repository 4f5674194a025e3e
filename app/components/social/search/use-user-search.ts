import { href } from "react-router";
import { useCallback, useEffect, useRef, useState } from "react";
import type { SearchHit, SearchHitPage } from "~/contracts/search";
import { SEARCH_DEBOUNCE_MS, shouldSearch } from "~/components/social/search/search-rules";

export interface UserSearchState {
  results: SearchHit[];
  total: number;
  page: number;
  totalPages: number;
  loading: boolean;
  loadingMore: boolean;
  searched: boolean;
}

const EMPTY: UserSearchState = {
  results: [],
  total: 0,
  page: 0,
  totalPages: 0,
  loading: false,
  loadingMore: false,
  searched: false,
};

async function fetchPage(query: string, page: number, signal: AbortSignal): Promise<SearchHitPage> {
  const response = await fetch(`${href("/search/suggest")}?q=${encodeURIComponent(query.trim())}&page=${page}`, {
    signal,
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as SearchHitPage;
}

export function useUserSearch(query: string) {
  const [state, setState] = useState<UserSearchState>(EMPTY);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    controller.current?.abort();
    if (!shouldSearch(query)) {
      setState(EMPTY);
      return;
    }
    setState((current) => ({ ...current, loading: true }));
    const abort = new AbortController();
    controller.current = abort;
    const timer = setTimeout(() => {
      fetchPage(query, 1, abort.signal)
        .then((page) =>
          setState({
            results: page.data,
            total: page.pagination.total,
            page: page.pagination.page,
            totalPages: page.pagination.totalPages,
            loading: false,
            loadingMore: false,
            searched: true,
          }),
        )
        .catch((error: unknown) => {
          if (abort.signal.aborted) return;
          console.error("Falha na busca de usuários", error);
          setState({ ...EMPTY, searched: true });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [query]);

  const loadNext = useCallback(async () => {
    if (state.loadingMore || state.page >= state.totalPages) return false;
    const abort = new AbortController();
    controller.current = abort;
    setState((current) => ({ ...current, loadingMore: true }));
    try {
      const next = await fetchPage(query, state.page + 1, abort.signal);
      setState((current) => ({
        ...current,
        results: [...current.results, ...next.data],
        page: next.pagination.page,
        totalPages: next.pagination.totalPages,
        loadingMore: false,
      }));
      return next.data.length > 0;
    } catch (error) {
      if (!abort.signal.aborted) console.error("Falha ao carregar mais resultados", error);
      setState((current) => ({ ...current, loadingMore: false }));
      return false;
    }
  }, [query, state.loadingMore, state.page, state.totalPages]);

  return { ...state, loadNext };
}
