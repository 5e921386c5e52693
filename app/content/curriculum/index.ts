import { z } from "zod";
import { answerKeys } from "./answer-keys.ts";
import { withBothFormats } from "./formats.ts";
import { matchKeys, mismatchProblems, promptsOf } from "./key-match.ts";
import { labHints } from "./lab-work.ts";
import { dayName, everyLesson, lessonAt, lessonLabel, ownAndProjectLessons, projectWorkOf } from "./lessons.ts";
import { outsideLinkProblems } from "./outside-links.ts";
import { withProjectWork } from "./project-work/index.ts";
import {
  type Activity,
  type HandoutKey,
  type HandoutKeyInput,
  handoutKeySchema,
  type Lesson,
  type Material,
  type Phase,
  promptResponse,
  promptText,
  type ResponseSpace,
  type Unit,
  type UnitInput,
  unitSchema,
} from "./schema.ts";
import {
  ngssFitProblems,
  occasionProblems,
  resourceMapCodeProblems,
  standardsTableProblems,
  stateFitProblems,
} from "./standards-check.ts";
import { unit1 } from "./unit1.ts";
import { unit2 } from "./unit2/index.ts";
import { unit3 } from "./unit3/index.ts";
import { unit4 } from "./unit4.ts";
import { unit5 } from "./unit5/index.ts";
import { unit6 } from "./unit6.ts";

/** Parses one unit module (so defaults apply), naming the unit in the error so a content mistake is easy to find. */
export function parseUnit(input: UnitInput): Unit {
  const result = unitSchema.safeParse(input);
  if (!result.success) throw new Error(`Unit ${input.number} content is invalid:\n${z.prettifyError(result.error)}`);
  return result.data;
}

/**
 * Parses the course's units and puts them in order. Their numbers are their addresses (/unit/{n}) and their places
 * in the course: 1 to the number of units, none skipped or repeated, so how many units there are is simply how many
 * are listed.
 */
export function parseUnits(inputs: UnitInput[]): Unit[] {
  const list = inputs.map(parseUnit).sort((a, b) => a.number - b.number);
  if (list.some((u, i) => u.number !== i + 1))
    throw new Error(
      `The units must be numbered 1 to ${list.length}, each once; they are ${list.map((u) => u.number).join(", ")}`,
    );
  return list;
}

/**
 * The course's units; adding a unit is adding its module to this list. Each gets its project-work days (decision
 * 0036) and every student handout in both formats (formats.ts).
 */
export const units: Unit[] = parseUnits(
  [unit1, unit2, unit3, unit4, unit5, unit6].map((u) => withBothFormats(withProjectWork(u))),
);

/** Parses one handout's answer key, naming its handout in the error; its unit must be one of the course's. */
export function parseHandoutKey(input: HandoutKeyInput, list: Unit[] = units): HandoutKey {
  const result = handoutKeySchema.safeParse(input);
  if (!result.success)
    throw new Error(`The answer key to ${keyName(input)} is invalid:\n${z.prettifyError(result.error)}`);
  if (!list.some((u) => u.number === result.data.unit))
    throw new Error(`The answer key to ${keyName(input)} is for a unit the course does not have`);
  return result.data;
}

let parsedKeys: HandoutKey[] | undefined;

/**
 * The teachers' keys to the handouts (answer-keys.ts), kept apart from the student-facing content and parsed
 * on first use. Only the build and the servers call this: pages' client code imports this module too, and
 * with no call at load time the bundler leaves the keys out of the browser's code.
 */
export function handoutKeys(): HandoutKey[] {
  parsedKeys ??= answerKeys.map((key) => parseHandoutKey(key));
  return parsedKeys;
}

/** A unit or phase number from a URL: "3" is 3; "03", "abc" or "1.5" name no page. */
export function parsePageNumber(param: string | undefined): number | undefined {
  return param !== undefined && /^[1-9]\d{0,2}$/.test(param) ? Number(param) : undefined;
}

export function getUnit(n: number): Unit | undefined {
  return units.find((u) => u.number === n);
}

export function getPhase(unit: Unit, n: number): Phase | undefined {
  return unit.phases.find((p) => p.number === n);
}

