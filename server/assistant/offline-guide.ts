import { getPhase, lessonLabel, phasePath, unitPath } from "#app/content/curriculum/index.ts";
import type { Lesson, Phase, Unit } from "#app/content/curriculum/schema.ts";
import { composeChecks } from "./compose-checks.ts";
import { composeDifferentiation } from "./compose-differentiation.ts";
import { composeLetter } from "./compose-letter.ts";
import { composeMaterials } from "./compose-materials.ts";
import { composePacing, requestedDays } from "./compose-pacing.ts";
import { composeRubric } from "./compose-rubric.ts";
import { composeStandards } from "./compose-standards.ts";
import { bullets, link, md } from "./markdown.ts";
import {
  allLessons,
  downloads,
  firstSentence,
  type GuideItem,
  lessonCodes,
  lessonFiles,
  lessonName,
  lessonUrl,
  STANDARD_CODE,
  unitIndex,
} from "./offline-index.ts";
import { resolveScope, type TaskScope } from "./task-scope.ts";
import { recognise, recogniseTask } from "./tasks.ts";

export { md };

/**
 * The built-in offline curriculum guide: a deterministic assistant that answers from the unit's own
 * content. It reads what the question asks for (a standard, a time budget, differentiation, materials),
 * finds the parts of the unit that fit with a BM25 ranking, and writes a Markdown answer citing them.
 */

type Activity = Lesson["activities"][number];
interface LessonRef {
  lesson: Lesson;
  phase?: Phase;
}

export interface Intent {
  codes: string[];
  minutes?: number;
  timing: boolean;
  differentiation: boolean;
  materials: boolean;
  phase?: number;
  lesson?: number;
  wholeUnit: boolean;
}

const SHORT_STATE_CODE = /(?<![.\w])((?:LS|ETS|PS|ESS)\d(?:\.\d+)?)\b/gi;

export function detectIntent(question: string): Intent {
  const codes = new Set<string>();
  for (const code of question.match(STANDARD_CODE) ?? []) codes.add(code.toUpperCase());
  for (const [, short] of question.replace(STANDARD_CODE, " ").matchAll(SHORT_STATE_CODE)) {
    if (short) codes.add(`BIO1.${short.toUpperCase()}`);
  }
  const minutesMatch = /\b(\d{1,3})\s*-?\s*(?:minutes?|mins?)\b/i.exec(question);
  const hoursMatch = /\b(an?|one|\d)\s*-?\s*hours?\b/i.exec(question);
  const minutes = minutesMatch
    ? Number(minutesMatch[1])
    : hoursMatch
      ? 60 * (/\d/.test(hoursMatch[1]!) ? Number(hoursMatch[1]) : 1)
      : undefined;
  const lessonMatch = /\b(?:lesson|day)\s*(\d{1,2})\b/i.exec(question);
  return {
    codes: [...codes].slice(0, 3),
    minutes: minutes && minutes >= 10 && minutes <= 600 ? minutes : undefined,
    timing:
      minutes !== undefined ||
      /\b(block|period|pacing|timing|schedule|shorten|shorter|compress|how long|less time|more time)\b/i.test(question),
    differentiation:
      /differentiat|scaffold|struggl|\bells?\b|english (language )?learners?|multilingual|\bieps?\b|\b504\b|accommodat|modif(y|ied|ication)|\bextension|\bextend|advanced|gifted|support(ed)? (version|students|learners|readers)|special education|reading level/i.test(
        question,
      ),
    materials:
      /\bmaterials?\b|\bsuppl(y|ies)\b|equipment|\bprep(are)?\b|\bbuy\b|\bhandouts?\b|\bdownloads?\b|lesson plans?\b|what (do|will) (i|we) need|\bkits?\b/i.test(
        question,
      ),
    phase: numberOf(/\bphase\s*(\d)\b/i.exec(question)),
    lesson: /\bentry event\b/i.test(question) ? 0 : numberOf(lessonMatch),
    wholeUnit: /\b(whole|entire|all|every)\b[^.?!]*\b(unit|lessons)\b|\b(for|in) (the|this) unit\b/i.test(question),
  };
}

function numberOf(match: RegExpExecArray | null): number | undefined {
  return match ? Number(match[1]) : undefined;
}

