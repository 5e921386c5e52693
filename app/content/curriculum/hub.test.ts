import { describe, expect, it } from "vitest";
import { rangeDays, standardsGrid, unitSummary } from "./hub.ts";
import { getUnit, units } from "./index.ts";

describe("the curriculum hub's figures", () => {
  it("reads a day range as the days it spans", () => {
    expect(rangeDays("Days 7-14")).toBe(8);
    expect(rangeDays("Lessons 1-5")).toBe(5);
    expect(rangeDays("Day 3")).toBe(1);
    expect(rangeDays("Flexible")).toBe(1);
  });

  it("gives each unit one schedule: Unit 2 by its phase pages, 32 days", () => {
    expect(unitSummary(getUnit(2)!)).toMatchObject({ days: 32, length: "32 days in 5 phases" });
    expect(unitSummary(getUnit(3)!).days).toBe(30);
    expect(unitSummary(getUnit(5)!).days).toBe(30);
    expect(unitSummary(getUnit(1)!)).toMatchObject({ length: "6 lessons", days: 6 });
  });

  it("paces every phase of every unit, each block linking to its page", () => {
    for (const unit of units) {
      const summary = unitSummary(unit);
      expect(summary.segments.length).toBe(unit.phases.length || unit.lessons.length);
      expect(summary.segments.reduce((n, s) => n + s.days, 0)).toBe(summary.days);
      for (const segment of summary.segments) expect(segment.url).toMatch(new RegExp(`^/unit/${unit.number}`));
    }
  });

  it("ticks a unit for a standard exactly when the unit addresses it", () => {
    const grid = standardsGrid(units);
    const row = (code: string) => grid.find((r) => r.code === code)!;
    for (const unit of units) {
      for (const { code } of unit.standards.ngss) expect(row(code).units[units.indexOf(unit)]).toBe(true);
    }
    for (const r of grid) expect(r.units.some(Boolean)).toBe(true);
  });
});
