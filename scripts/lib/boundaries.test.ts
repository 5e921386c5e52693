import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { root } from "./project.ts";

// The module boundaries (docs/decisions/0004-module-boundaries.md, and test helpers only for tests) hold only
// while `npm run lint` fails on a wrong-way import: write one into each guarded folder and check Biome reports it.
const cases = [
  { folder: "shared", source: 'import { log } from "#server/log.ts";', refused: true },
  { folder: "shared", source: 'import { cn } from "#app/lib/cn.ts";', refused: true },
  { folder: "server", source: 'import { AuthPage } from "#app/features/auth/auth-page.tsx";', refused: true },
  { folder: "app/features", source: 'import { getDb } from "#server/runtime.ts";', refused: true },
  { folder: "app/components", source: 'import { getDb } from "../../server/runtime.ts";', refused: true },
  { folder: "server", source: 'import { unzip } from "#tests/support/read-back.ts";', refused: true },
  { folder: "shared", source: 'import { newMember } from "#tests/support/members.ts";', refused: true },
  { folder: "app/lib", source: 'import { docxText } from "../../tests/support/read-back.ts";', refused: true },
  { folder: "server", source: 'import { units } from "#app/content/curriculum/index.ts";', refused: false },
  { folder: "app/routes", source: 'import { getDb } from "#server/runtime.ts";', refused: false },
];

it("lint refuses wrong-way imports and allows the permitted ones", () => {
  const tag = randomBytes(4).toString("hex");
  const files = cases.map((c, i) => path.join(root, c.folder, `__boundary-fixture-${tag}-${i}.ts`));
  try {
    for (const [i, c] of cases.entries()) {
      writeFileSync(
        files[i]!,
        `${c.source}
export const used = [${c.source.split(" ")[2]}];
`,
      );
    }
    const result = spawnSync(path.join(root, "node_modules/.bin/biome"), ["lint", "--max-diagnostics=50", ...files], {
      cwd: root,
      encoding: "utf8",
    });
    const output = result.stdout + result.stderr;
    cases.forEach((c, i) => {
      const reported = new RegExp(`${path.basename(files[i]!)}:\\d+:\\d+ lint/style/noRestrictedImports`).test(output);
      expect(reported, `${c.folder}: ${c.source}`).toBe(c.refused);
    });
  } finally {
    for (const file of files) rmSync(file, { force: true });
  }
});
