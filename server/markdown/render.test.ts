import { afterAll, describe, expect, it } from "vitest";
import { closeMarkdownRenderer, renderPostHtml } from "#server/forum/markdown.ts";
import { lineNestingDepth, markdownLimits } from "#shared/markdown.ts";
import { WALL_CLOCK_FACTOR } from "./pool.ts";

afterAll(() => closeMarkdownRenderer());

/** The longest stretch the event loop went without running a timer while `work` ran. */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 5);
  try {
    const result = await work();
    return { result, stallMs };
  } finally {
    clearInterval(ticker);
  }
}

// The red-team samples (all within the 20,000-character post limit) and generated nesting bombs.
// A bomb that costs about as much to parse as the time limit may be stopped as too complex before its
// size is known; either refusal is right, what matters is that it is refused within the limit.
type Problem = "tooDeep" | "tooLarge" | "tooComplex";
const bombs: Array<[string, string, Problem[]]> = [
  ["alternating emphasis", `${"*_".repeat(4997)}a${"_*".repeat(4997)}`, ["tooComplex"]],
  ["19,990 quote markers", ">".repeat(19_990), ["tooDeep"]],
  ["6,663 ordered list markers", "1. ".repeat(6_663), ["tooDeep"]],
  ["quote markers with spaces", "> ".repeat(9_990), ["tooDeep"]],
  [
    "a list nested by indentation",
    Array.from({ length: 120 }, (_, i) => `${"  ".repeat(i)}- x`).join("\n"),
    ["tooDeep"],
  ],
  ["mixed quotes and lists", "> - 1. ".repeat(2_800), ["tooDeep"]],
  [
    "a wide table with empty rows",
    `|${"a|".repeat(25)}\n|${"-|".repeat(25)}\n${"|\n".repeat(2_000)}`,
    ["tooLarge", "tooComplex"],
  ],
];

describe("post rendering", () => {
  it.each(bombs)("refuses %s within the time limit, without stalling the server", async (_name, markdown, problems) => {
    expect(markdown.length).toBeLessThanOrEqual(20_000);
    const started = performance.now();
    const { result, stallMs } = await longestStall(() => renderPostHtml(markdown));
    expect(result.ok).toBe(false);
    expect(problems).toContain(result.ok ? undefined : result.problem);
    // The limit counts the worker's CPU time; on a machine short of cores that can take up to the wall-clock
    // cap, plus the time to start a replacement worker after a stopped one.
    expect(performance.now() - started).toBeLessThan(markdownLimits.renderMs * WALL_CLOCK_FACTOR + 1_000);
    // The work ran off the event loop: had it run on it, the loop would have stalled for the whole limit.
    expect(stallMs).toBeLessThan(markdownLimits.renderMs);
  });

  it("renders ordinary posts, footnotes linked within the post", async () => {
    const result = await renderPostHtml("**bold**, a note[^1] and\n\n> a quote\n\n[^1]: the note");
    if (!result.ok) throw new Error(result.problem);
    expect(result.html).toContain("<strong>bold</strong>");
    const ref = /<a href="#([^"]+)" id="([^"]+)" data-footnote-ref/.exec(result.html);
    expect(ref).not.toBeNull();
    // The link's target exists once, and the back-link returns to the reference.
    expect(result.html).toContain(`<li id="${ref?.[1]}">`);
    expect(result.html).toContain(`href="#${ref?.[2]}"`);
    expect(result.html).not.toContain("user-content-user-content");
  });

  it("links @mentions to members' profiles, but not in code, links or e-mail addresses", async () => {
    const result = await renderPostHtml(
      "Thanks @Ana_R and @bo.smith. Mail me@example.org, see `@code` or [@linked](https://example.org).",
    );
    if (!result.ok) throw new Error(result.problem);
    expect(result.html).toContain(
      '<a href="/community/members/ana_r" class="mention" rel="nofollow ugc noopener">@Ana_R</a>',
    );
    expect(result.html).toContain('href="/community/members/bo.smith"');
    expect(result.html).toContain("<code>@code</code>");
    expect(result.html).not.toContain("/community/members/example");
    expect(result.html).not.toContain("/community/members/linked");
  });

  it("gives two posts' footnotes different ids", async () => {
    const a = await renderPostHtml("one[^1]\n\n[^1]: first");
    const b = await renderPostHtml("two[^1]\n\n[^1]: second");
    const ids = (r: typeof a) => (r.ok ? [...r.html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]) : []);
    expect(ids(a).length).toBeGreaterThan(0);
    expect(ids(a).filter((id) => ids(b).includes(id))).toEqual([]);
  });

  it("accepts nesting up to the limit", async () => {
    const markdown = `${"> ".repeat(markdownLimits.maxDepth)}deep but fine`;
    expect(lineNestingDepth(markdown)).toBe(markdownLimits.maxDepth);
    expect((await renderPostHtml(markdown)).ok).toBe(true);
  });

  it("does not count markers inside fenced code", () => {
    expect(lineNestingDepth(`\`\`\`\n${"> ".repeat(40)}\n\`\`\``)).toBe(0);
  });
});
