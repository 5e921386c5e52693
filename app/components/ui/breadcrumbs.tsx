import { Link } from "react-router";
import { forumPaths } from "#shared/forum/paths.ts";

/** "Forum / Category / Topic": the trail to this page, the last step marked as the current page. */
export function Breadcrumbs({
  items,
  label = "Breadcrumb",
}: {
  items: Array<{ to?: string; label: string }>;
  label?: string;
}) {
  return (
    <nav aria-label={label} className="mb-6 text-sm">
      <ol className="flex flex-wrap items-center gap-2 text-slate-700 dark:text-slate-300">
        {items.map((item, i) => (
          <li key={item.label} className="flex min-w-0 items-center gap-2 [overflow-wrap:anywhere]">
            {i > 0 && <span aria-hidden="true">/</span>}
            {item.to ? (
              <Link to={item.to} className="underline underline-offset-4">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A page's trail and its title, as the member and staff pages open. */
export function TrailHeading(props: { label?: string; items: Array<{ to?: string; label: string }>; title: string }) {
  return (
    <>
      <Breadcrumbs label={props.label} items={props.items} />
      <h1 className="font-bold text-3xl tracking-tight [overflow-wrap:anywhere]">{props.title}</h1>
    </>
  );
}

/** The heading of a moderators' page, under Moderation in the trail. */
export function ModerationHeading({
  text,
}: {
  text: { breadcrumbLabel: string; moderation: string; breadcrumb: string; title: string };
}) {
  return (
    <TrailHeading
      label={text.breadcrumbLabel}
      items={[{ to: forumPaths.moderation, label: text.moderation }, { label: text.breadcrumb }]}
      title={text.title}
    />
  );
}
