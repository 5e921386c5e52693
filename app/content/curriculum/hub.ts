import { lessonLabel, phasePath, unitPath } from "./index.ts";
import type { Unit } from "./schema.ts";
import { standardsIndex } from "./search.ts";

/** Every unit belongs to the project-based course; the biomimetic course borrows Unit 4's design cycle. */
export const curriculumCourse = {
  title: "Innovating through Biology for Real-World Impact",
  path: "/pbl-course",
  gradeBand: "High school (grades 9-12)",
};

/** One block of a unit's pacing bar: a phase, or a lesson where a unit is taught lesson by lesson. */
export interface PacingSegment {
  label: string;
  title: string;
  /** "Days 7-14", "Lessons 1-5" or "1 lesson". */
  range: string;
  /** Class days the block takes, for its share of the bar. */
  days: number;
  url: string;
}

export interface UnitSummary {
  number: number;
  title: string;
  url: string;
  drivingQuestion: string;
  /** "32 days in 5 phases", "6 lessons". */
  length: string;
  days: number;
  segments: PacingSegment[];
}

/** The class days a range such as "Days 7-14", "Lessons 1-5" or "Day 3" spans (a lesson is one day). */
export function rangeDays(range: string): number {
  const match = /(\d+)\s*(?:-\s*(\d+))?\s*$/.exec(range);
  if (!match) return 1;
  const from = Number(match[1]);
  const to = match[2] === undefined ? from : Number(match[2]);
  return Math.max(1, to - from + 1);
}

export function unitSummary(unit: Unit): UnitSummary {
  const segments: PacingSegment[] = unit.phases.length
    ? unit.phases.map((phase) => ({
        label: `Phase ${phase.number}`,
        title: phase.title,
        range: phase.range,
        days: rangeDays(phase.range),
        url: phasePath(unit.number, phase.number),
      }))
    : unit.lessons.map((lesson) => ({
        label: lessonLabel(lesson),
        title: lesson.title,
        range: "1 lesson",
        days: 1,
        url: `${unitPath(unit.number)}#lesson-${lesson.number}`,
      }));
  const days = segments.reduce((sum, s) => sum + s.days, 0);
  const length = unit.phases.length
    ? `${days} days in ${unit.phases.length} ${unit.phases.length === 1 ? "phase" : "phases"}`
    : `${unit.lessons.length} lessons`;
  return {
    number: unit.number,
    title: unit.title,
    url: unitPath(unit.number),
    drivingQuestion: unit.drivingQuestion,
    length,
    days,
    segments,
  };
}

/** Which units address each standard: rows of the hub's unit × standard grid, NGSS first. */
export function standardsGrid(units: Unit[]) {
  return standardsIndex(units).map((standard) => {
    const covered = new Set(
      standard.refs.map((ref) => Number(/^\/unit\/(\d+)/.exec(ref.url)?.[1])).filter(Number.isInteger),
    );
    return {
      code: standard.code,
      framework: standard.framework,
      description: standard.description,
      units: units.map((u) => covered.has(u.number)),
    };
  });
}
