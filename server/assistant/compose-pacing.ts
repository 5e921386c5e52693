import type { Unit } from "#app/content/curriculum/schema.ts";
import { bullets, link, md } from "./markdown.ts";
import { lessonName, lessonUrl } from "./offline-index.ts";
import type { ScopedLesson, TaskScope } from "./task-scope.ts";

/** What the teacher has: a period length in minutes and/or a number of class days. */
export interface PacingRequest {
  period?: number;
  days?: number;
}

/** The class days the question allows: "10 days", "3 weeks" (five days a week). */
export function requestedDays(question: string): number | undefined {
  const days = /\b(\d{1,3})\s*(?:class\s+)?days?\b/i.exec(question);
  if (days) return Number(days[1]);
  const weeks = /\b(\d{1,2})\s*weeks?\b/i.exec(question);
  return weeks ? Number(weeks[1]) * 5 : undefined;
}

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
 * Lays the scope's activities, in order, into days of at most `period` minutes: an activity that does not
 * fit in what is left of a day moves to the next, so a day can finish one lesson and start the next
 * (merged), and a lesson can run over several days (split); an activity longer than the period is split into
 * parts. Nothing is shortened, so the days add up to the scope's own minutes.
 */
export function layOut(lessons: ScopedLesson[], period: number) {
  const days: PacedDay[] = [];
  const split: string[] = [];
  let day: PacedDay = { slots: [], minutes: 0 };
  days.push(day);
  for (const ref of lessons) {
    for (const activity of ref.lesson.activities) {
      const parts = Math.ceil(activity.minutes / period);
      if (parts > 1) split.push(`${activity.title} (${activity.minutes} min) in ${lessonName(ref.lesson, ref.phase)}`);
      let left = activity.minutes;
      for (let part = 1; left > 0; part++) {
        const room = period - day.minutes;
        if (room <= 0 || (parts === 1 && left > room)) {
          day = { slots: [], minutes: 0 };
          days.push(day);
        }
        const minutes = Math.min(left, period - day.minutes);
        day.slots.push({ ref, title: parts > 1 ? `${activity.title} (part ${part})` : activity.title, minutes });
        day.minutes += minutes;
        left -= minutes;
      }
    }
  }
  const spans = (ref: ScopedLesson) => days.filter((d) => d.slots.some((s) => s.ref === ref)).length;
  for (const ref of lessons)
    if (spans(ref) > 1) split.push(`${lessonName(ref.lesson, ref.phase)} over ${spans(ref)} periods`);
  const merged = days
    .map((d, i) => ({ i, names: [...new Set(d.slots.map((s) => s.ref))].map((r) => lessonName(r.lesson, r.phase)) }))
    .filter((d) => d.names.length > 1)
    .map((d) => `Day ${d.i + 1}: ${d.names.join(" + ")}`);
  return { days, merged, split };
}

/** The shortest period, in 5-minute steps, that lays the scope into the days given. */
function periodForDays(lessons: ScopedLesson[], days: number): number {
  const total = lessons.flatMap((l) => l.lesson.activities).reduce((sum, a) => sum + a.minutes, 0);
  let period = Math.max(5, Math.ceil(total / days / 5) * 5);
  while (layOut(lessons, period).days.length > days && period < 600) period += 5;
  return period;
}

export function composePacing(unit: Unit, scope: TaskScope, request: PacingRequest): string {
  const title = `### Pacing ${link(scope.name, scope.url)}`;
  if (!scope.lessons.length)
    return `${title}\nThe curriculum data has no timed lessons for ${md(scope.name)}, so I cannot lay it out day by day.`;
  const period = request.period ?? periodForDays(scope.lessons, request.days ?? 1);
  const { days, merged, split } = layOut(scope.lessons, period);
  const activities = scope.lessons.flatMap((l) => l.lesson.activities);
  const total = activities.reduce((sum, a) => sum + a.minutes, 0);
  const rows = days.map((day, i) => {
    const lessons = [...new Set(day.slots.map((s) => s.ref))].map((ref) =>
      link(lessonName(ref.lesson, ref.phase), lessonUrl(unit, ref.lesson, ref.phase)),
    );
    const what = day.slots.map((s) => `${md(s.title)} (${s.minutes})`).join("; ");
    return `| ${i + 1} | ${lessons.join("<br>")} | ${what} | ${day.minutes} |`;
  });
  const parts = [
    title,
    request.period
      ? `Every lesson and activity of ${md(scope.name)} (${scope.lessons.length} lesson${scope.lessons.length === 1 ? "" : "s"}, ${activities.length} activities, ${total} minutes) in ${period}-minute periods:`
      : `To teach ${md(scope.name)} (${total} minutes of activities) in ${request.days} days you need periods of about ${period} minutes:`,
    `| Day | Lesson | Activities (minutes) | Minutes |\n| --- | --- | --- | --- |\n${rows.join("\n")}\n| **Total** | ${scope.lessons.length} lessons | ${activities.length} activities | **${total}** |`,
    `${days.length} periods of ${period} minutes (${days.length * period} minutes of class time, ${days.length * period - total} of them free for warm-ups, transitions and catch-up).`,
  ];
  if (merged.length) parts.push(`Days that finish one lesson and start the next:\n${bullets(merged.map(md), 10)}`);
  if (split.length) parts.push(`Split across periods:\n${bullets(split.map(md), 10)}`);
  if (request.days && days.length > request.days) {
    const longest = scope.lessons
      .flatMap((ref) => ref.lesson.activities.map((activity) => ({ ref, activity })))
      .sort((a, b) => b.activity.minutes - a.activity.minutes)
      .slice(0, 5);
    parts.push(
      `That is ${days.length - request.days} period${days.length - request.days === 1 ? "" : "s"} more than the ${request.days} days you have. The curriculum data does not rank activities, so choose what to cut; the longest are:\n${bullets(
        longest.map(
          ({ ref, activity }) =>
            `${md(activity.title)} (${activity.minutes} min, ${link(lessonName(ref.lesson, ref.phase), lessonUrl(unit, ref.lesson, ref.phase))})`,
        ),
      )}`,
    );
  }
  return parts.join("\n\n");
}
