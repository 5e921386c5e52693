/**
 * The state Biology I standards the units align to (Tennessee's BIO1 codes), one wording per code, in one
 * place: every unit that cites a code shows the same text. The wording follows the edition that five of the
 * six units were written against, the one mirroring the NGSS performance expectations (BIO1.LS1.1 the central
 * dogma, BIO1.LS1.2 homeostasis). Unit 2 was written against the other edition (BIO1.LS1.1 whether viruses
 * are alive, BIO1.LS1.4 decoding DNA, BIO1.ETS2.1), so its BIO1.LS1 citations await re-coding against this one.
 */
export const stateStandards = {
  "BIO1.LS1.1":
    "Construct an explanation based on evidence that the essential functions of life are carried out mainly by proteins coded for by genes in DNA, as described by the central dogma (transcription and translation).",
  "BIO1.LS1.2": "Plan and conduct an investigation to provide evidence that feedback mechanisms maintain homeostasis.",
  "BIO1.LS1.3":
    "Use a model to describe how differentiation in a multicellular organism creates specialized cells that work together to meet the needs of the whole organism.",
  "BIO1.LS1.4":
    "Create or use a model to describe how photosynthesis converts light energy into the stored chemical energy of bonds made by converting carbon dioxide and water into sugar and other organic molecules.",
  "BIO1.LS1.5":
    "Construct an explanation based on evidence that matter taken into an organism can be broken down and recombined to make the macromolecules needed for life functions.",
  "BIO1.LS1.6":
    "Create or use a model to describe how cellular respiration transforms the stored chemical energy of food, and compare aerobic respiration with other ways of metabolizing glucose.",
  "BIO1.LS1.7":
    "Explain from evidence how the integrated functions of the brain interpret sensory input and generate behaviors in response.",
  "BIO1.LS2.1":
    "Use mathematical and/or computational representations to support explanations of factors that affect the carrying capacity of ecosystems at different scales.",
  "BIO1.LS2.2":
    "Create or use a mathematical model to describe the transfer of energy from one trophic level to another and the cycling of matter through ecosystems.",
  "BIO1.LS2.4":
    "Evaluate how changing conditions, including human activities, affect the stability of ecosystems, and design, evaluate and refine solutions that reduce those impacts on the environment and biodiversity.",
  "BIO1.LS3.1":
    "Ask questions to clarify the role of DNA and chromosomes in coding the instructions for traits passed from parents to offspring.",
  "BIO1.LS3.2":
    "Make and defend a claim, based on evidence, that inheritable variation can come from new genetic combinations, replication errors or mutations caused by environmental factors.",
  "BIO1.LS3.3":
    "Apply concepts of statistics and probability to explain the variation and distribution of expressed traits in a population.",
  "BIO1.LS3.4":
    "Explain how the expression of traits results from interactions between genes and the environment, including environmental effects on gene expression.",
  "BIO1.LS4.2": "Explain how natural selection changes populations over time, including resistance in pathogens.",
  "BIO1.LS4.5":
    "Evaluate evidence that changes in environmental conditions can increase the numbers of some species, lead to the emergence of new species over time, and cause the extinction of others.",
  "BIO1.LS4.6":
    "Create or revise a simulation to test a solution that reduces the adverse impacts of human activity on biodiversity.",
  "BIO1.ETS2.1":
    "Evaluate how science and technology, such as vaccines and public health programmes, affect society, including ethical considerations.",
} as const;

export type StateCode = keyof typeof stateStandards;

/** A unit's state alignment: the codes it names, each with the catalogue's wording. */
export function stateAlignment(codes: StateCode[]): Array<{ code: StateCode; description: string }> {
  return codes.map((code) => ({ code, description: stateStandards[code] }));
}
