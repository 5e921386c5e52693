import { Mail } from "lucide-react";
import { useContext } from "react";
import { redirect } from "react-router";
import { TextLink } from "#app/components/marketing/button-link.tsx";
import { CheckList } from "#app/components/marketing/check-list.tsx";
import { PageHero } from "#app/components/marketing/page-hero.tsx";
import { contactContent } from "#app/content/public/contact.ts";
import { localizedContent } from "#app/content/public/localized.ts";
import { programsContent } from "#app/content/public/programs.ts";
import { contactContentSchema, programsContentSchema } from "#app/content/public/schemas.ts";
import { site } from "#app/content/site.ts";
import { ContactForm, ContactToast } from "#app/features/contact/contact-form.tsx";
import { requestLanguage, useUi } from "#app/lib/language.tsx";
import { retryAfterHeaders } from "#app/lib/retry-after.ts";
import { loadAsDocument, staticPage } from "#app/lib/route-handle.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { contactDeps } from "#server/contact/deps.ts";
import { submitContact } from "#server/contact/submit.ts";
import { issueFormToken } from "#server/contact/token.ts";
import { readForm } from "#server/forms.ts";
import { answerAction } from "#server/refusal.ts";
import { getConfig, getDb } from "#server/runtime.ts";
import { senderTypeIds } from "#shared/contact/schemas.ts";
import { catalogue } from "#shared/i18n/catalogues.ts";
import { languageOfPath } from "#shared/i18n/languages.ts";
import { pagePath } from "#shared/i18n/pages.ts";
import { clientIpContext, NonceContext } from "#shared/request-context.ts";
import type { Route } from "./+types/contact";

// Rendered per request (each form carries a freshly signed "started at" time) but, like the prerendered
// pages, it ships no React: the form is plain HTML, and /contact.js only enhances it. The same module serves
// every language (/contact, /es/contacto): the page's words, the server's messages and the sender's confirmation
// e-mail are all in the language of the address.
export const handle = staticPage;
export const clientLoader = loadAsDocument;

const contentIn = localizedContent(
  "contact",
  contactContent,
  contactContentSchema,
  import.meta.glob("/app/content/public/*/contact.ts", { eager: true, import: "default" }),
);
const programsIn = localizedContent(
  "programs",
  programsContent,
  programsContentSchema,
  import.meta.glob("/app/content/public/*/programs.ts", { eager: true, import: "default" }),
);

export function meta({ location }: Route.MetaArgs) {
  const lang = languageOfPath(location.pathname);
  return pageMeta({ ...contentIn(lang).meta, path: pagePath("contact", lang) });
}

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = requestLanguage(request);
  const program = programsIn(lang).list.items.find((p) => p.id === url.searchParams.get("program"))?.id ?? "";
  // The form's choices in the page's language; the catalogue stays on the server.
  const senderTypes = senderTypeIds.map((id) => ({ id, label: catalogue(lang).contact.senderTypes[id] }));
  return {
    token: issueFormToken(contactDeps(getConfig(), getDb()).secret),
    program,
    sent: url.searchParams.get("sent") === "1",
    senderTypes,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = requestLanguage(request);
  const outcome = await submitContact(
    contactDeps(getConfig(), getDb()),
    await readForm(request),
    context.get(clientIpContext),
    lang,
  );
  // Post, then redirect: reloading the confirmation does not send the message again.
  if (outcome.ok) return redirect(`${pagePath("contact", lang)}?sent=1`, 303);
  return answerAction(outcome);
}

/** The signed timestamp must not be cached; a 429 tells the client when to try again. */
export function headers(args: Route.HeadersArgs) {
  return retryAfterHeaders(args, { "Cache-Control": "no-store" });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const nonce = useContext(NonceContext) || undefined;
  const { lang } = useUi();
  const content = contentIn(lang);
  const programs = programsIn(lang).list.items.map(({ id, title }) => ({ id, title }));
  const { hero, direct, next } = content;
  return (
    <>
      <PageHero hero={hero} />
      <div className="py-12 sm:py-16">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <ContactForm
            text={content}
            action={pagePath("contact", lang)}
            programs={programs}
            senderTypes={loaderData.senderTypes}
            token={actionData?.token ?? loaderData.token}
            program={loaderData.program}
            sent={loaderData.sent && !actionData}
            result={actionData}
          />
          <aside className="space-y-10">
            <div>
              <h2 className="font-bold text-slate-900 text-xl dark:text-white">{direct.title}</h2>
              <p className="mt-2 flex flex-wrap items-center gap-x-2 text-slate-700 dark:text-slate-300">
                <Mail aria-hidden="true" className="size-5 text-brand-700 dark:text-honey-300" />
                {direct.description} <TextLink href={`mailto:${site.contactEmail}`}>{site.contactEmail}</TextLink>
              </p>
            </div>
            <div>
              <h2 className="font-bold text-slate-900 text-xl dark:text-white">{next.title}</h2>
              <CheckList items={next.points} className="mt-4" />
              <p className="mt-4">
                <TextLink href={next.link.href}>{next.link.label}</TextLink>
              </p>
            </div>
          </aside>
        </div>
      </div>
      <ContactToast text={content} />
      <script src="/contact.js" nonce={nonce} defer />
    </>
  );
}
