import { z } from "zod";
import { artifactPath, artifacts } from "../artifacts/index.ts";
import { perWho } from "../lab-prep.ts";
import { dayName, everyLesson, lessonAt, lessonLabel, teachingOrder } from "../lessons.ts";
import type { Unit } from "../schema.ts";
import { leadTimes } from "./lead-times.ts";
import { type LeadTime, leadTimeSchema } from "./schema.ts";

// Each unit's preparation list (issue 29, point 4), drawn from the content itself so it cannot disagree with the
// lessons: a prep calendar from the lead times, what to order, each lab day's materials (with their per-group and
// per-class amounts) and safety, and the printables to copy with how many.

export function unitLeadTimes(unitNumber: number): LeadTime[] {
  return leadTimes.filter((l) => l.unit === unitNumber).map((l) => leadTimeSchema.parse(l));
}

/**
 * How far ahead, in school days, with the weeks beside it once there is at least one: "2 school days",
 * "5 school days (about 1 week)", "15 school days (about 3 weeks)". A school week is 5 school days.
 */
export function leadTimeWording(schoolDays: number): string {
  const days = `${schoolDays} school day${schoolDays === 1 ? "" : "s"}`;
  if (schoolDays < 5) return days;
  const weeks = Math.round(schoolDays / 5);
  return `${days} (about ${weeks} week${weeks === 1 ? "" : "s"})`;
}

/** One entry of the prep calendar: when to start, what, and for which day. */
export interface CalendarEntry {
  /** "5 school days before Day 6", counted back from the lesson's day. */
  when: string;
  what: string;
  forDay: string;
  /**
   * Sorts the calendar: the school day the lesson is taught on (teachingOrder) less the lead time (can be before the
   * unit's first day).
   */
  startDay: number;
}

export interface PrepList {
  unit: Unit;
  calendar: CalendarEntry[];
  orders: { item: string; forDay: string }[];
  labs: { label: string; title: string; materials: string[]; safety: string[] }[];
  printables: { day: string; title: string; prep: string; path: string }[];
  /**
   * The day the list's header names when it shows how to ask the assistant for another class size: the unit's first
   * lab day with amounts per group, pair or student ("Lesson 2"), or none for a unit without one.
   */
  scaleExample?: string;
}

export function prepList(unit: Unit): PrepList {
  const calendar: CalendarEntry[] = [];
  const orders: PrepList["orders"] = [];
  const schoolDays = new Map(teachingOrder(unit).map(({ lesson, schoolDay }) => [lesson, schoolDay]));
  for (const lead of unitLeadTimes(unit.number)) {
    const found = lessonAt([unit], lead);
    if (!found) continue;
    const forDay = `${dayName(found.lesson, found.phase?.number)}: ${found.lesson.title}`;
    const days = lead.schoolDaysAhead;
    calendar.push({
      when: `${leadTimeWording(days)} before ${lessonLabel(found.lesson)}`,
      what: lead.what,
      forDay,
      startDay: (schoolDays.get(found.lesson) ?? found.lesson.number) - days,
    });
    if (lead.order) orders.push({ item: lead.order, forDay });
  }
  calendar.sort((a, b) => a.startDay - b.startDay);
  const lessons = everyLesson(unit);
  const scalable = lessons.find(({ lesson }) => lesson.lab && lesson.materials.some((m) => perWho.test(m)));
  return {
    unit,
    calendar,
    orders,
    scaleExample: scalable && lessonLabel(scalable.lesson),
    labs: lessons
      .filter(({ lesson }) => lesson.lab)
      .map(({ lesson, phase }) => ({
        label: dayName(lesson, phase?.number),
        title: lesson.title,
        materials: lesson.materials,
        safety: lesson.safety,
      })),
    printables: artifacts()
      .filter((a) => a.unit === unit.number)
      .flatMap((a) => {
        const found = lessonAt([unit], a);
        return found
          ? [
              {
                day: dayName(found.lesson, found.phase?.number),
                title: a.title,
                prep: a.prep,
                path: artifactPath(a, lessonLabel(found.lesson), "pdf"),
              },
            ]
          : [];
      }),
  };
}

export type PrepFormat = "pdf" | "docx";
export const prepFormats: PrepFormat[] = ["pdf", "docx"];

export function prepListPath(unitNumber: number, format: PrepFormat): string {
  return `/materials/unit${unitNumber}/Unit_${unitNumber}_Preparation_List.${format}`;
}

/** The unit page's links to its preparation list, in both formats. */
export function prepListLinks(unitNumber: number) {
  return prepFormats.map((format) => ({
    title: `Unit ${unitNumber} preparation list`,
    subtitle: "Prep calendar, orders, each lab's materials and safety, and the printables to copy",
    path: prepListPath(unitNumber, format),
    format,
  }));
}

/** Lead times for lessons that do not exist, as readable lines (the build stops on them). */
export function prepProblems(units: Unit[]): string[] {
  return leadTimes.flatMap((input) => {
    const parsed = leadTimeSchema.safeParse(input);
    if (!parsed.success) return [`prep/lead-times.ts: "${input.what}" is invalid: ${z.prettifyError(parsed.error)}`];
    const unit = units.find((u) => u.number === parsed.data.unit);
    if (!unit) return [];
    return lessonAt([unit], parsed.data)
      ? []
      : [`prep/lead-times.ts: "${input.what}" is for a lesson unit ${unit.number} does not have`];
  });
}
