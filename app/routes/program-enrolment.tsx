import { data, redirect } from "react-router";
import { cardClass } from "#app/components/marketing/card.tsx";
import { ConfirmBox } from "#app/components/ui/confirm-box.tsx";
import { ErrorSummary, FormMessage } from "#app/components/ui/form-message.tsx";
import { buttonClass } from "#app/components/ui/styles.ts";
import { FamilyField } from "#app/features/programs/enrol-form.tsx";
import { requestLanguage, useUi } from "#app/lib/language.tsx";
import { staticPage } from "#app/lib/route-handle.ts";
import { noindexMeta } from "#app/lib/seo.ts";
import { contactDeps } from "#server/contact/deps.ts";
import { answerOutageBesideForm } from "#server/db/outage.ts";
import { readForm } from "#server/forms.ts";
import {
  actOnEnrolment,
  changeFamilyDetails,
  enrolmentByToken,
  type FamilyAction,
} from "#server/programs/enrolment.ts";
import { forgetPublicPrograms } from "#server/programs/public-view.ts";
import { getSession } from "#server/programs/store.ts";
import { answerAction } from "#server/refusal.ts";
import { getConfig, getDb } from "#server/runtime.ts";
import type { FormOutcome } from "#shared/action-outcome.ts";
import { pagePath } from "#shared/i18n/pages.ts";
import { formatDay, formatDays, formatMoment, sessionEnded, sessionText } from "#shared/programs/format.ts";
import { type FamilyDetailField, familyDetailFields, programPaths } from "#shared/programs/schemas.ts";
import { programsText } from "#shared/programs/text.ts";
import type { Route } from "./+types/program-enrolment";

// The family's private page, reached only through the link in their e-mail: what we keep about the enrolment,
// its place or waitlist position, a form to change the details a family may change, and buttons to accept a freed
// place, cancel, or delete everything now. Cancelling and deleting cannot be undone: each needs its box ticked,
// which the server checks too.
export const handle = staticPage;

export async function loader({ request, params }: Route.LoaderArgs) {
  const lang = requestLanguage(request);
  const search = new URL(request.url).searchParams;
  if (search.get("deleted") === "1") return { lang, deleted: true as const };
  const enrolment = await enrolmentByToken(getDb(), params.token);
  if (!enrolment) return data({ lang, notFound: true as const }, { status: 404 });
  const session = await getSession(getDb(), enrolment.sessionId);
  return {
    lang,
    justEnrolled: search.get("new") === "1",
    enrolment: {
      ...enrolment,
      offerExpiresAt: enrolment.offerExpiresAt
        ? formatMoment(new Date(enrolment.offerExpiresAt), lang, getConfig().SITE_TIME_ZONE)
        : null,
      deleteOn: formatDay(enrolment.deleteOn, lang),
      changeable: enrolment.status !== "cancelled" && !sessionEnded(enrolment.endsOn),
    },
    changed: search.get("changed") === "1",
    session: session && {
      title: sessionText(session.details, "title", lang),
      dates: formatDays(session.startsOn, session.endsOn, lang),
      place: session.place,
      href: programPaths.session(session.id, lang),
    },
  };
}

/** What the page's forms answer when they do not redirect: which form, and why not. */
type EnrolmentActionData = FormOutcome<FamilyDetailField | "confirm">;

export async function action({ request, params }: Route.ActionArgs) {
  const lang = requestLanguage(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent !== "change" && intent !== "accept" && intent !== "cancel" && intent !== "delete")
    throw data(null, { status: 400 });
  const refuse = (status: number, outcome: Omit<EnrolmentActionData, "ok" | "intent">) =>
    answerAction<EnrolmentActionData>({ status, data: { ok: false, intent, ...outcome } });
  const values =
    intent === "change" ? Object.fromEntries(familyDetailFields.map((f) => [f, String(form.get(f) ?? "")])) : {};
  return answerOutageBesideForm(
    async () => {
      if (intent === "change") {
        const changed = await changeFamilyDetails(getDb(), params.token, form, lang);
        if (!changed.ok) return refuse(changed.status, changed.data);
        return redirect(`${programPaths.enrolment(params.token, lang)}?changed=1`, 303);
      }
      // Nothing that cannot be undone happens by a stray click: the box says what will happen.
      if (intent !== "accept" && form.get("confirm") !== "yes")
        return refuse(400, { errors: { confirm: programsText(lang).enrolment.confirmRequired } });
      const { db, publicUrl } = contactDeps(getConfig(), getDb());
      const done = await actOnEnrolment({ db, publicUrl }, params.token, intent as FamilyAction);
      if (done) forgetPublicPrograms();
      if (intent === "delete" && done) return redirect(`${programPaths.enrolment(params.token, lang)}?deleted=1`, 303);
      return redirect(programPaths.enrolment(params.token, lang), 303);
    },
    { intent, values },
  );
}

