import { type RouterContextProvider, redirect } from "react-router";
import { getAuthService, isStarted } from "#server/runtime.ts";
import { clientIpContext } from "#shared/request-context.ts";
import type { Member, RequestMeta } from "./service.ts";

// The layout's loader and the page's loader ask for the same request's member: read the session once.
const perRequest = new WeakMap<Request, Promise<Member | null>>();

/** The signed-in member of this request, or null (always null while prerendering). */
export function getMember(request: Request): Promise<Member | null> {
  if (!isStarted()) return Promise.resolve(null);
  let member = perRequest.get(request);
  if (!member) {
    member = getAuthService().getMember(request.headers);
    perRequest.set(request, member);
  }
  return member;
}

/** Members-only routes: visitors are sent to /auth before any data is read. */
export async function requireMember(request: Request): Promise<Member> {
  const member = await getMember(request);
  if (!member) throw redirect("/auth");
  return member;
}

export function requestMeta(request: Request, context: Readonly<RouterContextProvider>): RequestMeta {
  return {
    ip: context.get(clientIpContext),
    userAgent: request.headers.get("user-agent") ?? "",
    cookie: request.headers.get("cookie") ?? undefined,
  };
}
