import type { z } from "zod";
import { defaultLanguage, type LanguageCode, languages } from "#shared/i18n/languages.ts";
import type { PageId } from "#shared/i18n/pages.ts";

/**
 * The content of one page in every language: the English module, and the translations found by file name
 * (`import.meta.glob("/app/content/public/*\/<page>.ts")`, so a new language's files are picked up without a
 * registry). Each translation is its own module that `export default`s an object of the page's schema.
 *
 * On the server (which renders every prerendered page at build time) each translation is parsed with the page's
 * schema: a missing file, a missing key or an empty string stops the build with the file and the key named, e.g.
 * `app/content/public/es/courses.ts: hero.title: Too small: expected string to have >=1 characters`.
 */
export function localizedContent<T>(
  page: PageId,
  english: T,
  schema: z.ZodType<T>,
  files: Record<string, unknown>,
): (lang: LanguageCode) => T {
  const byLanguage = new Map<LanguageCode, T>([[defaultLanguage.code, english]]);
  for (const { code } of languages) {
    if (code === defaultLanguage.code) continue;
    const file = translationFile(code, page);
    const content = files[`/${file}`];
    if (import.meta.env.SSR) {
      const problems = translationProblems(file, content, schema);
      if (problems.length) {
        // Printed as well as thrown: the prerenderer reports a failing module only as a 500 for some page.
        const message = `Translation problems:\n${problems.join("\n")}`;
        console.error(message);
        throw new Error(message);
      }
    }
    byLanguage.set(code, content as T);
  }
  return (lang) => byLanguage.get(lang) ?? english;
}

/** Where a page's translation lives: app/content/public/<lang>/<page>.ts. */
export function translationFile(lang: LanguageCode, page: PageId): string {
  return `app/content/public/${lang}/${page}.ts`;
}

/** What is wrong with a translation, one line per problem, each naming the file and the key. */
export function translationProblems(file: string, content: unknown, schema: z.ZodType): string[] {
  if (content === undefined) return [`${file}: missing (every language needs a content file for each translated page)`];
  const result = schema.safeParse(content);
  if (result.success) return [];
  return result.error.issues.map(
    (issue) => `${file}: ${keyPath(issue.path) || "(the whole object)"}: ${issue.message}`,
  );
}

/** hero.actions[1].label */
function keyPath(path: ReadonlyArray<PropertyKey>): string {
  return path.map((part, i) => (typeof part === "number" ? `[${part}]` : `${i ? "." : ""}${String(part)}`)).join("");
}