export function unitPath(unit: number): string {
  return `/unit/${unit}`;
}

export function phasePath(unit: number, phase: number): string {
  return `/unit/${unit}/phase/${phase}`;
}

/** Every unit and phase page, in reading order. */
export function curriculumPaths(list: Unit[] = units): string[] {
  return list.flatMap((u) => [unitPath(u.number), ...u.phases.map((p) => phasePath(u.number, p.number))]);
}

/** A material together with where it is listed. */
export interface PlacedMaterial {
  unit: Unit;
  phase?: Phase;
  material: Material;
}

/**
 * Every material of every unit and phase, the phases' unlisted ones too (a path listed in two places appears
 * twice): what the build generates, zips and caches for offline use.
 */
export function allMaterials(list: Unit[] = units): PlacedMaterial[] {
  return list.flatMap((unit) => [
    ...[...unit.materials, ...unit.unlistedMaterials].map((material) => ({ unit, material })),
    ...unit.phases.flatMap((phase) =>
      [...phase.materials, ...phase.unlistedMaterials].map((material) => ({ unit, phase, material })),
    ),
  ]);
}

/**
 * The lesson a lesson-plan or handout source names. Without an explicit phase, a material listed on a
 * phase means that phase's lesson, and a material listed on the unit means the unit's lesson.
 */
export function findLesson(
  unit: Unit,
  listedIn: Phase | undefined,
  source: { lesson: number; phase?: number },
): { lesson: Lesson; phase?: Phase } | undefined {
  const found = lessonAt([unit], { unit: unit.number, phase: source.phase ?? listedIn?.number, lesson: source.lesson });
  return found && { lesson: found.lesson, phase: found.phase };
}

/** What a phase says about itself, for the searches over the curriculum (site search, assistant). */
export function phaseText(phase: Phase): string[] {
  return [
    phase.range,
    phase.summary,
    ...phase.overview,
    ...phase.objectives,
    ...phase.keyActivities.flatMap((a) => [a.title, a.description]),
    ...(phase.checkpoint ? [phase.checkpoint.title, phase.checkpoint.description] : []),
    ...phase.resourceMap.map((r) => r.question),
  ];
}

// Openers, walk-arounds and closing circles: the parts a lesson survives without when time is short.
const optionalActivity =
  /^(warm-?up|hook|do now|gallery walk|quick debrief|career connections|thank-you|celebration circle|reflection and celebration)\b/i;

/** What a teacher short of time cuts first: the activity's own priority, or what its title says it is. */
export function activityPriority(activity: Pick<Activity, "title" | "priority">): "core" | "optional" {
  return activity.priority ?? (optionalActivity.test(activity.title) ? "optional" : "core");
}

/**
 * Words in a handout question that ask students to make something on the page, and the answer spaces that
 * give them room to: a question that says "table" (or "Punnett square") with only ruled lines under it is a broken
 * handout.
 * Data a section provides (its reference table) answers for "use the chart" questions.
 */
const answerSpaceWords: Array<[RegExp, ResponseSpace["kind"][], boolean]> = [
  [/\b(storyboard|frames?)\b/i, ["frames"], false],
  [/\b(tables?|t-chart|charts?)\b/i, ["table", "graph"], true],
  [/\b(graphs?|plot)\b/i, ["graph", "table"], true],
  [/\b(draw|sketch|diagram)\b/i, ["drawing", "frames", "graph"], false],
  // A Punnett square is a grid to fill in: a table of the two parents' alleles (or a box to draw it in).
  [/\bPunnett squares?\b/i, ["table", "drawing"], false],
];

/** Handout questions that name a table, chart, graph, frame or drawing without the space to make it. */
export function answerSpaceProblems(unit: Unit, lesson: Lesson): string[] {
  const problems: string[] = [];
  for (const section of lesson.handout?.sections ?? []) {
    for (const prompt of section.prompts) {
      const text = promptText(prompt);
      const kind = promptResponse(prompt, 3).kind;
      for (const [words, kinds, referenceDoes] of answerSpaceWords) {
        const word = words.exec(text)?.[0];
        if (!word || kinds.includes(kind) || (referenceDoes && section.reference)) continue;
        problems.push(
          `Unit ${unit.number} ${lessonLabel(lesson)} handout: "${text.slice(0, 60)}" names a ${word.toLowerCase()} but gives ${kind}, not ${kinds.join(" or ")}`,
        );
      }
    }
  }
  return problems;
}

