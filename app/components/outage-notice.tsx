import { useMatches, unstable_useRoute as useRoute } from "react-router";
import { buttonClass, cardClass, inputClass, labelClass } from "#app/components/ui/styles.ts";
import { cn } from "#app/lib/cn.ts";
import { outage } from "#shared/outage.ts";

type RouteId = NonNullable<Parameters<typeof useRoute>[0]>;

/** The text fields an action gave back with its outage answer (its outcome's `values`), if any. */
function keptFrom(actionData: unknown): [string, string][] {
  const kept = (actionData as { values?: unknown } | undefined)?.values;
  if (!kept || typeof kept !== "object") return [];
  return Object.entries(kept).filter((entry): entry is [string, string] => typeof entry[1] === "string");
}

/**
 * The page of an outage (the root error boundary's 503). A form posted without JavaScript is answered by this
 * page too, since the page it was posted from cannot be drawn without its data: what the action gave back is
 * shown in a form of its own, to copy, or to send again to the same address once the database answers.
 */
export function OutageNotice() {
  // The action that answered belongs to the page, the deepest route; the boundary is the root's.
  const page = useMatches().at(-1)?.id as RouteId | undefined;
  const kept = keptFrom(useRoute(page ?? "root")?.actionData);
  const typed = kept.filter(([name]) => outage.keptFields[name]);
  return (
    <section className="mx-auto max-w-3xl px-4 py-24" role="alert">
      <h1 className="font-bold text-3xl">{outage.title}</h1>
      <p className="mt-4 text-slate-700 dark:text-slate-300">{outage.message}</p>
      {typed.length > 0 && (
        <form method="post" className={cn(cardClass, "mt-8 space-y-4")}>
          <h2 className="font-semibold text-xl">{outage.kept.heading}</h2>
          <p className="text-slate-700 text-sm dark:text-slate-300">{outage.kept.hint}</p>
          {kept.map(([name, value]) => {
            const field = outage.keptFields[name];
            if (!field) return <input key={name} type="hidden" name={name} value={value} />;
            const id = `kept-${name}`;
            return (
              <div key={name}>
                <label htmlFor={id} className={labelClass}>
                  {field.label}
                </label>
                {field.lines > 1 ? (
                  <textarea id={id} name={name} rows={field.lines} defaultValue={value} className={inputClass} />
                ) : (
                  <input id={id} name={name} defaultValue={value} className={inputClass} />
                )}
              </div>
            );
          })}
          <button type="submit" className={buttonClass("primary")}>
            {outage.kept.sendAgain}
          </button>
        </form>
      )}
    </section>
  );
}
