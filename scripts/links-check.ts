// npm run links:check [-- --only bi-crispr-cas9,os-37-3 --concurrency 4]
// Reads every outside link's page from its provider (needs the web) and prints what each answered; see
// scripts/lib/link-check.ts. Exits 1 when a link is missing, moved or titled otherwise, 2 when none could be reached.
import { units } from "#app/content/curriculum/index.ts";
import { outsideLinkList } from "#app/content/curriculum/outside-links.ts";
import { checkLinks, type LinkCheck } from "./lib/link-check.ts";
import { scriptOptions } from "./lib/options.ts";

const { only, concurrency } = scriptOptions({ only: "", concurrency: 4 });
const wanted = only
  .split(",")
  .map((k) => k.trim())
  .filter(Boolean);
const catalogue = outsideLinkList(units);
const unknown = wanted.filter((key) => !catalogue.some((entry) => entry.key === key));
if (unknown.length) {
  console.error(`Not in the outside-link catalogue: ${unknown.join(", ")}`);
  process.exit(2);
}
const links = wanted.length ? catalogue.filter((entry) => wanted.includes(entry.key)) : catalogue;

const results = await checkLinks(links, { concurrency });
const describe = (r: LinkCheck) => {
  switch (r.verdict) {
    case "ok":
      return `ok${["provider page", "channel metadata", "collection"].includes(r.confirmed) ? "" : ` (confirmed so far: ${r.confirmed}; may now be marked "provider page")`}`;
    case "title differs":
      return `title differs: the page says ${r.pageTitles?.map((t) => JSON.stringify(t)).join(" / ") || "nothing"}`;
    case "moved":
      return `moved to ${r.finalUrl}`;
    case "missing":
      return `missing (HTTP ${r.status})`;
    case "unreachable":
      return `unreachable (${r.reason})`;
  }
};
for (const r of results) console.log(`${r.key.padEnd(28)} ${describe(r)}\n${"".padEnd(29)}${r.url}`);
const count = (verdict: LinkCheck["verdict"]) => results.filter((r) => r.verdict === verdict).length;
console.log(
  `\n${results.length} links: ${count("ok")} ok, ${count("title differs")} titled otherwise, ${count("moved")} moved, ` +
    `${count("missing")} missing, ${count("unreachable")} unreachable`,
);
if (count("unreachable") === results.length) {
  console.error("No provider could be reached: is this machine on the web?");
  process.exit(2);
}
process.exit(count("title differs") + count("moved") + count("missing") > 0 ? 1 : 0);