/**
 * A question's frame (`starter`) is one of its handout's sentence starters word for word, so the supported version's
 * list and the frame printed with the question never differ, and no starter frames two questions.
 */
export function starterProblems(unit: Unit, lesson: Lesson): string[] {
  const handout = lesson.handout;
  if (!handout) return [];
  const problems: string[] = [];
  const used = new Set<string>();
  for (const prompt of handout.sections.flatMap((s) => s.prompts)) {
    if (!prompt.starter) continue;
    const where = `Unit ${unit.number} ${lessonLabel(lesson)} handout, ${prompt.id}`;
    if (!handout.sentenceStarters.includes(prompt.starter))
      problems.push(`${where}: its starter "${prompt.starter}" is not one of the handout's sentence starters`);
    if (used.has(prompt.starter))
      problems.push(`${where}: its starter "${prompt.starter}" frames another question too`);
    used.add(prompt.starter);
  }
  return problems;
}

/** Cross-references the schema cannot check: every problem found, as readable lines. */
export function contentProblems(list: Unit[] = units, keys: HandoutKey[] = handoutKeys()): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const allPaths = new Set(allMaterials(list).map((m) => m.material.path));
  const duplicates = (what: string, numbers: number[]) => {
    const dupes = numbers.filter((n, i) => numbers.indexOf(n) !== i);
    if (dupes.length) problems.push(`${what}: duplicate numbers ${[...new Set(dupes)].join(", ")}`);
  };
  duplicates(
    "units",
    list.map((u) => u.number),
  );
  for (const unit of list) {
    duplicates(
      `unit ${unit.number} phases`,
      unit.phases.map((p) => p.number),
    );
    duplicates(
      `unit ${unit.number} lessons`,
      ownAndProjectLessons(unit).map((l) => l.number),
    );
    for (const phase of unit.phases) {
      duplicates(
        `unit ${unit.number} phase ${phase.number} lessons`,
        ownAndProjectLessons(phase).map((l) => l.number),
      );
    }
    const lessons = everyLesson(unit).map(({ lesson: l, phase: p }) => ({
      l,
      where: p ? `unit ${unit.number} phase ${p.number}` : `unit ${unit.number}`,
    }));
    for (const { l, where } of lessons) {
      if (l.file && !allPaths.has(l.file))
        problems.push(`${where} ${lessonLabel(l)}: file ${l.file} is not a material`);
      problems.push(...answerSpaceProblems(unit, l), ...starterProblems(unit, l));
      // Lab work is what the data says it is (`lab: true`), not a guess from its wording: a teacher running a lab
      // needs its PPE, handling, allergy and disposal notes in the plan, so a lab lesson without them is an error.
      if (l.lab && !l.safety.length)
        problems.push(`${where} ${lessonLabel(l)}: lab work with no safety notes for the teacher to follow`);
    }
    // An unlisted file is reached only from its lesson's card: its lesson plan (lesson.file) or its student
    // handout (a handout source, listed on the card beside the lesson's printables). One no lesson links is a file
    // no page offers.
    const linked = new Set(lessons.map(({ l }) => l.file));
    const reached = (m: Material, phase?: Phase) =>
      linked.has(m.path) || (m.source.type === "handout" && findLesson(unit, phase, m.source)?.lesson.handout);
    for (const m of unit.unlistedMaterials.filter((m) => !reached(m)))
      problems.push(`unit ${unit.number}: unlisted ${m.path} is no lesson's file`);
    for (const phase of unit.phases) {
      for (const m of phase.unlistedMaterials.filter((m) => !reached(m, phase)))
        problems.push(`unit ${unit.number} phase ${phase.number}: unlisted ${m.path} is no lesson's file`);
    }
    if (unit.completePlanPath && !allPaths.has(unit.completePlanPath)) {
      problems.push(`unit ${unit.number}: completePlanPath ${unit.completePlanPath} is not a material`);
    }
    // Every code a lesson or core concept cites is one the unit lists (with its wording) among its standards.
    const aligned = new Set([...unit.standards.ngss, ...unit.standards.state].map((s) => s.code));
    const cited = [
      ...lessons.flatMap(({ l }) => [...l.standards.state, ...l.standards.ngss]),
      ...unit.coreConcepts.flatMap((c) => c.codes),
    ];
    for (const code of new Set(cited.filter((c) => !aligned.has(c))))
      problems.push(`unit ${unit.number}: cites ${code}, which is not among its standards`);
    // The documents use the PDF standard fonts (WinAnsi): Latin-1 and curly quotes, nothing else.
    const outside = new Set(JSON.stringify(unit).match(/[^\n -\u00ff\u2018\u2019\u201c\u201d]/gu));
    if (outside.size)
      problems.push(`unit ${unit.number}: characters the documents cannot show: ${[...outside].join(" ")}`);
  }
  for (const { unit, phase, material } of allMaterials(list)) {
    const where = `${material.path} (unit ${unit.number}${phase ? ` phase ${phase.number}` : ""})`;
    if (!material.path.startsWith(`/materials/unit${unit.number}/`))
      problems.push(`${where}: not under its unit's folder`);
    const source = material.source;
    if (source.type === "lesson-plan" || source.type === "handout") {
      const found = findLesson(unit, phase, source);
      if (!found) problems.push(`${where}: no lesson ${source.lesson} for its ${source.type}`);
      else if (source.type === "handout" && !found.lesson.handout) problems.push(`${where}: lesson has no handout`);
    } else if (source.type === "phase-overview" && !getPhase(unit, source.phase)) {
      problems.push(`${where}: no phase ${source.phase}`);
    }
    const key = JSON.stringify({ unit: unit.number, source, format: material.format });
    const before = seen.get(material.path);
    if (before !== undefined && before !== key) problems.push(`${where}: listed twice with different sources`);
    seen.set(material.path, key);
    if (source.type === "handout" && allPaths.has(teacherKeyPath(material.path)))
      problems.push(`${where}: its teacher key's path ${teacherKeyPath(material.path)} is another material's`);
  }
  // Outside links come from the catalogue: https pages of their column's provider, never a search.
  problems.push(...outsideLinkProblems(list));
  problems.push(...answerKeyProblems(list, keys), ...dayCoverageProblems(list), ...undecidedLabWork(list));
  problems.push(
    ...standardsTableProblems(list),
    ...ngssFitProblems(list),
    ...stateFitProblems(list),
    ...occasionProblems(list),
    ...resourceMapCodeProblems(list),
  );
  return problems;
}

