import { type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import { returnToCookie } from "#shared/auth/return-to.ts";
import { clientIpContext } from "#shared/request-context.ts";
import type { AuthService, Member, RequestMeta } from "./service.ts";

interface SessionRead {
  member: Member | null;
  setCookies: string[];
}

/**
 * The running server's auth service, given by the runtime when it starts (and taken back when it stops): this
 * module sits below the runtime that composes it, so it is handed what it reads rather than reading it back.
 * None while prerendering at build time, when no database is open.
 */
let sessions: AuthService | undefined;

export function serveSessions(service: AuthService | undefined): void {
  sessions = service;
}

// The layout's loader and the page's loader ask for the same request's member: read the session once.
const perRequest = new WeakMap<Request, Promise<SessionRead>>();

function readSession(service: AuthService, request: Request, refresh = true): Promise<SessionRead> {
  let read = perRequest.get(request);
  if (!read) {
    read = service.getMember(request.headers, { refresh });
    perRequest.set(request, read);
  }
  return read;
}

/** The signed-in member of this request, or null (always null while prerendering); the request counts as activity. */
export async function getMember(request: Request): Promise<Member | null> {
  if (!sessions) return null;
  return (await readSession(sessions, request)).member;
}

/**
 * The signed-in member, read for a request the page makes on its own (the navigation's check for new notices):
 * not a sign that anyone is at the screen, so it does not extend the session (issue 27, item 14).
 */
export async function peekMember(request: Request): Promise<Member | null> {
  if (!sessions) return null;
  return (await readSession(sessions, request, false)).member;
}

/**
 * Members-only routes: visitors are sent to /auth before any data is read; the page they asked for rides
 * along in a short-lived cookie, so that signing in brings them back to it (a page's data request names its
 * page without ".data"; the hub is where signing in goes anyway).
 */
export async function requireMember(request: Request): Promise<Member> {
  const member = await getMember(request);
  if (!member) {
    const url = new URL(request.url);
    url.searchParams.delete("_routes");
    const page = `${url.pathname.replace(/\.data$/, "")}${url.search}`;
    const cookie = request.method === "GET" && page !== "/community" ? returnToCookie(page) : undefined;
    throw redirect("/auth", cookie ? { headers: { "Set-Cookie": cookie } } : undefined);
  }
  return member;
}

/**
 * The root route's middleware, so it holds for every page, data request and resource route: whatever read the
 * session, the response carries the cookie of a session the read extended (else the browser would drop it at
 * its first lifetime and sign an active member out), and a response made for a signed-in member is kept out
 * of every cache.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  // A read that failed (the database is out of reach) already made its answer: nothing to add to the response.
  const read = await perRequest.get(request)?.catch(() => undefined);
  if (!read) return response;
  const { member, setCookies } = read;
  for (const cookie of setCookies) response.headers.append("Set-Cookie", cookie);
  if (member && !response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "private, no-store");
  return response;
};

export function requestMeta(request: Request, context: Readonly<RouterContextProvider>): RequestMeta {
  return {
    ip: context.get(clientIpContext),
    userAgent: request.headers.get("user-agent") ?? "",
    cookie: request.headers.get("cookie") ?? undefined,
  };
}
