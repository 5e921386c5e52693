import { lessonLabel, units } from "#app/content/curriculum/index.ts";
import {
  type RubricFormat,
  rubricDayOrder,
  rubricFormats,
  rubricPaths,
  rubrics,
} from "#app/content/curriculum/rubrics/index.ts";
import type { Rubric } from "#app/content/curriculum/rubrics/schema.ts";
import type { Unit } from "#app/content/curriculum/schema.ts";
import { processTerm, tokenize } from "./offline-index.ts";
import type { ScopedLesson, TaskScope } from "./task-scope.ts";

/** A described rubric the curriculum publishes, with the lesson that scores it. */
export interface PublishedRubric extends ScopedLesson {
  rubric: Rubric;
}

/** The published rubrics scored in these lessons, in the lessons' order. */
export function publishedIn(unit: Unit, lessons: ScopedLesson[]): PublishedRubric[] {
  return lessons.flatMap((scoped) =>
    rubrics()
      .filter((r) => r.unit === unit.number && r.lesson === scoped.lesson.number && r.phase === scoped.phase?.number)
      .map((rubric) => ({ ...scoped, rubric })),
  );
}

// Words of any rubric request: they say a rubric is wanted, not which one.
const REQUEST_WORDS = new Set(
  [
    "rubric",
    "checkpoint",
    "project",
    "make",
    "create",
    "write",
    "draft",
    "grade",
    "grading",
    "score",
    "scoring",
    "sheet",
  ].map((w) => processTerm(w) ?? w),
);

/** The words that tell one product from another: "Prototype summary card" → prototype, summary, card. */
function productWords(text: string): string[] {
  return tokenize(text)
    .map(processTerm)
    .filter((w): w is string => Boolean(w) && !REQUEST_WORDS.has(w!) && !/^\d+$/.test(w!));
}

const checkpointNumber = (question: string) => /\bcheckpoint\s*#?\s*(\d)\b/i.exec(question)?.[1];

/** A request about the unit's final product rather than a checkpoint or the work of one phase. */
export const asksForFinal = (question: string) => /\b(final|summative|culminating)\b|\bunit project\b/i.test(question);

/**
 * The unit's final product, when its published rubric is in scope: the product the unit's challenge and its last
 * learning outcome name ("design a community garden proposal ... that you will present"), by the words its name
 * shares with them, or a product named "final". A checkpoint is a step toward the product, never the product; on a
 * tie the product scored latest in the unit's calendar wins. Worked out over the whole unit, so a phase page without
 * it (Unit 3's Phase 4) gets none rather than its own last product.
 */
function finalProduct(unit: Unit, inScope: PublishedRubric[]): PublishedRubric | undefined {
  const said = [unit.realWorldChallenge.split(/(?<=[.!?])\s+/).at(-1), unit.learningOutcomes.at(-1)];
  const named = said.map((text) => new Set(productWords(text ?? "")));
  const scored = rubrics()
    .filter((r) => r.unit === unit.number && !/checkpoint/i.test(r.product))
    .sort((a, b) => rubricDayOrder(units, a) - rubricDayOrder(units, b))
    .map((rubric) => {
      const words = productWords(rubric.product);
      const score = /\bfinal\b/i.test(rubric.product)
        ? Number.POSITIVE_INFINITY
        : named.reduce((sum, set) => sum + words.filter((w) => set.has(w)).length, 0);
      return { rubric, score };
    })
    .filter((s) => s.score > 0);
  const top = Math.max(0, ...scored.map((s) => s.score));
  const final = scored.filter((s) => s.score === top).at(-1)?.rubric;
  return inScope.find((p) => p.rubric === final);
}

/**
 * The published rubric a question asks for, or undefined when it names none: a named day or lesson that scores a
 * product with one; a numbered checkpoint ("Checkpoint 2", whatever the phase calls it); the product's own words
 * ("the prototype summary card", "the showcase"); asked on a phase page or about a phase with no product named, the
 * phase's checkpoint; and asked for the unit or its final product, the unit's final product (`finalProduct`).
 */
export function publishedRubric(unit: Unit, scope: TaskScope, question: string): PublishedRubric | undefined {
  const inScope = publishedIn(unit, scope.lessons);
  if (!inScope.length) return undefined;
  const asked = new Set(productWords(question));
  const scored = inScope
    .map((found) => ({ found, score: productWords(found.rubric.product).filter((w) => asked.has(w)).length }))
    .filter((s) => s.score > 0);
  const top = Math.max(0, ...scored.map((s) => s.score));
  const best = scored.filter((s) => s.score === top);
  // Two shared words settle it; one settles it only when no other product has it ("showcase", not "project").
  const byWords = top >= 2 || best.length === 1 ? best[0]?.found : undefined;

  if (scope.kind === "lesson") return byWords ?? inScope[0];
  const number = checkpointNumber(question);
  if (number) {
    const named = new RegExp(`\\bcheckpoint ${number}\\b`, "i");
    const found = inScope.find(
      (p) =>
        named.test(p.rubric.product) ||
        (/checkpoint/i.test(p.rubric.product) && named.test(p.phase?.checkpoint?.title ?? "")),
    );
    if (found) return found;
  }
  if (byWords) return byWords;
  const checkpointAsked = /\bcheckpoint\b/i.test(question) || Boolean(scope.phase?.checkpoint);
  if (scope.phase && !number && checkpointAsked && !asksForFinal(question))
    return inScope.find((p) => /checkpoint/i.test(p.rubric.product));
  // Asked for the whole unit, a rubric is for its final product; on a phase page, only when the question says so.
  if (!number && (!scope.phase || asksForFinal(question))) return finalProduct(unit, inScope);
  return undefined;
}

/** The lesson a numbered checkpoint is scored in, for a checkpoint with no published rubric. */
export function checkpointLesson(scope: TaskScope, question: string): ScopedLesson | undefined {
  const number = checkpointNumber(question);
  if (!number) return undefined;
  const named = new RegExp(`\\bcheckpoint ${number}\\b`, "i");
  return (
    scope.lessons.find(({ lesson }) => lesson.assessment.some((line) => named.test(line))) ??
    scope.lessons.find(
      ({ lesson, phase }) =>
        phase?.checkpoint && named.test(phase.checkpoint.title) && lessonLabel(lesson) === phase.checkpoint.when,
    )
  );
}

/** Where the student rubric and the teacher's scoring sheet are published, as the unit page links them. */
export function publishedFiles(found: PublishedRubric): { format: RubricFormat; rubric: string; sheet: string }[] {
  return rubricFormats.map((format) => ({ format, ...rubricPaths(found.rubric, lessonLabel(found.lesson), format) }));
}
