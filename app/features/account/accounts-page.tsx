import { Download } from "lucide-react";
import { Form, useActionData, useSearchParams } from "react-router";
import { ModerationHeading } from "#app/components/ui/breadcrumbs.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { errorsOf, FormMessage, useSuccessToast } from "#app/components/ui/form-message.tsx";
import { buttonClass, cardClass, inputClass, labelClass } from "#app/components/ui/styles.ts";
import { formatDate, formatDateTime } from "#app/features/forum/format.ts";
import { cn } from "#app/lib/cn.ts";
import { type AccountActionData, accountMessages } from "#shared/account/schemas.ts";
import type { AccountDetails } from "#shared/account/types.ts";
import { adminText as t } from "./content.ts";
import { dangerButtonClass, ProfileFields } from "./form-bits.tsx";

interface AccountRow extends AccountDetails {
  topicCount: number;
  replyCount: number;
}

interface AuditRow {
  id: number;
  createdAt: string;
  action: string;
  actor: string | null;
  target: string | null;
  details: { posts?: string; topics?: number; replies?: number };
}

/** The confirmation after an account is deleted (the action redirects to ?deleted=1). */
const deletedOutcome: AccountActionData = { ok: true, ...accountMessages.memberDeleted };

/** /community/moderation/accounts: admins find a member, edit their profile, download or delete their data. */
export function AccountsPage({ q, accounts, audit }: { q: string; accounts: AccountRow[]; audit: AuditRow[] }) {
  const result = useActionData<AccountActionData>();
  const [params] = useSearchParams();
  const deleted = params.get("deleted") === "1" ? deletedOutcome : undefined;
  useSuccessToast(result);
  useSuccessToast(deleted);
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <ModerationHeading text={t} />
      {deleted && (
        <div className="mt-4">
          <FormMessage outcome={deleted} />
        </div>
      )}

      <Form method="get" role="search" className={`${cardClass} mt-6 flex flex-wrap items-end gap-4`}>
        <div className="min-w-64 flex-1">
          <label htmlFor="accounts-q" className={labelClass}>
            {t.search}
          </label>
          <input id="accounts-q" name="q" type="search" defaultValue={q} maxLength={100} className={inputClass} />
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          {t.searchButton}
        </button>
      </Form>

      {q && accounts.length === 0 && <p className={`${cardClass} mt-6`}>{t.noResults}</p>}
      <ul className="mt-6 space-y-4">
        {accounts.map((account) => (
          <AccountCard
            key={account.id}
            account={account}
            result={result?.targetId === account.id ? result : undefined}
          />
        ))}
      </ul>

      <h2 className="mt-12 font-semibold text-xl">{t.audit}</h2>
      {audit.length === 0 ? (
        <p className="mt-3 text-slate-700 dark:text-slate-300">{t.auditEmpty}</p>
      ) : (
        <ol className="mt-3 space-y-2 text-slate-800 text-sm dark:text-slate-200">
          {audit.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>: {t.auditLine(entry)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function AccountCard({ account, result }: { account: AccountRow; result?: AccountActionData }) {
  const errors = errorsOf(result);
  const field = (name: string) => `account-${account.id}-${name}`;
  return (
    <li className={cardClass}>
      <h2 className="font-semibold text-lg">
        {account.name} <span className="font-normal text-slate-700 dark:text-slate-300">@{account.username}</span>
      </h2>
      <p className="mt-1 text-sm">
        <a href={`mailto:${account.email}`} className="underline underline-offset-4">
          {account.email}
        </a>{" "}
        · {account.role} · {t.joined} <time dateTime={account.createdAt}>{formatDate(account.createdAt)}</time> ·{" "}
        {t.posts(account.topicCount, account.replyCount)}
      </p>
      <FormMessage outcome={result} className="mt-3" />
      <div className="mt-4 flex flex-wrap items-start gap-3">
        <a href={`/community/moderation/accounts/${account.id}/export`} download className={buttonClass("secondary")}>
          <Download aria-hidden="true" className="size-4" />
          {t.export}
        </a>
      </div>
      <ActionPanel summary={t.edit} intent="update" id={account.id} open={result?.intent === "update" && !result.ok}>
        <ProfileFields idPrefix={`account-${account.id}`} labels={t} account={account} errors={errors} />
        <button type="submit" className={buttonClass("primary")}>
          {t.save}
        </button>
      </ActionPanel>
      <ActionPanel
        summary={t.delete}
        intent="delete"
        id={account.id}
        open={result?.intent === "delete" && !result.ok}
        danger
      >
        <p className="text-slate-700 dark:text-slate-300">{t.deleteWarning}</p>
        <div className="flex items-start gap-3">
          <input id={field("remove")} type="checkbox" name="removePosts" className="mt-1 size-5 accent-red-700" />
          <label htmlFor={field("remove")}>{t.removePosts}</label>
        </div>
        <Field
          id={field("confirm")}
          label={t.confirm(account.username)}
          name="confirm"
          required
          autoComplete="off"
          error={errors.confirm}
        />
        <button type="submit" className={dangerButtonClass}>
          {t.deleteButton}
        </button>
      </ActionPanel>
    </li>
  );
}

/** A disclosure holding one admin action's form on a member's card. */
function ActionPanel(props: {
  summary: string;
  intent: "update" | "delete";
  id: string;
  open: boolean;
  danger?: boolean;
  children: React.ReactNode;
}) {
  return (
    <details className="mt-4" open={props.open}>
      <summary className={cn("cursor-pointer font-medium underline", props.danger && "text-red-700 dark:text-red-300")}>
        {props.summary}
      </summary>
      <Form method="post" className="mt-3 space-y-4">
        <input type="hidden" name="intent" value={props.intent} />
        <input type="hidden" name="id" value={props.id} />
        {props.children}
      </Form>
    </details>
  );
}
