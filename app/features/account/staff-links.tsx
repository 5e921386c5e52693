import { Inbox, UserCog } from "lucide-react";
import { Link, useRouteLoaderData } from "react-router";
import { buttonClass } from "#app/components/ui/styles.ts";
import { accountNavText } from "./nav-text.ts";

const t = accountNavText.staff;

/** The moderation area's other pages: the contact inbox (moderators and admins) and member accounts (admins). */
export function StaffLinks() {
  const layout = useRouteLoaderData("routes/members-layout") as { member?: { role?: string } } | undefined;
  return (
    <nav aria-label={t.label} className="flex flex-wrap gap-3">
      <Link to="/community/moderation/messages" className={buttonClass("secondary")}>
        <Inbox aria-hidden="true" className="size-4" />
        {t.messages}
      </Link>
      {layout?.member?.role === "admin" && (
        <Link to="/community/moderation/accounts" className={buttonClass("secondary")}>
          <UserCog aria-hidden="true" className="size-4" />
          {t.accounts}
        </Link>
      )}
    </nav>
  );
}
