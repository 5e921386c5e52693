import type { HandoutKeyInput } from "../schema.ts";

// Keys to the handouts added for issue 29 (see answer-keys.ts for what a key is): one file per part of the course,
// so work on different units never edits the same list.

export const unit5bKeys: HandoutKeyInput[] = [
  {
    unit: 5,
    phase: 4,
    lesson: 18,
    keys: [
      {
        prompt: "u5-d18-q1",
        notes:
          "Each quadrant should come from the team's Day 16 interviews or Phase 3 data, not guesses: what the person says (a quote or paraphrase), thinks (worries, beliefs), does (daily routine, what they already try) and feels. No real names or private health details.",
      },
      {
        prompt: "u5-d18-q2",
        notes:
          "Look for a specific assumption (for example, 'families have smartphones' or 'people would use a park if it were safe') and a realistic way to check it: asking interviewees, a short survey, or published data.",
      },
      {
        prompt: "u5-d18-q3",
        notes:
          "The statement names a specific group, a need (not a solution) and an insight from evidence. Example: 'Parents of children with asthma in older apartments need a way to reduce mold and pest triggers because our interviews found landlords rarely make repairs.'",
      },
      {
        prompt: "u5-d18-q4",
        notes:
          "Look for correct biology matching the problem: insulin resistance and blood glucose, airway inflammation and smooth muscle in asthma, or blood pressure and stress hormones in hypertension.",
      },
      {
        prompt: "u5-d18-q5",
        notes:
          "At least three criteria that are measurable (for example, 'reaches 30 families', 'costs under $200', 'available in English and Spanish'), each with a measure and a weight; the essential ones weighted 3.",
      },
      {
        prompt: "u5-d18-q6",
        notes:
          "Real constraints (budget, the three weeks left, no medical advice from students, privacy, school rules) with how each narrows the options, for example 'no budget, so we need a partner to print materials'.",
      },
    ],
  },
  {
    unit: 5,
    phase: 5,
    lesson: 27,
    keys: [
      {
        prompt: "u5-d27-q1",
        answer:
          "Outputs: 60 flyers handed out; 3 partner meetings held. Outcomes: 12 families signed up for a screening (a change in behavior); students can name two asthma triggers after the lesson (a change in knowledge).",
      },
      {
        prompt: "u5-d27-q2",
        notes:
          "Outputs are counts of what the team did (posts, flyers, presentations, people reached); the outcome is a change in knowledge, behavior or conditions, ideally with a measure (before-and-after quiz, sign-ups, a partner's decision).",
      },
      {
        prompt: "u5-d27-q3",
        notes:
          "Every box is filled and each leads to the next: inputs (people, time, partners, materials), activities (what the team did), outputs (counts), short-term outcomes (knowledge or behavior change) and long-term impact (for example, fewer asthma emergency visits), which the team does not claim to have shown yet.",
      },
      {
        prompt: "u5-d27-q4",
        notes:
          "Usually outputs or short-term outcomes have the strongest evidence; look for a named measure (counts, survey results) rather than a feeling.",
      },
      {
        prompt: "u5-d27-q5",
        notes:
          "Limitations: small or self-selected sample, no comparison group, short time, self-reported answers. A long-term measure names what would change in health and how it is tracked over months or years (for example, asthma-related absences or blood pressure readings from a partner program).",
      },
    ],
  },
];
