import type { ArtifactInput } from "./schema.ts";

// Unit 5, Phases 4-5: the file for each materials line of its lessons that names something printed for students.
// Program cards describe real kinds of programs; the example figures on them are illustrative and say so.

const template = (
  phase: number,
  lesson: number,
  provides: string,
  title: string,
  intro: string,
  parts: ArtifactInput["parts"],
  prep = "One copy per team of 4: 8 copies on paper (plus a few spares).",
): ArtifactInput => ({ unit: 5, phase, lesson, provides, title, intro, prep, parts });

const phase4: ArtifactInput[] = [
  template(
    4,
    18,
    "Empathy map template",
    "Empathy Map",
    "Put the community member your solution serves at the center. Fill each quadrant from your interviews and data, not from guesses; mark anything you assumed with a question mark to check later.",
    [
      {
        kind: "space",
        heading: "Who we are designing for",
        prompt: "Describe the person (age, role, situation), without real names:",
        response: { kind: "lines", count: 2 },
      },
      {
        kind: "space",
        heading: "Empathy map",
        prompt: "What this person says, thinks, does and feels about the health problem:",
        response: {
          kind: "table",
          columns: ["", "Notes from interviews and data"],
          rows: ["Says", "Thinks", "Does", "Feels", "Pains (barriers)", "Gains (what would help)"],
        },
      },
    ],
  ),
  template(
    4,
    18,
    "Criteria and constraints worksheet",
    "Criteria and Constraints Worksheet",
    "Criteria are what a successful solution must achieve; constraints are the limits it must work within (money, time, people, rules, privacy). Weight each criterion from 1 (nice to have) to 3 (essential); you will use the weights in the Day 19 decision matrix.",
    [
      {
        kind: "space",
        heading: "Problem statement",
        prompt: "[Who] needs a way to [need] because [insight from the data and interviews]:",
        response: { kind: "lines", count: 3 },
      },
      {
        kind: "space",
        heading: "Criteria",
        prompt: "What must the solution achieve?",
        response: { kind: "table", columns: ["Criterion", "How we will measure it", "Weight (1-3)"], rows: 5 },
      },
      {
        kind: "space",
        heading: "Constraints",
        prompt: "What limits must it work within?",
        response: { kind: "table", columns: ["Constraint", "Why it matters"], rows: 4 },
      },
    ],
  ),
  {
    unit: 5,
    phase: 4,
    lesson: 19,
    provides: "Evidence cards summarizing five community health programs",
    title: "Community Health Program Evidence Cards",
    intro:
      "Five kinds of programs that communities and health systems run in the United States. For each, note who it served, what it changed and how success was measured, then borrow what fits your community. Program types are real; the example settings are illustrative, so look up the published studies before quoting numbers.",
    prep: "One set of 5 cards per team of 4: 8 sets on card stock, cut apart.",
    parts: [
      {
        kind: "cards",
        heading: "Program cards",
        cards: [
          {
            title: "National Diabetes Prevention Program (National DPP)",
            text: "A year-long lifestyle change program recognized by the CDC for adults with prediabetes, run by YMCAs, clinics and community groups. Trained coaches lead group sessions on food, activity and coping. Measured by weight loss and activity minutes; it grew out of a trial that lowered new type 2 diabetes cases by 58 % over about three years.",
          },
          {
            title: "Barbershop blood pressure program",
            text: "Barbers check customers' blood pressure and connect those with high readings to care; in a well-known Los Angeles study, pharmacists met men at the shop to prescribe and adjust medicine. Measured by blood pressure readings; it reached Black men where they already gather and trust people.",
          },
          {
            title: "Asthma home-visit programs",
            text: "Community health workers visit homes of children with asthma, look for triggers (mold, pests, smoke), teach inhaler use and provide supplies such as mattress covers and pest traps. Measured by symptom days, missed school and emergency visits.",
          },
          {
            title: "School-based asthma management",
            text: "School nurses keep each student's asthma action plan and rescue inhaler at school, and staff learn to spot attacks; some schools give daily controller medicine under supervision. Measured by absences, nurse visits and emergency calls.",
          },
          {
            title: "Produce prescription programs",
            text: "Clinicians 'prescribe' fruits and vegetables to patients with diet-related conditions or food insecurity; patients get vouchers or cards for markets and stores. Measured by produce eaten, food security and sometimes A1C or blood pressure. Illustrative example: a clinic partners with a weekend farmers market.",
          },
        ],
      },
    ],
  },
  template(
    4,
    19,
    "Decision matrix template",
    "Decision Matrix",
    "Score each of your top four ideas against your weighted criteria from Day 18: score 1 (poor) to 3 (strong), multiply by the weight, and add. The highest total is a starting point for discussion, not the final word.",
    [
      {
        kind: "space",
        heading: "Our weighted criteria",
        prompt: "Criteria and weights (from the Day 18 worksheet):",
        response: { kind: "table", columns: ["Criterion", "Weight (1-3)"], rows: 5 },
      },
      {
        kind: "space",
        heading: "Matrix",
        prompt: "Score x weight for each idea, then the total:",
        response: {
          kind: "table",
          columns: ["Idea", "Criterion 1", "Criterion 2", "Criterion 3", "Criterion 4", "Criterion 5", "Total"],
          rows: 4,
        },
      },
      {
        kind: "space",
        heading: "Our choice",
        prompt: "The idea we will prototype and the trade-off we accepted:",
        response: { kind: "lines", count: 3 },
      },
    ],
  ),
  template(
    4,
    20,
    "Paper phone-screen templates for app or text-message ideas",
    "Paper Phone-Screen Templates",
    "Sketch each screen or text message of your app or text-message idea in order, one per frame, so testers can 'tap' through it on paper. Write real wording: what a user reads is part of the prototype.",
    [
      {
        kind: "space",
        heading: "Screens",
        prompt: "One screen or message per frame, with arrows for what happens when the user taps:",
        response: { kind: "frames", count: 6 },
      },
      {
        kind: "space",
        heading: "Tester feedback",
        prompt: "What testers did, said and got stuck on:",
        response: { kind: "table", columns: ["Screen", "What the tester did or said", "Change to make"], rows: 4 },
      },
    ],
    "One copy per team of 4 (8 copies), plus spares: teams often need two or three pages.",
  ),
  template(
    4,
    21,
    "Storyboard template with seven frames",
    "Pitch Storyboard (Seven Frames)",
    "Plan your pitch as seven frames: 1 hook, 2 the problem with data, 3 the biology, 4 the social conditions, 5 community voice, 6 the solution and its evidence, 7 the ask. Sketch the visual and write the key sentence for each.",
    [
      {
        kind: "space",
        heading: "Storyboard",
        prompt:
          "Frame 1 hook; 2 problem and data; 3 biology; 4 conditions; 5 community voice; 6 solution and evidence; 7 the ask:",
        response: { kind: "frames", count: 7 },
      },
    ],
  ),
  template(
    4,
    21,
    "Science accuracy checklist",
    "Science Accuracy Checklist",
    "Before your pitch goes public, a partner team checks every science claim with you. Tick each item only when it is true for the whole pitch.",
    [
      {
        kind: "checklist",
        heading: "Checklist",
        items: [
          "Every number has a source, a year and a place (for example, 'CDC, 2021, adults in our state').",
          "Rates are compared, not raw counts, when groups differ in size.",
          "The biological mechanism is correct (for example, insulin resistance, not 'too much sugar in the cells').",
          "Correlations are not described as causes.",
          "Genes are described as risk, not destiny; race is not described as a biological cause.",
          "No medical advice: we point people to clinicians and trusted programs.",
          "Community members are described by their strengths as well as their needs.",
          "Words a visitor might not know are explained.",
        ],
      },
      {
        kind: "space",
        heading: "Claims to fix",
        prompt: "Claim, problem and correction:",
        response: { kind: "table", columns: ["Claim", "Problem", "Correction and source"], rows: 4 },
      },
    ],
  ),
  template(
    4,
    22,
    "Revision plan template",
    "Revision Plan",
    "Turn your Checkpoint 4 feedback into tasks for Days 23-25. Every task has one owner and a deadline.",
    [
      {
        kind: "space",
        heading: "Feedback",
        prompt: "Our strength and the panel's priority change:",
        response: { kind: "lines", count: 3 },
      },
      {
        kind: "space",
        heading: "Tasks",
        prompt: "What we will change:",
        response: {
          kind: "table",
          columns: ["Task", "Rubric criterion it improves", "Owner", "Deadline (Day 23-25)", "Done"],
          rows: 6,
        },
      },
    ],
  ),
  template(
    4,
    23,
    "Data visual checklist",
    "Data Visual Checklist",
    "Check every graph, chart or map in your pitch before the final run-through.",
    [
      {
        kind: "checklist",
        heading: "Each data visual has",
        items: [
          "A title that states the finding, not only the topic.",
          "Labeled axes with units (per 100,000, %, mg/dL).",
          "A source and year under the visual.",
          "Groups compared as rates on the same scale, with axes starting at zero for bar graphs.",
          "Colors that can be told apart in black and white and by color-blind viewers.",
          "Text large enough to read from the back of the room.",
          "One main message a visitor can say back in a sentence.",
        ],
      },
    ],
  ),
];

