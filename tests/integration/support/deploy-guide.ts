import { readFileSync } from "node:fs";
import path from "node:path";
import { root } from "../../../scripts/lib/project.ts";

const guide = readFileSync(path.join(root, "docs/deploy.md"), "utf8");

/** The nginx or shell block that follows `<!-- tested: name … -->` in the guide, exactly as an operator copies it. */
export function guideBlock(name: string): string {
  const block = guide.match(
    new RegExp(`<!-- tested: ${name}\\b[^>]*-->\\s*\`\`\`(?:nginx|sh)\\n([\\s\\S]*?)\`\`\``),
  )?.[1];
  if (!block) throw new Error(`docs/deploy.md has no block marked <!-- tested: ${name} -->`);
  return block;
}

/** Replaces every `from` in a block; a guide that no longer says it fails here rather than testing something else. */
export function rewrite(block: string, from: string, to: string): string {
  if (!block.includes(from)) throw new Error(`the guide's nginx block no longer contains ${JSON.stringify(from)}`);
  return block.replaceAll(from, to);
}
