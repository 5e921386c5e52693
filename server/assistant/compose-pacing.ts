import { activityPriority, lessonLabel, phasePath } from "#app/content/curriculum/index.ts";
import type { Activity, Unit } from "#app/content/curriculum/schema.ts";
import { bullets, link, md } from "./markdown.ts";
import { allLessons, firstSentence, lessonName, lessonUrl } from "./offline-index.ts";
import type { ScopedLesson, TaskScope } from "./task-scope.ts";
import type { GuideRequest } from "./tasks.ts";

/** What the teacher has: a period length in minutes and/or a number of class days. */
export type PacingRequest = Pick<GuideRequest, "period" | "days">;

interface Slot {
  ref: ScopedLesson;
  title: string;
  minutes: number;
}

export interface PacedDay {
  slots: Slot[];
  minutes: number;
}

/**
 * How many minutes must be free in a period to start activity `i` of a lesson there: a lesson's opening activity
 * (its warm-up) goes with the one after it, and the activity before its closing one (its exit ticket) with that
 * closing one, so no period ends on a warm-up or starts on an exit ticket when they could be kept together.
 */
function roomToStart(activities: Activity[], i: number, period: number): number {
  const keepsWithNext = (k: number) => k < activities.length - 1 && (k === 0 || k === activities.length - 2);
  let block = activities[i]!.minutes;
  for (let k = i; keepsWithNext(k); k++) {
    // Together they fill a period or more: start them in a fresh one.
    if (block + activities[k + 1]!.minutes > period) return period;
    block += activities[k + 1]!.minutes;
  }
  return Math.min(block, period);
}

/**
 * Lays the scope's activities, in their order, into periods of at most `period` minutes: an activity that does
 * not fit in what is left of a period moves to the next, so a period can finish one lesson and start the next
 * (merged), and a lesson can run over several periods (split); an activity longer than the period is split into
 * parts. A warm-up stays with what follows it and an exit ticket with what comes before (roomToStart). Nothing
 * is shortened, so the periods add up to the scope's own minutes.
 */
export function layOut(lessons: ScopedLesson[], period: number) {
  const days: PacedDay[] = [];
  const split: string[] = [];
  let day: PacedDay = { slots: [], minutes: 0 };
  days.push(day);
  for (const ref of lessons) {
    const activities = ref.lesson.activities;
    activities.forEach((activity, index) => {
      const last = activities.length - 1;
      const room = period - day.minutes;
      // Kept with the activity before it, it starts where that one left off.
      const kept = day.slots.at(-1)?.ref === ref && index > 0 && (index === 1 || index === last) && room > 0;
      // Kept after a warm-up but too long to share a period with the exit ticket too: it leaves some of itself
      // (five minutes) for the exit ticket's period, so neither the warm-up nor the exit ticket stands alone.
      const bridge =
        kept && index === last - 1 && activity.minutes > 5 && activity.minutes + activities[last]!.minutes > room;
      const firstPart = bridge
        ? Math.min(room, activity.minutes - 5)
        : kept && activity.minutes > room
          ? room
          : undefined;
      const splitting = firstPart !== undefined || activity.minutes > period;
      if (splitting) split.push(`${activity.title} (${activity.minutes} min) in ${lessonName(ref.lesson, ref.phase)}`);
      const needed = splitting || kept ? 0 : roomToStart(activities, index, period);
      let left = activity.minutes;
      for (let part = 1; left > 0; part++) {
        const afterFirstPart = part === 2 && firstPart !== undefined;
        if (
          afterFirstPart ||
          period - day.minutes <= 0 ||
          (part === 1 && day.slots.length > 0 && needed > period - day.minutes)
        ) {
          day = { slots: [], minutes: 0 };
          days.push(day);
        }
        const minutes = Math.min(left, part === 1 && firstPart !== undefined ? firstPart : period - day.minutes);
        day.slots.push({ ref, title: splitting ? `${activity.title} (part ${part})` : activity.title, minutes });
        day.minutes += minutes;
        left -= minutes;
      }
    });
  }
  const spans = (ref: ScopedLesson) => days.filter((d) => d.slots.some((s) => s.ref === ref)).length;
  for (const ref of lessons)
    if (spans(ref) > 1) split.push(`${lessonName(ref.lesson, ref.phase)} over ${spans(ref)} periods`);
  const merged = days
    .map((d, i) => ({ i, names: [...new Set(d.slots.map((s) => s.ref))].map((r) => lessonName(r.lesson, r.phase)) }))
    .filter((d) => d.names.length > 1)
    .map((d) => `Period ${d.i + 1}: ${d.names.join(" + ")}`);
  return { days, merged, split };
}

