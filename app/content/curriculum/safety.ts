// Safety notes that several lab lessons share, written once so every plan that needs one says the same thing.
// Each lesson adds the notes particular to its own materials.

/** Compound microscopes and commercially prepared slides. */
export const microscopeSafety = [
  "Students carry a microscope with two hands, one on the arm and one under the base, keep its cord off walkways and away from the sink, and unplug it by the plug, never the cord. A mirror microscope is never pointed at the sun: reflected sunlight can damage the eye.",
  "Focus with the coarse knob at low power only and the fine knob at high power, so the objective never cracks a slide. If a slide or cover slip breaks, students step back and tell the teacher, who sweeps the glass into the broken-glass box with a brush and dustpan; no one picks up glass by hand.",
  "Wipe the eyepieces with lens paper between users (with an alcohol wipe between classes) so eye infections are not passed on; a student with an eye infection records for the pair instead.",
];

/** Garden or schoolyard soil, compost and potting mix. */
export const soilSafety = {
  source:
    "Collect soil only where there is no pet or animal waste, no recent pesticide or herbicide use and no peeling paint nearby (lead); skip roadsides and dumpster areas, and any spot where broken glass or needles turn up.",
  hands:
    "Students wear disposable nitrile gloves (not latex, for latex allergies), cover any cut first, keep gloved hands away from eyes and mouth, and spread soil with spoons or toothpicks rather than fingers, since samples can hide sharp debris.",
  dust: "Keep soil and mixes slightly damp so no dust rises; smell a sample by wafting, never sniffing it close up. Students with asthma or mold allergies can take the recorder's role.",
};

/** Ending any lab. */
export const cleanUpSafety = {
  noFood:
    "Nothing at a lab table is food: no eating, drinking or tasting during the lab, including plant material and any water or solution, and students' own food and drinks stay off lab tables.",
  washHands:
    "Everyone washes hands with soap and water for at least 20 seconds before leaving, gloves or not, and tables are wiped down.",
};