function minutesOf(activities: Activity[]): number {
  return activities.reduce((sum, a) => sum + a.minutes, 0);
}

/** Scales activity times to fit a block, in 5-minute steps, never below 5 minutes. */
export function fitToBlock(activities: Activity[], block: number): { activity: Activity; minutes: number }[] {
  const total = minutesOf(activities);
  if (total <= block) return activities.map((activity) => ({ activity, minutes: activity.minutes }));
  const fitted = activities.map((activity) => ({
    activity,
    minutes: Math.max(5, Math.round((activity.minutes * block) / total / 5) * 5),
  }));
  let sum = fitted.reduce((s, f) => s + f.minutes, 0);
  while (sum > block) {
    const longest = fitted.reduce((a, b) => (b.minutes > a.minutes ? b : a));
    if (longest.minutes <= 5) break;
    longest.minutes -= 5;
    sum -= 5;
  }
  return fitted;
}

/** Keeps the lesson's order and starts a new block whenever the next activity would not fit. */
export function splitIntoBlocks(activities: Activity[], block: number): Activity[][] {
  const blocks: Activity[][] = [];
  let current: Activity[] = [];
  for (const activity of activities) {
    if (current.length && minutesOf(current) + activity.minutes > block) {
      blocks.push(current);
      current = [];
    }
    current.push(activity);
  }
  if (current.length) blocks.push(current);
  return blocks;
}

interface Target {
  lessons: LessonRef[];
  phase?: Phase;
  note?: string;
}

/** The lessons a question is about: the one it names, the named phase's, or the best-ranked ones. */
function targetLessons(unit: Unit, intent: Intent, question: string, limit: number): Target {
  const lessons = allLessons(unit);
  const phase = intent.phase === undefined ? undefined : getPhase(unit, intent.phase);
  const notes: string[] = [];
  if (intent.phase !== undefined && !phase) {
    // A phase the unit does not have: say so rather than guess which lesson was meant.
    return {
      lessons: [],
      note: unit.phases.length
        ? `Unit ${unit.number} has no Phase ${intent.phase}; its phases are ${unit.phases.map((p) => p.number).join(", ")}.`
        : `Unit ${unit.number} is not divided into phases; it runs as ${lessons.length} lessons.`,
    };
  }
  if (intent.lesson !== undefined) {
    const found = lessons.find((l) => l.lesson.number === intent.lesson && (!phase || l.phase === phase));
    if (found) return { lessons: [found], phase: found.phase };
    notes.push(
      `I could not find ${intent.lesson === 0 ? "an entry event" : `Lesson or Day ${intent.lesson}`} in Unit ${unit.number}.`,
    );
  }
  if (phase)
    return { lessons: phase.lessons.map((lesson) => ({ lesson, phase })), phase, note: notes.join(" ") || undefined };
  const ranked: LessonRef[] = [];
  for (const { item } of unitIndex(unit).search(question, { kinds: ["lesson", "activity"], limit: 12 })) {
    if (item.kind !== "lesson" && item.kind !== "activity") continue;
    if (!ranked.some((r) => r.lesson === item.lesson)) ranked.push({ lesson: item.lesson, phase: item.phase });
  }
  return { lessons: ranked.slice(0, limit), note: notes.join(" ") || undefined };
}

