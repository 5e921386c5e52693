import { data, redirect } from "react-router";
import { cardClass } from "#app/components/marketing/card.tsx";
import { EnrolForm } from "#app/features/programs/enrol-form.tsx";
import { SessionWords, sessionAvailability } from "#app/features/programs/session-list.tsx";
import { requestLanguage, useUi } from "#app/lib/language.tsx";
import { retryAfterHeaders } from "#app/lib/retry-after.ts";
import { staticPage } from "#app/lib/route-handle.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { contactDeps } from "#server/contact/deps.ts";
import { issueFormToken } from "#server/contact/token.ts";
import { readForm } from "#server/forms.ts";
import { submitEnrolment } from "#server/programs/enrolment.ts";
import { forgetPublicPrograms, sessionPageView } from "#server/programs/public-view.ts";
import { getSession } from "#server/programs/store.ts";
import { answerAction } from "#server/refusal.ts";
import { getConfig, getDb } from "#server/runtime.ts";
import { parseId } from "#shared/forum/schemas.ts";
import { pagePath } from "#shared/i18n/pages.ts";
import type { SessionText } from "#shared/programs/format.ts";
import { programPaths, programTermsSection } from "#shared/programs/schemas.ts";
import { programsText } from "#shared/programs/text.ts";
import { clientIpContext } from "#shared/request-context.ts";
import type { Route } from "./+types/program-session";

// A session's own page (/programs/sessions/:id, /es/programas/sesiones/:id), in the language of its address: what,
// when, where, for whom, what it costs, and the enrol form. Rendered per request (the form carries a signed time);
// like the contact page it ships no React.
export const handle = staticPage;

export async function loader({ request, params }: Route.LoaderArgs) {
  const lang = requestLanguage(request);
  const id = parseId(params.id);
  const session = id === undefined ? undefined : await getSession(getDb(), id);
  // A draft is for staff only: families find nothing there.
  if (!session || session.status === "draft") throw data(null, { status: 404 });
  return {
    lang,
    session: sessionPageView(session, lang),
    token: issueFormToken(contactDeps(getConfig(), getDb()).secret),
    // A form sent twice (or by a robot) is answered as sent: the family's e-mail has its private link.
    sent: new URL(request.url).searchParams.get("sent") === "1",
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = requestLanguage(request);
  const id = parseId(params.id);
  if (id === undefined) throw data(null, { status: 404 });
  const deps = contactDeps(getConfig(), getDb());
  const outcome = await submitEnrolment(
    { db: deps.db, secret: deps.secret, publicUrl: deps.publicUrl },
    id,
    await readForm(request),
    context.get(clientIpContext),
    lang,
  );
  if (outcome.ok) {
    forgetPublicPrograms();
    // Post, then redirect: the family lands on its private page (also in its e-mail), which says place or waitlist.
    if (outcome.token) return redirect(`${programPaths.enrolment(outcome.token, lang)}?new=1`, 303);
    return redirect(`${programPaths.session(id, lang)}?sent=1`, 303);
  }
  return answerAction(outcome);
}

export function headers(args: Route.HeadersArgs) {
  return retryAfterHeaders(args, { "Cache-Control": "no-store" });
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({
    title: loaderData.session.title.text,
    description: [loaderData.session.dates, loaderData.session.place].filter(Boolean).join(" · "),
    path: location.pathname,
  });
}

export default function ProgramSession({ loaderData, actionData }: Route.ComponentProps) {
  const { lang } = useUi();
  const t = programsText(lang);
  const { session, token, sent } = loaderData;
  // Words staff left empty in this language are the English ones, in a span that says so (SessionWords).
  const tbd = (value: SessionText) =>
    value.text ? <SessionWords value={value} /> : <span data-placeholder>{t.session.tbd}</span>;
  const facts: Array<[string, React.ReactNode]> = [
    [t.session.dates, session.dates],
    [t.session.schedule, tbd(session.schedule)],
    [t.session.place, tbd({ text: session.place })],
    [t.session.grades, tbd(session.grades)],
    [t.session.cost, tbd(session.cost)],
    ...(session.feeHelp.text ? [[t.session.feeHelp, tbd(session.feeHelp)] as [string, React.ReactNode]] : []),
    [t.session.instruction, session.instruction ?? ""],
    [t.session.capacity, session.ended ? t.sessions.ended : sessionAvailability(session, t.sessions)],
  ];
  const open = (session.status === "open" || session.status === "full") && !session.ended;
  const waitlist = session.status === "full" || session.placesLeft === 0 || session.waiting > 0;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <a
        href={pagePath("programs", lang)}
        className="font-semibold text-brand-700 underline underline-offset-2 dark:text-honey-300"
      >
        {t.session.back}
      </a>
      <h1 className="mt-4 text-balance font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl dark:text-white">
        <SessionWords value={session.title} />
      </h1>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <dl className={`${cardClass} h-fit space-y-4 p-6`}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="font-semibold text-slate-900 dark:text-white">{label}</dt>
              <dd className="mt-1 text-slate-700 dark:text-slate-300">{value}</dd>
            </div>
          ))}
        </dl>
        {sent && !actionData ? (
          <p role="status" className={`${cardClass} p-6 text-slate-700 dark:text-slate-300`}>
            {t.enrolment.justEnrolled}
          </p>
        ) : open ? (
          <EnrolForm
            t={t.form}
            lang={lang}
            action={programPaths.session(session.id, lang)}
            token={actionData?.token ?? token}
            privacyHref={pagePath("privacy", lang)}
            termsHref={`${pagePath("terms", lang)}#${programTermsSection}`}
            waitlist={waitlist}
            result={actionData}
          />
        ) : (
          <p className={`${cardClass} p-6 text-slate-700 dark:text-slate-300`}>
            {session.ended ? t.session.endedNotice : t.session.closedNotice}
          </p>
        )}
      </div>
    </div>
  );
}
