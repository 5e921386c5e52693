import { describe, expect, it } from "vitest";
import { assessmentFor, assessmentKeys } from "./index.ts";
import type { AssessmentItem } from "./schema.ts";

// The data items' keys are recomputed from the tables the students see: a number changed in a table without its key,
// or a key's arithmetic slip, fails here.

function dataItem(unit: number) {
  const item = assessmentFor(unit)!.items.find(
    (i): i is Extract<AssessmentItem, { kind: "data" }> => i.kind === "data",
  )!;
  const key = assessmentKeys()
    .find((k) => k.unit === unit)!
    .keys.find((k) => k.prompt === item.id)!;
  const column = (name: string) => {
    const at = item.data.columns.indexOf(name);
    expect(at, name).toBeGreaterThanOrEqual(0);
    return item.data.rows.map((r) => Number(r[at]!.replace(/,/g, "")));
  };
  const row = (label: string) =>
    item.data.rows
      .find((r) => r[0] === label)!
      .slice(1)
      .map((c) => Number(c.replace(/,/g, "")));
  return { item, column, row, key: "answer" in key ? key.answer : key.notes };
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const fixed = (x: number, digits = 1) => x.toFixed(digits);

describe("each data item's key agrees with its table", () => {
  it("Unit 1: the two groups' means and ranges", () => {
    const { column, key } = dataItem(1);
    const [none, compost] = [column("No compost"), column("With compost")];
    expect(key).toContain(`mean ${fixed(mean(none))} cm`);
    expect(key).toContain(`mean ${fixed(mean(compost))} cm`);
    expect(key).toContain(`range ${fixed(Math.min(...none))} to ${fixed(Math.max(...none))} cm`);
    expect(key).toContain(`range ${fixed(Math.min(...compost))} to ${fixed(Math.max(...compost))} cm`);
    expect(key).toContain(`${fixed(mean(compost) - mean(none))} cm taller`);
    expect(Math.max(...none)).toBeLessThan(Math.min(...compost)); // "the ranges do not overlap"
  });

  it("Unit 2: the two groups' rates and the vaccine's efficacy", () => {
    const { row, key } = dataItem(2);
    const [placeboN, placeboSick] = row("Placebo") as [number, number];
    const [vaccineN, vaccineSick] = row("Vaccine") as [number, number];
    const placebo = (100 * placeboSick) / placeboN;
    const vaccine = (100 * vaccineSick) / vaccineN;
    expect(key).toContain(`= ${fixed(placebo)} percent`);
    expect(key).toContain(`= ${fixed(vaccine)} percent`);
    expect(key).toContain(`= ${Math.round((100 * (placebo - vaccine)) / placebo)} percent`);
  });

  it("Unit 3: the two trays' means, ranges and the percent reduction", () => {
    const { column, key } = dataItem(3);
    const [control, garden] = [column("Bare packed soil (control)"), column("Rain-garden tray")];
    expect(key).toContain(`mean ${mean(control)} mL`);
    expect(key).toContain(`mean ${mean(garden)} mL`);
    expect(key).toContain(`range ${Math.min(...control)} to ${Math.max(...control)} mL`);
    expect(key).toContain(`range ${Math.min(...garden)} to ${Math.max(...garden)} mL`);
    expect(key).toContain(`about ${Math.round((100 * (mean(control) - mean(garden))) / mean(control))} percent`);
    expect(Math.max(...garden)).toBeLessThan(Math.min(...control));
  });

  it("Unit 4: the two means, their difference and the time the signal spends in the nerves", () => {
    const { column, key } = dataItem(4);
    const [calm, distracted] = [column("No distraction"), column("Counting backward by sevens")];
    expect(key).toContain(`= ${mean(calm)} ms`);
    expect(key).toContain(`= ${mean(distracted)} ms`);
    expect(key).toContain(`Difference: ${mean(distracted) - mean(calm)} ms`);
    expect(key).toContain(`about ${Math.round((1 / 60) * 1000)} ms`);
  });

  it("Unit 5: each neighborhood's rate per 10,000, the highest, and that rates fall as tree cover rises", () => {
    const { item, key } = dataItem(5);
    const rows = item.data.rows.map(([name, pop, visits, trees]) => ({
      name: name!,
      rate: (Number(visits!.replace(/,/g, "")) / Number(pop!.replace(/,/g, ""))) * 10_000,
      trees: Number(trees),
    }));
    for (const r of rows) expect(key).toMatch(new RegExp(`${r.name} [\\d,]+ / [\\d,]+ x 10,000 = ${r.rate}\\b`));
    const highest = rows.reduce((a, b) => (b.rate > a.rate ? b : a));
    expect(key).toContain(`Highest rate: ${highest.name}`);
    const byTrees = [...rows].sort((a, b) => a.trees - b.trees).map((r) => r.rate);
    expect(byTrees).toEqual([...byTrees].sort((a, b) => b - a));
  });

  it("Unit 6: the table's totals add up, and the key's sensitivity, specificity and share of true positives", () => {
    const { row, key } = dataItem(6);
    const [tp, fn, sick] = row("Has cancer") as [number, number, number];
    const [fp, tn, well] = row("No cancer") as [number, number, number];
    expect(row("Total")).toEqual([tp + fp, fn + tn, sick + well]);
    expect(tp + fn).toBe(sick);
    expect(fp + tn).toBe(well);
    expect(key).toContain(`= ${Math.round((100 * tp) / sick)} percent`);
    expect(key).toContain(`= ${Math.round((100 * tn) / well)} percent`);
    expect(key).toContain(`(${fixed((100 * tp) / (tp + fp))})`);
  });
});
