import { lessonLabel, projectWorkOf } from "#app/content/curriculum/index.ts";
import { lessonOutsideLinks, linkLabel } from "#app/content/curriculum/outside-links.ts";
import type { Lesson, Phase, Unit } from "#app/content/curriculum/schema.ts";
import { standardWording } from "#app/content/curriculum/standards-check.ts";
import type { Block, MaterialDocument } from "./model.ts";

/** Where a lesson sits, for the lines that place a document in the unit. */
export interface LessonPlace {
  unit: Unit;
  phase?: Phase;
  lesson: Lesson;
}

export function placeLine(unit: Unit, phase?: Phase): string {
  return [`Unit ${unit.number}: ${unit.title}`, phase && `Phase ${phase.number}: ${phase.title}`]
    .filter(Boolean)
    .join(" · ");
}

export function totalMinutes(lesson: Lesson): number {
  return lesson.activities.reduce((sum, a) => sum + a.minutes, 0);
}

/** The activities with their minutes and a total, as a table. */
export function timingTable(lesson: Lesson): Block {
  return {
    type: "table",
    header: ["Segment", "Minutes"],
    rows: [
      ...lesson.activities.map((a, i) => [`${i + 1}. ${a.title}`, String(a.minutes)]),
      ["Total", String(totalMinutes(lesson))],
    ],
    widths: [80, 20],
  };
}

/** Each code with its one meaning from the standards tables (a code no table has stays bare). */
function describeCodes(codes: string[]): string[] {
  return codes.map((code) => {
    const wording = standardWording(code);
    return wording ? `${code}: ${wording}` : code;
  });
}

/** The work a lesson starts or waits for on the school days around it, under its heading; nothing for most lessons. */
export function betweenLessons(lesson: Lesson): Block[] {
  return lesson.betweenLessons
    ? [
        { type: "heading", level: 2, text: "Between Lessons" },
        { type: "bullets", items: lesson.betweenLessons },
      ]
    : [];
}

/** "Flexible day: <reason>", as a labelled field: why the day's plan is meant to bend. */
export function flexibleField(reason: string): [label: string, value: string] {
  return ["Flexible day", reason];
}

/**
 * The teacher's lesson plan: objectives, timings, materials, safety for lab work, procedure, differentiation,
 * assessment, standards; a flexible day says so, and why, at the top.
 */
export function lessonPlanDocument({ unit, phase, lesson }: LessonPlace): MaterialDocument {
  // The day's videos, interactives and readings with their addresses: a printed plan has no links to click.
  const outside = lessonOutsideLinks(phase, lesson);
  const { differentiation: diff, standards } = lesson;
  // A project-work day lies outside its phase's range and the spec's lessons (decision 0036): its header names the
  // extension and where its days fall instead of a range ("Days 1-4") that does not include it.
  const work = projectWorkOf(phase ?? unit, lesson);
  const phaseLine =
    phase &&
    `Phase ${phase.number}: ${phase.title} (${work ? `project work extension after ${phase.range}` : phase.range})`;
  const blocks: Block[] = [
    {
      type: "fields",
      items: [
        ["Unit", `Unit ${unit.number}: ${unit.title}`],
        ...(phaseLine ? [["Phase", phaseLine] as [string, string]] : []),
        ...(work ? [["Schedule", `${work.title}. ${work.placement}`] as [string, string]] : []),
        ["Session", lessonLabel(lesson)],
        ["Total time", `${totalMinutes(lesson)} minutes`],
        // At the top with the session's details, so a teacher knows at once that this day's plan bends to the class.
        ...(lesson.flexible ? [flexibleField(lesson.flexible)] : []),
      ],
    },
    { type: "heading", level: 2, text: "Driving Question" },
    { type: "paragraph", text: lesson.drivingQuestion, emphasis: true },
    { type: "heading", level: 2, text: "Learning Objectives" },
    { type: "paragraph", text: "By the end of this lesson, students will be able to:" },
    { type: "bullets", items: lesson.objectives },
    { type: "heading", level: 2, text: "Key Understandings" },
    { type: "bullets", items: lesson.keyUnderstandings },
    { type: "heading", level: 2, text: "Timing at a Glance" },
    timingTable(lesson),
    { type: "heading", level: 2, text: "Materials" },
    { type: "bullets", items: lesson.materials },
    ...(outside.length
      ? ([
          { type: "heading", level: 2, text: "Outside Resources" },
          { type: "bullets", items: outside.map((l) => `${linkLabel(l)}: ${l.url}`) },
        ] satisfies Block[])
      : []),
    // Between what to gather and what to do: the teacher sets up the room with these in mind.
    ...(lesson.safety.length
      ? ([
          { type: "heading", level: 2, text: "Safety" },
          { type: "bullets", items: lesson.safety },
        ] satisfies Block[])
      : []),
    { type: "heading", level: 2, text: "Procedure" },
    ...lesson.activities.flatMap((a, i): Block[] => [
      { type: "heading", level: 3, text: `${i + 1}. ${a.title} (${a.minutes} minutes)` },
      { type: "paragraph", text: a.description },
    ]),
    // After the period's steps: what runs on the school days around it (an experiment's measuring routine).
    ...betweenLessons(lesson),
    { type: "heading", level: 2, text: "Differentiation" },
    { type: "heading", level: 3, text: "Supported" },
    { type: "bullets", items: diff.supported },
    { type: "heading", level: 3, text: "Extension" },
    { type: "bullets", items: diff.extension },
    ...(diff.multilingual.length
      ? ([
          { type: "heading", level: 3, text: "Multilingual Learners" },
          { type: "bullets", items: diff.multilingual },
        ] satisfies Block[])
      : []),
    { type: "heading", level: 2, text: "Assessment" },
    { type: "bullets", items: lesson.assessment },
    { type: "heading", level: 2, text: "Standards" },
    { type: "heading", level: 3, text: "NGSS Performance Expectations" },
    { type: "bullets", items: orNone(describeCodes(standards.ngss)) },
    { type: "heading", level: 3, text: "State Biology Standards" },
    { type: "bullets", items: orNone(describeCodes(standards.state)) },
  ];
  if (lesson.handout) {
    blocks.push(
      { type: "heading", level: 2, text: "Student Handout" },
      { type: "paragraph", text: `Students complete "${lesson.handout.title}" during this lesson.` },
    );
  }
  return {
    title: `${lessonLabel(lesson)}: ${lesson.title}`,
    eyebrow: `${placeLine(unit, phase)} · ${work ? "Project Work Extension · " : ""}Lesson Plan`,
    subtitle: lesson.description,
    blocks,
  };
}

function orNone(items: string[]): string[] {
  return items.length ? items : ["None listed for this lesson."];
}
