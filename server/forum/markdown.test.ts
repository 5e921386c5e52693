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
    expect(html).not.toMatch(/<script|onerror|onload|<iframe|<svg|javascript:|vbscript:|data:text/i);
  });

  it("keeps the text of raw HTML out and escapes angle brackets in code", async () => {
    expect(await renderMarkdown("`<b>hi</b>`")).toContain("&#x3C;b>hi&#x3C;/b>");
  });
});
