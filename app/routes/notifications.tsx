import { Bell } from "lucide-react";
import { Form, Link } from "react-router";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { buttonClass, cardClass, textButtonClass } from "#app/components/ui/styles.ts";
import { Breadcrumbs, PageHeader } from "#app/features/forum/components.tsx";
import { LocalTime } from "#app/features/forum/local-time.tsx";
import { forumText } from "#app/features/forum/text.ts";
import { useUnreadBell } from "#app/features/forum/unread-bell.ts";
import { cn } from "#app/lib/cn.ts";
import { noindexMeta } from "#app/lib/seo.ts";
import { requireMember } from "#server/auth/session.ts";
import { answerOutageBesideForm } from "#server/db/outage.ts";
import { readForm } from "#server/forms.ts";
import { listNotifications, markNotificationsRead, unreadCount } from "#server/forum/notify.ts";
import { getDb } from "#server/runtime.ts";
import { moreRepliesText, notificationText } from "#shared/forum/notification-text.ts";
import { forumPaths } from "#shared/forum/paths.ts";
import { forumMessages, parseId } from "#shared/forum/schemas.ts";
import type { ForumActionData } from "#shared/forum/types.ts";
import type { Route } from "./+types/notifications";

const t = forumText.notifications;

export function meta() {
  return noindexMeta(forumText.pageTitle(t.title));
}

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const [notifications, unread] = await Promise.all([
    listNotifications(getDb(), member.id),
    unreadCount(getDb(), member.id),
  ]);
  return { notifications, unread };
}

export async function action({ request }: Route.ActionArgs) {
  // An outage is answered beside the list, as the forum's forms are.
  return answerOutageBesideForm(async (): Promise<ForumActionData> => {
    const member = await requireMember(request);
    const form = await readForm(request);
    const id = form.get("id");
    if (id === null) {
      await markNotificationsRead(getDb(), member.id);
      return { ok: true };
    }
    const parsed = parseId(id);
    if (parsed === undefined) return { ok: false, message: forumMessages.notFound };
    await markNotificationsRead(getDb(), member.id, parsed);
    return { ok: true };
  });
}

export default function Notifications({ loaderData, actionData }: Route.ComponentProps) {
  const { notifications } = loaderData;
  const unread = notifications.filter((n) => !n.read).length;
  // "Mark read" here updates the bell too.
  useUnreadBell(loaderData.unread);
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <Breadcrumbs items={[{ to: forumPaths.community, label: forumText.community }, { label: t.title }]} />
      <PageHeader title={t.title}>
        {unread > 0 && (
          <Form method="post">
            <button type="submit" className={buttonClass("secondary")}>
              {t.markAll}
            </button>
          </Form>
        )}
      </PageHeader>
      {actionData && !actionData.ok && <FormMessage outcome={actionData} />}
      {notifications.length === 0 ? (
        <p className={cn(cardClass, "mt-8")}>{t.empty}</p>
      ) : (
        <ol aria-label={t.list} className="mt-8 space-y-3">
          {notifications.map((n) => {
            return (
              <li
                key={n.id}
                className={cn(
                  cardClass,
                  "flex flex-col gap-2 py-4 sm:flex-row sm:items-center sm:justify-between",
                  !n.read && "border-brand-600 dark:border-honey-300",
                )}
              >
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2">
                    {!n.read && (
                      <span className="inline-flex items-center gap-1 rounded-full bg-brand-700 px-2 py-0.5 font-semibold text-white text-xs dark:bg-honey-300 dark:text-slate-950">
                        <Bell aria-hidden="true" className="size-3" />
                        {t.unread}
                      </span>
                    )}
                    <span>{notificationText(n.kind, n.detail, n.actor?.fullName ?? null)}</span>{" "}
                    {n.href ? (
                      <Link to={n.href} className="font-semibold underline underline-offset-4">
                        {n.topicTitle}
                      </Link>
                    ) : (
                      <span className="font-semibold">{n.topicTitle}</span>
                    )}
                    {n.replies > 1 && <span>{moreRepliesText(n.replies)}</span>}
                  </p>
                  {n.note && (
                    <blockquote className="mt-2 whitespace-pre-line wrap-anywhere border-slate-300 border-l-4 pl-3 text-sm dark:border-slate-600">
                      {n.note}
                    </blockquote>
                  )}
                  <p className="mt-1 text-slate-700 text-sm dark:text-slate-300">
                    <LocalTime iso={n.createdAt} />
                  </p>
                </div>
                {!n.read && (
                  <Form method="post" className="shrink-0">
                    <input type="hidden" name="id" value={n.id} />
                    <button type="submit" className={textButtonClass("neutral")}>
                      {t.markOne}
                      <span className="sr-only">: {n.topicTitle}</span>
                    </button>
                  </Form>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
