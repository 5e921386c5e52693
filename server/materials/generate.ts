import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  allHandoutMaterials,
  allMaterials,
  answerKeyFor,
  findLesson,
  getPhase,
  handoutKeys,
  type PlacedMaterial,
  teacherKeyPath,
} from "#app/content/curriculum/index.ts";
import { isEducatorOnly } from "#app/content/curriculum/keys.ts";
import type { HandoutKey, Unit } from "#app/content/curriculum/schema.ts";
import { renderDocx } from "./docx.ts";
import { handoutDocument } from "./handout.ts";
import { KEYS_FOLDER } from "./keys-folder.ts";
import { lessonPlanDocument } from "./lesson-plan.ts";
import type { MaterialDocument } from "./model.ts";
import { phaseOverviewDocument, unitOverviewDocument } from "./overview.ts";
import { renderPdf } from "./pdf.ts";

/** The document a material is generated from, following its source in the content. */
export function documentFor({ unit, phase, material }: PlacedMaterial): MaterialDocument {
  const source = material.source;
  switch (source.type) {
    case "lesson-plan":
    case "handout": {
      const found = findLesson(unit, phase, source);
      if (!found) throw new Error(`${material.path}: unit ${unit.number} has no lesson ${source.lesson} here`);
      const place = { unit, phase: found.phase, lesson: found.lesson };
      return source.type === "lesson-plan" ? lessonPlanDocument(place) : handoutDocument(place, source.variant);
    }
    case "phase-overview": {
      const target = getPhase(unit, source.phase);
      if (!target) throw new Error(`${material.path}: unit ${unit.number} has no phase ${source.phase}`);
      return phaseOverviewDocument(unit, target);
    }
    case "unit-overview":
      return unitOverviewDocument(unit, material.kind === "unit-plan");
  }
}

/** The formats every generated document comes in: an editable Word file and a PDF. */
export type DocumentFormat = "pdf" | "docx";

export function renderDocument(doc: MaterialDocument, format: DocumentFormat): Promise<Uint8Array> {
  return format === "docx" ? renderDocx(doc) : renderPdf(doc);
}

/**
 * The teacher version of a handout material: the same variant of the same handout, laid out the same way,
 * with each prompt's key (answer-keys.ts) under it and "Teacher key" in its title and on every page.
 */
