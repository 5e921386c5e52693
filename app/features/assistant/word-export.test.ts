import { describe, expect, it } from "vitest";
import { escapeHtml } from "#shared/html.ts";
import { answerHtml, conversationDocument, exportFileName } from "./word-export.ts";

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

  it("writes a Word-compatible HTML document with the title, the date and each message labelled", () => {
    const doc = conversationDocument(
      "Cultivating Tomorrow: Biology and Food Justice",
      [
        { role: "user", content: "Which lessons address HS-LS2-7?" },
        { role: "assistant", content: "Lesson 6.\n\nSecond paragraph." },
        { role: "user", content: "Line one\nline two" },
      ],
      date,
      base,
    );
    expect(doc).toContain('xmlns:w="urn:schemas-microsoft-com:office:word"');
    expect(doc).toContain("<h1>Cultivating Tomorrow: Biology and Food Justice</h1>");
    expect(doc).toContain("November 22, 2026");
    expect(doc.indexOf("<h2>You</h2>")).toBeLessThan(doc.indexOf("<h2>Assistant</h2>"));
    expect(doc).toContain("<p>Which lessons address HS-LS2-7?</p>");
    expect(doc).toContain("<p>Lesson 6.</p>\n<p>Second paragraph.</p>");
    expect(doc).toContain("<p>Line one<br>line two</p>");
  });

  it("escapes every piece of text", () => {
    const doc = conversationDocument(
      'Unit <img src=x onerror="alert(1)">',
      [
        { role: "user", content: `<script>alert("x")</script> & 'quotes'` },
        { role: "assistant", content: `<script>alert(1)</script> [x](javascript:alert(1)) <b onclick="x()">b</b>` },
      ],
      date,
      base,
    );
    expect(doc).not.toContain("<script>");
    expect(doc).not.toContain("<img");
    expect(doc).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;");
    expect(doc).not.toContain("javascript:");
    expect(doc).not.toContain("onclick");
    expect(escapeHtml(`<>&"'`)).toBe("&lt;&gt;&amp;&quot;&#39;");
  });

  it("renders an answer's Markdown as Word shows it, with links that work from a file", () => {
    const html = answerHtml(
      [
        "**Offline curriculum guide.** A plan.",
        "### Differentiation",
        "- [Lesson 2](/unit/2/phase/1#lesson-2)",
        "| Day | Minutes |\n| --- | --- |\n| 1 | 45 |",
        "See the note.[^1]\n\n[^1]: A footnote.",
      ].join("\n\n"),
      base,
    );
    expect(html).toContain("<strong>Offline curriculum guide.</strong>");
    expect(html).toContain("<h3>Differentiation</h3>");
    expect(html).toContain('<a href="https://genehive.example/unit/2/phase/1#lesson-2">Lesson 2</a>');
    expect(html).toMatch(/<th valign="top">Day<\/th>\s*<th valign="top">Minutes<\/th>/);
    expect(html).toMatch(/<td valign="top">1<\/td>\s*<td valign="top">45<\/td>/);
    expect(html).toContain('href="#user-content-fn-1"');
    expect(html).toMatch(/<table border="1" cellspacing="0" cellpadding="4">/);
    expect(html).not.toMatch(/\*\*|###|\| ---/);
  });
});
