import type { RubricInput } from "./schema.ts";

// Described rubrics added for issue 29 (see content.ts): one file per part of the course.

export const unit5aRubrics: RubricInput[] = [
  {
    unit: 5,
    phase: 2,
    lesson: 10,
    product: "Race and ancestry claim, evidence and reasoning paragraph",
    criteria: [
      {
        name: "Claim",
        levels: [
          "Claims precisely when ancestry is useful (pointing to specific variants such as the sickle cell allele or APOL1 variants) and why race misleads in medicine, in one or two sentences.",
          "Claims that ancestry can help in some cases but race is a poor guide to a person's genes or care.",
          "Makes a claim about race or about ancestry, but not both, or treats race and ancestry as the same thing.",
          "No claim, or a claim that one race has different biology that explains its health.",
        ],
      },
      {
        name: "Evidence",
        levels: [
          "Uses three pieces of evidence from the lesson: humans share about 99.9 percent of their DNA, there is more variation within groups than between them, and the 2021 decision to stop using race in the kidney function equation because it delayed care for Black patients, or the sickle cell and APOL1 examples.",
          "Uses two accurate pieces of evidence from the reading or the film.",
          "Uses one piece of evidence, or evidence described without its details.",
          "No evidence, or evidence that is inaccurate.",
        ],
      },
      {
        name: "Reasoning",
        levels: [
          "Explains that natural selection in a particular environment (malaria, sleeping sickness) raised some alleles in the ancestors from that place, so ancestry can point to a variant, while race is a social category that groups people with very different ancestries; concludes that most disparities trace to living conditions.",
          "Explains why an allele can be common in people whose ancestors lived in one environment, and why a race category is not a good stand-in for that ancestry.",
          "Restates the evidence without explaining how selection or ancestry connects to it.",
          "No reasoning, or reasoning that treats race as a biological explanation of health differences.",
        ],
      },
    ],
  },
];
