import { describe, expect, it } from "vitest";
import { activityPriority, getUnit, units } from "#app/content/curriculum/index.ts";
import { composePacing, LAYOUT_COSTS, layOut } from "./compose-pacing.ts";
import { composeOfflineAnswer } from "./offline-guide.ts";
import { scopeToPhase } from "./scope.ts";
import { resolveScope } from "./task-scope.ts";
import { recognise } from "./tasks.ts";

describe("layOut", () => {
  it.each([30, 45, 50, 90])("keeps every activity, in order, in days of at most %i minutes", (period) => {
    for (const unit of units) {
      const { lessons } = resolveScope(unit, recognise(""));
      const { days } = layOut(lessons, period);
      const minutes = lessons.flatMap((l) => l.lesson.activities).reduce((s, a) => s + a.minutes, 0);
      expect(days.every((d) => d.minutes <= period && d.minutes > 0)).toBe(true);
      expect(days.reduce((s, d) => s + d.minutes, 0)).toBe(minutes);
      const titles = days.flatMap((d) => d.slots.map((s) => s.title.replace(/ \(part \d+\)$/, "")));
      expect([...new Set(titles)]).toEqual([
        ...new Set(lessons.flatMap((l) => l.lesson.activities.map((a) => a.title))),
      ]);
    }
  });
});

