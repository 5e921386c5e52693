import type { ReactNode } from "react";
import type { Hero } from "#app/content/public/schemas.ts";

/** The page's opening band: badge, the page's one <h1>, a lead paragraph and its buttons. */
export function PageHero({ hero, children }: { hero: Hero; children?: ReactNode }) {
  return (
    <section
      aria-labelledby="page-title"
      className="relative isolate overflow-hidden bg-brand-900 text-white dark:bg-slate-900"
    >
      <Honeycomb />
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        {hero.badge && (
          <p className="inline-flex rounded-full bg-white/10 px-3 py-1 font-semibold text-honey-300 text-sm ring-1 ring-white/20">
            {hero.badge}
          </p>
        )}
        <h1
          id="page-title"
          className="mt-5 max-w-4xl text-balance font-bold text-4xl tracking-tight sm:text-5xl lg:text-6xl"
        >
          {hero.title}
        </h1>
        <p className="mt-6 max-w-2xl text-brand-50 text-lg leading-relaxed dark:text-slate-300">{hero.lead}</p>
        {children && <div className="mt-10 flex flex-wrap gap-3">{children}</div>}
      </div>
    </section>
  );
}

/** Decorative honeycomb, fading out towards the text. */
function Honeycomb() {
  return (
    <svg
      aria-hidden="true"
      className="absolute inset-y-0 right-0 -z-10 h-full w-full text-honey-300/20 [mask-image:linear-gradient(to_left,black,transparent_75%)] dark:text-honey-300/10"
    >
      <defs>
        <pattern id="hero-honeycomb" width="34.64" height="60" patternUnits="userSpaceOnUse">
          <path
            d="M0 -20L17.32 -10V10L0 20L-17.32 10V-10ZM34.64 -20L51.96 -10V10L34.64 20L17.32 10V-10ZM17.32 10L34.64 20V40L17.32 50L0 40V20ZM0 40L17.32 50V70L0 80L-17.32 70V50ZM34.64 40L51.96 50V70L34.64 80L17.32 70V50Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill="url(#hero-honeycomb)" />
    </svg>
  );
}
