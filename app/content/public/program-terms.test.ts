import { describe, expect, it } from "vitest";
import type { LanguageCode } from "#shared/i18n/languages.ts";
import { pagePath } from "#shared/i18n/pages.ts";
import { ENROLMENT_RETENTION_DAYS, OFFER_HOURS, programTermsSection } from "#shared/programs/schemas.ts";
import { programsText } from "#shared/programs/text.ts";
import esFaq from "./es/faq.ts";
import esPrograms from "./es/programs.ts";
import esTerms from "./es/terms.ts";
import { faqContent } from "./faq.ts";
import { programsContent } from "./programs.ts";
import type { FaqContent, LegalContent, ProgramsContent } from "./schemas.ts";
import { termsContent } from "./terms.ts";

// What families read about enrolling, in every language, against what the code does: the terms' section the enrol
// form links to, the FAQ and each program's "How to join" now that sessions have an online form.

const content: Record<LanguageCode, { terms: LegalContent; faq: FaqContent; programs: ProgramsContent }> = {
  en: { terms: termsContent, faq: faqContent, programs: programsContent },
  es: { terms: esTerms, faq: esFaq, programs: esPrograms },
};
const words = { en: { hours: "hours", days: "days" }, es: { hours: "horas", days: "días" } };
const textOf = (value: unknown): string =>
  typeof value === "string" ? value : Array.isArray(value) ? value.map(textOf).join("\n") : "";

describe.each(["en", "es"] as const)("enrolling, in %s", (lang) => {
  const { terms, faq, programs } = content[lang];

  it("the terms have the program section the enrol form links to, with the code's hours and days", () => {
    const section = terms.sections.find((s) => s.heading.id === programTermsSection);
    expect(section).toBeDefined();
    const text = [textOf(section?.paragraphs), textOf(section?.points)].join("\n");
    expect(text).toContain(`${OFFER_HOURS} ${words[lang].hours}`);
    expect(text).toContain(`${ENROLMENT_RETENTION_DAYS} ${words[lang].days}`);
    // The button it names is the private page's own.
    expect(text).toContain(programsText(lang).enrolment.remove);
    expect(section?.links?.map((l) => l.href)).toContain(pagePath("privacy", lang));
  });

  it("the FAQ sends families to the sessions' form, keeps the contact form for questions, and tells how enrolment data is kept", () => {
    const items = faq.groups.flatMap((g) => g.items);
    const enrol = items.find((i) => i.id === "enrol");
    expect(enrol?.links?.map((l) => l.href)).toEqual([pagePath("programs", lang), pagePath("contact", lang)]);
    const data = textOf(items.find((i) => i.id === "data-handling")?.answer);
    expect(data).toContain(`${ENROLMENT_RETENTION_DAYS} ${words[lang].days}`);
  });

  it("each family program's 'How to join' points to the sessions' online form", () => {
    for (const id of ["after-school-labs", "camps-and-bootcamps", "community-hubs"]) {
      const join = textOf(programs.list.items.find((p) => p.id === id)?.join);
      expect(join, id).toMatch(lang === "en" ? /online form/ : /formulario en línea/);
    }
  });
});
