import { lessonLabel } from "#app/content/curriculum/index.ts";
import { linkLabel } from "#app/content/curriculum/outside-links.ts";
import type { Lesson, Link, Material, Phase, ProjectWork, Unit } from "#app/content/curriculum/schema.ts";
import { flexibleField, timingTable, totalMinutes } from "./lesson-plan.ts";
import type { Block, MaterialDocument } from "./model.ts";

function section(title: string, blocks: Block[]): Block[] {
  return blocks.length ? [{ type: "heading", level: 2, text: title }, ...blocks] : [];
}

function bullets(items: string[]): Block[] {
  return items.length ? [{ type: "bullets", items }] : [];
}

/** Titled entries (concepts, project ideas, competencies): each title a heading over its description. */
function titledEntries(items: Array<{ title: string; description: string; codes?: string[] }>): Block[] {
  return items.flatMap((item): Block[] => [
    { type: "heading", level: 3, text: item.codes?.length ? `${item.title} (${item.codes.join(", ")})` : item.title },
    { type: "paragraph", text: item.description },
  ]);
}

/** Each lesson in short: description (and why a flexible day is), objectives, timings, safety, assessment. */
function lessonSummaries(lessons: Lesson[]): Block[] {
  return lessons.flatMap((lesson): Block[] => [
    { type: "heading", level: 3, text: `${lessonLabel(lesson)}: ${lesson.title} (${totalMinutes(lesson)} minutes)` },
    { type: "paragraph", text: lesson.description },
    ...(lesson.flexible ? [{ type: "fields", items: [flexibleField(lesson.flexible)] } satisfies Block] : []),
    { type: "paragraph", text: `Driving question: ${lesson.drivingQuestion}`, emphasis: true },
    { type: "bullets", items: lesson.objectives },
    timingTable(lesson),
    ...(lesson.safety.length
      ? ([
          { type: "paragraph", text: "Safety:" },
          { type: "bullets", items: lesson.safety },
        ] satisfies Block[])
      : []),
    // A list, as Safety is: the spec's assessment lines have no end punctuation, and joined they ran together.
    { type: "paragraph", text: "Assessment:" },
    { type: "bullets", items: lesson.assessment },
    ...(lesson.betweenLessons
      ? ([
          { type: "paragraph", text: "Between lessons:" },
          { type: "bullets", items: lesson.betweenLessons },
        ] satisfies Block[])
      : []),
  ]);
}

/**
 * A project-work extension (decision 0036) in a plan: under its own heading ("Project work extension: Days 5-9"),
 * after the spec's lessons, with where its days fall and each day summarised like a lesson, so a teacher planning
 * from the document sees every class day. `brief` gives the heading, placement and summary only.
 */
function projectWorkSection(work: ProjectWork | undefined, brief = false): Block[] {
  if (!work) return [];
  return section(work.title, [
    { type: "paragraph", text: work.placement, emphasis: true },
    { type: "paragraph", text: work.summary },
    ...(brief
      ? bullets(work.lessons.map((l) => `${lessonLabel(l)}: ${l.title} (${totalMinutes(l)} minutes)`))
      : lessonSummaries(work.lessons)),
  ]);
}

function materialList(materials: Material[]): Block[] {
  return bullets(materials.map((m) => `${m.title} (${m.subtitle}), ${m.format.toUpperCase()}`));
}

/** An outside link's title, marked when it opens a provider's collection rather than one page (as on the site). */
const outside = (link: Link) => (link.kind === "collection" ? `${linkLabel(link)} (collection)` : linkLabel(link));

function resourceMapTable(phase: Phase): Block[] {
  if (!phase.resourceMap.length) return [];
  return [
    {
      type: "table",
      header: ["When", "Guiding question", "Resources", "Standards"],
      rows: phase.resourceMap.map((r) => [
        r.when,
        r.question,
        [
          `Video: ${outside(r.video)}`,
          `Interactive: ${outside(r.interactive)}`,
          `Textbook: ${outside(r.textbook)}`,
        ].join("\n"),
        [r.stateStandard, ...r.ngss].join(", "),
      ]),
      widths: [12, 38, 32, 18],
    },
  ];
}