function standardsSection(unit: Unit, code: string): string {
  const matches = (c: string) => c === code || (!/\.\d+$|-\d+$/.test(code) && c.startsWith(`${code}.`));
  const lessons = allLessons(unit).filter(({ lesson }) => lessonCodes(lesson).some(matches));
  const days = unit.phases.flatMap((phase) =>
    phase.resourceMap.filter((r) => [r.stateStandard, ...r.ngss].some(matches)).map((row) => ({ phase, row })),
  );
  const concepts = unit.coreConcepts.filter((c) => c.codes.some((raw) => matches(raw) || matches(`BIO1.${raw}`)));
  const described = [...unit.standards.ngss, ...unit.standards.state].find((s) => s.code === code);
  const parts: string[] = [];
  if (described) parts.push(`**${code}**: ${md(described.description)}`);
  if (lessons.length) {
    parts.push(
      `Lessons that address ${code} in this unit:\n${bullets(
        lessons.map(
          (l) =>
            `${link(lessonName(l.lesson, l.phase), lessonUrl(unit, l.lesson, l.phase))} — ${md(firstSentence(l.lesson.description))}`,
        ),
        12,
      )}`,
    );
  }
  if (days.length) {
    parts.push(
      `Resource-map days that cite ${code}:\n${bullets(
        days.map(
          ({ phase, row }) =>
            `${link(`Phase ${phase.number}: ${phase.title}`, `${phasePath(unit.number, phase.number)}#resource-map`)}, ${md(row.when)}: ${md(row.question)}`,
        ),
        8,
      )}`,
    );
  }
  if (concepts.length) {
    parts.push(
      `Core concepts tied to ${code}: ${concepts.map((c) => link(c.title, `${unitPath(unit.number)}#concepts`)).join(", ")}.`,
    );
  }
  if (!lessons.length && !days.length && !concepts.length && !described) {
    const known = [...new Set([...unit.standards.ngss, ...unit.standards.state].map((s) => s.code))];
    parts.push(
      `${code} is not addressed in Unit ${unit.number}. The standards this unit lists are ${known.join(", ")} (see ${link("Standards Alignment", `${unitPath(unit.number)}#standards`)}); the ${link("curriculum standards index", "/curriculum/standards")} shows where every code is taught.`,
    );
  } else if (!lessons.length && !days.length) {
    parts.push(`No single lesson lists ${code} as its own standard; it runs through the unit as a whole.`);
  }
  return `### ${code}\n${parts.join("\n\n")}`;
}

function timingForLesson(unit: Unit, ref: LessonRef, block: number | undefined): string {
  const { lesson, phase } = ref;
  const total = minutesOf(lesson.activities);
  const title = link(lessonName(lesson, phase), lessonUrl(unit, lesson, phase));
  const planned = lesson.activities.map((a) => `${md(a.title)} (${a.minutes} min)`).join(" · ");
  if (block === undefined) return `${title} runs ${total} minutes: ${planned}.`;
  if (total <= block)
    return `${title} is planned for ${total} minutes, so it fits a ${block}-minute block with ${block - total} minutes to spare: ${planned}.`;
  const fitted = fitToBlock(lesson.activities, block);
  const blocks = splitIntoBlocks(lesson.activities, block);
  const tooLong = lesson.activities.filter((a) => a.minutes > block);
  const lines = [
    `**${title}** is planned for ${total} minutes.`,
    "",
    `In one ${block}-minute block, with every activity kept and times scaled down in 5-minute steps:`,
    "",
    "| Activity | Planned | In the block |",
    "| --- | --- | --- |",
    ...fitted.map((f) => `| ${md(f.activity.title)} | ${f.activity.minutes} min | ${f.minutes} min |`),
  ];
  // Splitting only helps when the last block holds real work, not just an exit ticket.
  if (blocks.length > 1 && minutesOf(blocks.at(-1) ?? []) >= 15) {
    lines.push(
      "",
      `Or keep the full activities over ${blocks.length} blocks:`,
      bullets(
        blocks.map(
          (b, i) => `Block ${i + 1} (${minutesOf(b)} min): ${b.map((a) => `${md(a.title)} (${a.minutes})`).join(", ")}`,
        ),
      ),
    );
  }
  if (tooLong.length) {
    lines.push(
      "",
      `${tooLong.map((a) => md(a.title)).join(" and ")} ${tooLong.length > 1 ? "are" : "is"} longer than one block on its own: split it at a natural pause (for example after data collection) and finish it next time.`,
    );
  }
  return lines.join("\n");
}

function compactTiming(unit: Unit, ref: LessonRef, block: number): string {
  const { lesson, phase } = ref;
  const total = minutesOf(lesson.activities);
  const title = link(lessonName(lesson, phase), lessonUrl(unit, lesson, phase));
  if (total <= block) return `${title}: planned ${total} min, fits as written.`;
  const fitted = fitToBlock(lesson.activities, block)
    .map((f) => `${md(f.activity.title)} ${f.minutes}`)
    .join(" · ");
  const blocks = splitIntoBlocks(lesson.activities, block).length;
  return `${title}: planned ${total} min. In one block: ${fitted} (minutes)${blocks > 1 ? `; or keep it whole over ${blocks} blocks` : ""}.`;
}

