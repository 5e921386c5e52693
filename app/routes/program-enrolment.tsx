import { data, redirect } from "react-router";
import { cardClass } from "#app/components/marketing/card.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { buttonClass } from "#app/components/ui/styles.ts";
import { requestLanguage, useUi } from "#app/lib/language.tsx";
import { staticPage } from "#app/lib/route-handle.ts";
import { noindexMeta } from "#app/lib/seo.ts";
import { contactDeps } from "#server/contact/deps.ts";
import { readForm } from "#server/forms.ts";
import { actOnEnrolment, enrolmentByToken, type FamilyAction } from "#server/programs/enrolment.ts";
import { forgetPublicPrograms } from "#server/programs/public-view.ts";
import { getSession } from "#server/programs/store.ts";
import { getConfig, getDb } from "#server/runtime.ts";
import { pagePath } from "#shared/i18n/pages.ts";
import { formatDay, formatDays, formatMoment, sessionText } from "#shared/programs/format.ts";
import { programPaths } from "#shared/programs/schemas.ts";
import { programsText } from "#shared/programs/text.ts";
import type { Route } from "./+types/program-enrolment";

// The family's private page, reached only through the link in their e-mail: what we keep about the enrolment,
// its place or waitlist position, and buttons to accept a freed place, cancel, or delete everything now.
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
      offerExpiresAt: enrolment.offerExpiresAt ? formatMoment(new Date(enrolment.offerExpiresAt), lang) : null,
      deleteOn: formatDay(enrolment.deleteOn, lang),
    },
    session: session && {
      title: sessionText(session.details, "title", lang),
      dates: formatDays(session.startsOn, session.endsOn, lang),
      place: session.place,
      href: programPaths.session(session.id, lang),
    },
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const lang = requestLanguage(request);
  const intent = (await readForm(request)).get("intent");
  if (intent !== "accept" && intent !== "cancel" && intent !== "delete") throw data(null, { status: 400 });
  const { db, publicUrl } = contactDeps(getConfig(), getDb());
  const done = await actOnEnrolment({ db, publicUrl }, params.token, intent as FamilyAction);
  if (done) forgetPublicPrograms();
  if (intent === "delete" && done) return redirect(`${programPaths.enrolment(params.token, lang)}?deleted=1`, 303);
  return redirect(programPaths.enrolment(params.token, lang), 303);
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

export default function ProgramEnrolment({ loaderData }: Route.ComponentProps) {
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
  const { enrolment: x, session, justEnrolled } = loaderData;
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
  return shell(
    <>
      {justEnrolled && <FormMessage outcome={{ ok: true, message: e.justEnrolled }} className="mt-4 p-4 text-base" />}
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
      <div className="mt-6 flex flex-wrap gap-3">
        {x.status === "offered" && (
          <form method="post">
            <button type="submit" name="intent" value="accept" className={buttonClass("primary")}>
              {e.accept}
            </button>
          </form>
        )}
        {x.status !== "cancelled" && (
          <form method="post">
            <button type="submit" name="intent" value="cancel" className={buttonClass("secondary")}>
              {e.cancel}
            </button>
          </form>
        )}
      </div>
      {x.status !== "cancelled" && (
        <p data-cancel-hint className="mt-2 text-slate-700 text-sm dark:text-slate-300">
          {e.cancelHint[x.status]}
        </p>
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
        <form method="post" className="mt-6">
          <button
            type="submit"
            name="intent"
            value="delete"
            className="inline-flex min-h-11 items-center justify-center rounded-lg border border-red-700 bg-white px-5 font-semibold text-red-800 text-sm hover:bg-red-50 dark:border-red-400 dark:bg-slate-900 dark:text-red-200 dark:hover:bg-red-950"
          >
            {e.remove}
          </button>
          <p className="mt-2 text-slate-700 text-sm dark:text-slate-300">{e.removeHint}</p>
        </form>
      </section>
    </>,
  );
}
