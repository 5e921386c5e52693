import { readFile } from "node:fs/promises";
import path from "node:path";
import { KeyRound } from "lucide-react";
import { data, Link } from "react-router";
import { isKeyPath } from "#app/content/curriculum/keys.ts";
import { noindexMeta } from "#app/lib/seo.ts";
import { getMember, requireMember } from "#server/auth/session.ts";
import { hasRole } from "#shared/auth/roles.ts";
import { educatorRequestPath } from "#shared/educator/request.ts";
import { keysDirContext } from "#shared/request-context.ts";
import type { Route } from "./+types/materials-key";

/**
 * A teacher or assessment key (issue 30). The public materials are static files; the keys are not, so their
 * addresses reach this route: an educator or staff member gets the file (kept out of every shared cache), a
 * visitor is sent to sign in and back, an ordinary member gets a page that says how to request access.
 */

const types: Record<string, string> = {
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".pdf": "application/pdf",
  ".zip": "application/zip",
};

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const { pathname } = new URL(request.url);
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    if (!isKeyPath(pathname)) return next();
    const member = await getMember(request);
    if (!hasRole(member, "educator")) return next();
    const file = path.join(context.get(keysDirContext), ...pathname.split("/").filter(Boolean));
    const body = await readFile(file).catch(() => null);
    if (!body) return next();
    const name = path.basename(pathname);
    return new Response(request.method === "HEAD" ? null : body, {
      headers: {
        "Content-Type": types[path.extname(name)] ?? "application/octet-stream",
        "Content-Disposition": `attachment; filename="${name}"`,
        "Content-Length": String(body.length),
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  },
];

export function meta() {
  return noindexMeta("For verified educators | GeneHive");
}

export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const address = pathname.replace(/\.data$/, "");
  if (!isKeyPath(address)) throw data(null, { status: 404 });
  await requireMember(request);
  return data({ file: path.basename(address) }, { status: 403, headers: { "Cache-Control": "private, no-store" } });
}

export default function KeyRefused({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <p className="flex items-center gap-2 font-semibold text-red-800 text-sm dark:text-red-300">
        <KeyRound aria-hidden="true" className="size-4" />
        For verified educators
      </p>
      <h1 className="mt-2 font-bold text-3xl text-slate-900 dark:text-white">This key is for verified educators</h1>
      <p className="mt-4 text-slate-700 dark:text-slate-300">
        <span className="break-all font-mono text-sm">{loaderData.file}</span> is a teacher key: it holds the answers,
        so it is kept from students. Your account does not have educator access yet.
      </p>
      <p className="mt-4 text-slate-700 dark:text-slate-300">
        Teachers and educators can request access from their settings (school or organisation, role, subject and
        grades). Staff check each request; a school e-mail address at a listed domain is approved at once.
      </p>
      <p className="mt-6">
        <Link
          to={educatorRequestPath}
          className="inline-flex items-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 dark:bg-honey-300 dark:text-slate-950"
        >
          Request educator access
        </Link>
      </p>
    </div>
  );
}
