import { describe, expect, it } from "vitest";
import { units } from "../index.ts";
import { assessmentProblems } from "./check.ts";
import { assessmentKeys, unitAssessments } from "./index.ts";
import { type Assessment, type AssessmentKey, assessmentSchema } from "./schema.ts";

const copies = () => ({ assessments: structuredClone(unitAssessments()), keys: structuredClone(assessmentKeys()) });
const problems = (a: Assessment[], k: AssessmentKey[]) => assessmentProblems(units, a, k);

describe("the end-of-unit assessments' check", () => {
  it("finds nothing wrong with the six units' assessments and keys", () => {
    expect(unitAssessments().map((a) => a.unit)).toEqual(units.map((u) => u.number));
    expect(assessmentProblems(units, unitAssessments(), assessmentKeys())).toEqual([]);
  });

  it("each has at least 12 items: multiple choice, a data item and a claim-evidence-reasoning item", () => {
    for (const a of unitAssessments()) {
      expect(a.items.length, `unit ${a.unit}`).toBeGreaterThanOrEqual(12);
      expect(a.items.filter((i) => i.kind === "choice").length).toBeGreaterThanOrEqual(8);
      expect(a.items.some((i) => i.kind === "data")).toBe(true);
      expect(a.items.some((i) => i.kind === "cer")).toBe(true);
    }
    const short = { ...structuredClone(unitAssessments()[0]!), items: unitAssessments()[0]!.items.slice(0, 11) };
    expect(assessmentSchema.safeParse(short).success).toBe(false);
  });

  it("fails on an item without a key and on a key without an item, naming the unit's file and the id", () => {
    const { assessments, keys } = copies();
    const removed = keys[1]!.keys.splice(3, 1)[0]!;
    keys[4]!.keys.push({ prompt: "a5-q99", answer: "B. An answer to no item at all." });
    expect(problems(assessments, keys)).toEqual([
      expect.stringMatching(
        new RegExp(`^assessments/unit2\\.ts: no key to prompt ${removed.prompt} of the handout of unit 2`),
      ),
      "assessments/unit5.ts: the key to unit 5's end-of-unit assessment names prompt a5-q99, which the handout does not have",
    ]);
  });

  it("fails on a unit with no assessment, one without a data or a claim-evidence-reasoning item, and an id used twice", () => {
    const { assessments, keys } = copies();
    const u3 = assessments.find((a) => a.unit === 3)!;
    u3.items = u3.items.filter((i) => i.kind !== "data" && i.kind !== "cer");
    const withoutSix = assessments.filter((a) => a.unit !== 6);
    withoutSix[0]!.items[1]!.id = withoutSix[0]!.items[0]!.id;
    const found = problems(withoutSix, keys);
    expect(found).toContain("unit 3's end-of-unit assessment has no data-interpretation item");
    expect(found).toContain("unit 3's end-of-unit assessment has no claim-evidence-reasoning item");
    expect(found).toContain("unit 6 has 0 end-of-unit assessments, not 1");
    expect(found).toContain("assessment item id a1-q1 is used 2 times");
  });

  it("fails on an item that draws on no key understanding of its unit", () => {
    const { assessments, keys } = copies();
    assessments[1]!.items[0]!.from = "Photosynthesis uses light energy to convert carbon dioxide";
    expect(problems(assessments, keys)).toEqual([
      `unit 2's end-of-unit assessment: item a2-q1 draws on "Photosynthesis uses light energy to convert carbon", which no lesson of the unit says`,
    ]);
  });

  it("fails on a multiple-choice key that does not start with a letter the item offers", () => {
    const { assessments, keys } = copies();
    const k = keys[0]!.keys[0]!;
    keys[0]!.keys[0] = { prompt: k.prompt, answer: "E. There is no fifth choice." };
    keys[0]!.keys[1] = { prompt: keys[0]!.keys[1]!.prompt, notes: "Look for the photosynthesis equation." };
    expect(problems(assessments, keys)).toEqual([
      'assessments/unit1.ts: the key to item a1-q1 must start with its answer\'s letter, like "B. "',
      'assessments/unit1.ts: the key to item a1-q2 must start with its answer\'s letter, like "B. "',
    ]);
  });

  it("spreads the right answers over all four letters in every unit, so a pattern gives nothing away", () => {
    for (const k of assessmentKeys()) {
      const letters = k.keys.flatMap((p) => ("answer" in p && /^[A-D]\. /.test(p.answer) ? [p.answer[0]] : []));
      expect(new Set(letters), `unit ${k.unit}`).toEqual(new Set(["A", "B", "C", "D"]));
      for (const letter of "ABCD") expect(letters.filter((l) => l === letter).length).toBeLessThanOrEqual(4);
    }
  });
});
