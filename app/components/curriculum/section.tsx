/** A titled section of a curriculum page; its id is the in-page navigation target. */
export function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`}>
      <h2
        id={`${id}-title`}
        className="break-after-avoid font-bold text-2xl text-slate-900 tracking-tight dark:text-white"
      >
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
