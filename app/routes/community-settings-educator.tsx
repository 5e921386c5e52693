import { GraduationCap } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import { Field } from "#app/components/ui/field.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { buttonClass, cardClass } from "#app/components/ui/styles.ts";
import { VerificationReminder } from "#app/features/auth/verification-reminder.tsx";
import { noindexMeta } from "#app/lib/seo.ts";
import { requireMember } from "#server/auth/session.ts";
import { educatorRequestOf, requestEducatorAccess } from "#server/educator/access.ts";
import { readForm } from "#server/forms.ts";
import { getConfig, getDb } from "#server/runtime.ts";
import { hasRole } from "#shared/auth/roles.ts";
import { type EducatorRequestField, educatorRequestLimits, educatorRequestSchema } from "#shared/educator/request.ts";
import type { Route } from "./+types/community-settings-educator";

export function meta() {
  return noindexMeta("Educator access | GeneHive");
}

/** Staff's decision is mailed only to a confirmed address (server/educator/access.ts); notifications always come. */
const hearing = (verified: boolean) =>
  verified
    ? "You will hear by e-mail and in your notifications."
    : "You will hear in your notifications, and by e-mail once your address is confirmed.";

const statusText = {
  pending: "Your request is waiting for staff.",
  approved: "You have educator access: unit and phase pages list the teacher keys and a keys zip for you.",
  declined: "Staff could not verify your last request. You may send a new one with more detail.",
  revoked: "Staff withdrew your educator access. You may send a new request.",
} as const;

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const current = await educatorRequestOf(getDb(), member.id);
  return {
    request: current,
    educator: hasRole(member, "educator"),
    staff: hasRole(member, "moderator"),
    verified: member.emailVerified,
    sent: new URL(request.url).searchParams.get("sent"),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const member = await requireMember(request);
  const form = await readForm(request);
  const values = Object.fromEntries(
    (["organisation", "position", "subjects", "schoolEmail"] as const).map((k) => [k, String(form.get(k) ?? "")]),
  ) as Record<EducatorRequestField, string>;
  const parsed = educatorRequestSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Partial<Record<EducatorRequestField, string>> = {};
    for (const issue of parsed.error.issues) errors[issue.path[0] as EducatorRequestField] ??= issue.message;
    return data({ errors, values }, { status: 400 });
  }
  const config = getConfig();
  const outcome = await requestEducatorAccess(getDb(), member, parsed.data, {
    domains: config.EDUCATOR_EMAIL_DOMAINS,
    publicUrl: config.publicUrl,
  });
  return redirect(`/community/settings/educator?sent=${outcome.status}`);
}

export default function EducatorRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { request: current, educator, staff, verified, sent } = loaderData;
  const errors: Partial<Record<EducatorRequestField, string>> = actionData?.errors ?? {};
  const values = actionData?.values ?? current ?? undefined;
  const status = current?.status;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <p>
        <Link to="/community/settings" className="font-semibold text-sm underline underline-offset-4">
          Back to settings
        </Link>
      </p>
      <h1 className="mt-4 flex items-center gap-3 font-bold text-3xl text-slate-900 dark:text-white">
        <GraduationCap aria-hidden="true" className="size-8 shrink-0" />
        Educator access
      </h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">
        Teacher keys and assessment keys hold the answers, so they are kept for verified educators. Tell us where and
        what you teach; staff check each request (a verified address at a school domain the site lists is approved at
        once). What you enter here is used only to verify you, as the privacy notice explains.
      </p>
      <div className="mt-6 space-y-4">
        {sent === "approved" && (
          <FormMessage
            outcome={{
              ok: true,
              title: "Educator access granted",
              message: "Your verified school address approved it at once.",
            }}
          />
        )}
        {sent === "pending" && (
          <FormMessage
            outcome={{
              ok: true,
              title: "Request sent",
              message: `Staff will look at it. ${hearing(verified)}`,
            }}
          />
        )}
        {staff ? (
          <FormMessage
            outcome={{ ok: true, title: "Staff account", message: "As staff you already have access to every key." }}
          />
        ) : educator ? (
          <FormMessage outcome={{ ok: true, title: "Educator access", message: statusText.approved }} />
        ) : status ? (
          <p className="text-slate-700 dark:text-slate-300" data-educator-status={status}>
            {statusText[status]} {status === "pending" && sent !== "pending" ? hearing(verified) : ""}
          </p>
        ) : null}
      </div>
      {!verified && !educator && !staff && (
        <VerificationReminder
          className="mt-6"
          why="You can send your request now; confirming your address lets staff's decision reach you by e-mail too."
        />
      )}
      {!educator && !staff && (
        <Form method="post" noValidate className={`${cardClass} mt-6 space-y-5`} aria-labelledby="educator-form-title">
          <h2 id="educator-form-title" className="font-semibold text-slate-900 text-xl dark:text-white">
            {status ? "Send a new request" : "Request educator access"}
          </h2>
          <Field
            id="organisation"
            name="organisation"
            label="School or organisation"
            required
            maxLength={educatorRequestLimits.text}
            autoComplete="organization"
            defaultValue={values?.organisation ?? ""}
            error={errors.organisation}
          />
          <Field
            id="position"
            name="position"
            label="Your role"
            hint="For example: biology teacher, science coordinator, after-school program lead."
            required
            maxLength={educatorRequestLimits.text}
            autoComplete="organization-title"
            defaultValue={values?.position ?? ""}
            error={errors.position}
          />
          <Field
            id="subjects"
            name="subjects"
            label="Subject and grades"
            hint="For example: Biology, grades 9-10."
            required
            maxLength={educatorRequestLimits.text}
            defaultValue={values?.subjects ?? ""}
            error={errors.subjects}
          />
          <Field
            id="schoolEmail"
            name="schoolEmail"
            type="email"
            label="School e-mail address (optional)"
            hint="Helps staff verify you. It is not used to write to you."
            maxLength={educatorRequestLimits.email}
            autoComplete="work email"
            defaultValue={values?.schoolEmail ?? ""}
            error={errors.schoolEmail}
          />
          <button type="submit" className={buttonClass("primary")}>
            Send request
          </button>
        </Form>
      )}
    </div>
  );
}
