import { cn } from "#app/lib/cn.ts";

/** The outcome of a form post, shown beside the form (and as a toast when JavaScript runs). */
export function FormStatus({ ok, title, message }: { ok: boolean; title?: string; message?: string }) {
  if (!title && !message) return null;
  return (
    <div
      role={ok ? "status" : "alert"}
      className={cn(
        "rounded-lg border p-3 text-sm",
        ok
          ? "border-green-700 bg-green-50 text-green-950 dark:border-green-400 dark:bg-green-950 dark:text-green-50"
          : "border-red-700 bg-red-50 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100",
      )}
    >
      {title && <p className="font-semibold">{title}</p>}
      {message && <p>{message}</p>}
    </div>
  );
}

export const dangerButtonClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-5 font-semibold text-sm text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-70 dark:bg-red-300 dark:text-slate-950 dark:hover:bg-red-200";
