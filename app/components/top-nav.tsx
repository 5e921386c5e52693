import { Dna, House, Languages } from "lucide-react";
import { NavLink, useLocation } from "react-router";
import { navItems, shellHref, site } from "#app/content/site.ts";
import { cn } from "#app/lib/cn.ts";
import { useShell } from "#app/lib/language.tsx";
import { type LanguageCode, languages } from "#shared/i18n/languages.ts";
import { languageOfHref, pagePath, switchTargets } from "#shared/i18n/pages.ts";
import { ThemeToggle } from "./theme-toggle.tsx";

export type NavVariant = "light" | "dark";

export function TopNav({ variant = "light" }: { variant?: NavVariant }) {
  const { lang, ui, foreign } = useShell();
  const { pathname, search } = useLocation();
  const dark = variant === "dark";
  const home = pagePath("home", lang);
  return (
    <header
      data-site-nav
      data-variant={variant}
      lang={foreign}
      className={cn(
        "relative z-40 border-b backdrop-blur pinned-header:sticky pinned-header:top-0",
        dark
          ? "border-white/10 bg-slate-950/90 text-white"
          : "border-slate-200 bg-white/90 text-slate-900 dark:border-slate-800 dark:bg-slate-950/90 dark:text-slate-100",
      )}
    >
      <nav
        aria-label={ui.mainNavigation}
        // One row from 1280 px: the site name, the links, then the language, the member and the theme. Narrower, the
        // links take a second row of their own, so the longer labels of other languages (Herramientas) and the
        // member's bell and menu fit down to 320 px; the reading order stays name, links, the rest. At 1280 px the
        // Spanish row with a staff member's menu is the longest: the gaps and paddings are kept small for it.
        className="mx-auto flex max-w-6xl flex-wrap items-center px-1.5 sm:px-6 xl:h-16 xl:flex-nowrap xl:gap-1 xl:px-4"
      >
        <NavLink
          to={home}
          end
          className="mr-auto flex h-12 items-center gap-2 rounded-md font-bold text-lg"
          aria-label={ui.siteHome}
        >
          <span
            className={cn(
              "grid size-8 place-items-center rounded-lg",
              dark ? "bg-honey-400 text-slate-950" : "bg-brand-700 text-white dark:bg-honey-400 dark:text-slate-950",
            )}
          >
            <Dna aria-hidden="true" className="size-5" />
          </span>
          <span>{site.name}</span>
        </NavLink>
        <div className="order-last flex basis-full flex-wrap items-center pb-1 sm:gap-1 xl:order-none xl:basis-auto xl:flex-nowrap xl:gap-0.5 xl:pb-0">
          <NavLink to={home} aria-label={ui.home} className={linkClass(dark)} end>
            <House aria-hidden="true" className="size-5" />
          </NavLink>
          {navItems.map((item) => {
            const to = shellHref(item.to, lang);
            const label = ui.nav[item.key];
            // A page that exists only in English (the curriculum, the community) says so in words, as the links
            // of the page's body do (SmartLink); under its label, so the row keeps the labels' width.
            const elsewhere = languageOfHref(to) !== lang;
            return (
              <NavLink
                key={item.key}
                to={to}
                hrefLang={elsewhere ? languageOfHref(to) : undefined}
                // Another language's page is another document: a whole page load, as the language switch does.
                reloadDocument={elsewhere}
                className={linkClass(dark)}
              >
                {elsewhere ? (
                  <span className="flex flex-col items-center leading-tight">
                    <span>{label}</span>
                    <span className="font-normal text-[0.6875rem]" data-in-english>
                      {" "}
                      {ui.inEnglish}
                    </span>
                  </span>
                ) : (
                  label
                )}
              </NavLink>
            );
          })}
        </div>
        <div className="flex items-center sm:gap-1 xl:gap-0.5">
          <LanguageSwitch pathname={pathname} search={search} shell={foreign} dark={dark} />
          {/* Filled by /site.js from /api/me, on prerendered and rendered pages alike, with the words below in the
              page's language; an empty constant inner HTML makes React leave its children alone. */}
          <div
            data-member-slot
            data-labels={JSON.stringify(ui.member)}
            className="flex items-center"
            suppressHydrationWarning
            // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant empty string
            dangerouslySetInnerHTML={{ __html: "" }}
          />
          <ThemeToggle />
        </div>
      </nav>
    </header>
  );
}

/**
 * A link to the same page in each other language (or that language's home page when the page is in English only),
 * named in that language. A whole page load, not the router: the page in the other language is another document,
 * and /site.js remembers the choice in a cookie on the way. Around an English-only page in another language's
 * shell, it offers this page with an English shell instead.
 */
function LanguageSwitch(props: { pathname: string; search: string; shell?: LanguageCode; dark: boolean }) {
  const { pathname, search, shell, dark } = props;
  const targets = shell
    ? languages.filter((l) => l.code !== shell).map((l) => ({ lang: l.code, name: l.name, path: pathname + search }))
    : switchTargets(pathname);
  return targets.map((target) => (
    <a
      key={target.lang}
      href={target.path}
      hrefLang={target.lang}
      lang={target.lang}
      data-lang-switch={target.lang}
      className={cn(linkClass(dark)({ isActive: false }), "gap-1.5")}
    >
      <Languages aria-hidden="true" className="hidden size-4 min-[400px]:block" />
      {target.name}
    </a>
  ));
}

function linkClass(dark: boolean) {
  return ({ isActive }: { isActive: boolean }) =>
    cn(
      "inline-flex h-10 items-center rounded-md px-1 font-medium text-[0.8125rem] min-[400px]:px-1.5 sm:px-3 sm:text-sm xl:px-2",
      dark ? "hover:bg-white/10" : "hover:bg-slate-100 dark:hover:bg-white/10",
      isActive && (dark ? "bg-white/15" : "bg-brand-50 text-brand-800 dark:bg-white/15 dark:text-white"),
    );
}
