import { useContext } from "react";
import { NonceContext } from "#shared/request-context.ts";

/**
 * A page's own plain script from public/. Rendered per request (the dev server), the page's CSP trusts only
 * scripts with the response's nonce; prerendered, it trusts this origin and the nonce is empty.
 */
export function PageScript({ src }: { src: string }) {
  const nonce = useContext(NonceContext) || undefined;
  return <script src={src} nonce={nonce} defer />;
}