function timingSection(unit: Unit, intent: Intent, question: string): string {
  const target = targetLessons(unit, intent, question, 1);
  const block = intent.minutes;
  const parts: string[] = [];
  if (target.note) parts.push(target.note);
  if (target.phase && intent.lesson === undefined && target.lessons.length > 0) {
    const phase = target.phase;
    const phaseLink = link(`Phase ${phase.number}: ${phase.title}`, phasePath(unit.number, phase.number));
    if (target.lessons.length === 1 && target.lessons[0]) {
      parts.push(
        `${phaseLink} (${md(phase.range)}) has one timed lesson on its page.`,
        timingForLesson(unit, target.lessons[0], block),
      );
    } else {
      const heading = block
        ? `To adapt ${phaseLink} for a ${block}-minute block, day by day:`
        : `Timing of ${phaseLink} (${md(phase.range)}):`;
      const rows = target.lessons.map((ref) =>
        block ? compactTiming(unit, ref, block) : timingForLesson(unit, ref, undefined),
      );
      parts.push(`${heading}\n${bullets(rows, 10)}`);
    }
  } else if (target.phase && target.lessons.length === 0) {
    const phase = target.phase;
    parts.push(
      `${link(`Phase ${phase.number}: ${phase.title}`, phasePath(unit.number, phase.number))} (${md(phase.range)}) has no timed lesson activities on its page; its key activities are:\n${bullets(
        phase.keyActivities.map(
          (a) => `${a.when ? `${md(a.when)}: ` : ""}**${md(a.title)}** — ${md(firstSentence(a.description))}`,
        ),
      )}\n\nPlan each of them as its own block and keep the checkpoint work for the last day.`,
    );
  } else if (target.lessons[0]) {
    parts.push(timingForLesson(unit, target.lessons[0], block));
  } else {
    const first = allLessons(unit)[0];
    parts.push(
      `Name a lesson${unit.phases.length ? " or phase" : ""} and I will work out its timing, for example "${first ? lessonLabel(first.lesson) : "Lesson 1"} in a 45-minute block"${unit.phases[0] ? ` or "Phase ${unit.phases[0].number} for a 45-minute block"` : ""}.`,
    );
  }
  const heading = block ? `### Fitting a ${block}-minute block` : "### Timing";
  return `${heading}\n${parts.join("\n\n")}`;
}

function differentiationSection(unit: Unit, intent: Intent, question: string): string {
  const target = targetLessons(unit, intent, question, 2);
  const refs = target.phase ? target.lessons.slice(0, 2) : target.lessons;
  const parts = refs.map((ref) => {
    const { lesson, phase } = ref;
    const d = lesson.differentiation;
    const versions = lessonFiles(unit, ref).filter(
      (m) => m.source.type === "handout" && m.source.variant !== "standard",
    );
    return [
      `**${link(lessonName(lesson, phase), lessonUrl(unit, lesson, phase))}**`,
      `Support:\n${bullets(d.supported.map(md))}`,
      `Extension:\n${bullets(d.extension.map(md))}`,
      d.multilingual.length ? `Multilingual learners:\n${bullets(d.multilingual.map(md))}` : "",
      versions.length ? `Ready-made handout versions: ${downloads(versions)}.` : "",
    ]
      .filter(Boolean)
      .join("\n\n");
  });
  if (target.note) parts.unshift(target.note);
  if (!refs.length)
    parts.push("Tell me which lesson you are planning and I will list its support and extension strategies.");
  return `### Differentiation\n${parts.join("\n\n")}`;
}

