import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { units } from "#app/content/curriculum/index.ts";
import { type LanguageCode, languages } from "#shared/i18n/languages.ts";
import { localizeHref, pageIds, pagePath } from "#shared/i18n/pages.ts";
import { specImpactRows } from "#tests/spec/impact-table.ts";
import { biomimeticContent } from "./biomimetic-course.ts";
import { contactContent } from "./contact.ts";
import { coursesContent } from "./courses.ts";
import { faqContent } from "./faq.ts";
import { homeContent } from "./home.ts";
import { impactContent } from "./impact.ts";
import { externalLinks } from "./links.ts";
import { translationFile, translationProblems } from "./localized.ts";
import { pblContent } from "./pbl-course.ts";
import { placeholders } from "./placeholders.ts";
import { privacyContent } from "./privacy.ts";
import { programsContent } from "./programs.ts";
import {
  biomimeticContentSchema,
  type CoursesContent as CoursesContentType,
  contactContentSchema,
  coursesContentSchema,
  faqContentSchema,
  homeContentSchema,
  impactContentSchema,
  legalContentSchema,
  type PblContent,
  pblContentSchema,
  placeholderSchema,
  programIds,
  programsContentSchema,
  toolCategories,
  toolsContentSchema,
  whyContentSchema,
} from "./schemas.ts";
import { termsContent } from "./terms.ts";
import { toolsContent } from "./tools.ts";
import { unitCardProblems, unitCards } from "./unit-cards.ts";
import { countInWords, fillUnitCount, fillUnitCountText } from "./unit-count.ts";
import { whyContent } from "./why-genehive.ts";

const pages: Array<[string, unknown, z.ZodType]> = [
  ["/", homeContent, homeContentSchema],
  ["/courses", coursesContent, coursesContentSchema],
  ["/pbl-course", pblContent, pblContentSchema],
  ["/biomimetic-course", biomimeticContent, biomimeticContentSchema],
  ["/why-genehive", whyContent, whyContentSchema],
  ["/tools", toolsContent, toolsContentSchema],
  ["/impact", impactContent, impactContentSchema],
  ["/programs", programsContent, programsContentSchema],
  ["/contact", contactContent, contactContentSchema],
  ["/faq", faqContent, faqContentSchema],
  ["/privacy", privacyContent, legalContentSchema],
  ["/terms", termsContent, legalContentSchema],
];