export function teacherKeyDocument(
  { unit, phase, material }: PlacedMaterial,
  keys: HandoutKey[] = handoutKeys(),
): MaterialDocument {
  const source = material.source;
  const keyPath = teacherKeyPath(material.path);
  if (source.type !== "handout") throw new Error(`${keyPath}: ${material.path} is not a handout`);
  const found = findLesson(unit, phase, source);
  if (!found) throw new Error(`${keyPath}: unit ${unit.number} has no lesson ${source.lesson} here`);
  const key = answerKeyFor(unit.number, found.phase?.number, found.lesson.number, keys);
  if (!key) throw new Error(`${keyPath}: no answer key to the handout of unit ${unit.number} lesson ${source.lesson}`);
  try {
    return handoutDocument({ unit, phase: found.phase, lesson: found.lesson }, source.variant, key);
  } catch (error) {
    throw new Error(`${keyPath}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Where a material's URL path ("/materials/unit2/x.docx") lives under the build directory. */
export function materialFile(buildDir: string, urlPath: string): string {
  return path.join(buildDir, ...urlPath.split("/").filter(Boolean));
}

export { KEYS_FOLDER };

/** Where an educator-only file's URL path lives under the build directory (never under the public materials). */
export function keyFile(buildDir: string, urlPath: string): string {
  return materialFile(path.join(buildDir, KEYS_FOLDER), urlPath);
}

/** What a writer of generated documents reports: the URL paths it wrote, and each one it could not make or write. */
export interface WriteReport {
  written: string[];
  failures: { path: string; error: string }[];
}

/**
 * The one way a generated document reaches the build: `writeDocument` makes it, renders it in a format and writes
 * it where its URL path belongs under `buildDir` (an educator-only one in the keys folder, never the public
 * materials), and answers whether it could. What cannot be made or written is reported in `failures`, not thrown,
 * so one build lists every problem.
 */
export function documentWriter(buildDir: string) {
  const report: WriteReport = { written: [], failures: [] };
  const writeDocument = async (
    urlPath: string,
    format: DocumentFormat,
    make: () => MaterialDocument,
    educatorOnly = false,
  ): Promise<boolean> => {
    try {
      const bytes = await renderDocument(make(), format);
      const file = educatorOnly ? keyFile(buildDir, urlPath) : materialFile(buildDir, urlPath);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, bytes);
      report.written.push(urlPath);
      return true;
    } catch (error) {
      report.failures.push({ path: urlPath, error: error instanceof Error ? error.message : String(error) });
      return false;
    }
  };
  return { writeDocument, report };
}

/**
 * Writes every material the units name (each path once) under `buildDir`, and beside each handout its
 * teacher key from `answerKeys` (listed in `keys`). A file that cannot be generated is reported, not thrown,
 * so one run lists every problem.
 */
export async function writeMaterials(buildDir: string, units: Unit[], answerKeys: HandoutKey[] = handoutKeys()) {
  const { writeDocument, report } = documentWriter(buildDir);
  const written = new Set<string>();
  const keys: string[] = [];
  for (const placed of allMaterials(units)) {
    const { path: urlPath, format } = placed.material;
    if (written.has(urlPath) || report.failures.some((f) => f.path === urlPath)) continue;
    const educatorOnly = isEducatorOnly(placed.material);
    if (await writeDocument(urlPath, format, () => documentFor(placed), educatorOnly)) {
      written.add(urlPath);
      if (educatorOnly) keys.push(urlPath);
    }
  }
  for (const placed of allHandoutMaterials(units)) {
    const urlPath = teacherKeyPath(placed.material.path);
    const make = () => teacherKeyDocument(placed, answerKeys);
    if (await writeDocument(urlPath, placed.material.format, make, true)) keys.push(urlPath);
  }
  return { written: [...written], keys, failures: report.failures };
}

/** Every teacher key the units' handouts call for that has no file under `buildDir`. */
export function missingTeacherKeys(buildDir: string, units: Unit[]): string[] {
  return allHandoutMaterials(units)
    .map((p) => teacherKeyPath(p.material.path))
    .filter((p) => !existsSync(keyFile(buildDir, p)));
}

/** Every material path the units name that has no file under `buildDir`. */
export function missingMaterials(buildDir: string, units: Unit[]): string[] {
  const missing = allMaterials(units).filter(
    (m) => !existsSync((isEducatorOnly(m.material) ? keyFile : materialFile)(buildDir, m.material.path)),
  );
  return [...new Set(missing.map((m) => m.material.path))];
}

/** A stretch of a key's text as any file would hold it: its start, before any quote, backslash or accent. */
function keySnippet(text: string): string | undefined {
  const plain = /^[^"'\\\u0080-\uffff]*/.exec(text)?.[0] ?? "";
  const snippet = plain.slice(0, 60);
  return snippet.length >= 30 ? snippet : undefined;
}

/** The stretches of the answer keys' text that no page or browser code may hold (filesHoldingKeys). */
export function keySnippets(keys: HandoutKey[]): string[] {
  return keys.flatMap((k) => k.keys.flatMap((p) => keySnippet("answer" in p ? p.answer : p.notes) ?? []));
}

/** How the build and the dev server report `where` (a file, a module) holding an answer key. */
export function keyLeakMessage(where: string, key: string): string {
  return `✖ ${where} holds an answer key ("${key}…"): keys belong in the teacher keys only`;
}

/**
 * The files under `dir` (the built pages and browser code) that hold any answer key's text, with the key
 * found: the keys are for teachers and live only in the teacher-key documents.
 */
export function filesHoldingKeys(dir: string, keys: HandoutKey[]): { file: string; key: string }[] {
  const snippets = keySnippets(keys);
  const found: { file: string; key: string }[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const file = path.join(at, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(js|mjs|html|data|json|txt|css|map)$/.test(entry.name)) {
        const text = readFileSync(file, "utf8");
        const key = snippets.find((snippet) => text.includes(snippet));
        if (key) found.push({ file, key });
      }
    }
  };
  if (existsSync(dir)) walk(dir);
  return found;
}
