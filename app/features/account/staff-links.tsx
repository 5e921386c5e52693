import { CalendarDays, GraduationCap, Inbox, UserCog } from "lucide-react";
import { Link, useRouteLoaderData } from "react-router";
import { buttonClass } from "#app/components/ui/styles.ts";
import { staffPagesFor } from "#shared/account/staff-pages.ts";
import { accountNavText } from "./nav-text.ts";

const t = accountNavText.staff;

const buttons = {
  messages: { icon: Inbox, label: t.messages },
  accounts: { icon: UserCog, label: t.accounts },
  programs: { icon: CalendarDays, label: t.programs },
  educators: { icon: GraduationCap, label: t.educators },
} as const;

/** The moderation area's other pages that the member's role opens: the contact inbox (moderators and admins) and member accounts (admins). */
export function StaffLinks() {
  const layout = useRouteLoaderData("routes/members-layout") as { member?: { role?: string } } | undefined;
  return (
    <nav aria-label={t.label} className="flex flex-wrap gap-3">
      {staffPagesFor(layout?.member?.role).map(({ page, path }) => {
        if (page === "moderation") return null;
        const { icon: Icon, label } = buttons[page];
        return (
          <Link key={page} to={path} className={buttonClass("secondary")}>
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </Link>
        );
      })}
    </nav>
  );
}
