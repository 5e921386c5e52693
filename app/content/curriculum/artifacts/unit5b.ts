import type { ArtifactInput } from "./schema.ts";

// Unit 5, Phases 4-5: the file for each materials line of its lessons that names something printed for students.

const p4 = { unit: 5, phase: 4 } as const;
const p5 = { unit: 5, phase: 5 } as const;
const onePerStudent = "One copy per student (30) on paper, printed single-sided; no cutting.";
const onePerTeam = "One copy per team (8 teams of about 4) on paper, plus 2 spares; no cutting.";

export const unit5bArtifacts: ArtifactInput[] = [
  {
    ...p4,
    lesson: 18,
    provides: "Empathy map template",
    title: "Empathy Map: The Person at the Center of Our Problem",
    intro:
      "Use your Day 16 interview notes to map what one community member affected by your team's health issue says, thinks, does and feels. Write only what the interview shows; put guesses in the last box as questions to check.",
    prep: onePerStudent,
    parts: [
      {
        kind: "space",
        heading: "Who we interviewed",
        prompt: "Role or relationship to the issue (no names), and the health issue we are working on:",
        response: { kind: "lines", count: 2 },
      },
      {
        kind: "space",
        heading: "The map",
        prompt: "Fill each quadrant with quotes or observations from the interview notes.",
        response: {
          kind: "table",
          columns: ["", "What the interview shows"],
          rows: ["Says", "Thinks", "Does", "Feels"],
        },
      },
      {
        kind: "space",
        heading: "Pains, gains and open questions",
        prompt: "What gets in this person's way? What would help? What do we still need to ask?",
        response: {
          kind: "table",
          columns: ["Pains (barriers)", "Gains (what would help)", "Questions to check"],
          rows: 4,
        },
      },
    ],
  },
  {
    ...p4,
    lesson: 18,
    provides: "Criteria and constraints worksheet",
    title: "Criteria and Constraints Worksheet",
    intro:
      "Engineers turn a problem into criteria (what a successful solution must do, stated so it can be measured) and constraints (limits the solution must respect). Your problem statement needs at least three of each before the teacher approves it.",
    prep: onePerTeam,
    parts: [
      {
        kind: "text",
        heading: "Strong and weak examples",
        paragraphs: [
          'Weak criterion: "Help people be healthier." Strong criterion: "At least 15 of the 40 families at the Saturday food pantry sign up for a free blood pressure check in two weeks."',
          'Weak constraint: "Not too expensive." Strong constraint: "Costs under $50 in total and uses only supplies the school or partner already has."',
          "Constraints for a student team usually include time (about 8 class days), money, what a minor may do (no medical advice, no collecting health records), language access and the partner's rules.",
        ],
      },
      {
        kind: "space",
        heading: "Problem statement",
        prompt: "[Group of people] needs a way to [need] because [insight from interviews and data].",
        response: { kind: "lines", count: 3 },
      },
      {
        kind: "space",
        heading: "Criteria",
        prompt: "List at least three criteria; say how you would measure each and which evidence it comes from.",
        response: {
          kind: "table",
          columns: ["Criterion", "How we would measure it", "Evidence it comes from"],
          rows: 4,
        },
      },
      {
        kind: "space",
        heading: "Constraints",
        prompt: "List at least three constraints and why each limits the design.",
        response: {
          kind: "table",
          columns: ["Constraint", "Type (time, money, rules, access)", "Why it matters"],
          rows: 4,
        },
      },
    ],
  },
  {
    ...p4,
    lesson: 19,
    provides: "Evidence cards summarizing five community health programs",
    title: "Evidence Cards: Five Kinds of Community Health Programs",
    intro:
      "Each card describes a real type of community health program and what published evaluations generally report about it. The example settings on the cards are illustrative, not a specific program. Read your card set, then use the evidence to judge your own ideas on the decision matrix.",
    prep: "One set per team (8 sets, 5 cards each) on card stock, cut apart; keep sets in envelopes for reuse.",
    parts: [
      {
        kind: "cards",
        heading: "Community health program types (examples illustrative)",
        cards: [
          {
            title: "1. Community health workers",
            text: "Trusted members of the community, trained to connect neighbors with care, screenings and benefits, often in their own language. Evaluations generally find better follow-up and blood pressure and blood sugar control when workers are part of a care team. Works best with stable funding and clinic partners. Illustrative example: a worker who visits families after a diabetes diagnosis.",
          },
          {
            title: "2. Barbershop and faith-based blood pressure checks",
            text: "Blood pressure screening brought to places people already trust, such as barbershops, salons and congregations, with referral to a clinic or pharmacist. Studies of barbershop programs with pharmacist follow-up reported large drops in blood pressure among Black men. Needs trained screeners and a place to refer people to.",
          },
          {
            title: "3. Produce prescriptions and healthy food access",
            text: "Clinics or food banks give vouchers or boxes of fruit and vegetables to people with diet-related conditions. Evaluations often report more fruit and vegetable intake and less food insecurity; effects on blood sugar vary between programs. Depends on funding and a nearby place to use the vouchers.",
          },
          {
            title: "4. Asthma home visits",
            text: "Trained visitors check homes for asthma triggers (mold, pests, smoke, dust), teach inhaler use and provide items such as mattress covers. Evaluations generally report fewer emergency visits and missed school days for children with asthma. Landlord cooperation limits what can change.",
          },
          {
            title: "5. Text-message reminders and health education",
            text: "Short text messages remind people about appointments, medicines or screenings, in their preferred language. Reviews find modest improvements in appointment attendance and medicine taking. Cheap to run, but only reaches people with phones and trust in the sender, and messages must be accurate and not give individual medical advice.",
          },
        ],
      },
      {
        kind: "space",
        heading: "What we take from the evidence",
        prompt:
          "Which program type is closest to our idea? What does the evidence say makes it work, and what limits it?",
        response: { kind: "lines", count: 5 },
      },
    ],
  },
  {
    ...p4,
    lesson: 19,
    provides: "Decision matrix template",
    title: "Decision Matrix: Choosing Our Solution",
    intro:
      "Score your top three ideas against your team's criteria from Day 18. Score each 1 (weak) to 3 (strong), multiply by the criterion's weight, and add the row. Justify every score with evidence from the cards or your interviews.",
    prep: onePerTeam,
    parts: [
      {
        kind: "space",
        heading: "Criteria and weights",
        prompt:
          "Copy your criteria and give each a weight of 1, 2 or 3 (3 = most important to the people we interviewed).",
        response: { kind: "table", columns: ["Criterion", "Weight (1-3)", "Why this weight"], rows: 4 },
      },
      {
        kind: "space",
        heading: "Scoring",
        prompt: "Write weighted scores (score x weight) and the total for each idea.",
        response: {
          kind: "table",
          columns: ["Idea", "Criterion 1", "Criterion 2", "Criterion 3", "Criterion 4", "Total"],
          rows: ["Idea A", "Idea B", "Idea C"],
        },
      },
      {
        kind: "space",
        heading: "Justification",
        prompt: "Which idea won? Name the evidence behind its two most important scores, and one risk of choosing it.",
        response: { kind: "lines", count: 5 },
      },
    ],
  },
  {
    ...p4,
    lesson: 20,
    provides: "Paper phone-screen templates for app or text-message ideas",
    title: "Paper Phone Screens",
    intro:
      "Sketch what a user sees on each screen or in each text message, in order. Keep one idea per screen. Testers will tap with a finger and you will swap in the next screen, so number every screen.",
    prep: "Two copies per team that chose an app or text idea (about 8 copies), on paper; teams cut screens apart if they want to reorder them.",
    parts: [
      {
        kind: "space",
        heading: "Screens 1-6",
        prompt: "Draw each screen or text message; under it, write what the user does next.",
        response: { kind: "frames", count: 6 },
      },
      {
        kind: "checklist",
        heading: "Before testing",
        items: [
          "Words are short, plain and in the languages our users speak.",
          "No screen gives individual medical advice; health facts come from our cited sources.",
          "The user can see how to get help from a real person or clinic.",
          "Nothing asks for personal health information we do not need.",
        ],
      },
    ],
  },
  {
    ...p4,
    lesson: 21,
    provides: "Storyboard template with seven frames",
    title: "Storyboard: Our Scientific Story in Seven Frames",
    intro:
      "Plan your final presentation as seven frames. Each frame gets a sketch of the slide or poster section, the key sentence a presenter says, and the source behind any fact.",
    prep: onePerTeam,
    parts: [
      {
        kind: "text",
        heading: "The seven frames",
        paragraphs: [
          "1 Hook: a person or number that makes the audience care. 2 The biology: how the condition works in the body (cells, organs, homeostasis). 3 Genes and environment: what raises risk, including inheritance and conditions of daily life. 4 The disparity: which groups are affected more, with data. 5 Community voice: what the people we interviewed told us. 6 Our solution: what it is, how it meets our criteria, the prototype feedback. 7 Call to action: what we ask the audience or partner to do.",
        ],
      },
      {
        kind: "space",
        heading: "Frames",
        prompt: "Sketch each frame; write its key sentence and source underneath.",
        response: { kind: "frames", count: 7 },
      },
    ],
  },
  {
    ...p4,
    lesson: 21,
    provides: "Science accuracy checklist",
    title: "Science Accuracy Checklist",
    intro:
      "Swap storyboards with another team. Check each item, write what you found, and return the checklist. The receiving team answers each comment in the last column.",
    prep: "One copy per team (8) plus 2 spares, on paper.",
    parts: [
      {
        kind: "checklist",
        heading: "Check each item",
        items: [
          'The body process is explained correctly (for example, insulin lets cells take up glucose; it does not "break down sugar").',
          "Risk is described as risk, not destiny: genes and environment raise or lower chances.",
          "Every number has a source, a year and a population (who was counted).",
          "Differences between groups are explained by conditions (access, stress, environment), not by race as biology.",
          "Correlation is not presented as causation.",
          "No individual medical advice; the audience is pointed to a clinician or trusted program.",
          "Vocabulary is defined the first time it is used.",
        ],
      },
      {
        kind: "space",
        heading: "Comments and responses",
        prompt: "Reviewers write what to fix; the team writes how it responded.",
        response: { kind: "table", columns: ["Frame", "What to fix (reviewer)", "Our response (team)"], rows: 5 },
      },
    ],
  },
  {
    ...p4,
    lesson: 22,
    provides: "Revision plan template",
    title: "Revision Plan After Checkpoint 4",
    intro:
      "Turn the rubric feedback into tasks. Every task names what will change, who owns it and when it is due, so the team is ready for the final presentations.",
    prep: onePerTeam,
    parts: [
      {
        kind: "space",
        heading: "Feedback we received",
        prompt: "The two rubric criteria where we scored lowest, and what the panel said:",
        response: { kind: "lines", count: 4 },
      },
      {
        kind: "space",
        heading: "Tasks",
        prompt: "List each revision task with its owner and deadline.",
        response: {
          kind: "table",
          columns: ["Task (what will change)", "Rubric criterion", "Owner", "Deadline", "Done?"],
          rows: 6,
        },
      },
    ],
  },
  {
    ...p4,
    lesson: 23,
    provides: "Data visual checklist",
    title: "Data Visual Checklist",
    intro: "Check your graph or chart against every item before the final run-through. Fix anything you cannot tick.",
    prep: "One copy per team (8) plus 2 spares, on paper.",
    parts: [
      {
        kind: "checklist",
        heading: "A clear, honest data visual",
        items: [
          "The title says what the graph shows (who, what, where, when).",
          'Both axes are labeled with units (for example, "Rate per 100,000 adults").',
          "A bar graph's value axis starts at zero.",
          "Groups are compared with rates or percentages, not raw counts from groups of different sizes.",
          "The source and year are printed under the graph.",
          "Colors are readable in black-and-white print and for color-blind viewers.",
          "One sentence under the graph says what the audience should notice.",
        ],
      },
    ],
  },
  {
    ...p5,
    lesson: 26,
    provides: "Portfolio template",
    title: "Reflection Portfolio",
    intro:
      "Choose one piece of your own work from each stage of the unit, say what it shows about your learning, and explain how your thinking changed.",
    prep: onePerStudent,
    parts: [
      {
        kind: "space",
        heading: "Selected work",
        prompt: "For each stage, name the piece you chose and what it shows.",
        response: {
          kind: "table",
          columns: ["Stage", "Piece of work", "What it shows about my learning"],
          rows: [
            "Lesson 1",
            "Checkpoint 1 (body systems)",
            "Checkpoint 2 (genes)",
            "Checkpoint 3 (community data)",
            "Checkpoint 4 (pitch)",
            "Final presentation",
          ],
        },
      },
      {
        kind: "space",
        heading: "Then and now",
        prompt: "On Day 1 I thought chronic disease was caused by... Now I understand...",
        response: { kind: "lines", count: 6 },
      },
    ],
  },
  {
    ...p5,
    lesson: 27,
    provides: "Logic model template",
    title: "Logic Model: What Did Our Intervention Change?",
    intro:
      "A logic model links what you put in to what changed. Sort your evidence (feedback forms, sign-ups, survey answers, partner replies) into the right column. Counting what you did is an output; a change in what people know, do or can get is an outcome.",
    prep: onePerTeam,
    parts: [
      {
        kind: "table",
        heading: "Example (fictional): a blood pressure check sign-up at a food pantry",
        columns: ["Inputs", "Activities", "Outputs", "Short-term outcomes", "Long-term impact"],
        rows: [
          [
            "4 students, pantry manager, clinic nurse, $30 printing",
            "Bilingual table at 2 Saturday pantry days",
            "120 flyers handed out; 52 people talked with us",
            "18 of 52 people (35%) signed up for a free check; 11 attended",
            "Fewer undiagnosed cases of high blood pressure (needs years of clinic data)",
          ],
        ],
      },
      {
        kind: "space",
        heading: "Our logic model",
        prompt: "Fill each column with our own evidence; write the number and its source.",
        response: {
          kind: "table",
          columns: ["Inputs", "Activities", "Outputs", "Short-term outcomes", "Long-term impact"],
          rows: 3,
        },
      },
      {
        kind: "space",
        heading: "Honest limits",
        prompt:
          "What can our evidence not show (sample size, self-report, no comparison group, short time)? What would we measure with more time?",
        response: { kind: "lines", count: 5 },
      },
    ],
  },
  {
    ...p5,
    lesson: 28,
    provides: "Impact summary template",
    title: "One-Page Impact Summary",
    intro:
      "Write the summary your community partner will read. Use your Day 27 logic model; every claim of change needs a number and its source.",
    prep: onePerTeam,
    parts: [
      {
        kind: "space",
        heading: "The problem and the people",
        prompt: "The health issue, who it affects in our community, and the data that shows the disparity:",
        response: { kind: "lines", count: 4 },
      },
      {
        kind: "space",
        heading: "What we did",
        prompt: "Our intervention, with whom, and the outputs (how many, where, when):",
        response: { kind: "lines", count: 4 },
      },
      {
        kind: "space",
        heading: "Evidence of change",
        prompt: "The outcomes we measured, with numbers and sources:",
        response: { kind: "lines", count: 4 },
      },
      {
        kind: "space",
        heading: "Limits and recommendations",
        prompt: "What our data cannot show, and what the partner should do or measure next:",
        response: { kind: "lines", count: 4 },
      },
    ],
  },
  {
    ...p5,
    lesson: 29,
    provides: "Impact plan template",
    title: "Impact Plan: Handing Our Intervention to a Community Partner",
    intro:
      "Plan how your health-equity intervention continues after the unit, owned by a community partner (a clinic, pantry, library, congregation, youth program or next year's class). The partner, not the team, must be able to run it.",
    prep: onePerTeam,
    parts: [
      {
        kind: "space",
        heading: "Goal and owner",
        prompt:
          "The goal in one measurable sentence, the partner who will own it, and what the partner told us they need:",
        response: { kind: "lines", count: 4 },
      },
      {
        kind: "space",
        heading: "Timeline (three to six months)",
        prompt: "Steps, who does each (partner or us), and when.",
        response: { kind: "table", columns: ["Step", "Who", "By when", "Resources needed"], rows: 6 },
      },
      {
        kind: "space",
        heading: "Measures the partner will keep tracking",
        prompt: "The outcome from our logic model the partner will keep measuring, how, and how often:",
        response: { kind: "table", columns: ["Measure", "How collected", "How often", "Who reads it"], rows: 3 },
      },
      {
        kind: "space",
        heading: "What could make it stop",
        prompt: "The biggest risk to continuing (money, people, trust) and our plan for it:",
        response: { kind: "lines", count: 3 },
      },
    ],
  },
  {
    ...p5,
    lesson: 30,
    provides: "Recognition cards",
    title: "Recognition Cards",
    intro:
      "Write a card to a teammate or community partner naming one specific thing they did for our health-equity project and what it made possible. Read it aloud in the recognition circle, then give it to them.",
    prep: "Two cards per student (60 cards): print 4 per page on card stock (15 pages) and cut apart; extra blank cards for guests.",
    parts: [
      {
        kind: "cards",
        heading: "Cards (print 4 per page)",
        cards: [
          {
            title: "Recognition: what you did",
            text: 'To: ________  You ________ (a specific action, for example "translated our survey into Vietnamese"). Because of that, ________ (what it made possible for the people we served). From: ________',
          },
          {
            title: "Recognition: for a partner",
            text: "To: ________ (partner)  Thank you for ________. Your knowledge of ________ changed our design by ________. From: ________",
          },
        ],
      },
    ],
  },
  {
    ...p5,
    lesson: 30,
    provides: "Commitment cards",
    title: "Commitment Cards",
    intro:
      "Each student commits to one action that keeps the team's intervention or the unit's learning going: a role in the partner's impact plan, sharing accurate health information at home, or a next step for next year's class. Keep one half; the teacher keeps the other and returns it in three months.",
    prep: "One card per student (30): print 2 per page on card stock and cut apart.",
    parts: [
      {
        kind: "cards",
        heading: "Cards (print 2 per page)",
        cards: [
          {
            title: "My commitment (keep this half)",
            text: "In the next three months I will ________ to support ________ (our partner or my family's health). I will know I did it when ________.",
          },
          {
            title: "My commitment (teacher keeps this half)",
            text: "Name: ________ Team and partner: ________ My commitment: ________ Check-in date: ________",
          },
        ],
      },
    ],
  },
];