/**
 * Lessons whose materials name lab equipment, growing media or organisms (labHints) but that no one has marked as
 * lab work or not: each should say `lab: true` with safety notes, or `lab: false`. The word list only prompts the
 * decision; the flag records it.
 */
export function undecidedLabWork(list: Unit[]): string[] {
  return list.flatMap((unit) =>
    everyLesson(unit).flatMap(({ lesson }) => {
      const hints = lesson.lab === undefined ? labHints(lesson.materials) : [];
      return hints.length
        ? [`Unit ${unit.number} ${lessonLabel(lesson)}: materials name ${hints.join(", ")}; is it lab work?`]
        : [];
    }),
  );
}

/**
 * The days a phase's range names: "Days 6-10" is 6 to 10, "Lessons 1-5" is 1 to 5, "Day 4" is 4. Undefined for
 * a range that names no days.
 */
export function rangeDays(range: string): { noun: "day" | "lesson"; days: number[] } | undefined {
  const match = /^(Day|Lesson)s? (\d+)(?:\s*[-\u2013]\s*(\d+))?$/.exec(range.trim());
  if (!match) return undefined;
  const [, word, from, to = from] = match;
  const first = Number(from);
  const last = Number(to);
  if (last < first) return undefined;
  return {
    noun: word === "Day" ? "day" : "lesson",
    days: Array.from({ length: last - first + 1 }, (_, i) => first + i),
  };
}