/** The shortest period, in 5-minute steps, that lays the scope into the days given. */
function periodForDays(lessons: ScopedLesson[], days: number): number {
  const total = lessons.flatMap((l) => l.lesson.activities).reduce((sum, a) => sum + a.minutes, 0);
  let period = Math.max(5, Math.ceil(total / days / 5) * 5);
  while (layOut(lessons, period).days.length > days && period < 600) period += 5;
  return period;
}

// A day longer than this is no class period; a schedule that would need one is laid out in usual periods instead.
const LONGEST_USUAL_PERIOD = 60;
const USUAL_PERIOD = 50;

const minutesOf = (lessons: ScopedLesson[]) =>
  lessons.flatMap((l) => l.lesson.activities).reduce((sum, a) => sum + a.minutes, 0);

interface Cut {
  ref: ScopedLesson;
  activity: Activity;
}

/**
 * Fits the scope into the days there are: optional activities go first, longest first, until it fits.
 * What still does not fit is named as whole lessons to skip or shorten (never a checkpoint or an entry
 * event), those assessing the fewest standards first.
 */
function fitToDays(lessons: ScopedLesson[], period: number, days: number) {
  const candidates = lessons
    .flatMap((ref) => ref.lesson.activities.map((activity) => ({ ref, activity })))
    .filter((c) => activityPriority(c.activity) === "optional")
    .sort((a, b) => b.activity.minutes - a.activity.minutes);
  const cuts: Cut[] = [];
  let kept = lessons;
  while (layOut(kept, period).days.length > days && cuts.length < candidates.length) {
    cuts.push(candidates[cuts.length]!);
    const cut = new Set(cuts.map((c) => c.activity));
    kept = lessons.map((ref) => ({
      ...ref,
      lesson: { ...ref.lesson, activities: ref.lesson.activities.filter((a) => !cut.has(a)) },
    }));
  }
  const over = layOut(kept, period).days.length - days;
  const standards = (ref: ScopedLesson) => ref.lesson.standards.ngss.length + ref.lesson.standards.state.length;
  const skippable = kept
    .filter((ref) => ref.lesson.number > 0 && !/checkpoint|showcase|exhibition/i.test(ref.lesson.title))
    .sort((a, b) => standards(a) - standards(b));
  const skip: ScopedLesson[] = [];
  for (let minutes = 0; over > 0 && minutes < over * period && skip.length < skippable.length; ) {
    const next = skippable[skip.length]!;
    skip.push(next);
    minutes += minutesOf([next]);
  }
  return { kept, cuts, over, skip };
}

/** How long each lesson in scope runs as planned, activity by activity: the answer when no time budget is given. */
function timing(unit: Unit, scope: TaskScope): string {
  const planned = ({ lesson, phase }: ScopedLesson) =>
    `${link(lessonName(lesson, phase), lessonUrl(unit, lesson, phase))} runs ${minutesOf([{ lesson }])} minutes: ${lesson.activities.map((a) => `${md(a.title)} (${a.minutes} min)`).join(" · ")}.`;
  const phase = scope.kind === "phase" ? scope.phase : undefined;
  const phaseLink = phase && link(`Phase ${phase.number}: ${phase.title}`, phasePath(unit.number, phase.number));
  let body: string;
  if (phase && !scope.lessons.length)
    body = `${phaseLink} (${md(phase.range)}) has no timed lesson activities on its page; its key activities are:\n${bullets(
      phase.keyActivities.map(
        (a) => `${a.when ? `${md(a.when)}: ` : ""}**${md(a.title)}** — ${md(firstSentence(a.description))}`,
      ),
    )}\n\nPlan each of them as its own block and keep the checkpoint work for the last day.`;
  else if (phase && scope.lessons.length === 1)
    body = `${phaseLink} (${md(phase.range)}) has one timed lesson on its page.\n\n${planned(scope.lessons[0]!)}`;
  else if (scope.lessons.length === 1) body = planned(scope.lessons[0]!);
  else if (scope.lessons.length)
    body = `Timing of ${phaseLink ? `${phaseLink} (${md(phase!.range)})` : link(scope.name, scope.url)}:\n${bullets(scope.lessons.map(planned), 40)}`;
  else {
    const first = allLessons(unit)[0];
    body = `Name a lesson${unit.phases.length ? " or phase" : ""} and I will work out its timing, for example "${first ? lessonLabel(first.lesson) : "Lesson 1"} in a 45-minute block"${unit.phases[0] ? ` or "Phase ${unit.phases[0].number} for a 45-minute block"` : ""}.`;
  }
  return `### Timing\n${body}`;
}

