import type { HandoutKeyInput } from "../schema.ts";

// Keys to Unit 6's project-work handouts (decision 0036), apart from unit6.ts's keys so the two never edit one list.

export const unit6ProjectWorkKeys: HandoutKeyInput[] = [
  {
    unit: 6,
    lesson: 9,
    keys: [
      {
        prompt: "u6-pw1-q1",
        notes:
          "The cause matches the starred cause on the team's Lesson 7 fishbone; the format suits the audience (a policy brief for a council, a flyer and script for families); the action is one thing the audience can do (book a screening, ask a clinic about navigators, support a smoke-free policy).",
      },
      {
        prompt: "u6-pw1-q2",
        answer:
          "Example: 'We want parents at our school to know that colorectal cancer screening now starts at age 45 and that the county clinic offers free at-home test kits, because adults under 50 are being diagnosed more often and early detection saves lives.'",
      },
      {
        prompt: "u6-pw1-q3",
        notes:
          "At least four facts, each with a named source and date; ratings justified by author, evidence and currency (an NCI or CDC page rated high; an undated blog rated low). Only group-level public data: no personal health information.",
      },
      {
        prompt: "u6-pw1-q4",
        notes:
          "Chooses a fact and explains why it fits this audience (local county data for a council; a free-kit fact for families), not just 'it is a big number'.",
      },
      {
        prompt: "u6-pw1-q5",
        answer:
          "Example for screening: 'Colorectal cancer usually starts as a polyp, a small growth of cells that divide too much after mutations in genes that control the cell cycle. Over years more mutations can turn a polyp into cancer. Screening can find and remove polyps, or find cancer early when treatment works best.' Credit accurate links to mutations, the cell cycle, screening or treatment from Lessons 1-6.",
      },
    ],
  },
  {
    unit: 6,
    lesson: 10,
    keys: [
      {
        prompt: "u6-pw2-q1",
        notes: "One sentence that a member of the audience could repeat, matching the project goal.",
      },
      {
        prompt: "u6-pw2-q2",
        notes:
          "Three points that each support the main message, each traced to an entry in the Project Day 1 source log.",
      },
      {
        prompt: "u6-pw2-q3",
        notes:
          "One action with a place or a way to do it, and a messenger the audience trusts (a school nurse, a community health worker, a faith leader, a peer), not only 'our team'.",
      },
      {
        prompt: "u6-pw2-q4",
        answer:
          "Example: 'Neoplastic transformation results from accumulated somatic mutations' -> 'Cancer starts when changes build up in the genes that tell a cell when to divide.' The rewrite must stay true: not 'cancer is caused by bad genes you inherit'.",
      },
      {
        prompt: "u6-pw2-q5",
        notes:
          "Every science claim listed with a source from the log; any fixed claim marked. Watch for out-of-date screening ages, risk stated as certainty, and treatment side effects overgeneralized.",
      },
      {
        prompt: "u6-pw2-q6",
        notes:
          "Names a real change: removed blame ('people get lung cancer because they choose to smoke'), fear images or statistics out of context, or advice such as 'you do not need a doctor if...'; replaced with referral to screening guidelines or a clinic.",
      },
      {
        prompt: "u6-pw2-q7",
        notes:
          "A named place or partner and a named team member, e.g. 'Jordan brings 50 flyers to the county clinic's front desk.'",
      },
    ],
  },
  {
    unit: 6,
    lesson: 11,
    keys: [
      {
        prompt: "u6-pw3-q1",
        notes:
          "All five criteria scored 1-4 with a strength and a suggestion that names a place in the draft and a change (not 'add more'). Scores should match the descriptions: a draft with an incorrect claim cannot score 4 on science accuracy.",
      },
      { prompt: "u6-pw3-q2", notes: "One change, tied to a criterion, with a reason that names the audience." },
      { prompt: "u6-pw3-q3", notes: "At least three changes, each linked to the feedback that prompted it." },
      {
        prompt: "u6-pw3-q4",
        notes:
          "Names a declined suggestion and a real trade-off (e.g. adding more statistics would make the flyer less clear for families; a policy demand was not feasible without a partner).",
      },
      {
        prompt: "u6-pw3-q5",
        notes:
          "A recipient, a team member, a date and a measure of reach (flyers taken, QR scans, a reply from the council office), consistent with the project goal.",
      },
    ],
  },
];
