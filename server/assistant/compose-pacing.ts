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

/** One activity, or one part of an activity longer than a period, in the order the scope teaches them. */
interface Piece {
  ref: ScopedLesson;
  /** Index of the lesson in the scope, and of the activity in its lesson. */
  lesson: number;
  activity: number;
  title: string;
  minutes: number;
}

/** The scope's activities as pieces: one longer than the period is cut into the fewest nearly equal parts. */
function pieces(lessons: ScopedLesson[], period: number): Piece[] {
  return lessons.flatMap((ref, lesson) =>
    ref.lesson.activities.flatMap((a, activity) => {
      const parts = Math.ceil(a.minutes / period);
      if (parts === 1) return [{ ref, lesson, activity, title: a.title, minutes: a.minutes }];
      return Array.from({ length: parts }, (_, p) => ({
        ref,
        lesson,
        activity,
        title: `${a.title} (part ${p + 1})`,
        // Nearly equal parts: any two of them together are longer than the period, so each has its own.
        minutes: Math.floor((a.minutes * (p + 1)) / parts) - Math.floor((a.minutes * p) / parts),
      }));
    }),
  );
}

/**
 * What a layout costs, counted in periods. A cut the teacher would rather not make costs less than a period, so
 * it is made only when it saves one: cutting a lesson that fits in a period (allowed only in a long block, see
 * `fills`), or parting a warm-up from what follows it or an exit ticket from what comes before. Cutting a
 * lesson longer than the period costs next to nothing per cut, so such a lesson takes as few periods as it can;
 * the least, a lesson starting mid-period, only breaks ties.
 */
export const LAYOUT_COSTS = { period: 1, fittingLessonCut: 0.5, pairCut: 0.4, lessonCut: 1e-3, midPeriodStart: 1e-6 };

/**
 * A lesson that fills most of a period (more than two thirds) is that period's lesson and is never cut: a 50-minute
 * day in a 50-minute period. In a long block (a 52-minute day in a 90-minute block) a lesson may run on into the
 * next block, as block schedules do.
 */
const fills = (minutes: number, period: number) => minutes <= period && minutes * 3 > period * 2;

/**
 * Lays the scope's activities, in their order and whole, into periods of at most `period` minutes, the way a
 * teacher would: a lesson that fits in a period is never cut; a longer one is cut only between activities, into
 * as few periods as it can be; and among the layouts with the fewest periods, the one that cuts lessons least,
 * then keeps a warm-up with what follows it and an exit ticket with what comes before, then starts the most
 * lessons at the start of a period. A period can finish one lesson and start the next (merged). An activity
 * longer than the period is the only thing cut inside (split). Nothing is shortened, so the periods add up to
 * the scope's own minutes.
 *
 * A shortest-path search over the places a period can end, where a greedy fill would push a warm-up pair into a
 * fresh period while the current one had time left, and cut nearly every lesson of a unit in two.
 */
