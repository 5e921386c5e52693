import { describe, expect, it } from "vitest";
import { activityPriority, getUnit, units } from "#app/content/curriculum/index.ts";
import { composePacing, layOut } from "./compose-pacing.ts";
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
    const answer = composePacing(unit, resolveScope(unit, recognise("")), { days: 9 });
    expect(answer).toMatch(/\| 9 \|/);
    expect(answer).not.toMatch(/\| 10 \|/);
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
    const out: { label: string; period: number; days: ReturnType<typeof layOut>["days"] }[] = [];
    for (const unit of units)
      for (const scoped of [unit, ...unit.phases.map((p) => scopeToPhase(unit, p.number)!)]) {
        const scope = resolveScope(scoped, recognise("pacing"));
        for (const period of [40, 45, 50, 55, 90])
          out.push({
            label: `Unit ${unit.number} ${scoped === unit ? "" : `phase ${scoped.phases[0]!.number} `}${period} min`,
            period,
            days: layOut(scope.lessons, period).days,
          });
      }
    return out;
  }

  it("never ends a period on a lesson's warm-up nor starts one on its exit ticket (Unit 2 Phase 2, 45 minutes)", () => {
    const all = layouts();
    expect(all.length).toBeGreaterThan(50);
    for (const { label, period, days } of all) {
      days.forEach((day, i) => {
        const last = day.slots.at(-1)!;
        const first = day.slots[0]!;
        const acts = (slot: typeof first) => slot.ref.lesson.activities.map((a) => a.title);
        // The lesson's opening activity closing a period, with the rest of its lesson in the next one.
        if (acts(last).length > 1 && last.title === acts(last)[0] && days[i + 1]?.slots[0]?.ref === last.ref)
          throw new Error(`${label}: period ${i + 1} ends on the warm-up "${last.title}"`);
        // The lesson's closing activity opening a period, alone, when it could have gone with the one before.
        const closing = acts(first).at(-1);
        const before = first.ref.lesson.activities.at(-2);
        if (
          i > 0 &&
          acts(first).length > 1 &&
          first.title === closing &&
          days[i - 1]!.slots.at(-1)?.ref === first.ref &&
          before &&
          before.minutes + first.minutes <= period
        )
          throw new Error(`${label}: period ${i + 1} starts on the exit ticket "${first.title}"`);
      });
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
