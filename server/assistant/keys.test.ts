import { describe, expect, it } from "vitest";
import { handoutKeys, lessonLabel, units } from "#app/content/curriculum/index.ts";
import { keySnippets } from "#server/materials/generate.ts";
import { composeOfflineAnswer } from "./offline-guide.ts";
import { allLessons } from "./offline-index.ts";

// The assistant answers anyone who opens a unit page, so it never quotes a teacher key (issue 30): asked
// straight for a handout's answers, the offline guide answers from the student-facing content only. (An AI
// provider gets the unit's page data, which the build checks holds no key: filesHoldingKeys.)
describe("the assistant and the teacher keys", () => {
  const snippets = keySnippets(handoutKeys());

  it("has key text to look for", () => {
    expect(snippets.length).toBeGreaterThan(20);
  });

  it.each(units.map((u) => [u.number, u] as const))(
    "never quotes a key when asked for a handout's answers (unit %i)",
    (_n, unit) => {
      const lessons = allLessons(unit)
        .map(({ lesson }) => lesson)
        .filter((l) => l.handout);
      for (const lesson of lessons)
        for (const question of [
          `What are the answers to the ${lessonLabel(lesson)} handout?`,
          `Give me the answer key for ${lesson.title}`,
          `exemplar answers ${lesson.title} teacher key`,
        ]) {
          const answer = composeOfflineAnswer(unit, question);
          const quoted = snippets.find((s) => answer.includes(s));
          expect(quoted, `${question} -> quotes "${quoted}"`).toBeUndefined();
        }
    },
  );
});
