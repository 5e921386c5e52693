// npm run outbox [-- --last 5]: the newest mails the site wrote to DATA_DIR/outbox (when SMTP_URL is unset), decoded
// so their links can be copied from a terminal (the files are quoted-printable, as mail is sent: a long link is
// broken over lines with "=" and its "=" written "=3D").
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { loadConfig } from "../server/config.ts";
import { decodeEml } from "../server/eml-text.ts";
import { scriptOptions } from "./lib/options.ts";

const { last } = scriptOptions({ last: 3 });
const box = path.join(loadConfig().dataDir, "outbox");
const files = existsSync(box)
  ? readdirSync(box)
      .filter((name) => name.endsWith(".eml"))
      .map((name) => ({ name, at: statSync(path.join(box, name)).mtimeMs }))
      .sort((a, b) => a.at - b.at)
      .slice(-last)
  : [];
if (files.length === 0) console.log(`No mail in ${box}.`);
for (const { name } of files) {
  const text = decodeEml(readFileSync(path.join(box, name), "utf8"));
  const split = text.search(/\r?\n\r?\n/);
  const head = text.slice(0, split).split(/\r?\n/);
  console.log(`── ${name}`);
  for (const line of head) if (/^(Date|To|Subject):/i.test(line)) console.log(line);
  // A mail with an HTML part: its plain-text part only, without the part's own headers.
  const body = text
    .slice(split)
    .split(/\r?\n--[^\r\n]*\r?\nContent-Type: text\/html/i)[0]!
    .replace(/^\s*--[^\r\n]*\r?\nContent-Type:[^\r\n]*\r?\nContent-Transfer-Encoding:[^\r\n]*\r?\n/i, "");
  console.log(`${body.trim()}\n`);
}
