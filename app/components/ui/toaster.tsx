import { Toaster } from "sonner";

/** The site's toasts (the spec's titled messages), wherever React renders: hydrated pages and the assistant island. */
export function SiteToaster() {
  return <Toaster richColors closeButton position="top-right" />;
}
