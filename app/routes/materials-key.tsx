import { readFile } from "node:fs/promises";
import path from "node:path";
import { KeyRound } from "lucide-react";
import { data, Link } from "react-router";
import { buttonClass } from "#app/components/ui/styles.ts";
import { isKeyPath } from "#app/content/curriculum/keys.ts";
import { VerificationReminder } from "#app/features/auth/verification-reminder.tsx";
import { noindexMeta } from "#app/lib/seo.ts";
import { getMember } from "#server/auth/session.ts";
import { returnToCookie } from "#shared/auth/return-to.ts";
import { hasRole } from "#shared/auth/roles.ts";
import { educatorRequestPath } from "#shared/educator/request.ts";
import { keysDirContext } from "#shared/request-context.ts";
import type { Route } from "./+types/materials-key";

/**
 * A teacher or assessment key (issue 30). The public materials are static files; the keys are not, so their
 * addresses reach this route: an educator or staff member gets the file (kept out of every shared cache); anyone
 * else gets a page that says what the key is and what to do next.
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

/**
 * Who is refused, so the page can say what to do next: a visitor signs in (and comes back to the key, by the
 * return-to cookie requireMember would set), a member whose address is unconfirmed confirms it, a member asks.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const address = pathname.replace(/\.data$/, "");
  if (!isKeyPath(address)) throw data(null, { status: 404 });
  const member = await getMember(request);
  const viewer = !member ? "visitor" : member.emailVerified ? "member" : "unconfirmed";
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  const back = viewer === "visitor" && request.method === "GET" ? returnToCookie(address) : undefined;
  if (back) headers.set("Set-Cookie", back);
  return data({ file: path.basename(address), viewer }, { status: 403, headers });
}

/** The loader's: kept out of every cache, and the way back after signing in. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function KeyRefused({ loaderData }: Route.ComponentProps) {
  const { file, viewer } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <p className="flex items-center gap-2 font-semibold text-red-800 text-sm dark:text-red-300">
        <KeyRound aria-hidden="true" className="size-4" />
        For verified educators
      </p>
      <h1 className="mt-2 font-bold text-3xl text-slate-900 dark:text-white">This key is for verified educators</h1>
      <p className="mt-4 text-slate-700 dark:text-slate-300">
        <span className="break-all font-mono text-sm">{file}</span> is a teacher key: it holds the answers, so it is
        kept from students.{" "}
        {viewer === "visitor"
          ? "Sign in with an account that has educator access and the download starts."
          : "Your account does not have educator access yet."}
      </p>
      <p className="mt-4 text-slate-700 dark:text-slate-300">
        {viewer === "visitor"
          ? "New here? Create a free account, confirm your e-mail address, then request"
          : "Request"}{" "}
        educator access from your settings (school or organisation, role, subject and grades). Staff check each request;
        a confirmed school e-mail address at a listed domain is approved at once.
      </p>
      {viewer === "unconfirmed" && (
        <VerificationReminder
          className="mt-6"
          why="You can request access now; confirming your address lets staff's decision reach you by e-mail too."
        />
      )}
      <p className="mt-6 flex flex-wrap gap-3">
        {viewer === "visitor" ? (
          <Link to="/auth" className={buttonClass("primary")}>
            Sign in or create an account
          </Link>
        ) : (
          <Link to={educatorRequestPath} className={buttonClass("primary")}>
            Request educator access
          </Link>
        )}
      </p>
    </div>
  );
}
