import { useContext, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { LocalTimeScript } from "#app/features/forum/local-time.tsx";
import { sessionMiddleware } from "#server/auth/session.ts";
import { outageMiddleware } from "#server/db/outage-middleware.ts";
import { catalogue } from "#shared/i18n/catalogues.ts";
import { defaultLanguage, languageOfPath, languages } from "#shared/i18n/languages.ts";
import { isEnglishOnly, pageAt, pagePath, shellLanguage } from "#shared/i18n/pages.ts";
import { outage } from "#shared/outage.ts";
import { NonceContext } from "#shared/request-context.ts";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { LanguageSuggestions } from "./components/language-suggestion.tsx";
import { NotFound } from "./components/not-found.tsx";
import { OutageNotice } from "./components/outage-notice.tsx";
import { SiteFooter } from "./components/site-footer.tsx";
import { TopNav } from "./components/top-nav.tsx";
import { SiteToaster } from "./components/ui/toaster.tsx";
import { type RootData, RootDataContext, requestLanguage, requestPath, useShell } from "./lib/language.tsx";
import type { RouteHandle } from "./lib/route-handle.ts";

// Runs before first paint so the saved (or system) theme never flashes.
const themeScript = `(function(){try{var t=localStorage.getItem("theme");var d=t?t==="dark":matchMedia("(prefers-color-scheme: dark)").matches;document.documentElement.classList.toggle("dark",d)}catch(e){}})()`;

/**
 * Every response sends the cookie of a session it extended, and none made for a member is cached; a page that
 * failed because the database is out of reach is the outage's 503.
 */
export const middleware: Route.MiddlewareFunction[] = [...outageMiddleware, sessionMiddleware];

/**
 * React hoists the JavaScript modulepreload links that <Scripts> renders into <head>, ahead of any plain
 * stylesheet, so the render-blocking CSS was requested after twenty scripts and waited for a connection.
 * With a precedence React treats the stylesheet as a resource and writes it before those preloads.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet, precedence: "default" }];

/**
 * The page's language (from its address: /es/… is Spanish) and the shell's words in it. Only the server runs
 * this, so the catalogues stay out of the browser's bundles; see app/lib/language.tsx.
 */
export function loader({ request }: Route.LoaderArgs): RootData {
  const lang = requestLanguage(request);
  // The default language's pages may suggest the others to visitors whose browser prefers one (site.js decides).
  const suggestions =
    lang === defaultLanguage.code
      ? languages
          .filter((l) => l.code !== lang)
          .map((l) => ({ lang: l.code, path: pagePath("home", l.code), ...catalogue(l.code).shell.suggestion }))
      : [];
  const shell = shellLanguage(requestPath(request), request.headers.get("Cookie"));
  return {
    lang,
    ui: catalogue(lang).shell,
    ...(shell !== lang && { shell: { lang: shell, ui: catalogue(shell).shell } }),
    suggestions,
    year: new Date().getUTCFullYear(),
  };
}

/**
 * The shell's words change only with the language, and a change of language is a full page load anyway; or
 * between an English-only page and a translated one, whose shell may be another language (decision 0029).
 */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return (
    languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname) ||
    isEnglishOnly(currentUrl.pathname) !== isEnglishOnly(nextUrl.pathname)
  );
}

/**
 * A page whose loader throws (an unknown topic, member or unit; moderation for a non-moderator) renders
 * the root error boundary, and only the root's meta: without this it would have no <title>.
 */
/** A page that could not be drawn because the database is out of reach (503) says when to try again. */
export function headers({ errorHeaders }: Route.HeadersArgs) {
  const retryAfter = errorHeaders?.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
}

export function meta({ error, loaderData }: Route.MetaArgs) {
  if (!error) return [];
  const ui = loaderData?.ui;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? ui?.notFoundTitle : status === 503 ? outage.title : ui?.unexpectedError;
  return [{ title: `${title ?? "Error"} | GeneHive` }, { name: "robots", content: "noindex" }];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useContext(NonceContext) || undefined;
  const handles = useMatches().map((m) => (m.handle ?? {}) as RouteHandle);
  const hydrate = !handles.some((h) => h.hydrate === false);
  const nav = handles.findLast((h) => h.nav)?.nav ?? "light";
  const { pathname } = useLocation();
  // Missing only when the request failed before any loader ran (the session middleware): a bare error page.
  const root = useRouteLoaderData<typeof loader>("root") ?? null;
  return (
    <html
      lang={root?.lang ?? languageOfPath(pathname)}
      // A page that exists in more than one language sets the shell's language for the English-only pages read
      // after it (/site.js; decision 0029).
      data-translated={pageAt(pathname) ? "" : undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
        <meta name="theme-color" content="#15803d" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#020617" media="(prefers-color-scheme: dark)" />
        <Meta />
        <Links />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, allowed by CSP nonce or hash */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeScript }} />
        {/* In <head>, so the page's times are in the reader's zone before they are first painted. */}
        {handles.some((h) => h.localTimes) && <LocalTimeScript />}
      </head>
      <body className="flex min-h-dvh flex-col">
        <RootDataContext.Provider value={root}>
          {root && (
            <>
              <a
                href="#main"
                lang={root.shell?.lang}
                className="sr-only z-50 rounded-md bg-white px-4 py-2 text-slate-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
              >
                {(root.shell ?? root).ui.skipToContent}
              </a>
              {pathname === "/" && <LanguageSuggestions suggestions={root.suggestions} />}
              <TopNav variant={nav} />
            </>
          )}
          {/* Around an English-only page in a Spanish shell, the page itself still says it is English. */}
          <main id="main" className="flex-1" lang={root?.shell ? root.lang : undefined}>
            {children}
          </main>
          {root && <SiteFooter />}
        </RootDataContext.Provider>
        {hydrate && <ScrollRestoration nonce={nonce} />}
        {hydrate && <Scripts nonce={nonce} />}
        <script src="/site.js" nonce={nonce} defer />
      </body>
    </html>
  );
}

export default function App() {
  const { ui } = useShell();
  useEffect(() => {
    // Lets tests (and scripts) know the page is interactive.
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <>
      <Outlet />
      <SiteToaster label={ui.toasts} />
    </>
  );
}

export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  const ui = loaderData?.ui;
  if (ui && isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  // The database is out of reach: say so plainly; the member is still signed in and nothing is lost.
  if (isRouteErrorResponse(error) && error.status === 503) return <OutageNotice />;
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : (ui?.somethingWentWrong ?? "Error");
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <section className="mx-auto max-w-3xl px-4 py-24">
      <h1 className="font-bold text-3xl">{ui?.unexpectedError ?? message}</h1>
      <p className="mt-4 text-slate-700 dark:text-slate-300">{message}</p>
      {stack && (
        <pre className="mt-6 overflow-x-auto rounded-lg bg-slate-100 p-4 text-sm dark:bg-slate-900">{stack}</pre>
      )}
    </section>
  );
}
