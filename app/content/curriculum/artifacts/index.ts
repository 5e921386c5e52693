import { z } from "zod";
import { allMaterials, everyLesson, lessonAt, lessonLabel } from "../index.ts";
import { rubrics } from "../rubrics/index.ts";
import type { Lesson, Phase, Unit } from "../schema.ts";
import { type Artifact, artifactSchema } from "./schema.ts";
import { unit1Artifacts } from "./unit1.ts";
import { unit2aArtifacts } from "./unit2a.ts";
import { unit2bArtifacts } from "./unit2b.ts";
import { unit3aArtifacts } from "./unit3a.ts";
import { unit3bArtifacts } from "./unit3b.ts";
import { unit4Artifacts } from "./unit4.ts";
import { unit5aArtifacts } from "./unit5a.ts";
import { unit5bArtifacts } from "./unit5b.ts";
import { unit6Artifacts } from "./unit6.ts";

// The registry of printables (issue 29, point 1): for every lesson, each materials line that names something printed
// for students, and the file that provides it: an artifact of its own, the lesson's handout, a described rubric or
// the students' own work from an earlier day. The build fails on a printable nothing provides.

let parsed: Artifact[] | undefined;

export function artifacts(): Artifact[] {
  parsed ??= [
    unit1Artifacts,
    unit2aArtifacts,
    unit2bArtifacts,
    unit3aArtifacts,
    unit3bArtifacts,
    unit4Artifacts,
    unit5aArtifacts,
    unit5bArtifacts,
    unit6Artifacts,
  ]
    .flat()
    .map((input) => {
      const result = artifactSchema.safeParse(input);
      if (!result.success)
        throw new Error(`The artifact "${input.title}" is invalid:\n${z.prettifyError(result.error)}`);
      return result.data;
    });
  return parsed;
}

/** Words that name something printed and handed to students, rather than equipment or a video. */
export const printable =
  /\b(cards?|line list|case (files?|profiles?)|pedigrees?|data (tables?|sets?)|organi[sz]ers?|planners?|worksheets?|rubrics?|templates?|handouts?|checklists?)\b/i;

/** Supplies that happen to be called cards (blank index cards, dominoes): bought, not printed. */
const supply = /^(index cards|dominoes|blank\b|sticky)/i;

/** Students' own work from an earlier day ("survey graphs from Day 22", "notes and handouts from Lessons 1-4"). */
const earlierWork = /\bfrom (day|lesson)s? \d+/i;

export type Provider =
  | { by: "artifact"; artifact: Artifact }
  | { by: "handout" }
  | { by: "rubric" }
  | { by: "earlier work" }
  | { by: "nothing" };

export interface NamedPrintable {
  unit: Unit;
  phase?: Phase;
  lesson: Lesson;
  line: string;
  provider: Provider;
}

const sameLesson = (a: { unit: number; phase?: number; lesson: number }, b: typeof a) =>
  a.unit === b.unit && a.phase === b.phase && a.lesson === b.lesson;

/** Every printable each lesson names, with what provides it. */
export function namedPrintables(units: Unit[], list: Artifact[] = artifacts()): NamedPrintable[] {
  const handoutFiles = new Set(
    allMaterials(units).flatMap(({ unit, phase, material }) =>
      material.source.type === "handout"
        ? [`${unit.number}:${material.source.phase ?? phase?.number ?? ""}:${material.source.lesson}`]
        : [],
    ),
  );
  return units.flatMap((unit) =>
    everyLesson(unit).flatMap(({ lesson, phase }) => {
      const at = { unit: unit.number, phase: phase?.number, lesson: lesson.number };
      const hasHandout =
        Boolean(lesson.handout) && handoutFiles.has(`${unit.number}:${phase?.number ?? ""}:${lesson.number}`);
      const rubric = rubrics().some((r) => sameLesson({ unit: r.unit, phase: r.phase, lesson: r.lesson }, at));
      return lesson.materials
        .filter((line) => printable.test(line) && !supply.test(line))
        .map((line): NamedPrintable => {
          const artifact = list.find((a) => sameLesson(a, at) && a.provides === line);
          const provider: Provider = artifact
            ? { by: "artifact", artifact }
            : hasHandout && /\bhandouts?\b/i.test(line)
              ? { by: "handout" }
              : rubric && /\brubric\b/i.test(line)
                ? { by: "rubric" }
                : earlierWork.test(line)
                  ? { by: "earlier work" }
                  : { by: "nothing" };
          return { unit, phase, lesson, line, provider };
        });
    }),
  );
}

export type ArtifactFormat = "pdf" | "docx";
export const artifactFormats: ArtifactFormat[] = ["pdf", "docx"];

