import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { readIfPresent, root } from "./project.ts";

// Dependencies go one way (issue 28, item 6): a cycle, even one made only of `import type`, ties modules so that
// neither can be read, tested or moved without the other. Biome's cycle rule ignores type imports by default, so the graph is
// built here from every static `import`/`export … from` and dynamic `import("…")` with a literal specifier.
const folders = ["app", "server", "shared", "scripts"];
const sourceFile = /\.(ts|tsx|mts)$/;
const aliases: Record<string, string> = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).imports;

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    // A file another test wrote for a moment may be gone by now (readIfPresent).
    const stat = statSync(full, { throwIfNoEntry: false });
    if (!stat) return [];
    if (stat.isDirectory()) return name === "node_modules" ? [] : sources(full);
    return sourceFile.test(name) && !name.endsWith(".d.ts") ? [full] : [];
  });
}

// Comments may quote imports ("import { x } from …" in a why-comment): drop them before scanning. Strings
// holding "/*" are rare enough in this codebase that a plain scan is exact for it.
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

const specifierPatterns = [
  /^\s*(?:import|export)\s[^;]*?\sfrom\s*["']([^"']+)["']/gm,
  /^\s*import\s*["']([^"']+)["']/gm,
  /\bimport\(\s*["']([^"']+)["']\s*\)/g,
];

function specifiers(text: string): string[] {
  const clean = withoutComments(text);
  return specifierPatterns.flatMap((pattern) => [...clean.matchAll(pattern)].map((m) => m[1]!));
}

function resolve(from: string, specifier: string): string | undefined {
  let target: string | undefined;
  if (specifier.startsWith(".")) target = path.resolve(path.dirname(from), specifier);
  else {
    for (const [alias, replacement] of Object.entries(aliases)) {
      const prefix = alias.replace("*", "");
      if (specifier.startsWith(prefix)) {
        target = path.join(root, replacement.replace("*", specifier.slice(prefix.length)));
      }
    }
  }
  if (!target) return undefined;
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, path.join(target, "index.ts")]) {
    if (statSync(candidate, { throwIfNoEntry: false })?.isFile()) return candidate;
  }
  return undefined;
}

function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = specifiers(readIfPresent(file) ?? "")
      .map((s) => resolve(file, s))
      .filter((t): t is string => t !== undefined && sourceFile.test(t));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Tarjan's strongly connected components: every component of more than one file (or a self-import) is a cycle. */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

it("finds a cycle made of type imports and re-exports, and none in a chain", () => {
  expect(
    specifiers('import type { A } from "./a.ts";\nexport { b } from "#server/b.ts";\n// import { c } from "./c.ts";'),
  ).toEqual(["./a.ts", "#server/b.ts"]);
  const graph = new Map([
    ["a", ["b"]],
    ["b", ["c"]],
    ["c", ["a"]],
    ["d", ["a"]],
  ]);
  expect(cycles(graph)).toEqual([["a", "b", "c"]]);
  expect(
    cycles(
      new Map([
        ["a", ["b"]],
        ["b", []],
      ]),
    ),
  ).toEqual([]);
});

it("app, server, shared and scripts import one another without a cycle, type imports included", () => {
  const files = folders.flatMap((folder) => sources(path.join(root, folder)));
  const graph = importGraph(files);
  const named = cycles(graph).map((component) => component.map((file) => path.relative(root, file)).join(" ↔ "));
  expect(named, "import cycles").toEqual([]);
});

// A module is a folder of server/ (server/forum, server/auth …); a file directly in server/ is one of its own.
function moduleOf(file: string): string {
  const parts = path.relative(root, file).split(path.sep);
  return parts[0] === "server" && parts.length > 2 ? parts.slice(0, 2).join("/") : parts.join("/");
}

it("the server's modules depend on one another one way only", () => {
  const files = folders.flatMap((folder) => sources(path.join(root, folder)));
  const modules = new Map<string, Set<string>>();
  for (const [file, targets] of importGraph(files)) {
    if (file.endsWith(".test.ts")) continue;
    const from = moduleOf(file);
    const edges = modules.get(from) ?? new Set<string>();
    for (const target of targets) {
      if (moduleOf(target) !== from) edges.add(moduleOf(target));
    }
    modules.set(from, edges);
  }
  const graph = new Map([...modules].map(([from, to]) => [from, [...to]]));
  expect(
    cycles(graph).map((component) => component.join(" ↔ ")),
    "module cycles",
  ).toEqual([]);
});
