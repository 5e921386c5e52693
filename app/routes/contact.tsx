import { Mail } from "lucide-react";
import { useContext } from "react";
import { data, redirect } from "react-router";
import { TextLink } from "#app/components/marketing/button-link.tsx";
import { CheckList } from "#app/components/marketing/check-list.tsx";
import { PageHero } from "#app/components/marketing/page-hero.tsx";
import { contactContent as content } from "#app/content/public/contact.ts";
import { programsContent } from "#app/content/public/programs.ts";
import { site } from "#app/content/site.ts";
import { ContactForm, ContactToast } from "#app/features/contact/contact-form.tsx";
import { staticPage } from "#app/lib/route-handle.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { contactDeps } from "#server/contact/deps.ts";
import { submitContact } from "#server/contact/submit.ts";
import { issueFormToken } from "#server/contact/token.ts";
import { readForm } from "#server/forms.ts";
import { clientIpContext, NonceContext } from "#shared/request-context.ts";
import type { Route } from "./+types/contact";

// Rendered per request (each form carries a freshly signed "started at" time) but, like the prerendered
// pages, it ships no React: the form is plain HTML, and /contact.js only enhances it.
export const handle = staticPage;

const programs = programsContent.list.items.map(({ id, title }) => ({ id, title }));

export function meta() {
  return pageMeta({ ...content.meta, path: "/contact" });
}

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const program = programs.find((p) => p.id === params.get("program"))?.id ?? "";
  return { token: issueFormToken(contactDeps().secret), program, sent: params.get("sent") === "1" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await submitContact(contactDeps(), await readForm(request), context.get(clientIpContext));
  // Post, then redirect: reloading the confirmation does not send the message again.
  if (outcome.ok) return redirect("/contact?sent=1", 303);
  const headers: HeadersInit = outcome.retryAfter ? { "Retry-After": String(outcome.retryAfter) } : {};
  return data(outcome.data, { status: outcome.status, headers });
}

/** The signed timestamp must not be cached; a 429 tells the client when to try again. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return { "Cache-Control": "no-store", ...(retryAfter ? { "Retry-After": retryAfter } : {}) };
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const nonce = useContext(NonceContext) || undefined;
  const { hero, direct, next } = content;
  return (
    <>
      <PageHero hero={hero} />
      <div className="py-12 sm:py-16">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <ContactForm
            text={content}
            programs={programs}
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
