import { ArrowLeft } from "lucide-react";
import { Breadcrumbs } from "#app/components/ui/breadcrumbs.tsx";
import { cn } from "#app/lib/cn.ts";
import { buttonClass, mutedText } from "./styles.ts";
import { curriculumText } from "./text.ts";

export interface NavTarget {
  id: string;
  label: string;
}

/** The top of a unit or phase page: back link, title, lead, in-page navigation and actions. */
export function PageHeader(props: {
  /** Where the page sits: Curriculum, then its unit (and phase); the last is this page. */
  trail: Array<{ to?: string; label: string }>;
  back: { to: string; label: string };
  eyebrow: React.ReactNode;
  title: string;
  lead: string;
  tint: string;
  nav: NavTarget[];
  children?: React.ReactNode;
  actions?: React.ReactNode;
}) {
  return (
    <header className={cn("border-b", props.tint)}>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        <Breadcrumbs items={props.trail} label={curriculumText.phaseNav.trail} />
        <a
          href={props.back.to}
          data-no-print
          className="inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-brand-800 text-sm hover:underline dark:text-honey-300"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {props.back.label}
        </a>
        <div className="mt-4 flex flex-wrap gap-2">{props.eyebrow}</div>
        <h1 className="mt-3 font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl dark:text-white">
          {props.title}
        </h1>
        <p className={cn("mt-4 max-w-3xl text-lg", mutedText)}>{props.lead}</p>
        {props.children}
        {props.actions && (
          <div data-no-print className="mt-6 flex flex-wrap gap-3">
            {props.actions}
          </div>
        )}
        {props.nav.length > 0 && (
          <nav aria-label={curriculumText.onThisPage} data-no-print className="mt-6">
            <ul className="flex flex-wrap gap-2">
              {props.nav.map((target) => (
                <li key={target.id}>
                  <a href={`#${target.id}`} className={buttonClass.chip}>
                    {target.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </header>
  );
}

export function Badge({ children }: { children: React.ReactNode }) {
  return (
    <span className="inline-flex items-center rounded-full border border-slate-300 bg-white px-3 py-1 font-semibold text-slate-800 text-xs uppercase tracking-wide dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100">
      {children}
    </span>
  );
}

/** The title and lead of a curriculum page that has no unit header (search, standards, the hub). */
export function PageTitle({ title, lead }: { title: string; lead: string }) {
  return (
    <>
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl dark:text-white">{title}</h1>
      <p className={cn("mt-3 max-w-3xl text-lg", mutedText)}>{lead}</p>
    </>
  );
}
