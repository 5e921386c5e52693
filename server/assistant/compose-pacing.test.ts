import { describe, expect, it } from "vitest";
import { getUnit, units } from "#app/content/curriculum/index.ts";
import { composePacing, layOut, requestedDays } from "./compose-pacing.ts";
import { composeOfflineAnswer } from "./offline-guide.ts";
import { scopeToPhase } from "./scope.ts";
import { resolveScope } from "./task-scope.ts";

describe("layOut", () => {
  it.each([30, 45, 50, 90])("keeps every activity, in order, in days of at most %i minutes", (period) => {
    for (const unit of units) {
      const { lessons } = resolveScope(unit, "");
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

describe("requestedDays", () => {
  it("reads days and school weeks", () => {
    expect(requestedDays("we only have 3 weeks")).toBe(15);
    expect(requestedDays("in 12 class days")).toBe(12);
    expect(requestedDays("45-minute periods")).toBeUndefined();
  });
});

describe("composePacing", () => {
  it("fits the days given and says how many periods that takes", () => {
    const unit = getUnit(6)!;
    const answer = composePacing(unit, resolveScope(unit, ""), { days: 9 });
    expect(answer).toMatch(/\| 9 \|/);
    expect(answer).not.toMatch(/\| 10 \|/);
  });

  it("says which long activities to consider when the days are too few", () => {
    const unit = getUnit(6)!;
    const answer = composePacing(unit, resolveScope(unit, ""), { period: 45, days: 5 });
    expect(answer).toMatch(/more than the 5 days you have/);
    expect(answer).toContain("does not rank activities");
  });
});

describe("the issue's pacing question", () => {
  it("re-times the whole unit, or the phase page it is asked on, not one lesson", () => {
    const unit2 = getUnit(2)!;
    const onUnit = composeOfflineAnswer(unit2, "Adapt this for 45-minute periods");
    expect(onUnit).toContain("### Pacing [Unit 2: Community Immunity](/unit/2)");
    for (const { lesson } of resolveScope(unit2, "").lessons) expect(onUnit).toContain(`#lesson-${lesson.number})`);
    const onPhase = composeOfflineAnswer(scopeToPhase(unit2, 3)!, "Adapt this for 45-minute periods");
    expect(onPhase).toContain("### Pacing [Phase 3:");
    expect(onPhase).not.toContain("/unit/2/phase/2#");
    expect(composeOfflineAnswer(getUnit(6)!, "adapt this for 45 minute periods")).toContain("### Pacing [Unit 6:");
  });
});
