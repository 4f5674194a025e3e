/**
 * The Content-Security-Policy nonce of the page being rendered on the
 * server (server.mjs makes one per request), for React Router's inline
 * scripts. Undefined in the browser, where nothing is rendered inline.
 */
import { createContext, useContext } from "react";

export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