/** Every [key, string] pair anywhere inside a content object. */
function strings(value: unknown, key = ""): Array<[string, string]> {
  if (typeof value === "string") return [[key, value]];
  if (Array.isArray(value)) return value.flatMap((item) => strings(item, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => strings(v, k));
  return [];
}

const allText = (value: unknown) => strings(value).map(([, text]) => text);

describe("public page content", () => {
  it.each(pages)("%s matches its schema", (_path, content, schema) => {
    const result = schema.safeParse(content);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it.each(pages)("%s: every in-page anchor points at a section of the same page", (_path, content) => {
    const pairs = strings(content);
    const ids = new Set(pairs.filter(([key]) => key === "id").map(([, id]) => id));
    const anchors = pairs.filter(([key, value]) => key === "href" && value.startsWith("#"));
    for (const [, anchor] of anchors) expect(ids, anchor).toContain(anchor.slice(1));
  });

  it.each(pages)("%s: section ids are unique on the page", (_path, content) => {
    const ids = strings(content)
      .filter(([key]) => key === "id")
      .map(([, id]) => id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps every outside address in links.ts", () => {
    const known = new Set(allText(externalLinks));
    for (const [path, content] of pages) {
      for (const url of allText(content).filter((text) => /^https?:/.test(text))) {
        expect(known, `${path}: ${url}`).toContain(url);
      }
    }
  });
});

describe("landing page", () => {
  it("has the hero, its buttons and the four benefits", () => {
    expect(homeContent.hero.title).toBe("Inspiring Innovation in Biology Education");
    expect(homeContent.hero.actions.map(({ label, href }) => ({ label, href }))).toEqual([
      { label: "Explore Courses", href: "/courses" },
      { label: "Learn More", href: "/why-genehive" },
    ]);
    // The spec: 'Enroll Now' goes to /courses (issue 31 moved it back; /courses says where to enrol a child).
    expect(homeContent.benefits.cta).toEqual({ label: "Enroll Now", href: "/courses" });
    expect(homeContent.benefits.items.map((b) => b.title)).toEqual([
      "Interactive Labs",
      "Expert Instructors",
      "Online Community",
      "Certification",
    ]);
  });

  it("states the two statistics exactly", () => {
    expect(homeContent.stats.items.map((s) => `${s.value} ${s.label}`)).toEqual([
      "50% increase in STEM major selection",
      "30% improvement in engagement & scores",
    ]);
  });

  it("has two testimonials, the problem statement, four offerings and the funding appeal", () => {
    expect(homeContent.testimonials.items).toHaveLength(2);
    expect(homeContent.problem.paragraphs.join(" ")).toMatch(/underrepresented in biology/);
    expect(homeContent.offerings.items.map((o) => o.title)).toEqual([
      "K-12 After-School Labs",
      "Summer Camps & Bootcamps",
      "Teacher Training & Curriculum Support",
      "Community Biotech Hubs",
    ]);
    expect(homeContent.funding.paragraphs.join(" ")).toMatch(/seeking initial funding/);
  });
});

describe("/courses", () => {
  it("has both course cards linking to their pages", () => {
    expect(coursesContent.courses.items.map((c) => [c.title, c.link])).toEqual([
      ["Innovating through Biology for Real-World Impact", { label: "Explore Course", href: "/pbl-course" }],
      [
        "Biomimetic Biology: Innovation and Design Through Nature",
        { label: "Explore Course", href: "/biomimetic-course" },
      ],
    ]);
    expect(coursesContent.courses.items[0]?.subtitle).toBe("High School Biology • Project-Based Learning");
  });

  it("explains the XQ Competencies with an outside link and links to the approach page", () => {
    expect(coursesContent.xq.link.href).toBe(externalLinks.xqCompetencies);
    expect(new URL(externalLinks.xqCompetencies).hostname).toBe("xqsuperschool.org");
    expect(coursesContent.why.link.href).toBe("/why-genehive");
  });
});

/** The course page's content in a language: the English module, or the language's translation file. */
const pblIn = (lang: LanguageCode): PblContent =>
  lang === "en" ? pblContent : (translationFiles[`./${lang}/pbl-course.ts`] as PblContent);

describe("/pbl-course", () => {
  it("has the hero buttons, with Explore Units scrolling to the units", () => {
    expect(pblContent.hero.badge).toBe("High School Biology • Project-Based Learning");
    expect(pblContent.hero.actions).toEqual([
      { label: "Explore Units", href: "#units" },
      { label: "Why GeneHive?", href: "/why-genehive" },
      { label: "Educational Tools", href: "/tools" },
    ]);
    expect(pblContent.units.heading.id).toBe("units");
  });

  it("has the intro, the four cards and a card for each unit, in order", () => {
    expect(pblContent.intro.heading.title).toBe("Become a Real-World Problem Solver");
    expect(pblContent.intro.items.map((i) => i.title)).toEqual([
      "Real-World Impact",
      "Innovation-Driven",
      "Collaborative",
      "NGSS Aligned",
    ]);
    expect(pblContent.units.heading.title).toBe("Course Units");
    expect(unitCards(units, "en", pblContent).map((u) => [u.number, u.title])).toEqual([
      [1, "Cultivating Tomorrow: Biology and Food Justice"],
      [2, "Community Immunity"],
      [3, "Environmental Engineers: Biology and Climate Solutions"],
      [4, "NeuroNature: Designing Biomimetic Systems"],
      [5, "Health Equity: Biology and Community Resilience"],
      [6, "Cancer and Community: Biology, Care and Advocacy"],
    ]);
  });

  it("has a card for every unit in every language, with the unit's number, link colour and its words", () => {
    for (const { code } of languages) {
      const content = pblIn(code);
      expect(unitCardProblems(units, code, content), code).toEqual([]);
      const cards = unitCards(units, code, content);
      expect(
        cards.map((c) => [c.number, c.color]),
        code,
      ).toEqual(units.map((u) => [u.number, u.card.color]));
      for (const card of cards) expect(card.keyTopics.length, `${code} unit ${card.number}`).toBeGreaterThanOrEqual(3);
    }
    // The Spanish cards are the Spanish words for the English ones: told apart, and in Spanish.
    const spanish = unitCards(units, "es", pblIn("es"));
    expect(spanish[0]?.title).toBe("Cultivar el mañana: biología y justicia alimentaria");
  });

  it("names a translation's missing, unknown or repeated unit card", () => {
    const content = structuredClone(pblIn("es"));
    const cards = content.units.translatedCards ?? [];
    content.units.translatedCards = [...cards.slice(1), { ...cards[1]!, number: 9 }, cards[2]!];
    expect(unitCardProblems(units, "es", content)).toEqual([
      "app/content/public/es/pbl-course.ts: units.translatedCards: no card for unit 1 (Cultivating Tomorrow: Biology and Food Justice)",
      "app/content/public/es/pbl-course.ts: units.translatedCards: a card for unit 9, which is not in the curriculum",
      "app/content/public/es/pbl-course.ts: units.translatedCards: a card for unit 3, which has one already",
    ]);
    expect(() => unitCards(units, "es", content)).toThrow(/no card for unit 1/);
  });

  it("has the biomimicry callout, both standards lists and the closing call to action", () => {
    expect(pblContent.biomimicry.title).toBe("Optional: Biomimicry Project");
    expect(pblContent.standards.xqTitle).toBe("XQ Competencies");
    expect(pblContent.standards.ngssTitle).toBe("NGSS Standards");
    expect(pblContent.cta.title).toBe("Ready to Make an Impact?");
    expect(pblContent.cta.actions[0]?.label).toBe("Get Started Today");
  });
});

describe("the number of units in the pages' words", () => {
  const everyPage = () => [
    ...pages.map(([path, content]) => ({ where: path, content })),
    ...translations.map((t) => ({ where: t.file, content: t.content })),
  ];

  it("is never written out: a page says {unitCount} where the count goes", () => {
    for (const { where, content } of everyPage()) {
      const counted = allText(content).filter((text) =>
        /\b(one|two|three|four|five|six|seven|eight|nine|ten|\d+|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez) (NGSS-aligned )?(units|unidades)\b/i.test(
          text,
        ),
      );
      expect(counted, where).toEqual([]);
    }
  });

  it("is filled in from the curriculum, in the page's language", () => {
    const count = units.length;
    expect(fillUnitCount(pblContent, count, "en").hero.lead).toMatch(/^Six units, six real challenges\. /);
    expect(fillUnitCount(pblIn("es"), count, "es").hero.lead).toMatch(/^Seis unidades, seis retos reales\. /);
    expect(fillUnitCount(coursesContent, count, "en").courses.items[0]?.highlights[0]).toBe(
      "6 units, each with a driving question and a community project",
    );
    for (const { where, content } of everyPage()) {
      const lang = where.startsWith("app/content/public/es/") ? "es" : "en";
      expect(JSON.stringify(fillUnitCount(content, count, lang)), where).not.toMatch(/\{unitCount/);
    }
  });

  it("is written in words up to twenty, in digits past it", () => {
    expect(fillUnitCountText("{unitCount:Word} units, {unitCount:word} challenges, {unitCount} in all", 7, "en")).toBe(
      "Seven units, seven challenges, 7 in all",
    );
    expect(fillUnitCountText("{unitCount:Word} unidades", 12, "es")).toBe("Doce unidades");
    expect(countInWords(16, "es")).toBe("dieciséis");
    expect(countInWords(21, "en")).toBe("21");
  });
});

describe("/biomimetic-course", () => {
  const { hero, overview, themes, modules, projects, outcomes, technology, closing } = biomimeticContent;

  it("has the hero buttons", () => {
    expect(hero.title).toBe("Biomimetic Biology: Innovation and Design Through Nature");
    expect(hero.explore).toEqual({ label: "Explore Course Units", href: `#${modules.heading.id}` });
    expect(hero.fullCourse).toEqual({ label: "Access Full Course", href: externalLinks.biomimeticCourse });
    expect(hero.approach).toEqual({ label: "Our Approach", href: "/why-genehive" });
  });

  it("has the eleven modules of the spec, each with two lessons and one project", () => {
    expect(modules.items.map((m) => m.title)).toEqual([
      "Introduction to Biomimicry and Innovation",
      "The Adjacent Possible",
      "Liquid Networks",
      "Serendipity and Error",
      "Exaptation",
      "The Slow Hunch",
      "Platforms for Innovation",
      "Innovative Ecosystems",
      "The 10/10 Rule",
      "Capstone Design and Reflection",
      "Future Frontiers in Biomimicry",
    ]);
    for (const module of modules.items) {
      expect(module.lessons.map((l) => l.type)).toEqual(["lesson", "lesson", "project"]);
    }
  });

  it("shows three modules and counts the rest", () => {
    expect(modules.shown).toBe(3);
    expect(modules.more.title).toBe("8 More Modules Available");
    expect(modules.items.length - modules.shown).toBe(8);
  });

  it("has the overview, themes, projects, SDGs, technology and closing links", () => {
    expect(overview.heading.title).toBe("Course Overview");
    expect(themes.items.map((t) => t.title)).toEqual([
      "The Adjacent Possible",
      "Liquid Networks",
      "Error and Serendipity",
      "The Slow Hunch",
    ]);
    expect(projects.items.map((p) => p.title)).toEqual([
      "Biomimicry Innovation Challenges",
      "Operation Outbreak",
      "CRISPR Environmental Solutions",
      "Biomimetic City Design",
    ]);
    expect(outcomes.sdgs.map((s) => s.number)).toEqual([3, 9, 11, 13, 14, 15]);
    expect(technology.items.map((t) => t.title).join(" ")).toMatch(/VR.*CRISPR.*Data Visualization.*Design Software/);
    expect(closing.actions).toEqual([
      { label: "Join Our Community", href: "/community" },
      { label: "Explore Resources", href: "/tools" },
    ]);
  });
});

describe("/why-genehive", () => {
  it("has every section of the spec and mentions the 32 lessons", () => {
    expect(whyContent.idealFor.items).toHaveLength(5);
    expect(whyContent.highlights.items).toHaveLength(4);
    expect(whyContent.appeal.groups.map((g) => g.title)).toEqual([
      "Administrative Appeal",
      "Teacher Enthusiasm",
      "Student Outcomes",
    ]);
    expect(whyContent.implementation.heading.title).toBe("Implementation Considerations");
    expect(whyContent.success.heading.title).toBe("Success Indicators");
    expect(allText(whyContent).join(" ")).toContain("32 lessons");
  });
});

describe("/tools", () => {
  it("lists eleven distinct GPT tools in every category", () => {
    const { items, groups } = toolsContent;
    expect(items).toHaveLength(11);
    expect(new Set(items.map((t) => t.title)).size).toBe(11);
    expect(new Set(items.map((t) => t.link)).size).toBe(11);
    expect(groups.map((g) => g.category)).toEqual([...toolCategories]);
    for (const category of toolCategories) expect(items.some((t) => t.category === category)).toBe(true);
    for (const tool of items) expect(tool.link).toMatch(/^https:\/\/chatgpt\.com\/g\//);
    expect(toolsContent.openLabel).toBe("Open GPT Tool");
  });
});

describe("/impact", () => {
  const text = allText(impactContent).join("\n");

  it("has the metrics table with outcomes and targets", () => {
    expect(impactContent.metrics.columns).toEqual({
      metric: "Metric",
      outcome: "2024-2025 Outcome",
      target: "2025-2026 Target",
    });
    expect(impactContent.metrics.rows.map((r) => [r.outcome, r.target])).toEqual(specImpactRows);
  });

  it.each([
    "92% more confident in lab investigations",
    "85% connected science to community issues",
    "40% average increase in student engagement",
  ])("states '%s'", (statement) => {
    const stats = impactContent.audiences.students.stats.map((s) => `${s.value} ${s.label}`);
    expect(stats).toContain(statement);
  });

  it("plans the network of 10 schools and has the theory of change", () => {
    expect(text).toContain("network of 10 schools planned for 2025-2026");
    expect(impactContent.theory.items.map((t) => t.title)).toEqual([
      "Access",
      "Empowerment",
      "Collaboration",
      "Equity & Innovation",
    ]);
  });

  it("invites visitors to join the hive", () => {
    expect(impactContent.join.heading.title).toBe("Join the Hive");
    expect(impactContent.join.actions).toEqual([
      { label: "Explore Courses", href: "/courses" },
      { label: "Join Community", href: "/community" },
    ]);
    expect(impactContent.join.support.label).toBe("Support Us");
  });
});

/** Every placeholder object anywhere inside a content object, with where it sits. */
function placeholdersIn(value: unknown, where = ""): Array<[string, object]> {
  if (Array.isArray(value)) return value.flatMap((item, i) => placeholdersIn(item, `${where}[${i}]`));
  if (!value || typeof value !== "object") return [];
  if (placeholderSchema.safeParse(value).success) return [[where, value]];
  return Object.entries(value).flatMap(([k, v]) => placeholdersIn(v, where ? `${where}.${k}` : k));
}

describe("placeholders for facts the staff must supply", () => {
  const known = new Set<object>(placeholdersIn(placeholders).map(([, p]) => p));
  const keys = placeholdersIn(placeholders).map(([key]) => key);

  it.each(pages)("%s uses only the placeholders kept in placeholders.ts", (_path, content) => {
    for (const [where, placeholder] of placeholdersIn(content)) expect(known.has(placeholder), where).toBe(true);
  });

  it("every placeholder is shown somewhere, and the README lists it", () => {
    const used = new Set(pages.flatMap(([, content]) => placeholdersIn(content).map(([, p]) => p)));
    const readme = readFileSync(path.resolve(import.meta.dirname, "../../../README.md"), "utf8");
    for (const [key, placeholder] of placeholdersIn(placeholders)) {
      expect(used.has(placeholder), key).toBe(true);
      expect(readme, key).toContain(`\`${key}\``);
    }
    expect(keys.length).toBeGreaterThan(0);
  });
});

describe("/programs", () => {
  it("has the four offerings of the landing page, each linked from there, with how to join", () => {
    const { items } = programsContent.list;
    expect(items.map((p) => p.title)).toEqual(homeContent.offerings.items.map((o) => o.title));
    expect(homeContent.offerings.items.map((o) => o.href)).toEqual(items.map((p) => `/programs#${p.id}`));
    expect(items.map((p) => p.id)).toEqual([...programIds]);
    for (const program of items) expect(program.action.href).toBe(`/contact?program=${program.id}`);
  });
});

describe("/faq", () => {
  it("answers the questions families and schools ask", () => {
    const questions = faqContent.groups.flatMap((g) => g.items.map((i) => i.question)).join("\n");
    for (const topic of [/cost/i, /ages/i, /safe in the lab/i, /disabilities/i, /languages/i, /curriculum/i, /data/i]) {
      expect(questions).toMatch(topic);
    }
    const ids = faqContent.groups.flatMap((g) => [g.heading.id, ...g.items.map((i) => i.id)]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("/privacy and /terms", () => {
  it.each([
    ["privacy", privacyContent],
    ["terms", termsContent],
  ])("%s is dated and versioned", (_name, content) => {
    expect(content.version).toMatch(/^\d+\.\d+$/);
    expect(Number.isNaN(Date.parse(content.effective))).toBe(false);
  });

  it("the privacy notice covers what the issue asks for", () => {
    const text = allText(privacyContent).join("\n");
    const titles = privacyContent.sections.flatMap((s) => s.records?.map((r) => r.title) ?? []);
    expect(titles).toEqual(
      expect.arrayContaining(["Your account", "Community posts and reports", "Messages you send us"]),
    );
    expect(text).toMatch(/assistant/i);
    expect(text).toMatch(/cookie/i);
    expect(text).toMatch(/under 13/i);
    expect(text).toMatch(/FERPA/);
    expect(text).toMatch(/COPPA/);
    expect(text).toMatch(/download/i);
    expect(text).toMatch(/delet/i);
  });
});

// --- Translations (docs/decisions/0016-languages.md)

const schemaOf = Object.fromEntries(pages.map(([path, content, schema]) => [path, { content, schema }]));
const englishByPage = Object.fromEntries(
  pageIds.map((page) => [page, schemaOf[pagePath(page, "en")] as { content: unknown; schema: z.ZodType }]),
);
const translationFiles = import.meta.glob("./*/*.ts", { eager: true, import: "default" });
const translations = languages
  .filter(({ code }) => code !== "en")
  .flatMap(({ code }) =>
    pageIds.map((page) => ({
      lang: code,
      page,
      file: translationFile(code, page),
      content: translationFiles[`./${code}/${page}.ts`],
    })),
  );

/** Keys whose values are the same in every language: ids, icons, numbers, codes, addresses. */
const neutralKeys = new Set([
  "id",
  "icon",
  "number",
  "color",
  "code",
  "category",
  "type",
  "shown",
  "version",
  "effective",
]);
const isPlaceholder = (value: unknown) => placeholderSchema.safeParse(value).success;

/**
 * Where a translation departs from the English page's shape: a language-neutral value changed, a site address not
 * translated to the language's own page, a list of cards of another length, a placeholder where English states a
 * fact (or the other way round).
 */
function shapeProblems(english: unknown, translated: unknown, lang: LanguageCode, where = ""): string[] {
  const key =
    where
      .split(".")
      .at(-1)
      ?.replace(/\[\d+\]$/, "") ?? "";
  if (isPlaceholder(english) !== isPlaceholder(translated))
    return [`${where}: ${isPlaceholder(english) ? "English still awaits this fact" : "English states this fact now"}`];
  if (typeof english === "string" || typeof english === "number") {
    if (key === "href" || (key === "link" && typeof english === "string")) {
      const expected = String(english).startsWith("/") ? localizeHref(String(english), lang) : english;
      return translated === expected ? [] : [`${where}: ${String(translated)} should be ${String(expected)}`];
    }
    if (neutralKeys.has(key) && !where.startsWith("labels.") && translated !== english)
      return [`${where}: ${String(translated)} should be ${english}`];
    return [];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(translated)) return [`${where}: not a list`];
    const cards = english.some((item) => item && typeof item === "object" && !isPlaceholder(item));
    if (!cards) {
      // Sentences may be split or joined in translation; the facts still to be confirmed may not.
      const count = (list: unknown[]) => list.filter(isPlaceholder).length;
      return count(english) === count(translated) ? [] : [`${where}: placeholders differ from English`];
    }
    if (english.length !== translated.length)
      return [`${where}: ${translated.length} items, English has ${english.length}`];
    return english.flatMap((item, i) => shapeProblems(item, translated[i], lang, `${where}[${i}]`));
  }
  if (english && typeof english === "object" && translated && typeof translated === "object") {
    return Object.entries(english).flatMap(([k, v]) =>
      shapeProblems(v, (translated as Record<string, unknown>)[k], lang, where ? `${where}.${k}` : k),
    );
  }
  return [];
}

/** Strings a translation may share with English: names, codes and abbreviations that are the same in both. */
const sameInBothLanguages = new Set(["GeneHive", "NGSS", "ChatGPT", "Título I"]);

describe("translations", () => {
  it("every language has a content file for every translated page, and no other file", () => {
    const expected = translations.map(({ file }) => `./${file.replace("app/content/public/", "")}`).sort();
    expect(Object.keys(translationFiles).sort()).toEqual(expected);
  });

  it.each(translations.map((t) => [t.file, t]))("%s matches its page's schema", (_file, t) => {
    expect(translationProblems(t.file, t.content, englishByPage[t.page]!.schema)).toEqual([]);
  });

  it.each(translations.map((t) => [t.file, t]))(
    "%s has the English page's shape, ids, icons, placeholders and translated links",
    (_file, t) => {
      expect(shapeProblems(englishByPage[t.page]!.content, t.content, t.lang)).toEqual([]);
    },
  );

  it.each(translations.map((t) => [t.file, t]))("%s leaves no English sentence untranslated", (_file, t) => {
    const english = new Set(allText(englishByPage[t.page]!.content).filter((s) => !/^(https?:|\/|#)/.test(s)));
    const untranslated = strings(t.content)
      // Words only: a figure such as "38" or "75+" is the same in both languages.
      .filter(([key, value]) => !neutralKeys.has(key) && /\p{L}/u.test(value) && english.has(value))
      .filter(([, value]) => !sameInBothLanguages.has(value))
      .map(([key, value]) => `${key}: ${value}`);
    expect(untranslated).toEqual([]);
  });

  it("a missing or empty translated string stops the build with the file and the key named", () => {
    const file = translationFile("es", "courses");
    const broken = structuredClone(translationFiles["./es/courses.ts"]) as CoursesContentType;
    broken.hero.title = " ";
    delete (broken.courses.items[1] as Partial<(typeof broken.courses.items)[number]>).subtitle;
    expect(translationProblems(file, broken, coursesContentSchema)).toEqual([
      "app/content/public/es/courses.ts: hero.title: Too small: expected string to have >=1 characters",
      "app/content/public/es/courses.ts: courses.items[1].subtitle: Invalid input: expected string, received undefined",
    ]);
    expect(translationProblems(translationFile("es", "faq"), undefined, faqContentSchema)).toEqual([
      "app/content/public/es/faq.ts: missing (every language needs a content file for each translated page)",
    ]);
  });

  it("the Spanish impact table writes the spec's figures the Spanish way", () => {
    const es = translationFiles["./es/impact.ts"] as typeof impactContent;
    expect(es.metrics.rows.map((r) => [r.outcome, r.target])).toEqual([
      ["612 estudiantes en 4 escuelas", "1.000+"],
      ["38", "75+"],
      ["15", "25+"],
      ["1.400+", "2.500+"],
      ["6", "10+"],
      ["El 80\u00a0% dice tener más interés en una carrera científica", "Mantener al menos el 80\u00a0%"],
    ]);
    const home = translationFiles["./es/home.ts"] as typeof homeContent;
    expect(home.stats.items.map((s) => s.value)).toEqual(["50\u00a0%", "30\u00a0%"]);
  });
});
