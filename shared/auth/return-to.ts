/** Stands for the site's own origin: only the path, query and fragment of what resolves against it are kept. */
const SITE = "http://site.invalid";

/**
 * Where to go after signing in: the members-only page a visitor asked for. The server keeps it in a
 * short-lived cookie on the way to /auth (the redirect itself stays a plain "/auth"), and only a path on this
 * site is ever followed — never another origin ("//evil.example", "https://…", "/\\evil", which browsers
 * read as "//evil"), nor the sign-in pages themselves. The path is resolved first, as a browser would: dot
 * segments, encoded ones too, can turn "/.//evil.example" or "/%2e//evil.example" into "//evil.example".
 */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || value.length > 2000) return undefined;
  // Backslashes and control characters (a tab inside "/\t/evil") are dropped or rewritten by browsers.
  const odd = [...value].some((c) => c === "\\" || c < " " || c === "\u007f");
  if (!value.startsWith("/") || value.startsWith("//") || odd) return undefined;
  const url = new URL(value, SITE);
  if (url.origin !== SITE || url.pathname === "/auth" || url.pathname.startsWith("/auth/")) return undefined;
  const path = url.pathname + url.search + url.hash;
  // A slash or backslash, plain or percent-encoded ("/%2f/evil", "/%5Cevil"), right after the first one reads
  // as another host to whatever decodes the path before following it.
  if (/^\/(\/|\\|%2f|%5c)/i.test(path)) return undefined;
  return path;
}

const RETURN_COOKIE = "genehive.return-to";

/** The cookie that remembers `path` for ten minutes, readable only by the sign-in page's server side. */
export function returnToCookie(path: string): string | undefined {
  const back = safeReturnPath(path);
  if (!back) return undefined;
  return `${RETURN_COOKIE}=${encodeURIComponent(back)}; Path=/auth; Max-Age=600; HttpOnly; SameSite=Lax`;
}

/** Forgets the page once the visitor is signed in. */
export const clearReturnToCookie = `${RETURN_COOKIE}=; Path=/auth; Max-Age=0; HttpOnly; SameSite=Lax`;

/** The remembered page in a request's Cookie header, if it is a path on this site. */
export function readReturnTo(cookieHeader: string | null): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name !== RETURN_COOKIE) continue;
    try {
      return safeReturnPath(decodeURIComponent(value.join("=")));
    } catch {
      return undefined;
    }
  }
  return undefined;
}
