import { lessonLabel, ownAndProjectLessons, phasePath, phaseText, unitPath } from "./index.ts";
import { type Lesson, ngssCodeSchema, stateCodeSchema, type Unit } from "./schema.ts";
import { standardWording } from "./standards-check.ts";

export type SearchKind = "unit" | "phase" | "lesson" | "handout" | "standard";

/** The kinds a teacher can narrow a search to (units and phases are always found by an unfiltered search). */
export const searchFilterKinds = ["lesson", "handout", "standard"] as const satisfies readonly SearchKind[];
export type SearchFilterKind = (typeof searchFilterKinds)[number];

export interface SearchFilters {
  unit?: number;
  kind?: SearchFilterKind;
}

/** One searchable thing: a unit, a phase, a lesson or a standard code. */
export interface SearchEntry {
  kind: SearchKind;
  title: string;
  /** Where it sits, e.g. "Unit 2 · Phase 1". */
  context: string;
  summary: string;
  url: string;
  codes: string[];
  /** The units it belongs to (a standard: every unit that addresses it). */
  units: number[];
  /** Lower-case text the query is matched against. */
  titleText: string;
  bodyText: string;
}

export type SearchResult = Omit<SearchEntry, "titleText" | "bodyText" | "units">;

export type Framework = "NGSS" | "State";

/** A place in the curriculum that addresses a standard. */
export interface StandardRef {
  label: string;
  url: string;
}

export interface StandardEntry {
  code: string;
  framework: Framework;
  description?: string;
  refs: StandardRef[];
}

/** The anchor of a standard on the standards index page. */
export function standardAnchor(code: string): string {
  return `std-${code.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
}

export function standardsPageUrl(code: string): string {
  return `/curriculum/standards#${standardAnchor(code)}`;
}

/**
 * Turns a code as written in a core concept into full standard codes: "HS-LS2-8" and "BIO1.LS2.1" stay,
 * "LS2.2" is short for "BIO1.LS2.2", and a range "BIO1.LS1.1-3" means BIO1.LS1.1, BIO1.LS1.2 and BIO1.LS1.3.
 * Anything else is not a standard code.
 */
export function normalizeCodes(raw: string): string[] {
  const code = raw.trim();
  if (ngssCodeSchema.safeParse(code).success || stateCodeSchema.safeParse(code).success) return [code];
  const match = /^(?:BIO1\.)?((?:LS|ETS|PS|ESS)\d)(?:\.(\d+)(?:-(\d+))?)?$/.exec(code);
  if (!match) return [];
  const [, strand, from, to] = match;
  if (from === undefined) return [`BIO1.${strand}`];
  const last = to === undefined ? Number(from) : Number(to);
  const codes: string[] = [];
  for (let n = Number(from); n <= last && codes.length < 20; n++) codes.push(`BIO1.${strand}.${n}`);
  return codes;
}

function frameworkOf(code: string): Framework {
  return code.startsWith("HS-") ? "NGSS" : "State";
}

function lessonCodes(lesson: Lesson): string[] {
  return [...lesson.standards.ngss, ...lesson.standards.state];
}

function unitName(unit: Unit): string {
  return `Unit ${unit.number}: ${unit.title}`;
}

/** A lesson's handout, found by its title, introduction and section headings. */
function handoutEntry(unit: Unit, lesson: Lesson, page: string, context: string): SearchEntry[] {
  const handout = lesson.handout;
  if (!handout) return [];
  return [
    {
      kind: "handout",
      title: handout.title,
      context: `${context} · ${lessonLabel(lesson)}`,
      summary: handout.intro,
      url: `${page}#lesson-${lesson.number}`,
      codes: lessonCodes(lesson),
      units: [unit.number],
      titleText: handout.title.toLowerCase(),
      bodyText: [handout.intro, ...handout.sections.map((section) => section.heading), unit.title]
        .join(" ")
        .toLowerCase(),
    },
  ];
}

