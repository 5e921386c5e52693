import { Toaster } from "sonner";

/**
 * The site's toasts (the spec's titled messages), wherever React renders: hydrated pages and the assistant island.
 * `label` names the toast area for screen readers in the page's language (sonner's own default is English).
 */
export function SiteToaster({ label }: { label?: string }) {
  return <Toaster richColors closeButton position="top-right" containerAriaLabel={label} />;
}
