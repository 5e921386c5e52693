import { lessonLabel, phasePath, unitPath } from "#app/content/curriculum/index.ts";
import type { Lesson, Phase, Unit } from "#app/content/curriculum/schema.ts";
import { composeOfflineAnswer } from "./offline-guide.ts";
import { taughtLessons } from "./offline-index.ts";
import type { ChatMessage } from "./request-schema.ts";
import { recogniseTask } from "./tasks.ts";

/** Above this size the lessons are listed briefly, so small local models keep room for the conversation. */
export const FULL_DETAIL_BUDGET = 24_000;

const instructions = (unit: Unit) =>
  `You are the GeneHive unit assistant. You help a teacher understand, plan and customise Unit ${unit.number} of the project-based high school biology course "Innovating through Biology for Real-World Impact" (NGSS aligned, XQ competencies).

How to answer:
- Ground every answer in the unit described below. Name the lessons, phases, standard codes and materials you draw on. If the unit does not cover something, say so, then offer your own suggestion and mark it as such.
- Help the teacher customise the unit: adapt timing and pacing, differentiate (support, extension, multilingual learners), connect the project to their community, and draft rubrics, exit tickets, handouts or family letters.
- Label what you write as a draft for the teacher to review and adapt (start such content with "Draft:").
- Keep student personal data out: never ask for students' names, grades, health or other identifying details. If the teacher shares any, do not repeat them and remind the teacher to remove them.
- Write in Markdown (short headings, lists, tables where they help) and be concise.`;

function list(items: string[]): string {
  return items.map((item) => `- ${item}`).join("\n");
}

function codes(lesson: Lesson): string {
  const all = [...lesson.standards.ngss, ...lesson.standards.state];
  return all.length ? ` [${all.join(", ")}]` : "";
}

function lessonText(lesson: Lesson, full: boolean): string {
  const head = `- ${lessonLabel(lesson)}: ${lesson.title}${codes(lesson)}. ${lesson.description}`;
  if (!full) return head;
  const minutes = lesson.activities.reduce((sum, a) => sum + a.minutes, 0);
  return [
    head,
    `  Driving question: ${lesson.drivingQuestion}`,
    `  Activities (${minutes} min): ${lesson.activities.map((a) => `${a.title} (${a.minutes} min)`).join("; ")}`,
    `  Materials: ${lesson.materials.join("; ")}`,
  ].join("\n");
}

/** The unit's own lessons or a phase's as taught, project-work days among them, then where those days fall. */
function lessonsText(unit: Unit, phase: Phase | undefined, full: boolean): string {
  const work = (phase ?? unit).projectWork;
  const lessons = taughtLessons(unit, phase).map((l) => lessonText(l, full));
  return [...lessons, ...(work ? [`${work.title}: ${work.placement}`] : [])].join("\n");
}

function unitText(unit: Unit, full: boolean): string {
  const sections = [
    `# Unit ${unit.number}: ${unit.title} (${unitPath(unit.number)})`,
    unit.description,
    `Driving question: ${unit.drivingQuestion}`,
    `Real-world challenge: ${unit.realWorldChallenge}`,
    `## Core concepts\n${list(
      unit.coreConcepts.map((c) => `${c.title}${c.codes.length ? ` (${c.codes.join(", ")})` : ""}: ${c.description}`),
    )}`,
    `## Key topics\n${list(unit.keyTopics)}`,
    `## Project ideas\n${list(unit.projectIdeas.map((p) => `${p.title}: ${p.description}`))}`,
  ];
  if (unit.scheduleNote) sections.push(`Schedule note: ${unit.scheduleNote}`);
  if (unit.lessons.length) sections.push(`## Lessons\n${lessonsText(unit, undefined, full)}`);
  for (const phase of unit.phases) {
    const parts = [
      `## Phase ${phase.number}: ${phase.title} (${phase.range}; ${phasePath(unit.number, phase.number)})`,
      phase.rangeNote ?? "",
      phase.summary,
      `Key activities:\n${list(phase.keyActivities.map((a) => `${a.when ? `${a.when}: ` : ""}${a.title}: ${a.description}`))}`,
      phase.checkpoint
        ? `Checkpoint (${phase.checkpoint.when}): ${phase.checkpoint.title}: ${phase.checkpoint.description}`
        : "",
      phase.lessons.length ? `Lessons:\n${lessonsText(unit, phase, full)}` : "",
      phase.materials.length
        ? `Materials to download:\n${list(phase.materials.map((m) => `${m.title}: ${m.subtitle}`))}`
        : "",
    ];
    sections.push(parts.filter(Boolean).join("\n"));
  }
  sections.push(
    `## Learning outcomes\n${list(unit.learningOutcomes)}`,
    `## Competencies\n${list(unit.competencies.map((c) => `${c.title}: ${c.description}`))}`,
    `## Standards\n${list([...unit.standards.ngss, ...unit.standards.state].map((s) => `${s.code}: ${s.description}`))}`,
  );
  if (unit.materials.length) {
    sections.push(`## Unit materials to download\n${list(unit.materials.map((m) => `${m.title}: ${m.subtitle}`))}`);
  }
  return sections.join("\n\n");
}

/** The system prompt: how to behave, then the unit as published on our pages. */
export function buildSystemPrompt(unit: Unit): string {
  const full = unitText(unit, true);
  const body = full.length <= FULL_DETAIL_BUDGET ? full : unitText(unit, false);
  return `${instructions(unit)}\n\nThe unit:\n\n${body}`;
}

/**
 * For a task the offline guide performs (pacing, rubric, standards…), its answer computed from the data, for
 * the model to improve rather than write from scratch: a small local model then keeps the data's lessons,
 * minutes and codes right and spends itself on the wording. Nothing for any other question.
 */
export function taskDraft(unit: Unit, question: string): string {
  const task = recogniseTask(question);
  if (task === "other") return "";
  return `\n\nThe teacher's last message asks for a ${task.replace("-", " ")} task. The curriculum guide computed this draft from the unit's data. Improve it for the teacher: keep every lesson, day, minute figure, standard code and link it gives unless the unit above shows it is wrong, make the wording clear and specific to this class, and keep it in Markdown. Leave out the draft's first line about the offline guide.\n\n<draft>\n${composeOfflineAnswer(unit, question)}\n</draft>`;
}

/** What the provider receives: our system prompt, then the conversation (any client-sent system text is impossible by schema). */
export function buildProviderMessages(unit: Unit, messages: ChatMessage[]) {
  const question = messages.findLast((m) => m.role === "user")?.content ?? "";
  return [{ role: "system" as const, content: buildSystemPrompt(unit) + taskDraft(unit, question) }, ...messages];
}