/**
 * Every teaching day has a plan a teacher can open (issue 20): each day a phase's range names has a lesson of
 * that number with a lesson-plan file (a flexible day too: it has its own short plan), and no lesson of a phase is
 * numbered outside its range. A unit taught as one run of lessons (Units 1 and 6) has no range, so each of its
 * lessons must have a plan.
 */
export function dayCoverageProblems(list: Unit[]): string[] {
  const problems: string[] = [];
  for (const unit of list) {
    for (const lesson of unit.lessons.filter((l) => !l.file))
      problems.push(`Unit ${unit.number} ${lessonLabel(lesson)}: no lesson plan`);
    // Project-work days lie outside a phase's range and the spec's lessons, and each has its own plan (decision 0036).
    for (const { lesson } of everyLesson(unit).filter(
      ({ lesson, phase }) => !lesson.file && (phase ?? unit).projectWork?.lessons.includes(lesson),
    ))
      problems.push(`Unit ${unit.number} project work ${lessonLabel(lesson)}: no lesson plan`);
    for (const phase of unit.phases) {
      const where = `Unit ${unit.number} Phase ${phase.number} (${phase.range})`;
      const range = rangeDays(phase.range);
      if (!range) {
        problems.push(`${where}: the range names no days (write it as "Days 6-10", "Lessons 1-5" or "Day 4")`);
        continue;
      }
      for (const day of range.days) {
        const lesson = phase.lessons.find((l) => l.number === day);
        if (!lesson) problems.push(`${where}: ${range.noun} ${day} has no lesson`);
        else if (!lesson.file) problems.push(`${where}: ${range.noun} ${day} (${lesson.title}) has no lesson plan`);
      }
      for (const lesson of phase.lessons.filter((l) => !range.days.includes(l.number)))
        problems.push(`${where}: ${lessonLabel(lesson)} (${lesson.title}) is numbered outside the range`);
    }
  }
  return problems;
}

/** How a key names its handout in messages: "unit 2 phase 1 lesson 3". */
function keyName(key: Pick<HandoutKeyInput, "unit" | "phase" | "lesson">): string {
  return `unit ${key.unit}${key.phase === undefined ? "" : ` phase ${key.phase}`} lesson ${key.lesson}`;
}

/** How messages name a lesson's handout: "unit 2 phase 1 lesson 3 (Day 3)". */
export function handoutName(unit: number, phase: number | undefined, lesson: Pick<Lesson, "label" | "number">): string {
  return `${keyName({ unit, phase, lesson: lesson.number })} (${lessonLabel(lesson)})`;
}

/** The answer key to the handout of a lesson, found by its unit, its phase (if it is a phase's) and number. */
export function answerKeyFor(
  unit: number,
  phase: number | undefined,
  lesson: number,
  keys: HandoutKey[] = handoutKeys(),
): HandoutKey | undefined {
  return keys.find((k) => k.unit === unit && k.phase === phase && k.lesson === lesson);
}

/**
 * Every prompt of every handout has a key and every key names a prompt of its handout, matched by the prompt's id
 * (never by position); no id is given to two prompts, and no prompt has two keys. Keys to units outside `list`
 * are not looked at.
 */
