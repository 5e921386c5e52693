import type { MiddlewareFunction } from "react-router";
import { outage } from "#shared/outage.ts";
import { retryAfter } from "#shared/retry-after.ts";
import { databaseDown, isOutage, serviceUnavailable } from "./outage.ts";

/**
 * The first query of an outage can fail after the member was recognised without the database (a session this
 * process read seconds ago): the page's loader then throws the driver's error, which React Router would draw as
 * a 500. That query marked the database down, so such an answer becomes the outage's 503 (the root error
 * boundary's page). A resource route's error reaches here as itself.
 */
const outageIsUnavailable: MiddlewareFunction<Response> = async (_args, next) => {
  let response: Response;
  try {
    response = await next();
  } catch (error) {
    if (isOutage(error)) throw serviceUnavailable();
    throw error;
  }
  if (response.status === 500 && databaseDown()) throw serviceUnavailable();
  return response;
};

/**
 * React Router draws a 503 thrown by a middleware without the headers it was thrown with: every outage answer
 * says when to try again.
 */
const retryAfterOnOutage: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  if (response.status === 503 && !response.headers.has("Retry-After")) {
    for (const [name, value] of Object.entries(retryAfter(outage.retryAfterSeconds))) response.headers.set(name, value);
  }
  return response;
};

/** The root's middleware for outages, outermost first. */
export const outageMiddleware = [retryAfterOnOutage, outageIsUnavailable];

/**
 * The same for the pages under a layout: thrown there, the 503 is drawn with the root's data (the site's
 * navigation), which a middleware of the root's own would discard.
 */
export const layoutOutageMiddleware = [outageIsUnavailable];
