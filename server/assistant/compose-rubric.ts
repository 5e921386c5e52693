import { rubricLevels, rubricTitle } from "#app/content/curriculum/rubrics/index.ts";
import type { Lesson, Unit } from "#app/content/curriculum/schema.ts";
import { officialWording, scopeCodes } from "./compose-standards.ts";
import { bullets, link, md } from "./markdown.ts";
import { firstSentence, lessonCodes, lessonName, lessonUrl } from "./offline-index.ts";
import {
  asksForFinal,
  checkpointLesson,
  type PublishedRubric,
  publishedFiles,
  publishedRubric,
} from "./published-rubric.ts";
import { genericLevels, type Levels, skillKind } from "./rubric-levels.ts";
import { lessonScope, type ScopedLesson, type TaskScope } from "./task-scope.ts";
import type { GuideRequest } from "./tasks.ts";

interface Criterion {
  title: string;
  levels: Levels;
  /** The standard codes it assesses; the first, for a science criterion, is quoted whole under it. */
  codes: string[];
}

// The published rubrics' level names: a teacher sees one scale in the chat and in the files they download.
const LEVEL_NAMES = rubricLevels;
const SCALE = `${rubricLevels[0].replace(/^(\d) (.+)$/, "$1 ($2)")} to ${rubricLevels.at(-1)!.replace(/^(\d) (.+)$/, "$1 ($2)")}`;
const MAX_CRITERIA = 6;

/** The deliverable the rubric assesses: a lesson's work, a phase's checkpoint, or the unit's final project. */
function deliverable(scope: TaskScope, question: string): string {
  if (scope.kind === "lesson") return `work of ${scope.name}`;
  if (scope.phase?.checkpoint && !asksForFinal(question)) return `checkpoint (${scope.phase.checkpoint.title})`;
  if (scope.phase && !asksForFinal(question)) return `work of ${scope.name}`;
  return "final project";
}

// "scored with the Checkpoint 2 rubric (a, b, c)" or "Presentation rubric scored at the showcase: a, b and c".
const RUBRIC_NAMING = /\brubric(?: \(([^)]+)\)|[^:.()]*: ([^.]+))/i;