function phaseBody(phase: Phase): Block[] {
  return [
    { type: "paragraph", text: phase.summary, emphasis: true },
    ...phase.overview.map((text): Block => ({ type: "paragraph", text })),
    ...section("Learning Objectives", bullets(phase.objectives)),
    ...section(
      "Key Activities",
      phase.keyActivities.flatMap((a): Block[] => [
        { type: "heading", level: 3, text: a.when ? `${a.title} (${a.when})` : a.title },
        { type: "paragraph", text: a.description },
      ]),
    ),
    ...(phase.checkpoint
      ? section("Checkpoint", [
          { type: "heading", level: 3, text: `${phase.checkpoint.title} (${phase.checkpoint.when})` },
          { type: "paragraph", text: phase.checkpoint.description },
        ])
      : []),
    ...phase.extraSections.flatMap((extra) =>
      section(
        extra.title,
        extra.items.flatMap((item): Block[] => [
          { type: "heading", level: 3, text: item.title },
          { type: "paragraph", text: item.description },
        ]),
      ),
    ),
    ...section("Resource Map", resourceMapTable(phase)),
    ...section("Lessons", lessonSummaries(phase.lessons)),
    ...projectWorkSection(phase.projectWork),
    ...section(
      "Days Not on the Download List",
      phase.textOnlyDays.flatMap((d): Block[] => [
        { type: "heading", level: 3, text: `${d.when}: ${d.title}` },
        { type: "paragraph", text: d.description },
      ]),
    ),
    ...section("Materials for This Phase", materialList(phase.materials)),
  ];
}

/**
 * A phase summarised for planning: schedule, objectives, activities, checkpoint, resources, lessons and the
 * project-work days that continue it.
 */
export function phaseOverviewDocument(unit: Unit, phase: Phase): MaterialDocument {
  return {
    title: `Phase ${phase.number}: ${phase.title}`,
    eyebrow: `Unit ${unit.number}: ${unit.title} · Phase Overview`,
    subtitle: phase.rangeNote ? `${phase.range} (${phase.rangeNote})` : phase.range,
    blocks: phaseBody(phase),
  };
}

/**
 * The whole unit: its question, challenge, concepts, projects, phases, lessons (and project-work days), outcomes and
 * standards.
 */
export function unitOverviewDocument(unit: Unit, complete: boolean): MaterialDocument {
  return {
    title: `Unit ${unit.number}: ${unit.title}`,
    eyebrow: complete ? "Complete Unit Plan" : "Unit Overview",
    subtitle: unit.description,
    blocks: [
      ...section("Driving Question", [{ type: "paragraph", text: unit.drivingQuestion, emphasis: true }]),
      ...section("Real-World Challenge", [{ type: "paragraph", text: unit.realWorldChallenge }]),
      ...section("Core Concepts", titledEntries(unit.coreConcepts)),
      ...section("Key Topics", bullets(unit.keyTopics)),
      ...section("Project Ideas", titledEntries(unit.projectIdeas)),
      ...(unit.scheduleNote ? section("Schedule", [{ type: "paragraph", text: unit.scheduleNote }]) : []),
      ...section("Lessons", lessonSummaries(unit.lessons)),
      ...projectWorkSection(unit.projectWork),
      ...unit.phases.flatMap((phase) =>
        complete
          ? section(`Phase ${phase.number}: ${phase.title} (${phase.range})`, phaseBody(phase))
          : [
              ...section(`Phase ${phase.number}: ${phase.title} (${phase.range})`, [
                { type: "paragraph", text: phase.summary },
                ...bullets(phase.objectives),
              ]),
              ...projectWorkSection(phase.projectWork, true),
            ],
      ),
      ...section("Learning Outcomes", bullets(unit.learningOutcomes)),
      ...section("Competencies", titledEntries(unit.competencies)),
      ...section("Standards Alignment", [
        { type: "heading", level: 3, text: "NGSS Performance Expectations" },
        { type: "bullets", items: unit.standards.ngss.map((s) => `${s.code}: ${s.description}`) },
        { type: "heading", level: 3, text: "State Biology Standards" },
        { type: "bullets", items: unit.standards.state.map((s) => `${s.code}: ${s.description}`) },
      ]),
      ...section("Unit Materials", materialList(unit.materials)),
    ],
  };
}
