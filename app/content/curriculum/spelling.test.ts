import { describe, expect, it } from "vitest";
import { artifacts } from "./artifacts/index.ts";
import { handoutKeys, units } from "./index.ts";
import { rubrics } from "./rubrics/index.ts";

// A US curriculum spells the US way in everything it prints (plans, handouts, keys, printables, rubrics). Outside
// resources' titles keep their providers' spelling, and proper names keep theirs (Harare's Eastgate Centre).
const british =
  /\b(practis(e|ed|es|ing)|colou?rs?(ed|ing|less|ful)?(?<=ou\w*)|labell(ed|ing)|diarrhoea|neighbours?(hoods?)?|favour\w*|programmes?|centres?|recognis(e|ed|es|ing)|modell(ed|ing)|metres?|litres?|defences?|travell(ed|ing)|analys(e|ed|ing)|organis(e|ed|ing|ations?)|behaviours?|summaris(e|ed|ing)|prioritis(e|ed)|tumours?|haemoglobin|anaemia|oestrogen)\b/gi;

/** Everything the course prints, less link titles (an object with a url keeps only its address). */
function printed(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === "object" && !Array.isArray(v) && "url" in v ? { url: (v as { url: string }).url } : v,
  ).replace(/Eastgate Centre/g, "");
}

describe("US spelling in the curriculum's content", () => {
  it("prints no British spellings", () => {
    const text = printed([units, handoutKeys(), artifacts(), rubrics()]);
    expect([...new Set(text.match(british) ?? [])]).toEqual([]);
  });

  it("would catch one", () => {
    expect(printed({ text: "Today you will practise predicting traits." }).match(british)).toEqual(["practise"]);
    expect(printed({ link: { title: "Programme notes", url: "https://example.org" } }).match(british)).toBeNull();
  });
});
