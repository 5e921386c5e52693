import MiniSearch from "minisearch";
import { findLesson, lessonLabel, phasePath, phaseText, unitPath } from "#app/content/curriculum/index.ts";
import { teachingOrder } from "#app/content/curriculum/lessons.ts";
import type { Lesson, Material, Phase, Unit } from "#app/content/curriculum/schema.ts";
import { link } from "./markdown.ts";

type Activity = Lesson["activities"][number];
type Concept = Unit["coreConcepts"][number];

/** Something in a unit the guide can find and cite, with the page (or file) it links to. */
export type GuideItem = { name: string; url: string; summary: string } & (
  | { kind: "lesson"; lesson: Lesson; phase?: Phase }
  | { kind: "activity"; activity: Activity; lesson: Lesson; phase?: Phase }
  | { kind: "phase"; phase: Phase }
  | { kind: "standard"; code: string }
  | { kind: "concept"; concept: Concept }
  | { kind: "material"; material: Material; phase?: Phase }
);

export type GuideKind = GuideItem["kind"];

/** NGSS performance expectations and state biology codes, kept whole by the tokenizer. */
export const STANDARD_CODE = /\b(?:HS-(?:LS|ETS|ESS|PS)\d-\d+|BIO1\.(?:LS|ETS|PS|ESS)\d(?:\.\d+)?)\b/gi;

// Words that say what kind of answer is wanted rather than what it is about.
const STOP_WORDS = new Set(
  "a an and are as at be been by can could do does did for from give have how i in into is it its me my need of on or our please should show so tell that the their them these they this those to unit units use was we what when where which who why will with would you your lesson lessons phase phases day days help about".split(
    " ",
  ),
);

const STEM_RULES: [RegExp, string][] = [
  [/(ations?|ates?|ated)$/, ""],
  [/(ings?|ed|ly)$/, ""],
  [/sses$/, "ss"],
  [/([^s])s$/, "$1"],
];

/**
 * Light suffix stripping, so "differentiate", "differentiation" and "differentiated" meet, and "plants"
 * meets "planting". A rule applies only when at least four letters remain.
 */
export function stem(word: string): string {
  if (word.length <= 4 || /\d/.test(word)) return word;
  for (const [suffix, replacement] of STEM_RULES) {
    if (suffix.test(word)) {
      const stemmed = word.replace(suffix, replacement);
      if (stemmed.length >= 4) return stemmed;
    }
  }
  return word;
}

export function tokenize(text: string): string[] {
  const codes = text.match(STANDARD_CODE) ?? [];
  const words = text.replace(STANDARD_CODE, " ").split(/[^\p{L}\p{N}]+/u);
  return [...codes, ...words].filter((t) => t.length > 0);
}

export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (lower.length < 2 || STOP_WORDS.has(lower)) return null;
  return /^(?:HS-|BIO1\.)/i.test(term) ? lower : stem(lower);
}

/** The first sentence (or the first ~200 characters) of a text. */
export function firstSentence(text: string, max = 200): string {
  const sentence = /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  return sentence.length <= max ? sentence : `${sentence.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
}

export function lessonUrl(unit: Unit, lesson: Lesson, phase?: Phase): string {
  return `${phase ? phasePath(unit.number, phase.number) : unitPath(unit.number)}#lesson-${lesson.number}`;
}

export function lessonName(lesson: Lesson, phase?: Phase): string {
  return `${phase ? `Phase ${phase.number}, ` : ""}${lessonLabel(lesson)}: ${lesson.title}`;
}

export function lessonCodes(lesson: Lesson): string[] {
  return [...lesson.standards.ngss, ...lesson.standards.state];
}

/**
 * Every lesson of a unit with its phase, in the order the curriculum teaches them: its project-work days (decision
 * 0036) are days like any other to a teacher planning, placed after the lesson they follow (Unit 6's between Lessons
 * 7 and 8).
 */
export function allLessons(unit: Unit): { lesson: Lesson; phase?: Phase }[] {
  return teachingOrder(unit).map(({ lesson, phase }) => ({ lesson, phase }));
}

/** The unit's own lessons, or one phase's, in teaching order, project days included. */
export function taughtLessons(unit: Unit, phase?: Phase): Lesson[] {
  return allLessons(unit)
    .filter((l) => l.phase === phase)
    .map((l) => l.lesson);
}

/** The lesson plan and handouts generated for one lesson, wherever the unit lists them or links them from a card. */
export function lessonFiles(unit: Unit, ref: { lesson: Lesson }): Material[] {
  const listed = [
    ...[...unit.materials, ...unit.unlistedMaterials].map((material) => ({
      material,
      phase: undefined as Phase | undefined,
    })),
    ...unit.phases.flatMap((phase) =>
      [...phase.materials, ...phase.unlistedMaterials].map((material) => ({ material, phase })),
    ),
  ];
  const seen = new Set<string>();
  return listed
    .filter(({ material, phase }) => {
      const source = material.source;
      if (source.type !== "lesson-plan" && source.type !== "handout") return false;
      if (findLesson(unit, phase, source)?.lesson !== ref.lesson || seen.has(material.path)) return false;
      seen.add(material.path);
      return true;
    })
    .map(({ material }) => material);
}

