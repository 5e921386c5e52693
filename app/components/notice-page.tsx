/** A page that says one thing and offers one way on (the account is deleted; this page is not saved offline). */
export function NoticePage(props: {
  title: string;
  lead: string;
  link: { href: string; label: string };
  children?: React.ReactNode;
}) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
      <h1 className="font-bold text-3xl tracking-tight">{props.title}</h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{props.lead}</p>
      {props.children}
      <a
        href={props.link.href}
        className="mt-8 inline-flex font-semibold text-brand-700 underline underline-offset-4 dark:text-honey-300"
      >
        {props.link.label}
      </a>
    </section>
  );
}