export function answerKeyProblems(list: Unit[] = units, keys: HandoutKey[] = handoutKeys()): string[] {
  const problems: string[] = [];
  const handouts = list.flatMap((unit) =>
    everyLesson(unit)
      .map(({ lesson, phase }) => ({ lesson, phase: phase?.number }))
      .flatMap(({ lesson, phase }) =>
        lesson.handout
          ? [
              {
                handout: lesson.handout,
                unit: unit.number,
                phase,
                lesson: lesson.number,
                name: handoutName(unit.number, phase, lesson),
              },
            ]
          : [],
      ),
  );
  // Ids are unique across the curriculum, so one names its prompt wherever it is quoted.
  const owners = new Map<string, string[]>();
  for (const { handout, name } of handouts)
    for (const id of new Set(promptsOf(handout).map((p) => p.id))) owners.set(id, [...(owners.get(id) ?? []), name]);
  for (const [id, names] of owners)
    if (names.length > 1)
      problems.push(`prompt id ${id} is given to prompts of ${names.length} handouts: ${names.join(", ")}`);

  const counted = new Map<string, number>();
  for (const key of keys) counted.set(keyName(key), (counted.get(keyName(key)) ?? 0) + 1);
  for (const [name, count] of counted) if (count > 1) problems.push(`answer-keys.ts: ${count} keys to ${name}`);
  for (const key of keys) {
    if (!list.some((u) => u.number === key.unit)) continue;
    if (!handouts.some((h) => h.unit === key.unit && h.phase === key.phase && h.lesson === key.lesson))
      problems.push(
        `answer-keys.ts: the key to ${keyName(key)} names no handout (prompts ${key.keys.map((k) => k.prompt).join(", ")})`,
      );
    // The documents use the PDF standard fonts (WinAnsi), like the content.
    const outside = new Set(JSON.stringify(key).match(/[^\n -\u00ff\u2018\u2019\u201c\u201d]/gu));
    if (outside.size)
      problems.push(
        `answer-keys.ts: the key to ${keyName(key)} has characters the documents cannot show: ${[...outside].join(" ")}`,
      );
  }
  for (const { handout, unit, phase, lesson, name } of handouts) {
    const key = answerKeyFor(unit, phase, lesson, keys);
    problems.push(...mismatchProblems(matchKeys(handout, key?.keys ?? []).mismatch, name));
  }
  return problems;
}

/** A teacher key's file: the student handout's file name with _Teacher_Key before the extension. */
export function teacherKeyPath(path: string): string {
  return path.replace(/\.(docx|pdf)$/, "_Teacher_Key.$1");
}

/** A link to a handout's teacher key, as the unit and phase pages list it. */
export interface TeacherKeyLink {
  title: string;
  subtitle: string;
  path: string;
  format: Material["format"];
}

/**
 * The keys of a list of materials, in the list's order: each educator-only material itself (audience "educator",
 * e.g. an assessment key) and the teacher key of each handout file (issue 30).
 */
export function teacherKeyLinks(materials: Material[]): TeacherKeyLink[] {
  return materials.flatMap((m) =>
    m.audience === "educator"
      ? [{ title: m.title, subtitle: m.subtitle, path: m.path, format: m.format }]
      : m.source.type === "handout"
        ? [
            {
              title: `${m.title} (Teacher key)`,
              subtitle: "Exemplar answers and scoring notes under each prompt",
              path: teacherKeyPath(m.path),
              format: m.format,
            },
          ]
        : [],
  );
}

/** Every handout file the units list (each path once), with where it is listed: each has a teacher key. */
export function allHandoutMaterials(list: Unit[] = units): PlacedMaterial[] {
  const seen = new Set<string>();
  return allMaterials(list).filter(
    (p) => p.material.source.type === "handout" && !seen.has(p.material.path) && seen.add(p.material.path),
  );
}

/** The 'Download Unit Plan' text file: title, driving question, challenge, concepts, project ideas, key topics. */
export function textPlan(unit: Unit): string {
  const heading = (text: string) => `${text}\n${"-".repeat(text.length)}`;
  const title = `Unit ${unit.number}: ${unit.title}`;
  return [
    `${title}\n${"=".repeat(title.length)}`,
    unit.description,
    `${heading("Driving Question")}\n${unit.drivingQuestion}`,
    `${heading("Real-World Challenge")}\n${unit.realWorldChallenge}`,
    `${heading("Core Concepts")}\n${unit.coreConcepts
      .map((c) => `- ${c.title}${c.codes.length ? ` (${c.codes.join(", ")})` : ""}: ${c.description}`)
      .join("\n")}`,
    `${heading("Project Ideas")}\n${unit.projectIdeas.map((p) => `- ${p.title}: ${p.description}`).join("\n")}`,
    `${heading("Key Topics")}\n${unit.keyTopics.map((t) => `- ${t}`).join("\n")}`,
  ]
    .join("\n\n")
    .concat("\n");
}

export { dayName, everyLesson, lessonAt, lessonLabel, ownAndProjectLessons, projectWorkOf };