/**
 * The address holds the family's secret: never cached, never sent on to another site. `same-origin`, not
 * `no-referrer`: with no referrer at all, the browser sends `Origin: null` with the page's own forms.
 */
export function headers() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };
}

export function meta({ location }: Route.MetaArgs) {
  const lang = location.pathname.startsWith("/es/") ? "es" : "en";
  return noindexMeta(`${programsText(lang).enrolment.title} | GeneHive`);
}

export default function ProgramEnrolment({ loaderData, actionData }: Route.ComponentProps) {
  const { lang } = useUi();
  const t = programsText(lang);
  const e = t.enrolment;
  const f = t.form;
  const programsHref = pagePath("programs", lang);
  const shell = (children: React.ReactNode) => (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight dark:text-white">{e.title}</h1>
      {children}
      <p className="mt-8">
        <a
          href={programsHref}
          className="font-semibold text-brand-700 underline underline-offset-2 dark:text-honey-300"
        >
          {t.session.back}
        </a>
      </p>
    </div>
  );
  if ("deleted" in loaderData)
    return shell(
      <p className="mt-4 text-lg" role="status">
        {e.deleted}
      </p>,
    );
  // An old link (an offer's e-mail replaces the link sent before it) is the usual way here: say so first.
  if ("notFound" in loaderData)
    return shell(
      <div data-enrolment-not-found className="mt-4 space-y-3 text-slate-700 dark:text-slate-300">
        <p className="font-semibold text-lg text-slate-900 dark:text-white">{e.notFound}</p>
        <p>{e.notFoundReplaced}</p>
        <p>{e.notFoundOther}</p>
        <p>
          {e.notFoundHelp}{" "}
          <a
            href={pagePath("contact", lang)}
            className="font-semibold text-brand-700 underline underline-offset-2 dark:text-honey-300"
          >
            {e.notFoundContact}
          </a>
          .
        </p>
      </div>,
    );
  const { enrolment: x, session, justEnrolled, changed } = loaderData;
  const answer = actionData as EnrolmentActionData | undefined;
  const answerTo = (intent: string) => (answer?.intent === intent ? answer : undefined);
  const status =
    x.status === "confirmed"
      ? e.confirmed(x.childFirstName)
      : x.status === "waitlist"
        ? e.waitlist(x.childFirstName, x.position ?? 1)
        : x.status === "offered"
          ? e.offered(x.childFirstName, x.offerExpiresAt ?? "")
          : e.cancelled;
  const kept: Array<[string, string]> = [
    [f.labels.guardianName, x.guardianName],
    [f.labels.guardianEmail, x.guardianEmail],
    [f.labels.guardianPhone, x.guardianPhone || "—"],
    [f.labels.language, f.languages[x.language]],
    [f.labels.childFirstName, x.childFirstName],
    [f.labels.childGrade, f.grades[x.childGrade] ?? x.childGrade],
    [f.labels.school, x.school || "—"],
    [f.labels.notes, x.notes || "—"],
    [f.labels.photoConsent, x.photoConsent ? e.yes : e.no],
  ];
  const change = answerTo("change");
  // The form starts from what we keep; after a refusal, from what the family typed.
  const current: Record<FamilyDetailField, string> = {
    guardianPhone: x.guardianPhone,
    childGrade: x.childGrade,
    school: x.school,
    language: x.language,
    notes: x.notes,
    photoConsent: x.photoConsent ? "yes" : "",
  };
  return shell(
    <>
      {justEnrolled && <FormMessage outcome={{ ok: true, message: e.justEnrolled }} className="mt-4 p-4 text-base" />}
      {changed && <FormMessage outcome={{ ok: true, message: e.changed }} className="mt-4 p-4 text-base" />}
      {session && (
        <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
          <a
            href={session.href}
            lang={session.title.lang}
            className="font-semibold text-brand-700 underline underline-offset-2 dark:text-honey-300"
          >
            {session.title.text}
          </a>{" "}
          · {session.dates}
          {session.place ? ` · ${session.place}` : ""}
        </p>
      )}
      <p data-enrolment-status={x.status} className="mt-4 font-semibold text-slate-900 text-xl dark:text-white">
        {status}
      </p>
      {/* Changes sent from a page opened before the enrolment was cancelled: the form is gone, the answer is not. */}
      {change && !x.changeable && <FormMessage outcome={change} className="mt-4 p-4 text-base" />}
      {x.status === "offered" && (
        <form method="post" className="mt-6">
          <button type="submit" name="intent" value="accept" className={buttonClass("primary")}>
            {e.accept}
          </button>
        </form>
      )}
      {x.status !== "cancelled" && (
        <ConfirmedAction
          intent="cancel"
          confirm={e.cancelConfirm[x.status](x.childFirstName)}
          hint={e.cancelHint[x.status]}
          error={answerTo("cancel")?.errors?.confirm}
          className="mt-6"
        >
          <button type="submit" name="intent" value="cancel" className={buttonClass("secondary")}>
            {e.cancel}
          </button>
        </ConfirmedAction>
      )}
      <section className={`${cardClass} mt-8 p-6`}>
        <h2 className="font-bold text-slate-900 text-xl dark:text-white">{e.details}</h2>
        {/* Labels in a column of at most 14rem (the photo question wraps in it), answers in the rest: an e-mail
            address keeps the room it needs. Notes keep the family's line breaks, as on the staff's roster. */}
        <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
          {kept.map(([label, value]) => (
            <div key={label} className="sm:contents">
              <dt className="font-semibold text-slate-900 dark:text-white">{label}</dt>
              <dd className="whitespace-pre-line wrap-anywhere text-slate-700 dark:text-slate-300">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-slate-700 text-sm dark:text-slate-300">{e.keptUntil(x.deleteOn)}</p>
        {x.changeable && (
          <details data-change-details open={change !== undefined} className="mt-6">
            <summary className="cursor-pointer font-semibold text-brand-700 underline underline-offset-2 dark:text-honey-300">
              {e.change}
            </summary>
            <form method="post" noValidate className="mt-4 space-y-5">
              <p className="text-slate-700 dark:text-slate-300">{e.changeIntro}</p>
              <ErrorSummary
                outcome={change}
                heading={change?.errors && Object.keys(change.errors).length ? e.changeErrors : f.errorSummary}
                fieldId={(field) => `enrol-${field}`}
              />
              {familyDetailFields.map((field) => (
                <FamilyField
                  key={field}
                  field={field}
                  t={f}
                  lang={lang}
                  values={change?.values ?? current}
                  errors={change?.errors ?? {}}
                />
              ))}
              <button type="submit" name="intent" value="change" className={buttonClass("primary")}>
                {e.changeSave}
              </button>
            </form>
          </details>
        )}
        <ConfirmedAction
          intent="delete"
          confirm={e.removeConfirm}
          hint={e.removeHint}
          error={answerTo("delete")?.errors?.confirm}
          className="mt-8 border-slate-200 border-t pt-6 dark:border-slate-700"
        >
          <button
            type="submit"
            name="intent"
            value="delete"
            className="inline-flex min-h-11 items-center justify-center rounded-lg border border-red-700 bg-white px-5 font-semibold text-red-800 text-sm hover:bg-red-50 dark:border-red-400 dark:bg-slate-900 dark:text-red-200 dark:hover:bg-red-950"
          >
            {e.remove}
          </button>
        </ConfirmedAction>
      </section>
    </>,
  );
}

/**
 * A form whose step cannot be undone: a box that says what will happen, which must be ticked (the server checks it
 * too), the button, and what follows. Works without JavaScript.
 */
function ConfirmedAction(props: {
  intent: string;
  confirm: string;
  hint: string;
  error?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <form method="post" data-confirmed-action={props.intent} className={props.className}>
      <ConfirmBox id={`${props.intent}-confirm`} label={props.confirm} error={props.error} />
      <div className="mt-3">{props.children}</div>
      <p data-action-hint={props.intent} className="mt-2 text-slate-700 text-sm dark:text-slate-300">
        {props.hint}
      </p>
    </form>
  );
}
