import { describe, expect, it } from "vitest";
import { closeOpenFormatting, markStopped } from "./stopped-reply.ts";

describe("a stopped reply", () => {
  it.each([
    ["an italic reminder cut short", "Plan done.\n\n_A draft drawn from", "Plan done.\n\n_A draft drawn from_"],
    ["bold inside a list item", "- **Day 1", "- **Day 1**"],
    ["bold around italics", "**Bold _and it", "**Bold _and it_**"],
    ["inline code", "Use `npm run", "Use `npm run`"],
    ["a code fence", "```js\nconst a = 1;", "```js\nconst a = 1;\n```"],
    ["a table row", "| Day | Minutes |\n| --- | --- |\n| 1 | 45", "| Day | Minutes |\n| --- | --- |\n| 1 | 45 |"],
  ])("closes %s", (_name, cut, closed) => {
    expect(closeOpenFormatting(cut)).toBe(closed);
  });

  it.each([
    ["closed formatting", "**Done** and _done_ and `code`."],
    ["snake_case and arithmetic", "Use phase_two files and 2*3 groups."],
    ["an escaped star", "Five \\* five"],
    ["a list marker", "* first item"],
    ["a closed fence", "```\ncode\n```"],
  ])("leaves %s alone", (_name, text) => {
    expect(closeOpenFormatting(text)).toBe(text);
  });

  it("only looks at the paragraph the reply stopped in", () => {
    expect(closeOpenFormatting("An _open marker\n\nNew paragraph **cut")).toBe(
      "An _open marker\n\nNew paragraph **cut**",
    );
  });

  it("says it was stopped after what arrived", () => {
    expect(markStopped("**First** part. Sec")).toBe("**First** part. Sec\n\n_(stopped)_");
  });
});