export function layOut(lessons: ScopedLesson[], period: number, costs: typeof LAYOUT_COSTS = LAYOUT_COSTS) {
  const list = pieces(lessons, period);
  const lessonMinutes = lessons.map((ref) => ref.lesson.activities.reduce((sum, a) => sum + a.minutes, 0));
  const count = list.length;
  /** The cost of a period ending before piece `k`, or Infinity where no period may end. */
  const endCost = (k: number): number => {
    if (k === count) return 0;
    const before = list[k - 1]!;
    const after = list[k]!;
    if (before.lesson !== after.lesson) return 0;
    const c = costs;
    if (before.activity === after.activity) return c.lessonCut;
    const last = lessons[after.lesson]!.lesson.activities.length - 1;
    const minutes = lessonMinutes[after.lesson]!;
    if (fills(minutes, period)) return Number.POSITIVE_INFINITY;
    return (
      (minutes <= period ? c.fittingLessonCut : c.lessonCut) +
      (before.activity === 0 || after.activity === last ? c.pairCut : 0)
    );
  };
  const best = new Array<number>(count + 1).fill(Number.POSITIVE_INFINITY);
  const from = new Array<number>(count + 1).fill(-1);
  best[0] = 0;
  for (let k = 0; k < count; k++) {
    if (best[k] === Number.POSITIVE_INFINITY) continue;
    let minutes = 0;
    let starts = 0;
    for (let j = k; j < count; j++) {
      minutes += list[j]!.minutes;
      if (minutes > period) break;
      if (j > k && list[j]!.activity === 0 && list[j - 1]!.lesson !== list[j]!.lesson) starts++;
      const cost = best[k]! + costs.period + starts * costs.midPeriodStart + endCost(j + 1);
      if (cost < best[j + 1]!) {
        best[j + 1] = cost;
        from[j + 1] = k;
      }
    }
  }
  const ends: number[] = [];
  for (let k = count; k > 0; k = from[k]!) ends.unshift(k);
  const days: PacedDay[] = ends.map((end, i) => {
    const slots = list.slice(i ? ends[i - 1] : 0, end).map(({ ref, title, minutes }) => ({ ref, title, minutes }));
    return { slots, minutes: slots.reduce((sum, s) => sum + s.minutes, 0) };
  });

  const split: string[] = [];
  lessons.forEach((ref, i) => {
    for (const a of ref.lesson.activities)
      if (a.minutes > period) split.push(`${a.title} (${a.minutes} min) in ${lessonName(ref.lesson, ref.phase)}`);
    const spans = days.filter((d) => d.slots.some((s) => s.ref === ref)).length;
    if (spans > 1) split.push(`${lessonName(ref.lesson, ref.phase)} (${lessonMinutes[i]} min) over ${spans} periods`);
  });
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
 * Lessons only a few minutes longer than the period (a tenth of it at most): a teacher trims those minutes rather
 * than give the lesson a second period. The layout with them trimmed (from their longest activity), or undefined.
 */
function trimToFit(lessons: ScopedLesson[], period: number) {
  const tolerance = Math.max(1, Math.floor(period / 10));
  const over = (ref: ScopedLesson) => minutesOf([ref]) - period;
  const trimmed = lessons.filter((ref) => over(ref) > 0 && over(ref) <= tolerance);
  if (!trimmed.length) return undefined;
  const shortened = lessons.map((ref) => {
    if (!trimmed.includes(ref)) return ref;
    const activities = [...ref.lesson.activities];
    const longest = activities.reduce((a, b, i) => (b.minutes > activities[a]!.minutes ? i : a), 0);
    activities[longest] = { ...activities[longest]!, minutes: activities[longest]!.minutes - over(ref) };
    return { ...ref, lesson: { ...ref.lesson, activities } };
  });
  return {
    lessons: trimmed,
    most: Math.max(...trimmed.map(over)),
    minutes: trimmed.reduce((sum, ref) => sum + over(ref), 0),
    periods: layOut(shortened, period).days.length,
  };
}

/**
 * Where the scope's project-work days fall (decision 0036), as their extension places them: a day that waits for
 * results (Unit 1's analysis waits for the plant experiment's Day 14) waits in the teacher's calendar too.
 */
function projectWorkNotes(unit: Unit, lessons: ScopedLesson[]): string[] {
  const works = new Set(
    lessons.flatMap(({ lesson, phase }) => {
      const work = (phase ?? unit).projectWork;
      return work?.lessons.includes(lesson) ? [work] : [];
    }),
  );
  return [...works].map((work) => `**${md(work.title)}.** ${md(work.placement)}`);
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
    `${days.length} periods of ${period} minutes (${days.length * period} minutes of class time, ${days.length * period - kept} of them free for warm-ups, transitions and catch-up).${
      days.length > Math.ceil(kept / period)
        ? ` The minutes alone would fill ${Math.ceil(kept / period)}, but only by cutting lessons that fit a period in two.`
        : ""
    }`,
  ];
  parts.push(...projectWorkNotes(unit, lessons));
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
  const trim = trimToFit(lessons, period);
  if (trim && trim.periods < days.length)
    parts.push(
      `To save periods: ${trim.lessons.length} lesson${trim.lessons.length === 1 ? " runs" : "s run"} at most ${trim.most} minute${trim.most === 1 ? "" : "s"} longer than a period (${trim.minutes} minutes in all). Trim those minutes from a warm-up or a discussion and teach each in one period: **${trim.periods} periods** instead of ${days.length}.`,
    );
  if (merged.length) parts.push(`Periods that finish one lesson and start the next:\n${bullets(merged.map(md), 10)}`);
  if (split.length) parts.push(`Split across periods:\n${bullets(split.map(md), 10)}`);
  return parts.join("\n\n");
}
