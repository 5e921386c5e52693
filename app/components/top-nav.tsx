import { BookOpen, Dna, House } from "lucide-react";
import { NavLink } from "react-router";
import { navItems, shellText, site } from "#app/content/site.ts";
import { cn } from "#app/lib/cn.ts";
import { ThemeToggle } from "./theme-toggle.tsx";

export type NavVariant = "light" | "dark";

export function TopNav({ variant = "light" }: { variant?: NavVariant }) {
  const dark = variant === "dark";
  return (
    <header
      data-site-nav
      data-variant={variant}
      className={cn(
        "sticky top-0 z-40 border-b backdrop-blur",
        dark
          ? "border-white/10 bg-slate-950/90 text-white"
          : "border-slate-200 bg-white/90 text-slate-900 dark:border-slate-800 dark:bg-slate-950/90 dark:text-slate-100",
      )}
    >
      <nav
        aria-label={shellText.mainNavigation}
        // Below 400 px the links move to a second row, so the site name stays visible down to 320 px.
        className="mx-auto flex max-w-6xl flex-wrap items-center gap-0 px-1.5 pb-1 min-[400px]:h-16 min-[400px]:flex-nowrap min-[400px]:pb-0 sm:gap-2 sm:px-6"
      >
        <NavLink
          to="/"
          className="mr-auto flex h-12 items-center gap-2 rounded-md font-bold text-lg max-[399px]:basis-full"
          aria-label={`${site.name} home`}
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
        <NavLink to="/" aria-label={shellText.home} className={linkClass(dark)} end>
          <House aria-hidden="true" className="size-5" />
        </NavLink>
        {navItems.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            className={linkClass(dark)}
            aria-label={item.shortLabel ? item.label : undefined}
          >
            {item.icon ? (
              <>
                <BookOpen aria-hidden="true" className="size-5 sm:hidden" />
                <span className="sr-only sm:not-sr-only">{item.label}</span>
              </>
            ) : item.shortLabel ? (
              <>
                <span className="sm:hidden">{item.shortLabel}</span>
                <span className="hidden sm:inline">{item.label}</span>
              </>
            ) : (
              item.label
            )}
          </NavLink>
        ))}
        {/* Filled by /site.js from /api/me, on prerendered and rendered pages alike; an empty constant
            inner HTML makes React leave its children alone. */}
        <div
          data-member-slot
          className="flex items-center"
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant empty string
          dangerouslySetInnerHTML={{ __html: "" }}
        />
        <ThemeToggle />
      </nav>
    </header>
  );
}

function linkClass(dark: boolean) {
  return ({ isActive }: { isActive: boolean }) =>
    cn(
      "inline-flex h-10 items-center rounded-md px-1 font-medium text-[0.8125rem] min-[400px]:px-1.5 sm:px-3 sm:text-sm",
      dark ? "hover:bg-white/10" : "hover:bg-slate-100 dark:hover:bg-white/10",
      isActive && (dark ? "bg-white/15" : "bg-brand-50 text-brand-800 dark:bg-white/15 dark:text-white"),
    );
}
