import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of this response (entry.server.tsx makes one per request): the
 * inline scripts and styles React Router renders (hydration data, scroll restoration, development
 * CSS) carry it. In the browser it is "": what a browser shows of a nonce attribute once parsed,
 * so hydration finds the same value.
 */
export const NonceContext = createContext("");

export const useNonce = () => useContext(NonceContext);
