import { Link } from "react-router";

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
          <li key={item.label} className="flex items-center gap-2">
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