function lessonEntry(unit: Unit, lesson: Lesson, page: string, context: string): SearchEntry {
  const title = `${lessonLabel(lesson)}: ${lesson.title}`;
  return {
    kind: "lesson",
    title,
    context,
    summary: lesson.description,
    url: `${page}#lesson-${lesson.number}`,
    codes: lessonCodes(lesson),
    units: [unit.number],
    titleText: title.toLowerCase(),
    bodyText: [
      lesson.description,
      lesson.drivingQuestion,
      ...lesson.objectives,
      ...lesson.keyUnderstandings,
      ...lessonCodes(lesson),
      unit.title,
    ]
      .join(" ")
      .toLowerCase(),
  };
}

/** Everything the curriculum search looks at: units, phases, lessons and standard codes. */
export function searchEntries(units: Unit[], standards: StandardEntry[] = standardsIndex(units)): SearchEntry[] {
  const entries: SearchEntry[] = [];
  for (const unit of units) {
    const unitCodes = [
      ...unit.coreConcepts.flatMap((c) => c.codes.flatMap(normalizeCodes)),
      ...unit.standards.ngss.map((s) => s.code),
      ...unit.standards.state.map((s) => s.code),
    ];
    entries.push({
      kind: "unit",
      title: unitName(unit),
      context: unit.phases.length ? `${unit.phases.length} phases` : `${unit.lessons.length} lessons`,
      summary: unit.description,
      url: unitPath(unit.number),
      codes: [...new Set(unitCodes)],
      units: [unit.number],
      titleText: unitName(unit).toLowerCase(),
      bodyText: [
        unit.description,
        unit.drivingQuestion,
        unit.realWorldChallenge,
        ...unit.coreConcepts.flatMap((c) => [c.title, c.description, ...c.codes]),
        ...unit.keyTopics,
        ...unit.projectIdeas.flatMap((p) => [p.title, p.description]),
        ...unit.learningOutcomes,
        ...unitCodes,
      ]
        .join(" ")
        .toLowerCase(),
    });
    for (const lesson of ownAndProjectLessons(unit)) {
      entries.push(lessonEntry(unit, lesson, unitPath(unit.number), `Unit ${unit.number}`));
      entries.push(...handoutEntry(unit, lesson, unitPath(unit.number), `Unit ${unit.number}`));
    }
    for (const phase of unit.phases) {
      const page = phasePath(unit.number, phase.number);
      const context = `Unit ${unit.number} · Phase ${phase.number}`;
      const title = `Phase ${phase.number}: ${phase.title}`;
      const codes = phase.resourceMap.flatMap((r) => [r.stateStandard, ...r.ngss]);
      entries.push({
        kind: "phase",
        title,
        context: `Unit ${unit.number} · ${phase.range}`,
        summary: phase.summary,
        url: page,
        codes: [...new Set(codes)],
        units: [unit.number],
        titleText: title.toLowerCase(),
        bodyText: [...phaseText(phase), ...codes, unit.title].join(" ").toLowerCase(),
      });
      for (const lesson of ownAndProjectLessons(phase)) {
        entries.push(lessonEntry(unit, lesson, page, context), ...handoutEntry(unit, lesson, page, context));
      }
    }
  }
  for (const standard of standards) {
    entries.push({
      kind: "standard",
      title: standard.code,
      context: standard.framework === "NGSS" ? "NGSS" : "State biology standard",
      summary: standard.description ?? `Addressed in ${standard.refs.length} places.`,
      url: standardsPageUrl(standard.code),
      codes: [standard.code],
      units: [
        ...new Set(standard.refs.map((ref) => Number(/^\/unit\/(\d+)/.exec(ref.url)?.[1])).filter(Number.isInteger)),
      ],
      titleText: standard.code.toLowerCase(),
      bodyText: (standard.description ?? "").toLowerCase(),
    });
  }
  return entries;
}

