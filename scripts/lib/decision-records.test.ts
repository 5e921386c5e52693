import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { root } from "./project.ts";

// A reader of a decision record needs to know when it was made and whether it still holds, before reading it:
// every record carries, within its first lines, a line `Date: YYYY-MM-DD` and a line `Status: …` (Accepted, or
// Superseded by NNNN naming the record that replaced it). The form 0023 was first written in,
// `Date: … · Status: …` on one line, is read the same way.
const folder = path.join(root, "docs", "decisions");
const records = readdirSync(folder).filter((name) => /^\d{4}-.*\.md$/.test(name));
const head = (name: string) => readFileSync(path.join(folder, name), "utf8").split("\n").slice(0, 12).join("\n");

function recordHeaderProblems(name: string, text: string, numbers: string[]): string[] {
  const problems: string[] = [];
  const date = /^Date: (\d{4}-\d{2}-\d{2})\b/m.exec(text)?.[1];
  if (!date) problems.push(`${name}: no line "Date: YYYY-MM-DD" near the top`);
  else if (Number.isNaN(Date.parse(date)) || new Date(date).toISOString().slice(0, 10) !== date)
    problems.push(`${name}: "${date}" is not a date`);
  const status = /^(?:Date: .*· )?Status: (.+)$/m.exec(text)?.[1]?.trim();
  if (!status) problems.push(`${name}: no line "Status: …" near the top`);
  else {
    const superseded = /^Superseded by (\d{4})\b/i.exec(status)?.[1];
    if (superseded && !numbers.includes(superseded))
      problems.push(`${name}: superseded by ${superseded}, no such record`);
    if (!superseded && !/^(Accepted|Proposed|Deprecated)\b/i.test(status))
      problems.push(`${name}: status "${status}" is none of Accepted, Proposed, Deprecated, Superseded by NNNN`);
  }
  return problems;
}

it("every decision record says near its top when it was made and whether it still holds", () => {
  expect(records.length).toBeGreaterThan(0);
  const numbers = records.map((name) => name.slice(0, 4));
  expect(records.flatMap((name) => recordHeaderProblems(name, head(name), numbers))).toEqual([]);
});

it("a record without a date, with a malformed date, or superseded by a record that does not exist is refused", () => {
  const numbers = ["0001", "0002"];
  expect(recordHeaderProblems("a.md", "# 0001 — X\n\nStatus: Accepted\n", numbers)).toEqual([
    'a.md: no line "Date: YYYY-MM-DD" near the top',
  ]);
  expect(recordHeaderProblems("a.md", "# 0001 — X\n\nDate: 2026-02-30\nStatus: Accepted\n", numbers)).toEqual([
    'a.md: "2026-02-30" is not a date',
  ]);
  expect(recordHeaderProblems("a.md", "# 0001 — X\n\nDate: 2026-11-22\n", numbers)).toEqual([
    'a.md: no line "Status: …" near the top',
  ]);
  expect(recordHeaderProblems("a.md", "Date: 2026-11-22\nStatus: Superseded by 0009\n", numbers)).toEqual([
    "a.md: superseded by 0009, no such record",
  ]);
  expect(recordHeaderProblems("a.md", "Date: 2026-11-22\nStatus: Superseded by 0002\n", numbers)).toEqual([]);
  expect(recordHeaderProblems("a.md", "Date: 2026-11-26 · Status: accepted\n", numbers)).toEqual([]);
});
