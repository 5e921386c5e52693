// Which lessons sound like lab work from what they ask a teacher to gather: a reminder to decide, never the decision.

/**
 * Materials only hands-on lab work calls for. Deliberately narrow: words with an everyday classroom meaning
 * ("slides" for a presentation, "blood" on a blood-pressure chart, "root" causes, "live" vaccines, health
 * "indicators", "chemical" exposure data) are left out, so a lesson is only asked about when its materials list
 * lab equipment, growing media or organisms.
 */
export const labMaterialWords = [
  "goggles",
  "gloves",
  "microscope",
  "prepared slide",
  "syringe",
  "pipette",
  "dropper",
  "soil",
  "compost",
  "potting mix",
  "seed",
  "grow light",
  "lamp",
  "UV",
  "knife",
  "knives",
  "scalpel",
  "razor",
  "hot plate",
  "burner",
  "beaker",
  "test tube",
  "glassware",
  "agar",
  "petri dish",
  "yeast",
  "swab",
  "calipers",
  "reflex hammer",
  "thermometer",
  "battery",
  "batteries",
] as const;

// Whole words, in any case, singular or plural.
const pattern = new RegExp(`\\b(${labMaterialWords.join("|")})(e?s)?\\b`, "gi");

const spelled = new Map(labMaterialWords.map((w) => [w.toLowerCase(), w]));

/** The lab words (as the list spells them) a lesson's materials name, each once, in the order they first appear. */
export function labHints(materials: readonly string[]): string[] {
  const found = materials.flatMap((m) =>
    [...m.matchAll(pattern)].map((match) => spelled.get(match[1]!.toLowerCase())!),
  );
  return [...new Set(found)];
}