function materialsSection(unit: Unit, intent: Intent, question: string): string {
  if (intent.wholeUnit && intent.lesson === undefined && intent.phase === undefined) {
    const all = [...new Set(allLessons(unit).flatMap(({ lesson }) => lesson.materials))];
    const files = [...unit.materials, ...unit.phases.flatMap((p) => p.materials)];
    return [
      `### Materials for the whole unit`,
      `Across its lessons, Unit ${unit.number} uses:\n${bullets(all.slice(0, 40).map(md))}${all.length > 40 ? `\n- …and ${all.length - 40} more (see each lesson)` : ""}`,
      files.length
        ? `Downloads on the unit${unit.phases.length ? " and phase" : ""} pages: ${files.length} files, including ${downloads(files.slice(0, 4))}.`
        : "",
    ]
      .filter(Boolean)
      .join("\n\n");
  }
  const target = targetLessons(unit, intent, question, 2);
  const refs = target.phase ? target.lessons.slice(0, 3) : target.lessons;
  const parts = refs.map((ref) => {
    const files = lessonFiles(unit, ref);
    return [
      `**${link(lessonName(ref.lesson, ref.phase), lessonUrl(unit, ref.lesson, ref.phase))}**`,
      bullets(ref.lesson.materials.map(md)),
      files.length ? `Downloads: ${downloads(files)}.` : "",
    ]
      .filter(Boolean)
      .join("\n");
  });
  if (target.phase) {
    const phase = target.phase;
    if (target.lessons.length > refs.length)
      parts.push(
        `…and ${target.lessons.length - refs.length} more days on the ${link("phase page", `${phasePath(unit.number, phase.number)}#lessons`)}.`,
      );
    if (phase.materials.length) parts.push(`Phase ${phase.number} downloads: ${downloads(phase.materials)}.`);
  }
  if (target.note) parts.unshift(target.note);
  if (!parts.length) parts.push("Tell me which lesson you are preparing and I will list its materials and downloads.");
  return `### Materials\n${parts.join("\n\n")}`;
}

function describeHit(item: GuideItem): string {
  switch (item.kind) {
    case "lesson":
      return `${link(item.name, item.url)} — ${md(firstSentence(item.summary))}`;
    case "activity":
      return `Activity ${link(item.activity.title, item.url)} (${item.activity.minutes} min, in ${md(lessonName(item.lesson, item.phase))}) — ${md(firstSentence(item.summary))}`;
    case "phase":
      return `${link(item.name, item.url)} (${md(item.phase.range)}) — ${md(firstSentence(item.summary))}`;
    case "standard":
      return `Standard **${item.code}** — ${md(firstSentence(item.summary))} (${link("Standards Alignment", item.url)})`;
    case "concept":
      return `Core concept ${link(item.name, item.url)}${item.concept.codes.length ? ` (${item.concept.codes.join(", ")})` : ""} — ${md(firstSentence(item.summary))}`;
    case "material":
      return `Download ${link(item.name, item.url)} — ${md(item.summary)}`;
  }
}

function suggestions(unit: Unit): string {
  const first = allLessons(unit)[0];
  const code = first ? lessonCodes(first.lesson)[0] : unit.standards.ngss[0]?.code;
  const lesson = first ? lessonLabel(first.lesson) : "Lesson 1";
  return `You can ask me, for example: "Which lessons address ${code ?? "HS-LS2-7"}?", "Adapt ${lesson} for a 45-minute block", "How can I differentiate ${lesson}?" or "What materials do I need for ${lesson}?"`;
}

function overview(unit: Unit): string {
  const items = unit.phases.length
    ? unit.phases.map(
        (p) => `${link(`Phase ${p.number}: ${p.title}`, phasePath(unit.number, p.number))} (${md(p.range)})`,
      )
    : unit.lessons.map((l) => link(`${lessonLabel(l)}: ${l.title}`, lessonUrl(unit, l)));
  return `Driving question: *${md(unit.drivingQuestion)}*\n\n${unit.phases.length ? "Phases" : "Lessons"}:\n${bullets(items)}`;
}

function relevantSection(unit: Unit, question: string): string {
  const hits = unitIndex(unit).search(question, { limit: 5 });
  if (!hits.length) {
    return `I could not find that in the content of Unit ${unit.number}. Here is the unit at a glance.\n\n${overview(unit)}\n\n${suggestions(unit)}`;
  }
  return `The parts of this unit closest to your question:\n${bullets(hits.map(({ item }) => describeHit(item)))}\n\n${suggestions(unit)}`;
}

