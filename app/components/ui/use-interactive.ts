import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False while the page is only server-rendered HTML (on the server and while the browser hydrates), true once React runs in the browser, at once on a client-side navigation. */
export const useInteractive = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
