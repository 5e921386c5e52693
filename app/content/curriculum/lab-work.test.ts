import { describe, expect, it } from "vitest";
import { labHints, labMaterialWords } from "./lab-work.ts";

describe("labHints", () => {
  it("finds the listed lab words as whole words, singular or plural, in any case, each once", () => {
    expect(
      labHints([
        "Compound Microscopes with prepared slides",
        "Potting mix, local schoolyard soil and finished compost",
        "10 mL plastic syringes without needles; one syringe spare",
        "UV flashlight",
        "Plastic knives and a paring knife",
      ]),
    ).toEqual(["microscope", "prepared slide", "potting mix", "soil", "compost", "syringe", "UV", "knives", "knife"]);
  });

  it("leaves out words with an everyday classroom meaning, and lab words inside other words", () => {
    expect(
      labHints([
        "Presentation slides and a blood pressure category chart",
        "Root causes fishbone template",
        "Live-attenuated vaccine jigsaw cards",
        "Economic indicators and chemical exposure data",
        "Seedless grapes picture, lampshade photo, clamps",
      ]),
    ).toEqual([]);
  });

  it("keeps the list explicit: each word once, in the spelling messages use", () => {
    expect(new Set(labMaterialWords.map((w) => w.toLowerCase())).size).toBe(labMaterialWords.length);
    for (const word of labMaterialWords) expect(labHints([`Some ${word} here`]), word).toEqual([word]);
  });
});