function lessonSummary(unit: Unit, { lesson, phase }: LessonRef): string {
  const codes = lessonCodes(lesson);
  return [
    `**${link(lessonName(lesson, phase), lessonUrl(unit, lesson, phase))}** — ${md(lesson.description)}`,
    `Driving question: *${md(lesson.drivingQuestion)}*`,
    `Objectives:\n${bullets(lesson.objectives.map(md))}`,
    `Activities (${minutesOf(lesson.activities)} min): ${lesson.activities.map((a) => `${md(a.title)} (${a.minutes} min)`).join(" · ")}`,
    codes.length ? `Standards: ${codes.join(", ")}` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
}

function phaseSummary(unit: Unit, phase: Phase): string {
  const url = phasePath(unit.number, phase.number);
  return [
    `**${link(`Phase ${phase.number}: ${phase.title}`, url)}** (${md(phase.range)}) — ${md(phase.summary)}`,
    `Key activities:\n${bullets(phase.keyActivities.map((a) => `${a.when ? `${md(a.when)}: ` : ""}${md(a.title)}`))}`,
    phase.checkpoint ? `Checkpoint (${md(phase.checkpoint.when)}): ${md(phase.checkpoint.title)}` : "",
    phase.lessons.length
      ? `Lessons:\n${bullets(phase.lessons.map((l) => link(`${lessonLabel(l)}: ${l.title}`, lessonUrl(unit, l, phase))))}`
      : "",
  ]
    .filter(Boolean)
    .join("\n\n");
}

/** A question that names a lesson or phase and asks nothing more specific gets its summary. */
function namedSection(unit: Unit, intent: Intent, question: string): { note?: string; body?: string } {
  if (intent.lesson === undefined && intent.phase === undefined) return {};
  const target = targetLessons(unit, intent, question, 1);
  const lesson = intent.lesson !== undefined && target.lessons.length === 1 ? target.lessons[0] : undefined;
  const body = lesson ? lessonSummary(unit, lesson) : target.phase ? phaseSummary(unit, target.phase) : undefined;
  return { note: target.note, body };
}

/** The guide's full answer to the last question, in Markdown. */
export function composeOfflineAnswer(unit: Unit, question: string): string {
  const intent = detectIntent(question);
  const task = recogniseTask(question);
  const sections = [
    `**Offline curriculum guide.** I am GeneHive's built-in guide, not an AI model: I answer from the published content of ${link(`Unit ${unit.number}: ${unit.title}`, unitPath(unit.number))}.`,
    ...intent.codes.map((code) => standardsSection(unit, code)),
  ];
  // A composed task's answer, after a note when the question named a part the unit does not have.
  const composed = (scope: TaskScope, compose: (scope: TaskScope) => string) =>
    sections.push(...(scope.note ? [md(scope.note)] : []), compose(scope));
  const scope = resolveScope(unit, recognise(question));
  // A question about standards that names no code asks which ones the lesson, phase or unit covers.
  if (!intent.codes.length && task === "standards") composed(scope, (s) => composeStandards(unit, s));
  if (task === "family-letter") composed(scope, (s) => composeLetter(unit, s));
  if (task === "checks") composed(scope, (s) => composeChecks(unit, s));
  if (task === "rubric") composed(scope, (s) => composeRubric(unit, s, question));
  const days = requestedDays(question);
  // A period length or a number of days for a lesson, phase or unit: laid out day by day.
  if (task === "pacing" && (intent.minutes || days) && scope.lessons.length)
    composed(scope, (s) => composePacing(unit, s, { period: intent.minutes, days }));
  else if (intent.timing) sections.push(timingSection(unit, intent, question));
  // The recogniser also reads misspelt requests ("diferentiate", "materails") that the intent's patterns miss.
  if (intent.differentiation || task === "differentiation") {
    // A phase (named, or the page asked on) or the whole unit gets every lesson side by side.
    if (scope.kind === "phase" || (scope.kind === "unit" && intent.wholeUnit))
      composed(scope, (s) => composeDifferentiation(unit, s));
    else sections.push(differentiationSection(unit, intent, question));
  }
  if (intent.materials || task === "materials") {
    // A phase or the unit gets one consolidated list; a lesson keeps its own list and files.
    const ranked = intent.lesson === undefined && intent.phase === undefined && !intent.wholeUnit;
    if (scope.kind === "lesson" || (ranked && scope.kind === "unit"))
      sections.push(materialsSection(unit, intent, question));
    else composed(scope, (s) => composeMaterials(unit, s));
  }
  if (sections.length === 1) {
    const named = namedSection(unit, intent, question);
    if (named.note) sections.push(named.note);
    sections.push(named.body ? `${named.body}\n\n${suggestions(unit)}` : relevantSection(unit, question));
  }
  sections.push(
    "_A draft drawn from the unit's published content: review it and adapt it for your class. Keep students' names and other personal details out of this chat._",
  );
  return sections.join("\n\n");
}
