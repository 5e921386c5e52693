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
          "Credit quotes or observations taken from the team's own Day 16 notes (no names) and a barrier each reveals, e.g. 'The clinic closes at 5 and I work until 6' -> the barrier is clinic hours, not lack of interest.",
      },
      {
        prompt: "u5-d18-q2",
        notes:
          "Look for an accurate link, e.g. type 2 diabetes: cells respond poorly to insulin so blood glucose stays high (endocrine system, glucose feedback loop); a risk factor such as limited access to fresh food or family history raises the chance.",
      },
      {
        prompt: "u5-d18-q3",
        answer:
          "Adults who shop at the Saturday food pantry need a way to get their blood pressure checked nearby and for free because many work during clinic hours and told us they did not know where free checks are offered.",
      },
      {
        prompt: "u5-d18-q4",
        notes:
          "Three criteria, at least two measurable within the unit (e.g. 'at least 15 people sign up in two weeks', 'understood by 4 of 5 testers in English and Spanish'), and three real constraints (time of about 8 class days, budget under $50, no individual medical advice or collection of health records, partner's rules).",
      },
      {
        prompt: "u5-d18-q5",
        notes:
          "Four distinct stakeholders with a plausible concern each, e.g. pantry visitors (time, privacy), clinic nurse (capacity), pantry manager (space and volunteers; could block or keep it going), school (student safety).",
      },
      {
        prompt: "u5-d18-q6",
        answer:
          "They know the barriers from daily life better than outsiders, so a solution designed with them is more likely to fit their lives, be trusted and be used; designing only for them risks solving the wrong problem.",
      },
    ],
  },
  {
    unit: 5,
    phase: 4,
    lesson: 19,
    keys: [
      {
        prompt: "u5-d19-q1",
        notes:
          "Entries must match the evidence cards, e.g. community health workers: trusted neighbors connect people with care; evaluations generally find better follow-up and blood pressure and sugar control; needs stable funding and clinic partners.",
      },
      {
        prompt: "u5-d19-q2",
        notes:
          "Credit a program type whose mechanism addresses the team's Day 18 barrier, with a reason tied to that barrier.",
      },
      {
        prompt: "u5-d19-q3",
        notes: "Three distinct ideas, each stated in one line naming who it serves and what it does.",
      },
      {
        prompt: "u5-d19-q4",
        answer:
          "Idea A: 2x3 + 3x2 + 3x3 = 6 + 6 + 9 = 21. Idea B: 3x3 + 1x2 + 2x3 = 9 + 2 + 6 = 17. Idea A wins, because it scores higher on the heavily weighted Trust criterion and on Cost.",
      },
      {
        prompt: "u5-d19-q5",
        notes: "The justification names a source (a card or an interview) that supports the idea's highest score.",
      },
      {
        prompt: "u5-d19-q6",
        notes:
          "A specific piece of evidence with its source, e.g. 'Barbershop programs with pharmacist follow-up lowered blood pressure (evidence card 2)'; 'people liked it' alone is not enough.",
      },
    ],
  },
  {
    unit: 5,
    phase: 4,
    lesson: 20,
    keys: [
      { prompt: "u5-d20-q1", notes: "A labeled sketch someone outside the team could understand; parts named." },
      {
        prompt: "u5-d20-q2",
        notes: "Names one of the team's own Day 18 criteria, e.g. 'understood by 4 of 5 testers'.",
      },
      {
        prompt: "u5-d20-q3",
        notes: "Two testers outside the team; each row has a like, a wish and a what-if in the tester's words.",
      },
      {
        prompt: "u5-d20-q4",
        notes:
          "Either a misunderstanding and a concrete fix (plainer wording, a diagram, a source) or evidence that testers explained the fact back correctly.",
      },
      {
        prompt: "u5-d20-q5",
        notes:
          "Each change is traced to a specific piece of feedback in the grid; changes not linked to feedback earn less credit.",
      },
    ],
  },
  {
    unit: 5,
    phase: 4,
    lesson: 21,
    keys: [
      {
        prompt: "u5-d21-q1",
        notes: "A specific moment from the exemplar where a body process was tied to a community condition.",
      },
      {
        prompt: "u5-d21-q2",
        notes:
          "Strength and weakness judged by the data-visual criteria: sources, rates not counts, labeled axes, honest scales.",
      },
      {
        prompt: "u5-d21-q3",
        answer:
          "Example (hypertension): blood pressure is the force of blood on artery walls; when the kidneys, hormones and blood vessels cannot keep it in the normal range over years, the heart works harder and arteries are damaged, raising the risk of stroke and heart attack.",
      },
      {
        prompt: "u5-d21-q4",
        notes:
          "Must contain a rate or percentage, the group, a named source and a year (e.g. from the Phase 3 data sets); raw counts or no source earn partial credit.",
      },
      { prompt: "u5-d21-q5", notes: "A real correction from the checklist and a concrete response." },
      {
        prompt: "u5-d21-q6",
        answer:
          "High blood pressure is more common among Black Americans; researchers link much of the gap to conditions such as chronic stress from racism, neighborhood environment and access to care, alongside genes that vary among individuals of every group. Race is not a genetic category that causes the disease.",
      },
    ],
  },
  {
    unit: 5,
    phase: 4,
    lesson: 22,
    keys: [
      {
        prompt: "u5-d22-q1",
        notes:
          "Three sentences: a specific problem (who, where), the solution, and evidence from the cards or prototype testing.",
      },
      {
        prompt: "u5-d22-q2",
        notes: "A realistic hard question (cost, reach, who continues it) with an evidence-based answer.",
      },
      {
        prompt: "u5-d22-q3",
        notes: "Scores and comments copied from the panel's Checkpoint 4 rubric for all four criteria.",
      },
      {
        prompt: "u5-d22-q4",
        notes:
          "Usually the lowest-scored criterion; the reason refers to what the audience needs to trust or use the solution.",
      },
      { prompt: "u5-d22-q5", notes: "A task with an owner, a date before Day 24 and a clear test of being done." },
    ],
  },
  {
    unit: 5,
    phase: 5,
    lesson: 27,
    keys: [
      {
        prompt: "u5-d27-q1",
        answer: "(a) output; (b) outcome (short-term); (c) impact (long-term); (d) output; (e) outcome (short-term).",
      },
      {
        prompt: "u5-d27-q2",
        answer:
          "A flyer count shows only what the team did; it does not show that anyone read the flyer, changed what they know or do, or got care, so it says nothing about health changing.",
      },
      {
        prompt: "u5-d27-q3",
        answer:
          "Knows where: 6/24 = 25% before, 15/24 = 62.5% after, +37.5 percentage points. Checked in past year: 10/24 = 41.7% before, 12/24 = 50% after, +8.3 percentage points.",
      },
      {
        prompt: "u5-d27-q4",
        answer:
          "Knowing where to get a free check rose by 37.5 points (9 more of 24 people), a much larger change than the 8.3 points (2 people) for having a check, which could be chance. But knowing is a short-term outcome; the check itself is closer to health.",
      },
      {
        prompt: "u5-d27-q5",
        notes:
          "Accept two real limits, e.g. small sample (24), self-report, no comparison group, people may answer what they think we want, too short a time to see checks or health change; plus a measure such as clinic records (with permission) of checks over three months.",
      },
      {
        prompt: "u5-d27-q6",
        notes: "An outcome (not an output) with its number, and a limitation that applies to it.",
      },
    ],
  },
  {
    unit: 5,
    phase: 5,
    lesson: 28,
    keys: [
      {
        prompt: "u5-d28-q1",
        notes:
          "Names an outcome from the Day 27 logic model with its number and source; outputs alone earn partial credit.",
      },
      {
        prompt: "u5-d28-q2",
        notes: "A recommendation that follows from a stated limit, e.g. 'track sign-ups for three months'.",
      },
      {
        prompt: "u5-d28-q3",
        notes:
          "Each example describes an action and its effect, not a personality trait ('finished the survey tally a day early', not 'nice').",
      },
      {
        prompt: "u5-d28-q4",
        notes: "Scores use the collaboration rubric levels; the lowest score has concrete evidence.",
      },
      { prompt: "u5-d28-q5", notes: "A goal linked to the self-assessment and a first step the student can take." },
    ],
  },
  {
    unit: 5,
    phase: 5,
    lesson: 29,
    keys: [
      {
        prompt: "u5-d29-q1",
        notes:
          "A named type of partner from the panel notes, realistic monthly resources (volunteer hours, printing), and a specific risk.",
      },
      {
        prompt: "u5-d29-q2",
        answer:
          "Like an ecosystem with many species filling a role, the intervention survives if several connected people and groups can do each job, e.g. if the pantry manager leaves, the clinic nurse and the youth program still run the table.",
      },
      {
        prompt: "u5-d29-q3",
        answer:
          "Example: By March 31, the pantry's monthly blood pressure table signs up at least 15 visitors a month for free checks.",
      },
      {
        prompt: "u5-d29-q4",
        notes: "Three ordered steps; the partner owns at least one; dates within three to six months.",
      },
      {
        prompt: "u5-d29-q5",
        notes:
          "An outcome from the team's own logic model and a simple method the partner can keep up (sign-up sheet, monthly count).",
      },
      {
        prompt: "u5-d29-q6",
        notes:
          "Professional tone; a specific thanks, one result with its number, one next step with a date; reviewed by the teacher before sending.",
      },
    ],
  },
  {
    unit: 5,
    phase: 5,
    lesson: 30,
    keys: [
      {
        prompt: "u5-d30-q1",
        notes: "Accurate biology, the disparity with data and the intervention, in plain words for families.",
      },
      {
        prompt: "u5-d30-q2",
        notes: "Names the measured outcome and its result (from Day 27) and the partner from the Day 29 impact plan.",
      },
      { prompt: "u5-d30-q3", notes: "Two real comments or questions and respectful, accurate responses." },
      { prompt: "u5-d30-q4", notes: "A named person and a specific action, not a general compliment." },
      {
        prompt: "u5-d30-q5",
        notes: "A specific, doable action within three months and a way to check it; no medical advice to others.",
      },
    ],
  },
];
