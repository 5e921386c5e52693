import type { RubricInput } from "./schema.ts";

// Described rubrics added for issue 29 (see content.ts): one file per part of the course.

export const unit3aRubrics: RubricInput[] = [
  {
    unit: 3,
    phase: 1,
    lesson: 5,
    product: "Phase 1 checkpoint: Signed team problem statement",
    criteria: [
      {
        name: "Evidence from team data",
        levels: [
          "Cites two or more baseline measurements with units (temperature, infiltration, species richness) and a photo, and explains why they show a real problem.",
          "Cites at least one baseline measurement with units and a photo from the climate walk that locate and size the problem.",
          "Mentions the data or photos, but without numbers or units, or with numbers that do not match the class table.",
          "Gives no evidence from the team's own data; the problem could be anywhere.",
        ],
      },
      {
        name: "Measurable criteria",
        levels: [
          "Two or more ranked criteria, each naming what is measured, a target number and the baseline or control it is compared with, including one for other organisms.",
          "At least two criteria with a target number and a comparison (for example, 5 degrees C cooler than a pavement control).",
          "Criteria state goals ('cooler', 'less flooding') but at most one can be measured.",
          "No criteria, or criteria that are only wishes.",
        ],
      },
      {
        name: "Constraints",
        levels: [
          "Three or more realistic constraints with numbers (budget, space, time, safety, native plants), and the team names a trade-off they force.",
          "At least three realistic constraints, most with a number or clear limit.",
          "One or two constraints, or constraints too vague to limit a design.",
          "No constraints listed.",
        ],
      },
      {
        name: "Revision",
        levels: [
          "Every peer-review flag is answered, and the revision makes the statement more specific and better supported.",
          "At least one revision is made in response to the peer review checklist.",
          "Peer review is completed but nothing was changed, or the change does not address the flag.",
          "No peer review or revision.",
        ],
      },
    ],
  },
  {
    unit: 3,
    phase: 3,
    lesson: 15,
    product: "Phase 3 checkpoint: Biotech ethics seminar",
    criteria: [
      {
        name: "Uses evidence",
        levels: [
          "Backs each claim with specific evidence from Days 11-14 (a number, a result or a case) and says how strong it is.",
          "Backs a claim with at least one specific piece of evidence from Days 11-14 (the paper model, a crop case, the yeast lab or the algae data).",
          "Refers to the labs or cases in general ('the yeast lab showed it') without saying what they showed.",
          "Gives opinions only, or evidence that is inaccurate.",
        ],
      },
      {
        name: "Builds on others' ideas",
        levels: [
          "Names another speaker's point, extends or challenges it with evidence, and draws a quieter voice in.",
          "Responds to another speaker's point by name or paraphrase before adding a new idea.",
          "Speaks on topic but does not connect to what others said.",
          "Does not take part, or interrupts and repeats without listening.",
        ],
      },
      {
        name: "Considers another stakeholder's view",
        levels: [
          "Weighs two or more stakeholders' interests against each other, including who benefits, who bears the risk and who decides.",
          "Explains how the stakeholder on the lens card, or another group, would see the scenario differently from the student.",
          "Names a stakeholder but does not explain their interests.",
          "Considers only the student's own view.",
        ],
      },
    ],
  },
];
