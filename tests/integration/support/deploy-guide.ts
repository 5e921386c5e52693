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

/**
 * Section 9's upstream as printed, with its two example processes (ports 3001 and 3002) replaced by one line per
 * address in `hosts` ("127.0.0.1:port"), each with the guide's own parameters.
 */
export function guideUpstream(hosts: string[]): string {
  const example = "  server 127.0.0.1:3001 max_fails=0;\n  server 127.0.0.1:3002 max_fails=0;\n";
  const lines = hosts.map((host) => `  server ${host} max_fails=0;\n`).join("");
  return rewrite(guideBlock("nginx-upstream"), example, lines);
}
