import { describe, expect, it } from "vitest";
import { getUnit } from "#app/content/curriculum/index.ts";
import { prepList } from "#app/content/curriculum/prep/index.ts";
import { prepListDocument } from "./prep.ts";

describe("a unit's preparation list document", () => {
  it("prints the calendar, the orders, each lab day and the printables, in that order", () => {
    const doc = prepListDocument(prepList(getUnit(3)!));
    const headings = doc.blocks.flatMap((b) => (b.type === "heading" && b.level === 2 ? [b.text] : []));
    expect(headings).toEqual([
      "Prep calendar",
      "What to order",
      "Lab days: materials and safety",
      "Printables to copy",
    ]);
    const calendar = doc.blocks.find((b) => b.type === "table");
    expect(calendar?.type === "table" && calendar.rows[0]?.[1]).toContain("duckweed");
    expect(doc.blocks.some((b) => b.type === "heading" && b.text.startsWith("Phase 3 Day 13:"))).toBe(true);
  });
});