const phase5: ArtifactInput[] = [
  template(
    5,
    26,
    "Portfolio template",
    "Reflection Portfolio Template",
    "Your portfolio has four components. For each, attach one piece of evidence from the unit (a handout, a chain, a graph, interview notes) and write how it shows your growth.",
    [
      {
        kind: "space",
        heading: "Components",
        prompt: "Evidence and reflection for each component:",
        response: {
          kind: "table",
          columns: ["Component", "Evidence attached", "What it shows about my growth"],
          rows: ["Scientific growth", "Civic engagement", "Collaboration skills", "Future pathways"],
        },
      },
      {
        kind: "space",
        heading: "Then and now",
        prompt: "Three specific changes in my thinking since Lesson 1:",
        response: { kind: "lines", count: 4 },
      },
      {
        kind: "space",
        heading: "Partner's follow-up question",
        prompt: "My partner asked, and my answer:",
        response: { kind: "lines", count: 3 },
      },
    ],
    "One copy per student: 30 copies on paper.",
  ),
  template(
    5,
    27,
    "Logic model template",
    "Logic Model",
    "A logic model shows how a project is supposed to work, from what you put in to the change you hope for. Fill it for your team's solution, then name the evidence you have for each box and what you cannot yet know.",
    [
      {
        kind: "space",
        heading: "Logic model",
        prompt: "Inputs -> activities -> outputs -> short-term outcomes -> long-term impact:",
        response: { kind: "frames", count: 5 },
      },
      {
        kind: "space",
        heading: "Evidence",
        prompt: "What we measured or observed for each box, and one limitation:",
        response: { kind: "table", columns: ["Box", "Evidence we have", "Limitation"], rows: 5 },
      },
    ],
  ),
  template(
    5,
    28,
    "Impact summary template",
    "Impact Summary",
    "A one-page summary of what your project did and what changed, for partners and families. Report only what you measured; say what you could not measure.",
    [
      {
        kind: "space",
        heading: "What we did",
        prompt: "The problem, our solution and who it reached (numbers):",
        response: { kind: "lines", count: 4 },
      },
      {
        kind: "space",
        heading: "What changed",
        prompt: "Measures before and after:",
        response: { kind: "table", columns: ["Measure", "Before", "After", "Source"], rows: 4 },
      },
      {
        kind: "space",
        heading: "Limits and next steps",
        prompt: "What we cannot claim yet, and what should happen next:",
        response: { kind: "lines", count: 4 },
      },
    ],
  ),
  template(
    5,
    29,
    "Impact plan template",
    "Community Impact Plan",
    "Plan how your work continues after the unit: one realistic next step, a partner to hand it to, and a message to send them after your teacher reviews it.",
    [
      {
        kind: "space",
        heading: "Next steps",
        prompt: "What, who, by when, and what help is needed:",
        response: { kind: "table", columns: ["Action", "Who", "By when", "Resources needed"], rows: 4 },
      },
      {
        kind: "space",
        heading: "Partner message draft",
        prompt: "To the partner (greeting, what we did, our ask, thanks):",
        response: { kind: "lines", count: 8 },
      },
    ],
  ),
  {
    unit: 5,
    phase: 5,
    lesson: 30,
    provides: "Recognition cards",
    title: "Recognition Cards",
    intro:
      "Thank a classmate, a team or a community partner for something specific they did during the unit. Name the action and why it mattered.",
    prep: "Two pages per class (16 cards), on card stock, cut apart; print more if visitors join.",
    parts: [
      {
        kind: "cards",
        heading: "Recognition cards (fill in)",
        cards: [
          "Science voice",
          "Community voice",
          "Team player",
          "Data detective",
          "Story teller",
          "Bridge builder",
          "Persistence",
          "Partner thanks",
        ].map((title) => ({
          title,
          text: "To: ____________. Thank you for ______________________ because it ______________________. From: ________",
        })),
      },
    ],
  },
  {
    unit: 5,
    phase: 5,
    lesson: 30,
    provides: "Commitment cards",
    title: "Commitment Cards",
    intro:
      "Write one health-equity action you will take in the next month, specific enough that a friend could check on you. Take the card home.",
    prep: "One card per student and per visitor who wants one: 2 pages of 8 (16 cards) per 15 people, on card stock, cut apart.",
    parts: [
      {
        kind: "cards",
        heading: "Commitment cards",
        cards: ["For me", "For my family", "For my school", "For my community"].map((title) => ({
          title: `My commitment: ${title.toLowerCase()}`,
          text: "In the next month I will ______________________. I will know I did it when ______________. Name: ________",
        })),
      },
    ],
  },
];

export const unit5bArtifacts: ArtifactInput[] = [...phase4, ...phase5];