/** "data accuracy, reasoning, equity, clarity" → its criteria; a parenthesis that is not a list names none. */
function namedList(text: string): string[] {
  const items = text
    .split(/,\s*(?:and\s+)?|\s+and\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
  return items.length >= 2 ? items : [];
}

/**
 * The criteria a lesson plan names for the rubric of this deliverable ("Policy brief scored with the Checkpoint 2
 * rubric (data accuracy, reasoning, equity, clarity)"): the checkpoint's own rubric for a checkpoint, the final
 * project's for the final project, and for a lesson or a phase's work the last one named in scope.
 */
export function namedCriteria(scope: TaskScope, task: string): { lesson: ScopedLesson; names: string[] } | undefined {
  const named = scope.lessons.flatMap((lesson) =>
    lesson.lesson.assessment.flatMap((line) => {
      const found = RUBRIC_NAMING.exec(line);
      const list = found?.[1] ?? found?.[2];
      const names = list ? namedList(list) : [];
      return names.length ? [{ lesson, names, line }] : [];
    }),
  );
  const checkpoint = /^checkpoint \((checkpoint \d+)/i.exec(task)?.[1]?.toLowerCase();
  if (checkpoint) return named.find((n) => n.line.toLowerCase().includes(checkpoint));
  if (task === "final project") return named.find((n) => /\bfinal\b/i.test(n.line));
  return named.at(-1);
}

/**
 * Levels for one of a lesson's objectives ("Classify risk factors…"), written around the objective itself: it is
 * the lesson's own wording, where a kind of skill's levels would be the same for every lesson.
 */
function objectiveLevels(objective: string): Levels {
  const task = objective.charAt(0).toLowerCase() + objective.slice(1);
  return [
    `Can ${task} accurately and independently, and applies it to a case beyond the lesson's examples.`,
    `Can ${task} accurately, using the lesson's evidence and vocabulary.`,
    `Can ${task} in part, with gaps or errors.`,
    `Cannot yet ${task} without support.`,
  ];
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** The first words of a standard's wording, where its verb says what kind of skill it asks for. */
const opening = (wording: string) => wording.split(/\s+/).slice(0, 6).join(" ");

/**
 * Criteria, most specific first: those the lesson plan names for this rubric; otherwise the phase's own
 * assessment components, the scope's NGSS expectations (most often cited first, each with the state codes its
 * lessons pair it with), the unit's competencies, and communication. Two criteria never assess the same kind
 * of skill, so no two share their level descriptions. Four to six.
 */
export function rubricCriteria(unit: Unit, scope: TaskScope, task = deliverable(scope, "")): Criterion[] {
  const criteria: Criterion[] = [];
  const kinds = new Set<string>();
  const add = (title: string, codes: string[], kindTexts: string[], description: string) => {
    if (criteria.length >= MAX_CRITERIA) return;
    const kind = skillKind(...kindTexts);
    const key = kind?.kind ?? title.toLowerCase();
    if (kinds.has(key)) return;
    kinds.add(key);
    criteria.push({ title, codes, levels: kind?.levels ?? genericLevels(title, description) });
  };
  const addObjective = (objective: string) => {
    const title = objective.replace(/[.\s]+$/, "");
    if (criteria.length < MAX_CRITERIA && !criteria.some((c) => c.title === title))
      criteria.push({ title, codes: [], levels: objectiveLevels(title) });
  };
  const codes = scopeCodes(unit, scope);
  const cited = (code: string) => scope.lessons.filter(({ lesson }) => lessonCodes(lesson).includes(code));
  const pairedState = (code: string) =>
    codes.filter((c) => c.startsWith("BIO1") && cited(code).some(({ lesson }) => lessonCodes(lesson).includes(c)));

  const named = namedCriteria(scope, task);
  if (named) {
    for (const name of named.names) add(capitalised(name), [], [name], name);
    // A plan naming fewer than four gets the science it assesses added, so every rubric has four criteria.
    for (const code of named.lesson.lesson.standards.ngss) {
      if (criteria.length >= 4) break;
      const wording = officialWording(unit, code) ?? code;
      add(`Science: ${code}`, [code, ...pairedState(code).slice(0, 2)], [opening(wording)], wording);
    }
    if (criteria.length >= 4) return criteria;
  }

  if (scope.kind === "lesson") {
    // A named lesson's rubric assesses that lesson's work: its standards, then what its plan says students will do.
    const { lesson } = scope.lessons[0]!;
    for (const code of lesson.standards.ngss.slice(0, 2)) {
      const wording = officialWording(unit, code) ?? code;
      add(`Science: ${code}`, [code, ...pairedState(code).slice(0, 2)], [opening(wording)], wording);
    }
    for (const objective of lesson.objectives) {
      if (criteria.length >= 5) break;
      addObjective(objective);
    }
    add("Communication", [], ["communication"], "present the work clearly for its audience");
    return criteria;
  }

  const components = scope.phase?.extraSections.find((s) => /assessment/i.test(s.title))?.items ?? [];
  for (const item of components.slice(0, 2)) add(item.title, [], [item.title], firstSentence(item.description, 400));
  const ngss = codes.filter((c) => c.startsWith("HS-")).sort((a, b) => cited(b).length - cited(a).length);
  let science = 0;
  for (const code of ngss) {
    if (science >= 2) break;
    const wording = officialWording(unit, code) ?? code;
    const before = criteria.length;
    add(`Science: ${code}`, [code, ...pairedState(code).slice(0, 2)], [opening(wording)], wording);
    if (criteria.length > before) science++;
  }
  for (const competency of unit.competencies) {
    if (criteria.length >= 5) break;
    add(competency.title, [], [competency.title], firstSentence(competency.description, 400));
  }
  add("Communication", [], ["communication"], "present the work clearly for its audience");
  return criteria;
}

const cell = (text: string) => md(text).replace(/\|/g, "\\|");

/** One criterion: its name, the standard it assesses quoted whole, and a two-column table that fits a narrow panel. */
function criterionSection(unit: Unit, criterion: Criterion, index: number): string {
  const [code, ...paired] = criterion.codes;
  const wording = code ? officialWording(unit, code) : undefined;
  const standard = code
    ? `${wording ? `> **${code}:** ${md(wording)}\n\n` : ""}${paired.length ? `Also assesses: ${paired.join(", ")}.` : ""}`
    : "";
  const rows = criterion.levels.map((text, i) => `| **${LEVEL_NAMES[i]}** | ${cell(text)} |`);
  return [
    `#### ${index + 1}. ${md(criterion.title)}`,
    standard.trim(),
    `| Level | What the work shows |\n| --- | --- |\n${rows.join("\n")}`,
  ]
    .filter(Boolean)
    .join("\n\n");
}

function lessonLink(unit: Unit, ref: { lesson: Lesson; phase?: ScopedLesson["phase"] }): string {
  return link(lessonName(ref.lesson, ref.phase), lessonUrl(unit, ref.lesson, ref.phase));
}

/** The standards the plan's lesson assesses, each quoted whole. */
function standardsQuoted(unit: Unit, lesson: Lesson): string {
  const codes = lessonCodes(lesson);
  if (!codes.length) return "";
  return `Standards this work assesses, from the same lesson plan:\n${bullets(
    codes.map((code) => {
      const wording = officialWording(unit, code);
      return `**${code}**${wording ? `: ${md(wording)}` : ""}`;
    }),
  )}`;
}

/** A rubric the curriculum publishes, as its documents describe it, with the files to print. */
function composePublished(unit: Unit, found: PublishedRubric): string {
  const { rubric } = found;
  const files = publishedFiles(found);
  const formats = (kind: "rubric" | "sheet") =>
    files.map((f) => link(f.format === "pdf" ? "PDF" : "Word", f[kind])).join(", ");
  const criteria = rubric.criteria.map(
    (c): Criterion => ({ title: c.name, codes: [], levels: c.levels as unknown as Levels }),
  );
  return [
    `### ${md(rubricTitle(rubric.product, "rubric"))}`,
    `The published rubric for ${lessonLink(unit, found)}: ${criteria.length} criteria, each described at four levels and scored from ${SCALE}.`,
    `Download: the student rubric with a self-check (${formats("rubric")}); your scoring sheet, a score and notes per criterion (${formats("sheet")}).`,
    ...criteria.map((c, i) => criterionSection(unit, c, i)),
    standardsQuoted(unit, found.lesson),
  ]
    .filter(Boolean)
    .join("\n\n");
}

export function composeRubric(unit: Unit, asked: TaskScope, request: Pick<GuideRequest, "question">): string {
  const published = publishedRubric(unit, asked, request.question);
  if (published) return composePublished(unit, published);
  // A numbered checkpoint with no published rubric is the work of the lesson that scores it, not the unit's.
  const checkpoint = asked.kind === "lesson" ? undefined : checkpointLesson(asked, request.question);
  const scope = checkpoint ? lessonScope(unit, checkpoint) : asked;
  const task = deliverable(scope, request.question);
  const criteria = rubricCriteria(unit, scope, task);
  const named = namedCriteria(scope, task);
  const fromPlan = named && criteria.length && criteria[0]!.title === capitalised(named.names[0]!);
  const origin = fromPlan
    ? `The criteria are the ones the lesson plan of ${lessonLink(unit, named.lesson)} names for this rubric.`
    : scope.kind === "lesson"
      ? `No described rubric is published for this lesson, so this one is drafted from its plan: the science criteria are the NGSS expectations it cites, quoted in their official wording, and the others are its objectives.`
      : `Where the criteria come from:\n${bullets([
          "Science criteria: the NGSS expectations most cited by the lessons in scope, quoted in their official wording, with the state codes the same lessons cite.",
          "Other criteria: the assessment components of the phase, where it has them, and the unit's competencies; they assess no standard code.",
        ])}`;
  return [
    `### Rubric for the ${md(task)}`,
    task === "final project" ? `The challenge: ${md(firstSentence(unit.realWorldChallenge, 300))}` : "",
    `For ${link(scope.name, scope.url)}. Each criterion is scored from ${SCALE}.`,
    fromPlan ? origin : "",
    ...criteria.map((c, i) => criterionSection(unit, c, i)),
    fromPlan ? standardsQuoted(unit, named.lesson.lesson) : origin,
  ]
    .filter(Boolean)
    .join("\n\n");
}
