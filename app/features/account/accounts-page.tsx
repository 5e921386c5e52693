import { Download } from "lucide-react";
import { useEffect } from "react";
import { Form, useActionData, useSearchParams } from "react-router";
import { toast } from "sonner";
import { TrailHeading } from "#app/components/ui/breadcrumbs.tsx";
import { Field, TextAreaField } from "#app/components/ui/field.tsx";
import { buttonClass, cardClass, inputClass, labelClass } from "#app/components/ui/styles.ts";
import { formatDate, formatDateTime } from "#app/features/forum/format.ts";
import { type AccountActionData, accountMessages } from "#shared/account/schemas.ts";
import type { AccountDetails } from "#shared/account/types.ts";
import { forumPaths } from "#shared/forum/paths.ts";
import { forumLimits } from "#shared/forum/schemas.ts";
import { adminText as t } from "./content.ts";
import { dangerButtonClass, FormStatus } from "./form-bits.tsx";

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

/** /community/moderation/accounts: admins find a member, edit their profile, download or delete their data. */
export function AccountsPage({ q, accounts, audit }: { q: string; accounts: AccountRow[]; audit: AuditRow[] }) {
  const result = useActionData<AccountActionData>();
  const [params] = useSearchParams();
  const deleted = params.get("deleted") === "1";
  useEffect(() => {
    if (result?.ok) toast.success(result.title, { description: result.description });
  }, [result]);
  useEffect(() => {
    if (deleted)
      toast.success(accountMessages.memberDeleted.title, { description: accountMessages.memberDeleted.description });
  }, [deleted]);
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <TrailHeading
        label={t.breadcrumbLabel}
        items={[{ to: forumPaths.moderation, label: t.moderation }, { label: t.breadcrumb }]}
        title={t.title}
      />
      {deleted && (
        <div className="mt-4">
          <FormStatus
            ok
            title={accountMessages.memberDeleted.title}
            message={accountMessages.memberDeleted.description}
          />
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
  const errors = result && !result.ok ? result.errors : {};
  const field = (name: string) => `account-${account.id}-${name}`;
  const status =
    result &&
    (result.ok
      ? { ok: true, title: result.title, message: result.description }
      : { ok: false, message: result.message });
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
      {status && (
        <div className="mt-3">
          <FormStatus {...status} />
        </div>
      )}
      <div className="mt-4 flex flex-wrap items-start gap-3">
        <a href={`/community/moderation/accounts/${account.id}/export`} download className={buttonClass("secondary")}>
          <Download aria-hidden="true" className="size-4" />
          {t.export}
        </a>
      </div>
      <details className="mt-4" open={result?.intent === "update" && !result.ok}>
        <summary className="cursor-pointer font-medium underline">{t.edit}</summary>
        <Form method="post" className="mt-3 space-y-4">
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="id" value={account.id} />
          <Field
            id={field("name")}
            label={t.name}
            name="name"
            required
            maxLength={100}
            defaultValue={account.name}
            error={errors.name}
          />
          <TextAreaField
            id={field("bio")}
            label={t.bio}
            name="bio"
            rows={3}
            maxLength={forumLimits.bioMax}
            defaultValue={account.bio}
            error={errors.bio}
          />
          <button type="submit" className={buttonClass("primary")}>
            {t.save}
          </button>
        </Form>
      </details>
      <details className="mt-4" open={result?.intent === "delete" && !result.ok}>
        <summary className="cursor-pointer font-medium text-red-700 underline dark:text-red-300">{t.delete}</summary>
        <Form method="post" className="mt-3 space-y-4">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={account.id} />
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
        </Form>
      </details>
    </li>
  );
}
