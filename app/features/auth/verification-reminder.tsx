import { MailWarning } from "lucide-react";
import { useFetcher } from "react-router";
import { buttonClass, cardClass } from "#app/components/ui/styles.ts";
import { cn } from "#app/lib/cn.ts";
import { verificationText } from "#shared/auth/messages.ts";

/**
 * Shown to a member until they open the link mailed at sign-up, with a button that sends it again (the action of
 * /auth/verify-email). `why` says what waits on it where the reminder appears. Before JavaScript loads, the form
 * opens the link's page.
 */
export function VerificationReminder({ why, className }: { why?: string; className?: string }) {
  const fetcher = useFetcher<{ message?: string }>();
  const busy = fetcher.state !== "idle";
  return (
    <section aria-labelledby="verify-email-title" className={cn(cardClass, className)}>
      <h2 id="verify-email-title" className="flex items-center gap-2 font-semibold text-lg">
        <MailWarning aria-hidden="true" className="size-5" />
        {verificationText.reminderTitle}
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{verificationText.reminder}</p>
      {why && <p className="mt-2 text-slate-700 dark:text-slate-300">{why}</p>}
      <fetcher.Form method="post" action="/auth/verify-email" className="mt-4">
        <button type="submit" disabled={busy} className={buttonClass("secondary")}>
          {busy ? verificationText.resending : verificationText.resend}
        </button>
      </fetcher.Form>
      <p role="status" className="mt-3 text-slate-700 text-sm dark:text-slate-300">
        {busy ? "" : (fetcher.data?.message ?? "")}
      </p>
    </section>
  );
}