/** Where an artifact is published, in its lesson's folder: "/materials/unit2/phase3/Day_12_Condition_Cards.pdf". */
export function artifactPath(artifact: Artifact, label: string, format: ArtifactFormat): string {
  const folder = `/materials/unit${artifact.unit}${artifact.phase === undefined ? "" : `/phase${artifact.phase}`}`;
  const stem = `${label} ${artifact.title}`
    .replace(/[^A-Za-z0-9]+/g, "_")
    .replace(/^_|_$/g, "")
    .slice(0, 80);
  return `${folder}/${stem}.${format}`;
}

/** A printable's download as a lesson card lists it. */
export interface ArtifactLink {
  title: string;
  path: string;
  format: ArtifactFormat;
}

/**
 * What a lesson's card offers students: its handouts (every version, in both formats), whether the page's download
 * list names them or not, and its printables, each in both formats. A handout listed under two names (a unit's copy
 * of its phase's file) is offered once, by the name its phase gives it.
 */
export function lessonStudentFiles(
  unit: Unit,
  phase: Phase | undefined,
  lesson: Lesson,
  list: Artifact[] = artifacts(),
): ArtifactLink[] {
  const seen = new Set<string>();
  const handouts = [
    ...unit.phases.flatMap((p) => [...p.materials, ...p.unlistedMaterials].map((m) => ({ m, listedIn: p }))),
    ...[...unit.materials, ...unit.unlistedMaterials].map((m) => ({ m, listedIn: undefined })),
  ]
    .filter(({ m, listedIn }) => {
      const source = m.source;
      if (source.type !== "handout" || m.audience !== "student" || source.lesson !== lesson.number) return false;
      if ((source.phase ?? listedIn?.number) !== phase?.number) return false;
      const document = `${m.format}:${source.variant}`;
      return !seen.has(document) && Boolean(seen.add(document));
    })
    .map(({ m }) => ({ title: m.title, path: m.path, format: m.format }));
  const printables = list
    .filter((a) => sameLesson(a, { unit: unit.number, phase: phase?.number, lesson: lesson.number }))
    .flatMap((a) =>
      artifactFormats.map((format) => ({ title: a.title, path: artifactPath(a, lessonLabel(lesson), format), format })),
    );
  return [...handouts, ...printables];
}

/** Every artifact's files with its place, for the build. */
export function artifactFiles(units: Unit[], list: Artifact[] = artifacts()) {
  return list.flatMap((artifact) => {
    const found = lessonAt(units, artifact);
    if (!found) return [];
    const label = lessonLabel(found.lesson);
    return artifactFormats.map((format) => ({
      ...found,
      artifact,
      format,
      path: artifactPath(artifact, label, format),
    }));
  });
}

/**
 * What the build holds the printables to: each one a lesson names has a file, each artifact belongs to a lesson and
 * provides one of its lines, no line has two artifacts, no file overwrites another, and the text fits the fonts.
 */
export function artifactProblems(units: Unit[], list: Artifact[] = artifacts()): string[] {
  const problems: string[] = [];
  for (const p of namedPrintables(units, list))
    if (p.provider.by === "nothing")
      problems.push(
        `unit ${p.unit.number}${p.phase ? ` phase ${p.phase.number}` : ""} ${lessonLabel(p.lesson)} names "${p.line}", a printable with no file: add it to the unit's file in artifacts/`,
      );
  const seen = new Map<string, string>();
  const taken = new Set(allMaterials(units).map((m) => m.material.path));
  for (const artifact of list) {
    const where = `unit ${artifact.unit} artifact "${artifact.title}"`;
    const found = lessonAt(units, artifact);
    if (!found) {
      if (units.some((u) => u.number === artifact.unit))
        problems.push(`${where} belongs to a lesson the unit does not have`);
      continue;
    }
    if (!found.lesson.materials.includes(artifact.provides))
      problems.push(
        `${where} provides "${artifact.provides}", which is not a materials line of ${lessonLabel(found.lesson)}`,
      );
    const line = `${artifact.unit}:${artifact.phase ?? ""}:${artifact.lesson}:${artifact.provides}`;
    if (seen.has(line)) problems.push(`${where} provides the same line as "${seen.get(line)}"`);
    seen.set(line, artifact.title);
    const path = artifactPath(artifact, lessonLabel(found.lesson), "pdf");
    if (taken.has(path) || taken.has(path.replace(/\.pdf$/, ".docx")))
      problems.push(`${where}: its file ${path} is another material's`);
    taken.add(path);
    // A printable is copied for students, its teacher's note included: answers belong in a teacher key (issue 30).
    if (/\banswers?(?: for the teacher)?:/i.test(JSON.stringify(artifact)))
      problems.push(`${where} prints answers on a copy students get: put them in the handout's teacher key`);
    const outside = new Set(JSON.stringify(artifact).match(/[^\n -\u00ff\u2018\u2019\u201c\u201d]/gu));
    if (outside.size) problems.push(`${where}: characters the documents cannot show: ${[...outside].join(" ")}`);
  }
  return problems;
}
