import { Moon, Sun } from "lucide-react";
import { useShell } from "#app/lib/language.tsx";

/** Wired up by /site.js, so it works on pages that ship no React at all. */
export function ThemeToggle() {
  const { ui } = useShell();
  return (
    <button
      type="button"
      data-theme-toggle
      aria-label={ui.toggleTheme}
      className="inline-flex size-8 shrink-0 items-center justify-center rounded-full sm:size-10 text-current hover:bg-black/5 dark:hover:bg-white/10"
    >
      <Sun aria-hidden="true" className="hidden size-5 dark:block" />
      <Moon aria-hidden="true" className="size-5 dark:hidden" />
    </button>
  );
}
