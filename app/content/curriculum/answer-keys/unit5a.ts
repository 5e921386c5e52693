import type { HandoutKeyInput } from "../schema.ts";

// Keys to the handouts added for issue 29 (see answer-keys.ts for what a key is): one file per part of the course,
// so work on different units never edits the same list.

export const unit5aKeys: HandoutKeyInput[] = [
  {
    unit: 5,
    phase: 2,
    lesson: 8,
    keys: [
      {
        prompt: "u5-l8-q1",
        notes: "Check the arithmetic: total = heads + card points, and the disease column says yes only at 9 or more.",
      },
      {
        prompt: "u5-l8-q2",
        notes:
          "Genetic scores pile up near 5 and thin out toward 0 and 10 (a rough bell shape); the totals' graph keeps a similar shape but shifts right, because more cards add points than subtract them.",
      },
      {
        prompt: "u5-l8-q3",
        notes:
          "Recompute from the class tally: the mean genetic score should be near 5 (each coin has a 1/2 chance of heads, 10 x 1/2 = 5). With genes alone only about 1 % score 9 or 10 (11 of 1,024 outcomes); the percentage with totals of 9 or more is higher after the cards.",
      },
      {
        prompt: "u5-l8-q4",
        answer:
          "Bell-shaped, with most scores near 5 and few at the extremes. There are many more ways to get a middle score than an extreme one (252 of the 1,024 ways to flip ten coins give 5 heads, only 1 gives 10), so when many genes each add a small effect, most people land near the middle.",
      },
      {
        prompt: "u5-l8-q5",
        notes:
          "Look for the recomputed percentage from the redraw, which should fall, and the point that no coin was re-flipped: genetic scores are identical, only the environment points changed.",
      },
      {
        prompt: "u5-l8-q6",
        notes:
          "A strong answer says conditions act on everyone, so moving the whole distribution left pushes many people below the threshold at once, and that this is why changes such as cleaner air or food access lower disease rates for a community while genes stay the same.",
      },
    ],
  },
  {
    unit: 5,
    phase: 3,
    lesson: 12,
    keys: [
      {
        prompt: "u5-d12-q1",
        answer:
          "Economic stability: minimum wage, paid sick leave, job safety, childcare. Education: high school graduation, health literacy, internet access. Health care access: health insurance, bus route to the clinic, clinic hours, language access. Neighborhood and built environment: sidewalks and lighting, housing quality, air quality, grocery access, parks and green space, neighborhood violence. Social and community context: discrimination, social support, school meals. Other placements are fine when justified (bus route can be built environment; school meals can be economic stability or education).",
      },
      {
        prompt: "u5-d12-q2",
        notes:
          "Look for a card placed under two determinants with a reason for each, for example internet access (education and health care access through telehealth) or school meals (economic stability and education). A strong answer notes that determinants overlap and act together.",
      },
      {
        prompt: "u5-d12-q3",
        notes:
          "Each link must cause the next. Example: no grocery store nearby -> more processed, high-sugar food -> frequent blood glucose spikes and, over years, insulin resistance -> higher risk of type 2 diabetes. Another: housing near a highway -> breathing traffic pollution daily -> airway inflammation -> more asthma attacks.",
      },
      {
        prompt: "u5-d12-q4",
        notes:
          "Look for a correct mechanism from Phases 1-2: insulin resistance (cells respond weakly to insulin, so glucose stays high), airway inflammation and tightening of smooth muscle in asthma, or stress hormones raising blood pressure.",
      },
      {
        prompt: "u5-d12-q5",
        notes:
          "A strong response agrees that choices matter but uses the chain to show that conditions shape which choices are possible (you cannot buy fresh food that is not sold nearby) and act on the body directly (polluted air), so changing conditions improves health for everyone.",
      },
      {
        prompt: "u5-d12-q6",
        notes:
          "Look for a change to a condition, not advice to an individual: a grocery store or farmers market, moving truck routes, sidewalks and lighting, clinic evening hours, paid sick leave. It must break a named link of the student's chain.",
      },
    ],
  },
];
