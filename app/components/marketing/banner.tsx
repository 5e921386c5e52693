import type { ReactNode } from "react";
import type { Banner } from "#app/content/public/schemas.ts";
import { ButtonLinks } from "./button-link.tsx";

interface BannerPanelProps {
  id: string;
  title: string;
  /** The body text, as paragraphs. */
  children: ReactNode;
  actions: ReactNode;
}

/** A closing call to action: a deep-green panel with its <h2>, body text and buttons. */
export function BannerPanel({ id, title, children, actions }: BannerPanelProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-5xl rounded-3xl bg-brand-800 px-6 py-12 text-center text-white shadow-lg sm:px-12 dark:bg-slate-900 dark:ring-1 dark:ring-slate-700">
        <h2 id={titleId} className="text-balance font-bold text-3xl tracking-tight">
          {title}
        </h2>
        <div className="mx-auto mt-4 max-w-2xl space-y-4 text-brand-50 text-lg leading-relaxed dark:text-slate-300">
          {children}
        </div>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
      </div>
    </section>
  );
}

/** A banner whose content is data: a description and its buttons, the first one primary. */
export function CtaBanner({ id, banner }: { id: string; banner: Banner }) {
  return (
    <BannerPanel id={id} title={banner.title} actions={<ButtonLinks links={banner.actions} inverse />}>
      <p>{banner.description}</p>
    </BannerPanel>
  );
}