/** Splits a query into lower-case words; quotes and punctuation around words are ignored. */
export function queryTerms(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .map((t) => t.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter((t) => t.length > 0)
    .slice(0, 12);
}

/**
 * Entries that contain every word of the query, best first: an exact title (such as a standard's code)
 * counts most, then standard codes, then words in the title, then words in the text; ties keep the
 * curriculum's order.
 */
export function searchCurriculum(
  entries: SearchEntry[],
  query: string,
  filters: SearchFilters = {},
  limit = 50,
): SearchResult[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const phrase = terms.join(" ");
  const scored: { entry: SearchEntry; score: number; order: number }[] = [];
  entries.forEach((entry, order) => {
    if (filters.kind && entry.kind !== filters.kind) return;
    if (filters.unit !== undefined && !entry.units.includes(filters.unit)) return;
    let score = 0;
    for (const term of terms) {
      if (entry.codes.some((c) => c.toLowerCase() === term)) score += 10;
      else if (entry.titleText.includes(term)) score += 3;
      else if (entry.bodyText.includes(term)) score += 1;
      else return;
    }
    if (entry.titleText === phrase) score += 20;
    else if (terms.length > 1 && entry.titleText.includes(phrase)) score += 5;
    scored.push({ entry, score, order });
  });
  return scored
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ entry: { titleText: _t, bodyText: _b, units: _u, ...result } }) => result);
}

/** Every NGSS and state code the curriculum names, with the places that address it (NGSS first, then state). */
export function standardsIndex(units: Unit[]): StandardEntry[] {
  const byCode = new Map<string, StandardEntry>();
  const add = (code: string, ref: StandardRef) => {
    const entry = byCode.get(code) ?? {
      code,
      framework: frameworkOf(code),
      description: standardWording(code),
      refs: [],
    };
    if (!entry.refs.some((r) => r.url === ref.url)) entry.refs.push(ref);
    byCode.set(code, entry);
  };
  for (const unit of units) {
    const unitRef = { label: unitName(unit), url: `${unitPath(unit.number)}#standards` };
    for (const s of [...unit.standards.ngss, ...unit.standards.state]) add(s.code, unitRef);
    for (const concept of unit.coreConcepts) {
      for (const code of concept.codes.flatMap(normalizeCodes)) {
        add(code, { label: `${unitName(unit)}: ${concept.title}`, url: `${unitPath(unit.number)}#concepts` });
      }
    }
    const addLessons = (lessons: Lesson[], page: string, where: string) => {
      for (const lesson of lessons) {
        const ref = {
          label: `${where} · ${lessonLabel(lesson)}: ${lesson.title}`,
          url: `${page}#lesson-${lesson.number}`,
        };
        for (const code of lessonCodes(lesson)) add(code, ref);
      }
    };
    addLessons(ownAndProjectLessons(unit), unitPath(unit.number), `Unit ${unit.number}`);
    for (const phase of unit.phases) {
      const page = phasePath(unit.number, phase.number);
      const where = `Unit ${unit.number} · Phase ${phase.number}`;
      for (const row of phase.resourceMap) {
        const ref = { label: `${where}: ${phase.title} (resource map)`, url: `${page}#resource-map` };
        for (const code of [row.stateStandard, ...row.ngss]) add(code, ref);
      }
      addLessons(ownAndProjectLessons(phase), page, where);
    }
  }
  return [...byCode.values()].sort(
    (a, b) =>
      (a.framework === b.framework ? 0 : a.framework === "NGSS" ? -1 : 1) ||
      a.code.localeCompare(b.code, "en", { numeric: true }),
  );
}

/** The filters in a search address (?unit=2&kind=handout); anything unknown means no filter. */
export function parseSearchFilters(params: URLSearchParams, unitNumbers: number[]): SearchFilters {
  const unit = Number(params.get("unit"));
  const kind = searchFilterKinds.find((k) => k === params.get("kind"));
  return { unit: unitNumbers.includes(unit) ? unit : undefined, kind };
}
