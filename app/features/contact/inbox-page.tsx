import { CircleCheck, Mail, Reply } from "lucide-react";
import { Form, Link } from "react-router";
import { ModerationHeading } from "#app/components/ui/breadcrumbs.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { buttonClass, cardClass, inputClass, labelClass } from "#app/components/ui/styles.ts";
import { formatDateTime } from "#app/features/forum/format.ts";
import type { FormOutcome } from "#shared/action-outcome.ts";
import { type SenderType, senderTypeLabel, senderTypes } from "#shared/contact/schemas.ts";
import { type InboxOutcome, inboxText as t } from "./content.ts";

interface InboxMessage {
  id: number;
  createdAt: string;
  name: string;
  email: string;
  senderType: string;
  program: string | null;
  message: string;
  /** The language the sender wrote from (en, es). */
  language: string;
  handledAt: string | null;
  handledBy: string | null;
  /** A mailto: address that answers it, subject and quoted message filled in. */
  replyHref: string;
}

export interface InboxPageProps {
  filter: { type?: SenderType; status: "open" | "handled" | "all"; page: number };
  programs: Record<string, string>;
  /** The action that just brought the staff member back here, if any. */
  done: InboxOutcome | null;
  messages: InboxMessage[];
  total: number;
  pageSize: number;
  /** Why the last change was not made (the database was out of reach), shown above the list. */
  refused?: FormOutcome;
}

/** Staff read English: a sender's language by its English name ("Spanish"). */
const languageNames = new Intl.DisplayNames(["en"], { type: "language" });

/** /community/moderation/messages: contact messages newest first, for admins and moderators. */
export function InboxPage({ filter, programs, done, messages, total, pageSize, refused }: InboxPageProps) {
  const pageLink = (page: number) => {
    const params = new URLSearchParams();
    if (filter.type) params.set("type", filter.type);
    if (filter.status !== "open") params.set("status", filter.status);
    if (page > 1) params.set("page", String(page));
    const query = params.toString();
    return `/community/moderation/messages${query ? `?${query}` : ""}`;
  };
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <ModerationHeading text={t} />
      <FormMessage outcome={refused} className="mt-6" />
      {/* Always rendered, so a screen reader announces the confirmation that appears in it after an action. */}
      <div role="status" className="mt-6 empty:hidden">
        {done && (
          <p
            data-inbox-done={done}
            className="flex items-center gap-2 rounded-lg border border-brand-700/30 bg-brand-50 px-4 py-3 font-medium text-brand-900 dark:border-honey-300/40 dark:bg-slate-900 dark:text-honey-300"
          >
            <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
            {t.done[done]}
          </p>
        )}
      </div>

      <Form method="get" aria-label={t.filters} className={`${cardClass} mt-6 flex flex-wrap items-end gap-4`}>
        <div>
          <label htmlFor="inbox-type" className={labelClass}>
            {t.type}
          </label>
          <select id="inbox-type" name="type" defaultValue={filter.type ?? ""} className={inputClass}>
            <option value="">{t.anyType}</option>
            {senderTypes.map((type) => (
              <option key={type.id} value={type.id}>
                {type.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="inbox-status" className={labelClass}>
            {t.status}
          </label>
          <select id="inbox-status" name="status" defaultValue={filter.status} className={inputClass}>
            {(["open", "handled", "all"] as const).map((status) => (
              <option key={status} value={status}>
                {t.statuses[status]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          {t.apply}
        </button>
      </Form>

      <p className="mt-6 text-slate-700 dark:text-slate-300" aria-live="polite">
        {t.count(total)}
      </p>
      {messages.length === 0 ? (
        <p className={`${cardClass} mt-4`}>{t.empty}</p>
      ) : (
        <ol className="mt-4 space-y-4">
          {messages.map((message) => (
            <li key={message.id}>
              <article aria-labelledby={`message-${message.id}`} className={cardClass}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 id={`message-${message.id}`} className="font-semibold text-lg">
                    {message.name}{" "}
                    <span className="font-normal text-slate-700 dark:text-slate-300">
                      ({senderTypeLabel(message.senderType)})
                    </span>
                  </h2>
                  <p className="text-slate-700 text-sm dark:text-slate-300">
                    {t.received} <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                  </p>
                </div>
                <p className="mt-1">
                  <a
                    href={`mailto:${message.email}`}
                    className="inline-flex items-center gap-1.5 text-brand-700 underline underline-offset-4 dark:text-honey-300"
                  >
                    <Mail aria-hidden="true" className="size-4" />
                    {message.email}
                  </a>
                </p>
                {message.program && (
                  <p className="mt-1 text-sm">
                    <span className="font-medium">{t.program}:</span> {programs[message.program] ?? message.program}
                  </p>
                )}
                {message.language !== "en" && (
                  <p className="mt-1 text-sm">
                    <span className="font-medium">{t.language}:</span> {languageNames.of(message.language)}
                  </p>
                )}
                <p
                  lang={message.language}
                  className="mt-3 whitespace-pre-wrap wrap-anywhere text-slate-800 dark:text-slate-200"
                >
                  {message.message}
                </p>
                {message.handledAt && (
                  <p className="mt-3 text-slate-700 text-sm dark:text-slate-300">
                    {t.handledBy(message.handledBy)} ·{" "}
                    <time dateTime={message.handledAt}>{formatDateTime(message.handledAt)}</time>
                  </p>
                )}
                <div className="mt-4 flex flex-wrap items-start gap-3">
                  <a
                    href={message.replyHref}
                    className={buttonClass("primary")}
                    aria-label={t.replyTo(message.name)}
                    data-reply
                  >
                    <Reply aria-hidden="true" className="size-4" />
                    {t.reply}
                  </a>
                  <Form method="post">
                    <input type="hidden" name="id" value={message.id} />
                    <input type="hidden" name="intent" value={message.handledAt ? "reopen" : "handled"} />
                    <button type="submit" className={buttonClass("secondary")}>
                      {message.handledAt ? t.reopen : t.markHandled}
                    </button>
                  </Form>
                  <details className="text-sm">
                    <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-lg px-3 font-medium underline">
                      {t.delete}
                    </summary>
                    <Form method="post" className="mt-2 flex flex-wrap items-center gap-3">
                      <input type="hidden" name="id" value={message.id} />
                      <input type="hidden" name="intent" value="delete" />
                      <span>{t.deleteConfirm}</span>
                      <button type="submit" className={buttonClass("secondary", "text-red-700 dark:text-red-300")}>
                        {t.deleteButton}
                      </button>
                    </Form>
                  </details>
                </div>
              </article>
            </li>
          ))}
        </ol>
      )}
      {(filter.page > 1 || filter.page * pageSize < total) && (
        <nav aria-label={t.pages} className="mt-6 flex justify-between gap-4">
          {filter.page > 1 ? (
            <Link to={pageLink(filter.page - 1)} className="underline underline-offset-4">
              {t.newer}
            </Link>
          ) : (
            <span />
          )}
          {filter.page * pageSize < total && (
            <Link to={pageLink(filter.page + 1)} className="underline underline-offset-4">
              {t.older}
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
