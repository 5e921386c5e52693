import { describe, expect, it } from "vitest";
import { answerRtf, answerWithQuestion, columnWidths, exportFileName, rtfText, wordDocument } from "./word-export.ts";

const date = new Date(2026, 10, 22, 15, 30);
const base = "https://genehive.example";

describe("Word export", () => {
  it("names the file from the sanitised unit title and the local date and time", () => {
    expect(exportFileName("Cultivating Tomorrow: Biology and Food Justice", date)).toBe(
      "Cultivating_Tomorrow_Biology_and_Food_Justice_2026-11-22_1530.doc",
    );
    expect(exportFileName("NeuroNature: Designing Biomimetic Systems", new Date(2026, 0, 5, 9, 7))).toBe(
      "NeuroNature_Designing_Biomimetic_Systems_2026-01-05_0907.doc",
    );
    expect(exportFileName("Équité & santé / ../../etc", date)).toBe("Equite_sante_etc_2026-11-22_1530.doc");
    expect(exportFileName("???", date)).toBe("Unit_2026-11-22_1530.doc");
  });

  it("writes an RTF document (no web view to open in) with the whole title, the date and each message labelled", () => {
    const title = "Unit 2, Phase 2: Disease Transmission & Herd Immunity";
    const doc = wordDocument({
      unitTitle: title,
      messages: [
        { role: "user", content: "Which lessons address HS-LS2-7?" },
        { role: "assistant", content: "Lesson 6.\n\nSecond paragraph." },
        { role: "user", content: "Line one\nline two" },
      ],
      date,
      base,
    });
    expect(doc.startsWith("{\\rtf1")).toBe(true);
    expect(doc.trimEnd().endsWith("}")).toBe(true);
    expect(doc).toContain(`\\fs36 ${title}\\par`);
    expect(doc).toContain("November 22, 2026");
    expect(doc.indexOf("You\\par")).toBeLessThan(doc.indexOf("Assistant\\par"));
    expect(doc).toContain("Lesson 6.\\par}\n{\\pard\\sa120 Second paragraph.\\par}");
    expect(doc).toContain("Line one\\line line two");
    // Balanced groups: every { has its }.
    const depth = [...doc.replace(/\\[{}\\]/g, "")].reduce((d, c) => d + (c === "{" ? 1 : c === "}" ? -1 : 0), 0);
    expect(depth).toBe(0);
  });

  it("escapes RTF's own characters and writes other characters as Unicode", () => {
    expect(rtfText("a {b} \\ c")).toBe("a \\{b\\} \\\\ c");
    expect(rtfText("español é")).toBe("espa\\u241?ol \\u233?");
    expect(rtfText("“quotes”")).toBe("\\u8220?quotes\\u8221?");
    expect(rtfText("😀")).toBe("\\u-10179?\\u-8704?");
  });

  it("renders an answer's Markdown as Word shows it, with links that work from a file and no script links", () => {
    const rtf = answerRtf(
      [
        "**Offline curriculum guide.** A plan.",
        "### Differentiation",
        "- [Lesson 2](/unit/2/phase/1#lesson-2)",
        "| Level | What the work shows |\n| --- | --- |\n| **4 Exceeding** | Every calculation is correct. |",
        '[bad](javascript:alert(1)) <b onclick="x()">raw</b>',
      ].join("\n\n"),
      base,
    );
    expect(rtf).toContain("{\\b Offline curriculum guide.}");
    expect(rtf).toMatch(/\\b\\fs24 Differentiation\\par/);
    expect(rtf).toContain('HYPERLINK "https://genehive.example/unit/2/phase/1#lesson-2"');
    expect(rtf).toContain("\\bullet\\tab");
    expect(rtf).toMatch(/\\trowd.*\\cellx\d+.*\\cellx9360/);
    expect(rtf).toContain("Every calculation is correct.\\cell");
    expect(rtf).not.toContain("javascript:");
    expect(rtf).not.toContain("onclick");
    expect(rtf).not.toMatch(/\*\*|###|\| ---/);
  });

  it("exports one answer with the question it answers, not the rest of the conversation", () => {
    const messages = [
      { role: "user", content: "first question" },
      { role: "assistant", content: "first answer" },
      { role: "user", content: "second question" },
      { role: "assistant", content: "second answer" },
    ] as const;
    expect(answerWithQuestion([...messages], 3)).toEqual([messages[2], messages[3]]);
    expect(answerWithQuestion([...messages], 1)).toEqual([messages[0], messages[1]]);
  });
});

describe("Word export tables (QA: a pacing table's Period and Minutes columns wrapped letter by letter)", () => {
  const pacing = [
    "| Period | Lessons (the unit's days) | Activities (minutes) | Minutes |",
    "| --- | --- | --- | --- |",
    `| 1 | [Phase 6, Day 27: Telling the Science Story: From Data to a Community Pitch](/unit/3/phase/6#lesson-27) | Hook: The Ten-Second Graph Test (7); Story Arc Workshop (15); Visual Redesign (13); Stakeholder Hot Seat (15) | 50 |`,
  ].join("\n");
  /** Each column's width in twips, from the row's cell edges. */
  const widths = (rtf: string) => {
    const edges = [.../\\trowd[^\n]*/.exec(rtf)![0].matchAll(/\\cellx(\d+)/g)].map((m) => Number(m[1]));
    return edges.map((edge, i) => edge - (edges[i - 1] ?? 0));
  };

  it("gives a short header cell room for its whole word, in bold, with the cell's padding", () => {
    const [period, lessons, activities, minutes] = widths(answerRtf(pacing, base));
    // Bold "Period" and "Minutes" at 11 pt in the widest stand-in font need about 150 twips a letter.
    expect(period).toBeGreaterThanOrEqual("Period".length * 150 + 160);
    expect(minutes).toBeGreaterThanOrEqual("Minutes".length * 150 + 160);
    expect(lessons! + activities!).toBeGreaterThan(period! + minutes!);
    expect(period! + lessons! + activities! + minutes!).toBe(9360);
  });

  it("shares what is left by how much each column holds, and never runs off the page", () => {
    const [level, description] = columnWidths([
      ["Level", "What the work shows"],
      ["4 Advanced", "x ".repeat(200)],
    ]);
    expect(level).toBeLessThan(description! / 3);
    const many = columnWidths([Array.from({ length: 8 }, () => "Extraordinarily")]);
    expect(many.reduce((a, b) => a + b, 0)).toBe(9360);
    expect(Math.min(...many)).toBeGreaterThan(1000);
  });
});
