import { describe, expect, it } from "vitest";
import { artifactSchema } from "#app/content/curriculum/artifacts/schema.ts";
import { getUnit } from "#app/content/curriculum/index.ts";
import { artifactDocument } from "./artifact.ts";
import { renderDocx } from "./docx.ts";
import { renderPdf } from "./pdf.ts";

const base = (lesson: number, provides: string) => ({
  unit: 4,
  phase: 1,
  lesson,
  provides,
  title: "Test cards",
  intro: "Cards for the test: each names one idea students sort.",
  prep: "One set per group of 4: 8 sets.",
  parts: [
    {
      kind: "cards" as const,
      heading: "Cards",
      cards: [
        { title: "One", text: "The first card's text." },
        { title: "Two", text: "The second card's text." },
      ],
    },
  ],
});

describe("a printable's document", () => {
  it("renders every kind of part in both formats, cards carrying their text", async () => {
    const u = structuredClone(getUnit(4)!);
    const phase = u.phases[0]!;
    const lesson = phase.lessons[0]!;
    const artifact = artifactSchema.parse({
      ...base(lesson.number, lesson.materials[0]!),
      parts: [
        ...base(1, "x").parts,
        { kind: "table", heading: "Data", columns: ["Case", "Onset"], rows: [["1", "Day 2"]] },
        { kind: "text", heading: "Profile", paragraphs: ["Marcus is a bus driver of 45."] },
        { kind: "checklist", heading: "Check", items: ["Title", "Axes"] },
        { kind: "space", heading: "Plan", prompt: "Fill in the plan.", response: { kind: "frames", count: 2 } },
      ],
    });
    const doc = artifactDocument(u, phase, lesson, artifact);
    expect(doc.blocks.map((b) => b.type)).toEqual([
      "fields",
      "paragraph",
      "paragraph",
      "heading",
      "cards",
      "heading",
      "table",
      "heading",
      "paragraph",
      "heading",
      "paragraph",
      "paragraph",
      "heading",
      "paragraph",
      "frames",
    ]);
    const pdf = Buffer.from(await renderPdf(doc));
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const docx = Buffer.from(await renderDocx(doc));
    expect(docx.subarray(0, 2).toString()).toBe("PK");
  });
});
