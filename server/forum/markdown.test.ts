import { afterAll, describe, expect, it } from "vitest";
import { closeMarkdownRenderer, renderPostHtml } from "./markdown.ts";

afterAll(() => closeMarkdownRenderer());

async function renderMarkdown(markdown: string): Promise<string> {
  const rendered = await renderPostHtml(markdown);
  if (!rendered.ok) throw new Error(rendered.problem);
  return rendered.html;
}

describe("forum markdown", () => {
  it("renders nothing as nothing (the preview of an empty post)", async () => {
    expect(await renderMarkdown("")).toBe("");
    expect(await renderMarkdown("")).toBe("");
  });

  it("renders lists, emphasis, tables and links", async () => {
    const html = await renderMarkdown(
      "**bold** and *em*\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n[site](https://example.org)",
    );
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain("<table>");
    expect(html).toContain('<a href="https://example.org" rel="nofollow ugc noopener">site</a>');
  });

  it.each([
    "<script>alert(1)</script>",
    '<img src=x onerror="alert(1)">',
    "[click](javascript:alert(1))",
    "[click](JaVaScRiPt:alert(1))",
    "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    '<a href="javascript:alert(1)">x</a>',
    "![x](javascript:alert(1))",
    '<iframe src="https://evil.example"></iframe>',
    '<svg onload="alert(1)"></svg>',
    "[x](vbscript:msgbox(1))",
  ])("neutralises %s", async (payload) => {
    const html = await renderMarkdown(payload);
    // No element but the safe ones, no event handler, no address but a safe one: raw HTML shows as its text.
    const tags = [...html.matchAll(/<([a-z][\w-]*)([^>]*)>/gi)];
    expect(tags.map((t) => t[1]!.toLowerCase()).filter((t) => !["p", "a"].includes(t))).toEqual([]);
    expect(tags.map((t) => t[2]).filter((attrs) => /\son\w+=|(javascript|vbscript|data):/i.test(attrs!))).toEqual([]);
  });

  it("shows raw HTML as the text the member typed, and escapes angle brackets in code", async () => {
    expect(await renderMarkdown("`<b>hi</b>`")).toContain("&#x3C;b>hi&#x3C;/b>");
    expect(await renderMarkdown("The <gene> of interest is <BRCA1>, and CO<sub>2</sub> rises.")).toBe(
      "<p>The &#x3C;gene> of interest is &#x3C;BRCA1>, and CO&#x3C;sub>2&#x3C;/sub> rises.</p>",
    );
    expect(await renderMarkdown("<DNA> is read in triplets.")).toBe("<p>&#x3C;DNA> is read in triplets.</p>");
    expect(await renderMarkdown("<script>alert(1)</script>")).toBe("<p>&#x3C;script>alert(1)&#x3C;/script></p>");
  });
});