describe("composePacing", () => {
  it("fits the days given and says how many periods that takes", () => {
    const unit = getUnit(6)!;
    // Its twelve days: the entry event, eight lessons and three project days.
    const answer = composePacing(unit, resolveScope(unit, recognise("")), { days: 12 });
    expect(answer).toMatch(/\| 12 \|/);
    expect(answer).not.toMatch(/\| 13 \|/);
  });

  it("short of days, cuts optional activities first, then names whole lessons to skip", () => {
    const unit = getUnit(6)!;
    const scope = resolveScope(unit, recognise(""));
    const answer = composePacing(unit, scope, { period: 45, days: 9 });
    const cut = /Cut first, to fit 9 days: \*\*(\d+)\*\* minutes/.exec(answer);
    expect(cut).not.toBeNull();
    const listed =
      answer
        .split("Cut first")[1]!
        .split("\n\n")[0]!
        .match(/^- (.+?) \(\d+ min/gm) ?? [];
    const optional = scope.lessons
      .flatMap((l) => l.lesson.activities)
      .filter((a) => activityPriority(a) === "optional");
    expect(listed.length).toBeGreaterThan(0);
    for (const line of listed)
      expect(optional.map((a) => `- ${a.title} (`)).toContain(line.replace(/\d+ min$/, "").trimEnd());
    const tooFew = composePacing(unit, scope, { period: 45, days: 5 });
    expect(tooFew).toMatch(
      /That is still \d+ periods? more than the 5 days you have\. Next, skip or shorten whole lessons/,
    );
    expect(tooFew.split("Next, skip")[1]!.split("\n\n")[0]).not.toMatch(/Entry Event|Showcase/);
  });

  it("a whole unit in far too few days is laid out in usual periods, with its phases offered instead", () => {
    const unit = getUnit(2)!;
    const answer = composePacing(unit, resolveScope(unit, recognise("")), { days: 15 });
    expect(answer).toMatch(
      /would need periods of about \d+ minutes, longer than a class period\. Here it is in 50-minute periods/,
    );
    expect(answer).toContain("teach part of the unit instead");
    for (const phase of unit.phases) expect(answer).toContain(`](/unit/2/phase/${phase.number}): `);
  });
});

describe("activityPriority", () => {
  it("reads openers and closing circles as optional unless the data says otherwise", () => {
    const activity = { title: "Warm-Up: Smoke Detectors", minutes: 5, description: "x".repeat(20) };
    expect(activityPriority(activity)).toBe("optional");
    expect(activityPriority({ ...activity, priority: "core" })).toBe("core");
    expect(activityPriority({ ...activity, title: "Exit Ticket" })).toBe("core");
    expect(activityPriority({ ...activity, title: "Treatment Stations", priority: "optional" })).toBe("optional");
  });
});

describe("the issue's pacing question", () => {
  it("re-times the whole unit, or the phase page it is asked on, not one lesson", () => {
    const unit2 = getUnit(2)!;
    const onUnit = composeOfflineAnswer(unit2, "Adapt this for 45-minute periods");
    expect(onUnit).toContain("### Pacing [Unit 2: Community Immunity](/unit/2)");
    for (const { lesson } of resolveScope(unit2, recognise("")).lessons)
      expect(onUnit).toContain(`#lesson-${lesson.number})`);
    const onPhase = composeOfflineAnswer(scopeToPhase(unit2, 3)!, "Adapt this for 45-minute periods");
    expect(onPhase).toContain("### Pacing [Phase 3:");
    expect(onPhase).not.toContain("/unit/2/phase/2#");
    expect(composeOfflineAnswer(getUnit(6)!, "adapt this for 45 minute periods")).toContain("### Pacing [Unit 6:");
  });
});

describe("activities keep their order and their company within a lesson", () => {
  /** Every period layout the guide writes for a scope: each unit and phase in usual period lengths. */
  function layouts() {
    const out: {
      label: string;
      period: number;
      days: ReturnType<typeof layOut>["days"];
      lessons: ReturnType<typeof resolveScope>["lessons"];
    }[] = [];
    for (const unit of units)
      for (const scoped of [unit, ...unit.phases.map((p) => scopeToPhase(unit, p.number)!)]) {
        const scope = resolveScope(scoped, recognise("pacing"));
        for (const period of [40, 45, 50, 55, 90])
          out.push({
            label: `Unit ${unit.number} ${scoped === unit ? "" : `phase ${scoped.phases[0]!.number} `}${period} min`,
            period,
            days: layOut(scope.lessons, period).days,
            lessons: scope.lessons,
          });
      }
    return out;
  }

  /** Periods that part a warm-up from what follows it, or an exit ticket from what comes before, that fit together. */
  function partedPairs(days: ReturnType<typeof layOut>["days"], period: number): number {
    return days.filter((day, i) => {
      const last = day.slots.at(-1)!;
      const next = days[i + 1]?.slots[0];
      if (!next || next.ref !== last.ref) return false;
      const acts = last.ref.lesson.activities;
      const together = (a: number) => acts[a]!.minutes + acts[a + 1]!.minutes <= period;
      return (
        (last.title === acts[0]!.title && together(0)) ||
        (next.title === acts.at(-1)!.title && together(acts.length - 2))
      );
    }).length;
  }

  it("parts a warm-up from what follows it, or an exit ticket from what comes before, only to save a period", () => {
    const all = layouts();
    expect(all.length).toBeGreaterThan(50);
    const keepingPairs = { ...LAYOUT_COSTS, pairCut: 1000 };
    for (const { label, period, days, lessons } of all) {
      const parted = partedPairs(days, period);
      if (!parted) continue;
      const keeping = layOut(lessons, period, keepingPairs).days;
      // Either keeping them together takes more periods, or no layout keeps them together.
      if (keeping.length === days.length) expect(partedPairs(keeping, period), label).toBe(parted);
      else expect(keeping.length, label).toBeGreaterThan(days.length);
    }
  });

  it("keeps every lesson's activities in their planned order", () => {
    for (const { label, days } of layouts()) {
      const seen = new Map<unknown, string[]>();
      for (const slot of days.flatMap((d) => d.slots)) {
        const list = seen.get(slot.ref.lesson) ?? [];
        const title = slot.title.replace(/ \(part \d+\)$/, "");
        if (list.at(-1) !== title) list.push(title);
        seen.set(slot.ref.lesson, list);
      }
      for (const [lesson, order] of seen)
        expect(order, label).toEqual((lesson as { activities: { title: string }[] }).activities.map((a) => a.title));
    }
  });

  it("numbers class periods as periods and names lessons by the unit's own days", () => {
    const unit = scopeToPhase(getUnit(2)!, 2)!;
    const answer = composePacing(unit, resolveScope(unit, recognise("")), { period: 45 });
    expect(answer).toContain("| Period | Lessons (the unit's days) |");
    expect(answer).not.toContain("| Day |");
    expect(answer).toContain("Phase 2, Day 7:");
    expect(answer).toContain("Phase 2, Day 14:");
    expect(answer).not.toMatch(/^- Day \d+:/m);
  });
});

describe("a layout a teacher accepts (QA: Unit 3 in 50-minute periods took 39 periods and cut every lesson in two)", () => {
  const minutes = (ref: { lesson: { activities: { minutes: number }[] } }) =>
    ref.lesson.activities.reduce((sum, a) => sum + a.minutes, 0);

  it.each([3, 5])("Unit %i: a lesson that fits a period stays whole, and no period is wasted", (n) => {
    const { lessons } = resolveScope(getUnit(n)!, recognise(""));
    const { days } = layOut(lessons, 50);
    const spans = (ref: (typeof lessons)[number]) => days.filter((d) => d.slots.some((s) => s.ref === ref)).length;
    for (const ref of lessons) {
      if (minutes(ref) <= 50) expect(spans(ref), ref.lesson.title).toBe(1);
      else expect(spans(ref), ref.lesson.title).toBe(Math.ceil(minutes(ref) / 50));
    }
    // The fewest periods that keep those lessons whole: one each, and each run of longer lessons between them
    // packed as tightly as its minutes allow. Activities are not cut, so allow two more.
    let least = 0;
    let run = 0;
    for (const ref of lessons) {
      if (minutes(ref) > 50) run += minutes(ref);
      else {
        least += 1 + Math.ceil(run / 50);
        run = 0;
      }
    }
    least += Math.ceil(run / 50);
    expect(days.length).toBeLessThanOrEqual(least + 2);
    const total = lessons.reduce((sum, ref) => sum + minutes(ref), 0);
    expect(days.length).toBeLessThan(Math.ceil(total / 50) * 1.25);
  });

  it("states the period count it lays out, and what trimming a few minutes from long lessons saves", () => {
    const unit = getUnit(3)!;
    const answer = composeOfflineAnswer(unit, "pacing for the whole unit in 50-minute periods");
    const rows = answer.split("\n").filter((line) => /^\| \d+ \|/.test(line));
    const stated = /(\d+) periods of 50 minutes \((\d+) minutes of class time, (\d+) of them free/.exec(answer)!;
    expect(Number(stated[1])).toBe(rows.length);
    expect(Number(stated[3])).toBe(rows.length * 50 - 1565);
    expect(rows.length).toBeLessThan(39);
    // Every day of Unit 3 runs 50 to 55 minutes: trimmed to the period, each is one period.
    expect(answer).toContain("teach each in one period: **30 periods** instead of");
  });

  it("Unit 5: a 52-minute day between two whole 50-minute days takes two periods, and trimming is offered", () => {
    const unit = getUnit(5)!;
    const { lessons } = resolveScope(unit, recognise(""));
    const { days } = layOut(lessons, 50);
    const day26 = lessons.find((ref) => ref.lesson.number === 26)!;
    expect(minutes(day26)).toBe(52);
    const periods = days.filter((d) => d.slots.some((s) => s.ref === day26));
    expect(periods).toHaveLength(2);
    expect(lessons.filter((ref) => Math.abs(ref.lesson.number - 26) === 1).map(minutes)).toEqual([50, 50]);
    const answer = composeOfflineAnswer(unit, "20 days of 50-minute periods");
    expect(answer).toMatch(/To save periods: \d+ lessons run at most \d+ minutes longer than a period/);
  });
});
