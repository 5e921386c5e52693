import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import type { ViteUserConfig } from "vitest/config";
import { readIfPresent, root } from "./project.ts";

// A command in a comment or a doc that names a test file ("reproduce with FUZZ_SEED=… npm run test:… -- <file>")
// is copied by someone chasing a failure: if its Vitest project does not include that file, Vitest runs nothing,
// says so in one line among others, and the reader believes the failure is gone. Each such command must name a
// file that exists and a project whose include patterns select it. (A project's exclude list only moves a few
// files from one database pass to the other, so it is not consulted.)

const scanned = ["app", "server", "shared", "scripts", "tests", "docs", ".ci", "README.md"];
const skipped = new Set(["node_modules", ".react-router"]);
const textFile = /\.(ts|tsx|md|sh|yml|yaml)$|^run$/;

const scripts: Record<string, string> = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).scripts;
const vitestConfig: ViteUserConfig = (await import(path.join(root, "vitest.config.ts"))).default;
const projects = new Map(
  (vitestConfig.test?.projects ?? []).flatMap((project) =>
    typeof project === "object" && "test" in project && project.test?.name
      ? [[String(project.test.name), project.test.include ?? []] as const]
      : [],
  ),
);

interface Command {
  file: string;
  line: number;
  text: string;
}

/** `npm run test:…` and `vitest run` commands in `text` that name test files, with their line numbers. */
function commandsIn(file: string, text: string): Command[] {
  const found: Command[] = [];
  text.split("\n").forEach((line, index) => {
    for (const match of line.matchAll(/(?:npm run test:[\w-]+|vitest run)\b[^`'"()]*/g)) {
      if (/\.test\.tsx?\b/.test(match[0])) found.push({ file, line: index + 1, text: match[0].trim() });
    }
  });
  return found;
}

/** Why `command` would not run the test files it names (empty when it would). */
function commandProblems(command: string): string[] {
  const words = command.split(/\s+/);
  let vitestArgs: string[];
  if (words[0] === "npm") {
    const script = scripts[words[2] ?? ""] ?? "";
    if (!script) return [`"${words[2]}" is no script of package.json`];
    // Only the scripts that run Vitest select files by project; Playwright's are not checked here.
    if (!script.startsWith("vitest run")) return [];
    vitestArgs = [...script.split(/\s+/).slice(2), ...words.slice(3).filter((w) => w !== "--")];
  } else vitestArgs = words.slice(2);
  const named = vitestArgs.flatMap((w, i) =>
    w.startsWith("--project=") ? [w.slice("--project=".length)] : w === "--project" ? [vitestArgs[i + 1] ?? ""] : [],
  );
  const files = vitestArgs.filter((w) => /\.test\.tsx?$/.test(w));
  const chosen = named.length ? named : [...projects.keys()];
  const problems: string[] = [];
  for (const project of named) if (!projects.has(project)) problems.push(`no Vitest project "${project}"`);
  for (const file of files) {
    if (!existsSync(path.join(root, file))) problems.push(`${file} does not exist`);
    const selecting = chosen.filter((p) => (projects.get(p) ?? []).some((glob) => path.matchesGlob(file, glob)));
    if (!selecting.length) problems.push(`project ${chosen.join(" or ")} does not include ${file}`);
  }
  return problems;
}

function walk(at: string): string[] {
  const stat = statSync(at, { throwIfNoEntry: false });
  if (!stat) return [];
  if (!stat.isDirectory()) return textFile.test(path.basename(at)) ? [at] : [];
  return readdirSync(at)
    .filter((name) => !skipped.has(name))
    .flatMap((name) => walk(path.join(at, name)));
}

it("every command in the comments and docs that names a test file runs that file", () => {
  const commands = scanned
    .flatMap((entry) => walk(path.join(root, entry)))
    .filter((file) => file !== import.meta.filename)
    .flatMap((file) => commandsIn(path.relative(root, file), readIfPresent(file) ?? ""));
  // The fuzz test's reproduce line and docs/quality.md's at least: an empty scan would prove nothing.
  expect(commands.length).toBeGreaterThanOrEqual(2);
  const problems = commands.flatMap((c) => commandProblems(c.text).map((p) => `${c.file}:${c.line}: ${c.text}: ${p}`));
  expect(problems).toEqual([]);
});

it("a command whose project does not include the file it names is refused, and the right project accepted", () => {
  const [wrong] = commandsIn("x.ts", "// FUZZ_SEED=1 npm run test:unit -- tests/integration/fuzz.test.ts");
  expect(wrong?.text).toBe("npm run test:unit -- tests/integration/fuzz.test.ts");
  expect(commandProblems(wrong?.text ?? "")).toEqual(["project unit does not include tests/integration/fuzz.test.ts"]);
  expect(commandProblems("npm run test:integration -- tests/integration/fuzz.test.ts")).toEqual([]);
  expect(commandProblems("vitest run --project unit server/nowhere.test.ts")).toEqual([
    "server/nowhere.test.ts does not exist",
  ]);
  expect(commandProblems("vitest run --project=integration scripts/lib/options.test.ts")).toEqual([
    "project integration does not include scripts/lib/options.test.ts",
  ]);
  expect(commandProblems("vitest run scripts/lib/options.test.ts")).toEqual([]);
});
