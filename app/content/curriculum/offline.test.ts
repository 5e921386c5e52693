import { describe, expect, it } from "vitest";
import { artifactFiles } from "./artifacts/index.ts";
import { assessmentLinks } from "./assessments/paths.ts";
import { units } from "./index.ts";
import { isKeyPath, keyDocuments, keysZipPaths } from "./keys.ts";
import { offlineManifest, offlineUnitUrls } from "./offline.ts";
import { prepListLinks } from "./prep/index.ts";
import { rubricLinks } from "./rubrics/index.ts";

// "Save this unit for offline" keeps what a teacher prints (issue 29): read from the registries the pages list them
// from, so a document the offline list forgets fails here.
describe("the offline copy of a unit", () => {
  const manifest = offlineManifest(units, "test");

  it("holds every printable, student rubric, the student assessment and the preparation list, and no educator-only file", () => {
    for (const unit of units) {
      const urls = new Set(offlineUnitUrls(unit));
      const rubricFiles = rubricLinks(units, unit.number).map((l) => l.path);
      const wanted = [
        ...artifactFiles([unit]).map((f) => f.path),
        ...rubricFiles.filter((p) => p.includes("_Rubric.")),
        ...assessmentLinks(unit.number)
          .filter((l) => !l.key)
          .map((l) => l.path),
        ...prepListLinks(unit.number).map((l) => l.path),
      ];
      expect(wanted.length, `unit ${unit.number}`).toBeGreaterThan(4);
      for (const path of wanted) expect(urls.has(path), path).toBe(true);
      for (const url of urls) {
        expect(isKeyPath(url), url).toBe(false);
        expect(url, `unit ${unit.number}`).not.toMatch(/_Scoring_Sheet\.|_Teacher_Key\./);
      }
      expect(manifest.units[String(unit.number)]).toEqual([...urls]);
    }
  });

  it("keeps the keys, the rubrics' scoring sheets and the keys zips in the educator's list, each once", () => {
    for (const unit of units) {
      const keys = manifest.keys[String(unit.number)]!;
      expect(keys.length).toBe(new Set(keys).size);
      const sheets = rubricLinks(units, unit.number)
        .map((l) => l.path)
        .filter((p) => p.includes("_Scoring_Sheet."));
      for (const path of [...keyDocuments([unit]).map((d) => d.path), ...sheets, keysZipPaths.unit(unit.number)])
        expect(keys, `unit ${unit.number}`).toContain(path);
    }
    expect(manifest.keys["2"]).toContain(keysZipPaths.phase(2, 1));
    expect(manifest.keys["3"]).toContain("/materials/unit3/Unit_3_Phase_6_Day_29_Scoring_Sheet.pdf");
  });
});
