import { namedPrintables } from "./artifacts/index.ts";
import { allMaterials, dayName, everyLesson } from "./index.ts";
import { perWho, setUpTime } from "./lab-prep.ts";
import { type OutsideLinkEntry, outsideLinks, usedLinks } from "./outside-links.ts";
import { prepList } from "./prep/index.ts";
import type { Lesson, Unit } from "./schema.ts";
import { citedCodes, standardWording } from "./standards-check.ts";

// What `npm run content:report` prints: how far each unit is from teachable (issue 29's "Done when"), counted from
// the content itself so the numbers move when the content does. Every count is a function of the units passed in.

/** What a unit has beyond its pages: end-of-unit assessments and described rubrics, counted by the report. */
export interface UnitExtras {
  assessments: number;
  rubrics: number;
}

export interface UnitReport {
  unit: number;
  title: string;
  classDays: number;
  /** Every class day is a day of student work in this project-based course: no day is teacher talk only. */
  studentWorkDays: number;
  /** Days whose lesson has a generated student handout (listed or unlisted). */
  daysWithStudentMaterials: number;
  /** Days of student work with no handout, by label. */
  daysWithoutStudentMaterials: string[];
  /** Materials lines naming a printable (cards, a data table, a line list…) that no file provides. */
  namedArtifactsWithoutFile: { day: string; item: string }[];
  assessments: number;
  rubrics: number;
  labs: number;
  /** Lab days whose materials give quantities per group. */
  labsWithPerGroupQuantities: number;
  /** Lab days whose materials open with how long set-up takes (issue 29, point 4). */
  labsWithSetUpTime: number;
  /** Whether the unit carries a preparation list (materials totals, orders, prep calendar). */
  prepList: boolean;
  /** Codes the unit cites that no table describes, or that its alignment list words its own way. */
  codesWithMoreThanOneMeaning: string[];
  /** The unit's outside links (each address once) by how the catalogue confirmed them. */
  links: Record<string, number>;
}

/** The unit's lessons (project-work days are class days too), each with where its handout would be listed. */
function daysOf(unit: Unit): { lesson: Lesson; phase?: number }[] {
  return everyLesson(unit).map(({ lesson, phase }) => ({ lesson, phase: phase?.number }));
}

/** How the catalogue confirmed a link: a specific page checked against its provider, or only its collection. */
function confirmation(entry: OutsideLinkEntry | undefined): string {
  if (!entry) return "not in the catalogue";
  return /archived/i.test(entry.note ?? "") ? `${entry.confirmed} (archived by its provider)` : entry.confirmed;
}

export function unitReport(unit: Unit, extras: UnitExtras): UnitReport {
  const handoutFiles = new Set(
    allMaterials([unit]).flatMap(({ phase, material }) =>
      material.source.type === "handout"
        ? [`${material.source.phase ?? phase?.number ?? ""}:${material.source.lesson}`]
        : [],
    ),
  );
  const days = daysOf(unit);
  const hasHandout = ({ lesson, phase }: { lesson: Lesson; phase?: number }) =>
    Boolean(lesson.handout) && handoutFiles.has(`${phase ?? ""}:${lesson.number}`);
  const without = days.filter((d) => !hasHandout(d));
  const labs = days.filter((d) => d.lesson.lab);
  const byUrl = new Map<string, OutsideLinkEntry>(Object.values(outsideLinks).map((e) => [e.url, e]));
  const links: Record<string, number> = {};
  for (const url of new Set(usedLinks([unit]).map((l) => l.link.url))) {
    const how = confirmation(byUrl.get(url));
    links[how] = (links[how] ?? 0) + 1;
  }
  const ownWording = new Map([...unit.standards.ngss, ...unit.standards.state].map((s) => [s.code, s.description]));
  return {
    unit: unit.number,
    title: unit.title,
    classDays: days.length,
    studentWorkDays: days.length,
    daysWithStudentMaterials: days.length - without.length,
    daysWithoutStudentMaterials: without.map((d) => dayName(d.lesson, d.phase)),
    namedArtifactsWithoutFile: namedPrintables([unit])
      .filter((p) => p.provider.by === "nothing")
      .map((p) => ({ day: dayName(p.lesson, p.phase?.number), item: p.line })),
    assessments: extras.assessments,
    rubrics: extras.rubrics,
    labs: labs.length,
    labsWithPerGroupQuantities: labs.filter((d) => d.lesson.materials.some((m) => perWho.test(m))).length,
    labsWithSetUpTime: labs.filter((d) => setUpTime.test(d.lesson.materials[0] ?? "")).length,
    // Every unit's preparation list is generated from its lessons (prep/index.ts); it has a calendar when
    // something in the unit must start ahead of its day.
    prepList: prepList(unit).calendar.length > 0 || prepList(unit).labs.length > 0,
    codesWithMoreThanOneMeaning: [...new Set(citedCodes(unit))].filter((code) => {
      const table = standardWording(code);
      const own = ownWording.get(code);
      return table === undefined || (own !== undefined && own !== table);
    }),
    links,
  };
}

/** The report as the script prints it: one block per unit, then the course's totals. */
export function formatReport(reports: UnitReport[]): string {
  const lines: string[] = [];
  for (const r of reports) {
    lines.push(
      `Unit ${r.unit}: ${r.title}`,
      `  class days: ${r.classDays}`,
      `  days of student work: ${r.studentWorkDays}, with student materials: ${r.daysWithStudentMaterials}`,
      `  named artifacts without a file: ${r.namedArtifactsWithoutFile.length}`,
      ...r.namedArtifactsWithoutFile.map(
        (a) => `    ${a.day}: ${a.item.length > 90 ? `${a.item.slice(0, 87)}...` : a.item}`,
      ),
      `  end-of-unit assessments: ${r.assessments}`,
      `  described rubrics: ${r.rubrics}`,
      `  labs: ${r.labs}, with per-group quantities: ${r.labsWithPerGroupQuantities}, with a set-up time: ${r.labsWithSetUpTime}`,
      `  prep list: ${r.prepList ? "yes" : "none"}`,
      `  codes with more than one meaning: ${r.codesWithMoreThanOneMeaning.length}${r.codesWithMoreThanOneMeaning.length ? ` (${r.codesWithMoreThanOneMeaning.join(", ")})` : ""}`,
      `  links by how they were confirmed:${Object.keys(r.links).length ? "" : " none"}`,
      ...Object.entries(r.links).map(([how, n]) => `    ${how}: ${n}`),
      "",
    );
  }
  const sum = (f: (r: UnitReport) => number) => reports.reduce((s, r) => s + f(r), 0);
  lines.push(
    "Course",
    `  class days: ${sum((r) => r.classDays)}, with student materials: ${sum((r) => r.daysWithStudentMaterials)}`,
    `  named artifacts without a file: ${sum((r) => r.namedArtifactsWithoutFile.length)}`,
    `  end-of-unit assessments: ${sum((r) => r.assessments)}, described rubrics: ${sum((r) => r.rubrics)}`,
    `  labs: ${sum((r) => r.labs)}, with per-group quantities: ${sum((r) => r.labsWithPerGroupQuantities)}, with a set-up time: ${sum((r) => r.labsWithSetUpTime)}`,
    `  units with a prep list: ${sum((r) => (r.prepList ? 1 : 0))}`,
    `  codes with more than one meaning: ${sum((r) => r.codesWithMoreThanOneMeaning.length)}`,
  );
  return `${lines.join("\n")}\n`;
}