export function downloads(files: Material[]): string {
  return files.map((m) => link(`${m.title} (${m.format})`, m.path)).join(", ");
}

interface IndexedItem {
  id: number;
  title: string;
  text: string;
  codes: string;
}

function unitItems(unit: Unit): { item: GuideItem; text: string; codes: string[] }[] {
  const out: { item: GuideItem; text: string; codes: string[] }[] = [];
  for (const { lesson, phase } of allLessons(unit)) {
    const url = lessonUrl(unit, lesson, phase);
    const name = lessonName(lesson, phase);
    out.push({
      item: { kind: "lesson", lesson, phase, name, url, summary: lesson.description },
      text: [
        lesson.description,
        lesson.drivingQuestion,
        ...lesson.objectives,
        ...lesson.keyUnderstandings,
        ...lesson.materials,
        ...lesson.activities.map((a) => a.title),
        ...lesson.differentiation.supported,
        ...lesson.differentiation.extension,
        ...lesson.differentiation.multilingual,
        ...lesson.assessment,
      ].join(" "),
      codes: lessonCodes(lesson),
    });
    for (const activity of lesson.activities) {
      out.push({
        item: {
          kind: "activity",
          activity,
          lesson,
          phase,
          name: `${activity.title} (${name})`,
          url,
          summary: activity.description,
        },
        text: activity.description,
        codes: [],
      });
    }
  }
  for (const phase of unit.phases) {
    out.push({
      item: {
        kind: "phase",
        phase,
        name: `Phase ${phase.number}: ${phase.title}`,
        url: phasePath(unit.number, phase.number),
        summary: phase.summary,
      },
      text: [...phaseText(phase), ...phase.resourceMap.map((r) => r.notes)].join(" "),
      codes: phase.resourceMap.flatMap((r) => [r.stateStandard, ...r.ngss]),
    });
    for (const material of [...phase.materials, ...phase.unlistedMaterials]) {
      out.push({
        item: {
          kind: "material",
          material,
          phase,
          name: material.title,
          url: material.path,
          summary: material.subtitle,
        },
        text: material.subtitle,
        codes: [],
      });
    }
  }
  for (const material of [...unit.materials, ...unit.unlistedMaterials]) {
    out.push({
      item: { kind: "material", material, name: material.title, url: material.path, summary: material.subtitle },
      text: material.subtitle,
      codes: [],
    });
  }
  for (const concept of unit.coreConcepts) {
    out.push({
      item: {
        kind: "concept",
        concept,
        name: concept.title,
        url: `${unitPath(unit.number)}#concepts`,
        summary: concept.description,
      },
      text: concept.description,
      codes: concept.codes,
    });
  }
  for (const standard of [...unit.standards.ngss, ...unit.standards.state]) {
    out.push({
      item: {
        kind: "standard",
        code: standard.code,
        name: standard.code,
        url: `${unitPath(unit.number)}#standards`,
        summary: standard.description,
      },
      text: standard.description,
      codes: [standard.code],
    });
  }
  return out;
}

export interface UnitIndex {
  unit: Unit;
  search(query: string, options?: { kinds?: GuideKind[]; limit?: number }): { item: GuideItem; score: number }[];
}

function buildIndex(unit: Unit): UnitIndex {
  const entries = unitItems(unit);
  const mini = new MiniSearch<IndexedItem>({ fields: ["title", "text", "codes"], tokenize, processTerm });
  mini.addAll(entries.map(({ item, text, codes }, id) => ({ id, title: item.name, text, codes: codes.join(" ") })));
  return {
    unit,
    search(query, options = {}) {
      const kinds = options.kinds ? new Set(options.kinds) : undefined;
      const results = mini.search(query, {
        boost: { title: 2, codes: 4 },
        prefix: (term) => term.length >= 5 && !/^(?:hs-|bio1\.)/.test(term),
        fuzzy: (term) => (term.length >= 7 && !term.includes(".") && !term.includes("-") ? 0.15 : false),
        combineWith: "OR",
        filter: kinds ? (r) => kinds.has(entries[r.id as number]!.item.kind) : undefined,
      });
      return results.slice(0, options.limit ?? 8).map((r) => ({ item: entries[r.id as number]!.item, score: r.score }));
    },
  };
}

const cache = new Map<Unit, UnitIndex>();

/** The unit's search index, built once per unit (content never changes while the server runs). */
export function unitIndex(unit: Unit): UnitIndex {
  let index = cache.get(unit);
  if (!index) {
    index = buildIndex(unit);
    cache.set(unit, index);
  }
  return index;
}
