import { createContext as createReactContext } from "react";
import { createContext } from "react-router";

/** The CSP nonce of this response; empty while prerendering (those pages use script hashes). */
export const nonceRouterContext = createContext<string>("");
export const NonceContext = createReactContext<string>("");

/** The client's address as the server determined it (socket, or trusted proxy header). */
export const clientIpContext = createContext<string>("unknown");

/** The build's folder of educator-only files (teacher and assessment keys), which only the key route reads. */
export const keysDirContext = createContext<string>("");
