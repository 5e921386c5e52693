import type { RubricInput } from "./schema.ts";

// Described rubrics added for issue 29 (see content.ts): one file per part of the course.

export const unit2bRubrics: RubricInput[] = [
  {
    unit: 2,
    phase: 4,
    lesson: 28,
    product: "Checkpoint 4: Campaign Toolkit",
    criteria: [
      {
        name: "Science accuracy",
        levels: [
          "Every claim in the PSA and flyer is accurate, sourced on screen and worded no stronger than its source; the toolkit explains one piece of immune science (antibodies, memory cells, herd immunity) correctly in plain language.",
          "Every claim is accurate and traceable to a reliable source listed on the source card; no overclaims.",
          "Most claims are accurate, but one is unsourced, overstated ('100 percent effective') or slightly wrong.",
          "Claims are unsourced or a claim is scientifically wrong in a way that could mislead the audience.",
        ],
      },
      {
        name: "Audience and message",
        levels: [
          "The persona from the team's survey shapes every choice (hook, messenger, language, channel); one core message and one specific call to action repeat across the PSA and the flyer.",
          "The PSA and flyer share one clear core message and call to action suited to the chosen audience.",
          "The message is clear but general, or the PSA and flyer ask for different actions.",
          "No clear audience, core message or call to action.",
        ],
      },
      {
        name: "Accessibility and languages",
        levels: [
          "Captions match every spoken word, the call to action is readable with the sound off, and the flyer is in every community language the survey found, each checked by a fluent speaker.",
          "The PSA is fully captioned and fits 60 seconds; the flyer is in English and at least one community language checked by a fluent speaker.",
          "Captions are partial or the PSA runs over 60 seconds; translations are unchecked.",
          "No captions, and materials only in one language where the survey found others.",
        ],
      },
      {
        name: "Distribution and evaluation plan",
        levels: [
          "Channels, dates and approvals are set for each piece; two pre/post questions measure the SMART goal directly, a success number is stated, and reach counts are kept separate from understanding.",
          "The plan names channels, dates and approvals, and two pre/post questions that match the SMART goal.",
          "Channels are named without dates or approvals, or the pre/post questions do not match the goal.",
          "No distribution plan or no way to measure impact.",
        ],
      },
    ],
  },
  {
    unit: 2,
    phase: 5,
    lesson: 30,
    product: "Community health exhibition station",
    criteria: [
      {
        name: "Immune science explained",
        levels: [
          "Every team member explains the immune science behind the campaign accurately and adapts it to each visitor, for example a child and a health worker.",
          "The welcome explains the immune science behind the message accurately and in plain language.",
          "The science is mentioned but partly inaccurate or full of jargon.",
          "The science is missing or wrong.",
        ],
      },
      {
        name: "Answers to questions",
        levels: [
          "Answers are accurate, sourced and respectful; the team says plainly when it does not know and logs how the answer will reach the visitor.",
          "Answers are accurate and respectful, and the team says when something needs checking.",
          "Some answers guess beyond the evidence or brush a visitor's concern aside.",
          "Questions are avoided, answered wrongly or answered disrespectfully.",
        ],
      },
      {
        name: "Reaching the audience",
        levels: [
          "The station draws in the campaign's target audience in their languages; the PSA plays clearly and every visitor leaves knowing the call to action.",
          "The station welcomes visitors, plays the PSA clearly and states the call to action.",
          "The station works but visitors have to ask what it is about, or the PSA cannot be heard.",
          "The station is unready or unstaffed for much of the exhibition.",
        ],
      },
      {
        name: "Evidence collection",
        levels: [
          "Pre and post cards are collected from nearly every visitor, kept apart and anonymous, and the station log is complete and tallied.",
          "Pre and post cards are collected and kept apart, and the station log records visitors and questions.",
          "Cards are collected from only some visitors or mixed up, or the log is patchy.",
          "Little or no evidence is collected, or cards record names or health information.",
        ],
      },
    ],
  },
  {
    unit: 2,
    phase: 5,
    lesson: 31,
    product: "Impact statement",
    criteria: [
      {
        name: "Data analysis",
        levels: [
          "Percentages and percentage-point changes are correct for every question, the graph is labeled with the goal line, and the pre cards are compared with the Day 22 survey.",
          "Pre and post percentages and the change are calculated correctly and graphed.",
          "Counts are reported but percentages or changes contain errors, or the graph is unlabeled.",
          "Data are missing or not analyzed.",
        ],
      },
      {
        name: "Conclusion about the goal",
        levels: [
          "The conclusion (met, partly met, not met) follows from the numbers and says by how much, including for a goal not met.",
          "The conclusion about the SMART goal matches the numbers.",
          "The conclusion is stated but does not fully match the numbers.",
          "No conclusion, or one that contradicts the data.",
        ],
      },
      {
        name: "Limitations",
        levels: [
          "Names how the audience chose itself, the sample size and that a post card measures understanding, not vaccination, and says what evidence would answer each.",
          "Names at least one real limitation of the evidence and does not claim vaccination changed.",
          "Names a vague limitation ('we could have done better').",
          "No limitation, or claims the campaign changed vaccination rates.",
        ],
      },
      {
        name: "Recommendations",
        levels: [
          "Two recommendations, each tied to a specific number or pattern, that a partner could act on next season.",
          "Two recommendations connected to the evidence.",
          "Recommendations are general and not tied to the evidence.",
          "No recommendations.",
        ],
      },
    ],
  },
  {
    unit: 2,
    phase: 5,
    lesson: 32,
    product: "Portfolio reflection and campaign handoff brief",
    criteria: [
      {
        name: "Growth in immune science",
        levels: [
          "Describes precisely how their model of the immune response changed since Day 1 (for example from 'germs get eaten' to antigens, antibodies and memory cells) and cites two portfolio pieces.",
          "Describes one specific change in their understanding and cites a portfolio piece.",
          "Describes growth in general terms without portfolio evidence.",
          "No reflection on scientific understanding.",
        ],
      },
      {
        name: "Use of campaign evidence",
        levels: [
          "The handoff brief reports the Day 31 numbers accurately, compares them with the goal and states what they cannot show.",
          "The handoff brief reports the campaign's results with accurate numbers.",
          "Results are described without numbers, or numbers are misreported.",
          "No evidence of the campaign's results.",
        ],
      },
      {
        name: "Handoff recommendations",
        levels: [
          "The brief gives a partner all they need: files, approvals, what to change with evidence, when to run it in the vaccination calendar, and a four-week follow-up using group-level numbers only.",
          "The brief says what to change, when to run the campaign next and what the four-week follow-up will check.",
          "The brief is missing the timing or the follow-up, or its changes are not tied to evidence.",
          "No usable handoff brief.",
        ],
      },
      {
        name: "Self-assessment of competencies",
        levels: [
          "Judges their growth in an XQ competency honestly with specific moments, including a setback and what they did about it.",
          "Names the competency that grew most with one specific piece of evidence.",
          "Names a competency without evidence.",
          "No self-assessment.",
        ],
      },
    ],
  },
];
