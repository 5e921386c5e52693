import { Form } from "react-router";
import { buttonClass, inputClass, labelClass } from "#app/components/ui/styles.ts";
import { cn } from "#app/lib/cn.ts";
import { forumLimits } from "#shared/forum/schemas.ts";

type Hidden = Record<string, string | number>;

function HiddenFields({ fields }: { fields: Hidden }) {
  return Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

/** A one-click action on a post (delete, pin, lock…): a small form, so it works without JavaScript. */
export function IntentButton(props: {
  intent: string;
  label: string;
  fields?: Hidden;
  confirm?: string;
  danger?: boolean;
}) {
  const { intent, label, fields = {}, confirm, danger } = props;
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        if (confirm && !window.confirm(confirm)) event.preventDefault();
      }}
    >
      <HiddenFields fields={{ intent, ...fields }} />
      <button type="submit" className={cn("font-medium text-sm underline", danger && "text-red-700 dark:text-red-300")}>
        {label}
      </button>
    </Form>
  );
}

/** Edit a topic (title and message) or a reply (message), folded away until asked for. */
export function EditPostForm(props: {
  intent: string;
  summary: string;
  submitLabel: string;
  idPrefix: string;
  body: string;
  title?: string;
  fields?: Hidden;
  rows: number;
}) {
  const { intent, summary, submitLabel, idPrefix, body, title, fields = {}, rows } = props;
  return (
    <details className="w-full text-sm">
      <summary className="cursor-pointer font-medium underline">{summary}</summary>
      <Form method="post" className="mt-3 space-y-3">
        <HiddenFields fields={{ intent, ...fields }} />
        {title !== undefined && (
          <>
            <label htmlFor={`${idPrefix}-title`} className={labelClass}>
              Title
            </label>
            <input
              id={`${idPrefix}-title`}
              name="title"
              defaultValue={title}
              required
              maxLength={forumLimits.titleMax}
              className={inputClass}
            />
          </>
        )}
        <label htmlFor={`${idPrefix}-body`} className={labelClass}>
          {title !== undefined ? "Message" : "Reply"}
        </label>
        <textarea
          id={`${idPrefix}-body`}
          name="body"
          defaultValue={body}
          required
          rows={rows}
          maxLength={forumLimits.bodyMax}
          className={inputClass}
        />
        <button type="submit" className={buttonClass("primary")}>
          {submitLabel}
        </button>
      </Form>
    </details>
  );
}

export function ReportForm({ replyId }: { replyId?: number }) {
  const id = `report-${replyId ?? "topic"}`;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium underline">Report</summary>
      <Form method="post" className="mt-2 space-y-2">
        <HiddenFields fields={replyId ? { intent: "report", replyId } : { intent: "report" }} />
        <label htmlFor={id} className={labelClass}>
          What is wrong with this post?
        </label>
        <textarea
          id={id}
          name="reason"
          required
          minLength={forumLimits.reasonMin}
          maxLength={forumLimits.reasonMax}
          rows={2}
          className={inputClass}
        />
        <button type="submit" className={buttonClass("secondary")}>
          Send report
        </button>
      </Form>
    </details>
  );
}