/**
 * A period length or a number of days: the scope laid out day by day (cutting optional activities, then
 * naming lessons to skip, when the days are too few). Without either, how long its lessons run as planned.
 */
export function composePacing(unit: Unit, scope: TaskScope, request: PacingRequest): string {
  if ((!request.period && !request.days) || !scope.lessons.length) return timing(unit, scope);
  const title = `### Pacing ${link(scope.name, scope.url)}`;
  const total = minutesOf(scope.lessons);
  const needed = request.period ?? periodForDays(scope.lessons, request.days ?? 1);
  const period = needed > LONGEST_USUAL_PERIOD && !request.period ? USUAL_PERIOD : needed;
  const fit = request.days ? fitToDays(scope.lessons, period, request.days) : undefined;
  const lessons = fit?.kept ?? scope.lessons;
  const { days, merged, split } = layOut(lessons, period);
  const activities = lessons.flatMap((l) => l.lesson.activities);
  const kept = minutesOf(lessons);
  const lessonLink = (ref: ScopedLesson) =>
    link(lessonName(ref.lesson, ref.phase), lessonUrl(unit, ref.lesson, ref.phase));
  const rows = days.map((day, i) => {
    const names = [...new Set(day.slots.map((s) => s.ref))].map(lessonLink);
    const what = day.slots.map((s) => `${md(s.title)} (${s.minutes})`).join("; ");
    return `| ${i + 1} | ${names.join(" + ")} | ${what} | ${day.minutes} |`;
  });
  const intro = request.period
    ? `Every lesson and activity of ${md(scope.name)} (${scope.lessons.length} lesson${scope.lessons.length === 1 ? "" : "s"}, ${activities.length} activities, ${total} minutes) in ${period}-minute periods:`
    : period === needed
      ? `To teach ${md(scope.name)} (${total} minutes of activities) in ${request.days} days you need periods of about ${period} minutes:`
      : `To teach ${md(scope.name)} (${total} minutes of activities) in ${request.days} days you would need periods of about ${needed} minutes, longer than a class period. Here it is in ${period}-minute periods (tell me your period length and I will redo it):`;
  const parts = [
    title,
    intro,
    `| Period | Lessons (the unit's days) | Activities (minutes) | Minutes |\n| --- | --- | --- | --- |\n${rows.join("\n")}\n| **Total** | ${lessons.length} lessons | ${activities.length} activities | **${kept}** |`,
    `${days.length} periods of ${period} minutes (${days.length * period} minutes of class time, ${days.length * period - kept} of them free for warm-ups, transitions and catch-up).`,
  ];
  if (fit?.cuts.length)
    parts.push(
      `Cut first, to fit ${request.days} days: **${total - kept}** minutes of optional activities (openers, gallery walks, closing circles):\n${bullets(
        fit.cuts.map(({ ref, activity }) => `${md(activity.title)} (${activity.minutes} min, ${lessonLink(ref)})`),
        40,
      )}`,
    );
  if (fit && fit.over > 0) {
    const still = `That is still ${fit.over} period${fit.over === 1 ? "" : "s"} more than the ${request.days} days you have.`;
    const phases = scope.kind === "unit" ? unit.phases : [];
    // Dropping more than a third of the lessons is no longer the unit: offer its parts instead.
    if (phases.length > 1 && fit.skip.length * 3 > lessons.length) {
      const periods = (phase: (typeof phases)[number]) =>
        layOut(
          lessons.filter((ref) => ref.phase === phase),
          period,
        ).days.length;
      parts.push(
        `${still} That would mean skipping more than a third of the lessons, so teach part of the unit instead; each phase in ${period}-minute periods, without its optional activities:\n${bullets(
          phases.map(
            (phase) =>
              `${link(`Phase ${phase.number}: ${phase.title}`, phasePath(unit.number, phase.number))}: ${periods(phase)} periods`,
          ),
        )}`,
      );
    } else
      parts.push(
        `${still} Next, skip or shorten whole lessons; these are not checkpoints and assess the fewest standards:\n${bullets(
          fit.skip.map((ref) => `${lessonLink(ref)} (${minutesOf([ref])} min)`),
          20,
        )}`,
      );
  }
  if (merged.length) parts.push(`Periods that finish one lesson and start the next:\n${bullets(merged.map(md), 10)}`);
  if (split.length) parts.push(`Split across periods:\n${bullets(split.map(md), 10)}`);
  return parts.join("\n\n");
}
