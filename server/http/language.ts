import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import { defaultLanguage, languageFromCookie, languageOfPath, languages } from "#shared/i18n/languages.ts";
import { isEnglishOnly, pagePath, shellLanguage } from "#shared/i18n/pages.ts";

/**
 * The home page in the language a visitor chose. `/` is one prerendered file for everybody; only a visitor who
 * chose another language with the switcher (a cookie, set by /site.js) is sent on to that language's home page
 * (/es). Never from Accept-Language: crawlers and shared links always get the page they asked for, and a request
 * without the cookie always gets the English `/`. `Vary: Cookie` keeps shared caches from mixing the two answers.
 * Also sends /es/ to /es, the address the Spanish home page is prerendered and listed at.
 */
export function languageHome(req: Request, res: Response, next: NextFunction) {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
  const home = languages.find((l) => l.prefix && req.path === `${l.prefix}/`);
  if (home) return res.redirect(301, pagePath("home", home.code) + query);
  if (req.path !== "/") return next();
  res.vary("Cookie");
  const chosen = languageFromCookie(req.headers.cookie);
  if (!chosen || chosen === defaultLanguage.code) return next();
  // The redirect depends on this visitor's cookie: no cache may keep it for anyone else.
  res.set("Cache-Control", "private, no-store");
  res.redirect(302, pagePath("home", chosen) + query);
}

/**
 * An English-only page is drawn in the reader's shell (decision 0029). Its prerendered copy has the English shell:
 * a reader whose shell is another language gets the page rendered for the request (`false` sends it on).
 */
export function servesPrerenderedShell(req: Request): boolean {
  return shellLanguage(req.path, req.headers.cookie) === languageOfPath(req.path);
}

/**
 * An English-only page, prerendered or not, varies with the shell cookie: no shared cache may hand one reader's
 * header to another.
 */
export function varyShell(req: Request, res: Response, next: NextFunction) {
  if ((req.method === "GET" || req.method === "HEAD") && !path.posix.extname(req.path) && isEnglishOnly(req.path)) {
    res.vary("Cookie");
  }
  next();
}
