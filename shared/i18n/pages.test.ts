import { describe, expect, it } from "vitest";
import { formatDate, formatNumber, formatPercent } from "./intl.ts";
import { languageFromCookie, languageOfPath, languages } from "./languages.ts";
import {
  alternatesOf,
  isEnglishOnly,
  languageOfHref,
  localizedPages,
  localizeHref,
  pageAt,
  pagePath,
  shellLanguage,
  switchTargets,
} from "./pages.ts";

describe("the table of translated pages", () => {
  it("gives every page one address per language, unique, under the language's prefix", () => {
    const all = localizedPages();
    expect(new Set(all.map((p) => p.path)).size).toBe(all.length);
    for (const { lang, path } of all) {
      expect(languageOfPath(path), path).toBe(lang);
      expect(path).toMatch(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/);
    }
    expect(all.filter((p) => p.lang === "en").map((p) => p.path)).toEqual([
      "/",
      "/courses",
      "/pbl-course",
      "/biomimetic-course",
      "/why-genehive",
      "/tools",
      "/impact",
      "/programs",
      "/contact",
      "/faq",
      "/privacy",
      "/terms",
    ]);
  });

  it("finds a page and its translations by address", () => {
    expect(pageAt("/es/cursos")).toEqual({ page: "courses", lang: "es" });
    expect(pageAt("/courses/")).toEqual({ page: "courses", lang: "en" });
    expect(switchTargets("/courses/")).toEqual([{ lang: "es", name: "Español", path: "/es/cursos" }]);
    expect(pageAt("/unit/1")).toBeUndefined();
    expect(alternatesOf("/impact")).toEqual([
      { lang: "en", path: "/impact" },
      { lang: "es", path: "/es/impacto" },
    ]);
    expect(alternatesOf("/community")).toEqual([]);
    expect(pagePath("home", "es")).toBe("/es");
  });

  it("switches to the same page, or to the other language's home page for an English-only page", () => {
    expect(switchTargets("/courses")).toEqual([{ lang: "es", name: "Español", path: "/es/cursos" }]);
    expect(switchTargets("/es/cursos")).toEqual([{ lang: "en", name: "English", path: "/courses" }]);
    expect(switchTargets("/es")).toEqual([{ lang: "en", name: "English", path: "/" }]);
    expect(switchTargets("/unit/3")).toEqual([{ lang: "es", name: "Español", path: "/es" }]);
    expect(switchTargets("/es/no-such-page")).toEqual([{ lang: "en", name: "English", path: "/" }]);
  });

  it("switches a session's page and a family's private page to the same record in the other language", () => {
    expect(switchTargets("/programs/sessions/12")).toEqual([
      { lang: "es", name: "Español", path: "/es/programas/sesiones/12" },
    ]);
    expect(switchTargets("/es/programas/inscripcion/abc-DEF_1")).toEqual([
      { lang: "en", name: "English", path: "/programs/enrolment/abc-DEF_1" },
    ]);
    // Only one key after the prefix: anything deeper is no record page.
    expect(switchTargets("/programs/sessions/12/x")).toEqual([{ lang: "es", name: "Español", path: "/es" }]);
  });

  it("localizes links to translated pages and leaves English-only pages alone", () => {
    expect(localizeHref("/programs#camps-and-bootcamps", "es")).toBe("/es/programas#camps-and-bootcamps");
    expect(localizeHref("/contact?program=teacher-training", "es")).toBe("/es/contacto?program=teacher-training");
    expect(localizeHref("/unit/1", "es")).toBe("/unit/1");
    expect(languageOfHref("/unit/1")).toBe("en");
    expect(languageOfHref("/es/programas#x")).toBe("es");
  });

  it("reads the remembered language from a Cookie header", () => {
    expect(languageFromCookie("a=1; genehive.lang=es; b=2")).toBe("es");
    expect(languageFromCookie("genehive.lang=en")).toBe("en");
    expect(languageFromCookie("genehive.lang=xx")).toBeUndefined();
    expect(languageFromCookie("xgenehive.lang=es")).toBeUndefined();
    expect(languageFromCookie(undefined)).toBeUndefined();
    expect(languageFromCookie("genehive.lang=en; genehive.shell=es", "genehive.shell")).toBe("es");
  });

  it("draws the shell of an English-only page in the reader's language, and every other page in its own", () => {
    const spanishReader = "genehive.lang=en; genehive.shell=es";
    expect(isEnglishOnly("/curriculum")).toBe(true);
    expect(isEnglishOnly("/programs")).toBe(false);
    expect(isEnglishOnly("/es/programas")).toBe(false);
    expect(shellLanguage("/curriculum", spanishReader)).toBe("es");
    expect(shellLanguage("/unit/2/phase/2", spanishReader)).toBe("es");
    expect(shellLanguage("/curriculum", "genehive.lang=es")).toBe("en");
    expect(shellLanguage("/curriculum", undefined)).toBe("en");
    expect(shellLanguage("/programs", spanishReader)).toBe("en");
    expect(shellLanguage("/es/programas", "genehive.shell=en")).toBe("es");
  });
});

describe("numbers and dates per language", () => {
  it("writes the issue's forms: 1,400+ and 50% in English, 1.400+ and 50 % in Spanish", () => {
    expect(`${formatNumber("en", 1400)}+`).toBe("1,400+");
    expect(`${formatNumber("es", 1400)}+`).toBe("1.400+");
    expect(formatNumber("es", 612)).toBe("612");
    expect(formatPercent("en", 0.5)).toBe("50%");
    expect(formatPercent("es", 0.5)).toBe("50\u00a0%");
    expect(formatDate("en", "2026-11-23")).toBe("November 23, 2026");
    expect(formatDate("es", "2026-11-23")).toBe("23 de noviembre de 2026");
    expect(languages.map((l) => l.code)).toEqual(["en", "es"]);
  });
});
