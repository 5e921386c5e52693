/**
 * Reads each outside link's page from its provider and says whether it is still the page the catalogue names
 * (app/content/curriculum/outside-links.ts): answered, at the same address, with the catalogue's title in its
 * <title>, og:title or first heading. `npm run links:check` runs it wherever the web is reachable; a link confirmed
 * so far only by outside pages or by the book's address rule that passes may be marked "provider page".
 */

export interface LinkToCheck {
  key: string;
  url: string;
  title: string;
  confirmed: string;
}

export type LinkVerdict = "ok" | "title differs" | "moved" | "missing" | "unreachable";

export interface LinkCheck extends LinkToCheck {
  verdict: LinkVerdict;
  /** The last HTTP status, when the provider answered. */
  status?: number;
  /** Where the redirects ended, when they ended somewhere else. */
  finalUrl?: string;
  /** The titles the page gives itself, for a reader to compare. */
  pageTitles?: string[];
  /** Why it could not be reached (a timeout, a refused connection, too many redirects). */
  reason?: string;
}

export interface CheckOptions {
  timeoutMs?: number;
  /** How many pages are read at once: providers throttle a crawler that asks for dozens together. */
  concurrency?: number;
  /** Where to send a request for an address: the address itself, except in tests (a local provider). */
  route?: (url: string) => string;
}

const MAX_REDIRECTS = 5;
// Some providers answer a client without a browser's headers with 403; this is what a browser sends.
const HEADERS = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
  accept: "text/html,application/xhtml+xml",
  "accept-language": "en-US,en;q=0.9",
};

export async function checkLinks(links: LinkToCheck[], options: CheckOptions = {}): Promise<LinkCheck[]> {
  const results: LinkCheck[] = new Array(links.length);
  let next = 0;
  const worker = async () => {
    while (next < links.length) {
      const i = next++;
      results[i] = await checkLink(links[i]!, options);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  return results;
}

export async function checkLink(link: LinkToCheck, options: CheckOptions = {}): Promise<LinkCheck> {
  const route = options.route ?? ((url: string) => url);
  let url = link.url;
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const response = await fetch(route(url), {
        headers: HEADERS,
        redirect: "manual",
        signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
      });
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        url = new URL(location, url).href;
        continue;
      }
      const finalUrl = sameAddress(url, link.url) ? undefined : url;
      if (response.status === 404 || response.status === 410) {
        await response.body?.cancel();
        return { ...link, verdict: "missing", status: response.status, ...(finalUrl ? { finalUrl } : {}) };
      }
      if (!response.ok) {
        await response.body?.cancel();
        return { ...link, verdict: "unreachable", status: response.status, reason: `HTTP ${response.status}` };
      }
      const pageTitles = titlesOf(await response.text());
      const verdict: LinkVerdict = finalUrl
        ? "moved"
        : pageTitles.some((t) => normalise(t).includes(normalise(link.title)))
          ? "ok"
          : "title differs";
      return { ...link, verdict, status: response.status, pageTitles, ...(finalUrl ? { finalUrl } : {}) };
    }
    return { ...link, verdict: "unreachable", reason: `more than ${MAX_REDIRECTS} redirects` };
  } catch (error) {
    return { ...link, verdict: "unreachable", reason: describeFailure(error) };
  }
}

/** The same page: a redirect that only adds or drops a trailing slash, or changes the scheme's case, is no move. */
function sameAddress(a: string, b: string): boolean {
  const clean = (u: string) => {
    const parsed = new URL(u);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname.replace(/\/+$/, "")}${parsed.search}`;
  };
  return clean(a) === clean(b);
}

/** A page's <title>, og:title and first <h1>, as text. */
export function titlesOf(html: string): string[] {
  const found = [
    /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1],
    /<meta[^>]+property=["']og:title["'][^>]*content=["']([^"']*)["']/i.exec(html)?.[1],
    /<meta[^>]+content=["']([^"']*)["'][^>]*property=["']og:title["']/i.exec(html)?.[1],
    /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1],
  ];
  return found
    .filter((t): t is string => t !== undefined)
    .map((t) =>
      decodeEntities(t.replace(/<[^>]+>/g, " "))
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean);
}

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", reg: "®" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/** Titles compared as words: case, punctuation, "&" against "and" and ®/™ marks do not count. */
export function normalise(title: string): string {
  return ` ${title
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[®™]/g, " ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;
}

function describeFailure(error: unknown): string {
  if (error instanceof DOMException && error.name === "TimeoutError") return "no answer in time";
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}
