import { interactive, textbook, video } from "#app/content/curriculum/resources.ts";
import type { LessonInput, PhaseInput } from "#app/content/curriculum/schema.ts";
import { day, lessonPlanMaterial } from "./days.ts";

/* ------------------------------------------------------------------------------------------------
 * Phase 5: Community Presentation & Exhibition (Days 29-32 on the phase pages)
 * ---------------------------------------------------------------------------------------------- */

/*
 * Day 29 stays a text-only entry of the download list, as the phase's fixed list has it (downloads for days 30-32),
 * but a teacher still needs its plan. Decision: Day 29 is a lesson like the others, with a generated Word plan that
 * its lesson card links and that the phase and unit zips carry, kept off the download list as an unlisted material.
 */
const day29 = day(5, {
  number: 29,
  title: "Exhibition Preparation & Rehearsal",
  description:
    "Teams turn their campaign toolkits into exhibition stations: they prepare answers to likely questions, print flyers and pre/post question cards, test their PSA playback and run a dress rehearsal for another team.",
  drivingQuestion: "How do we prepare to share our science confidently and accurately with the public?",
  flexible:
    "A work session that bends to each team's progress: teams whose Day 28 toolkit is complete spend most of the period rehearsing, the others finish printing and setting up first. If the exhibition moves to an evening (see Day 30), this preparation can be split across the days before it.",
  objectives: [
    "Rehearse a 60-second station welcome that states the campaign's core message and the immune science behind it.",
    "Prepare accurate, plain-language answers with sources to the questions visitors are most likely to ask.",
    "Prepare the station and the pre/post question cards the team needs to measure its impact on Day 30.",
  ],
  keyUnderstandings: [
    "Scientists rehearse how they communicate: answering likely questions in advance shows where an explanation is unclear or unsupported.",
    "Pre/post questions have to be ready before visitors arrive, or the team cannot tell whether its campaign changed what people understand.",
  ],
  materials: [
    "Each team's campaign toolkit from Day 28 (final PSA, infographic or flyer, distribution and evaluation plan)",
    "Station checklist and rehearsal feedback cards",
    "Likely-question cards (for example 'Why do I need a flu shot every year?' and 'Can a vaccine give me the disease?')",
    "Printer, card stock for pre/post question cards, tape and table signs",
    "The exhibition devices with chargers and headphones for testing PSA playback",
  ],
  activities: [
    {
      title: "Station plan",
      minutes: 8,
      description:
        "Teams review the station checklist (PSA playback, flyers in community languages, pre/post cards, table sign, roles) and give each member a job for today and a role for Day 30. The teacher confers first with teams whose toolkit is unfinished and agrees the order of their period.",
    },
    {
      title: "Likely questions",
      minutes: 12,
      description:
        "Teams draw three likely-question cards, add two questions their community survey raised, and write a short plain-language answer with a source for each. They agree what to say when they do not know: thank the visitor, say so, and point to a trusted source such as the school nurse or the health department.",
    },
    {
      title: "Build the station",
      minutes: 12,
      description:
        "Teams print and proofread flyers and pre/post cards, test their PSA on the exhibition device with sound, and lay out the station as it will look on Day 30.",
    },
    {
      title: "Dress rehearsal swap",
      minutes: 15,
      description:
        "Pairs of teams visit each other's stations as visitors: answer the pre question, hear the welcome, watch the PSA, ask two question cards and answer the post question, then give one warm and one cool comment on accuracy and clarity. The teacher listens for science errors and notes them for each team.",
    },
    {
      title: "Final fixes and exit ticket",
      minutes: 5,
      description:
        "Teams list their last fixes on the checklist; each student writes their Day 30 role and the question they feel least ready to answer.",
    },
  ],
  differentiation: {
    supported: [
      "A welcome script frame (who we are, the problem, our message, our ask) to rehearse with a partner before the swap.",
    ],
    extension: [
      "Prepare a one-minute deeper explanation for curious visitors, such as how memory cells make a second immune response faster.",
    ],
    multilingual: [
      "Teams rehearse the welcome in each language they will host in and check translated flyers with a fluent speaker.",
    ],
  },
  assessment: [
    "Completed station checklist and question cards with sourced answers.",
    "Partner team's rehearsal feedback and the exit ticket naming each student's Day 30 role.",
  ],
  standards: { state: ["BIO1.ETS2.1"], ngss: [] },
});

/** The days whose plans the phase's download list offers. */
const listedLessons: LessonInput[] = [
  day(5, {
    number: 30,
    title: "Community Health Exhibition",
    description:
      "Teams present their campaigns at exhibition stations to families, community partners and health workers, explain the science behind them and collect audience feedback and pre/post responses.",
    drivingQuestion: "Can our campaign help our community understand and act on infectious-disease science?",
    objectives: [
      "Present the campaign and the biology behind it clearly to community audiences.",
      "Answer audience questions accurately and respectfully, saying so when something needs checking.",
      "Collect pre/post knowledge responses and feedback to evaluate the campaign.",
    ],
    keyUnderstandings: [
      "Sharing science with the community is part of doing science: it connects evidence to decisions people make.",
      "Listening to audience questions reveals what still confuses people and how the campaign could improve.",
    ],
    materials: [
      "Exhibition stations with a screen or device for each PSA",
      "Printed infographics and flyers (in community languages)",
      "Pre/post audience question cards and feedback forms",
      "Name tags, sign-in sheet and light refreshments if the budget allows",
    ],
    activities: [
      {
        title: "Set up and final check",
        minutes: 10,
        description: "Teams set up stations, test devices and rehearse their 60-second welcome.",
      },
      {
        title: "Exhibition rotations",
        minutes: 35,
        description:
          "Visitors rotate through stations; at each one they answer one pre question, watch the PSA, talk with the team and answer the post question. Team members rotate between presenting and visiting.",
      },
      {
        title: "Quick debrief",
        minutes: 7,
        description: "Teams collect forms and note the best question they were asked and one they could not answer.",
      },
    ],
    differentiation: {
      supported: ["Provide a station script card and assign speaking roles in advance."],
      extension: ["Lead a short panel discussion with a visiting health professional."],
      multilingual: ["Multilingual students host station conversations in community languages."],
    },
    assessment: [
      "Exhibition presentation scored with the community presentation rubric.",
      "Collected audience feedback and pre/post cards.",
    ],
    standards: { state: ["BIO1.ETS2.1", "BIO1.LS1.9"], ngss: [] },
  }),
  day(5, {
    number: 31,
    title: "Measuring Our Impact",
    description:
      "Teams analyze pre/post audience responses, feedback forms and any view counts to judge whether their campaign met its SMART goal, and write an impact statement.",
    drivingQuestion: "Did our campaign make a difference, and how do we know?",
    objectives: [
      "Compare pre and post responses to measure change in audience understanding.",
      "Evaluate the campaign against its SMART goal and success criteria using evidence.",
      "Recommend evidence-based improvements for a future campaign.",
    ],
    keyUnderstandings: [
      "Evaluation closes the design cycle: evidence of impact shows what worked and what to change.",
      "Short-term changes in knowledge do not guarantee changes in behaviour, so claims about impact must match the evidence collected.",
    ],
    materials: [
      "Collected pre/post cards and feedback forms",
      "Data spreadsheet or tally sheets",
      "Impact statement template",
    ],
    activities: [
      {
        title: "Tally the evidence",
        minutes: 15,
        description: "Teams tally pre and post answers and sort feedback comments into themes.",
      },
      {
        title: "Graph and compare to the goal",
        minutes: 15,
        description:
          "Teams graph the pre/post change and decide whether the SMART goal was met, partly met or not met.",
      },
      {
        title: "Write the impact statement",
        minutes: 15,
        description: "Teams write a one-paragraph impact statement with data and two recommendations for improvement.",
      },
      {
        title: "Exit ticket",
        minutes: 5,
        description: "Students state one limitation of their evidence.",
      },
    ],
    differentiation: {
      supported: ["Provide tally sheets and a graph template with pre and post bars."],
      extension: ["Discuss whether the change could be due to chance and how a larger sample would help."],
      multilingual: ["Sort feedback in any language before summarizing the themes in English."],
    },
    assessment: ["Pre/post graph.", "Impact statement with data, a conclusion about the goal and recommendations."],
    standards: { state: ["BIO1.ETS2.1"], ngss: ["HS-ETS1-3"] },
  }),
  day(5, {
    number: 32,
    title: "Reflection and Celebration",
    description:
      "Students explore public health careers, complete a portfolio reflection on their growth in science and XQ competencies, thank community partners and celebrate the unit.",
    drivingQuestion: "How have I grown as a scientist and community member, and where could this work take me?",
    objectives: [
      "Reflect on growth in understanding immunity, epidemiology and science communication using evidence from the portfolio.",
      "Connect unit skills to at least two public health or biomedical careers.",
      "Write a thank-you letter to a community partner describing the campaign's impact.",
    ],
    keyUnderstandings: [
      "Reflection turns experience into learning that transfers to new problems.",
      "Public health careers (epidemiologist, community health worker, nurse, biostatistician, health educator) use the skills practised in this unit.",
    ],
    materials: [
      "Student portfolios (Checkpoints 1-4)",
      "Career profile cards",
      "Thank-you cards",
      "Certificates of participation",
    ],
    activities: [
      {
        title: "Career connections",
        minutes: 10,
        description:
          "Students read two career profiles, including education pathways, and match unit tasks to each job.",
      },
      {
        title: "Portfolio reflection",
        minutes: 20,
        description:
          "Students answer reflection prompts: how their immune response model changed, what the data taught them, a challenge they overcame and which XQ competency grew most.",
      },
      {
        title: "Thank-you letters",
        minutes: 10,
        description: "Teams write thank-you letters to guest speakers and partners, sharing their impact data.",
      },
      {
        title: "Celebration circle",
        minutes: 12,
        description:
          "Each student shares one proud moment; the class recognizes each team's contribution to community health.",
      },
    ],
    differentiation: {
      supported: ["Offer reflection prompts as a checklist with sentence starters, or an audio reflection option."],
      extension: ["Plan how the campaign could continue next year with a new class or partner."],
      multilingual: ["Reflections may be written in a home language; thank-you letters can be bilingual."],
    },
    assessment: ["Portfolio reflection scored with the reflection rubric.", "Thank-you letter."],
    standards: { state: ["BIO1.ETS2.1"], ngss: [] },
  }),
];

export const phase5: PhaseInput = {
  number: 5,
  title: "Community Presentation & Exhibition",
  range: "Days 29-32",
  rangeNote: "26-day version: Days 25-26",
  badges: ["Unit 2 - Phase 5", "Exhibition & Reflection"],
  summary:
    "Teams prepare and host a community health exhibition, measure the impact of their campaigns and reflect on their growth as scientists and communicators.",
  overview: [
    "Phase 5 brings the campaigns to the community. After a day of preparation and rehearsal, teams host an exhibition for families, community partners and health workers, explaining the immune science behind their PSAs and collecting feedback.",
    "Teams then analyze their pre/post evidence against their SMART goals, write impact statements and close the unit with career connections, portfolio reflection and a celebration.",
  ],
  objectives: [
    "Communicate immune and public health science to community audiences.",
    "Evaluate a campaign's impact with evidence and recommend improvements.",
    "Reflect on growth in scientific understanding and XQ competencies.",
  ],
  keyActivities: [
    {
      when: "Day 29",
      title: "Exhibition preparation",
      description: "Teams set up stations, rehearse and prepare feedback tools.",
    },
    {
      when: "Day 30",
      title: "Community health exhibition",
      description: "Teams present PSAs and the science behind them to families and partners.",
    },
    {
      when: "Day 31",
      title: "Impact analysis",
      description: "Teams measure change with pre/post data and write an impact statement.",
    },
    {
      when: "Day 32",
      title: "Reflection and celebration",
      description: "Career connections, portfolio reflection and thanks to partners.",
    },
  ],
  resourceMap: [
    {
      when: "Day 29",
      question: "How do we prepare to share our science confidently with the public?",
      video: video("cc-biology-playlist"),
      interactive: interactive("bi-classroom-resources"),
      textbook: textbook("os-1-1"),
      stateStandard: "BIO1.ETS2.1",
      ngss: [],
      notes: "Send invitations two weeks ahead in community languages; confirm room, devices and any evening access.",
    },
    {
      when: "Day 30",
      question: "Can our campaign help our community understand and act on infectious-disease science?",
      video: video("cc-viruses-and-vaccines"),
      interactive: interactive("bi-virus-explorer"),
      textbook: textbook("os-42-2"),
      stateStandard: "BIO1.ETS2.1",
      ngss: [],
      notes:
        "If families cannot attend during the school day, hold the exhibition in the evening and use this period for a school audience.",
    },
    {
      when: "Day 31",
      question: "Did our campaign make a difference, and how do we know?",
      video: video("cc-scientific-method"),
      interactive: interactive("bi-classroom-resources"),
      textbook: textbook("os-1-1"),
      stateStandard: "BIO1.ETS2.1",
      ngss: ["HS-ETS1-3"],
      notes: "Encourage honest conclusions; a goal that was not met still gives valuable evidence.",
    },
    {
      when: "Day 32",
      question: "How have I grown as a scientist and community member, and where could this work take me?",
      video: video("cc-what-biologists-do"),
      interactive: interactive("bi-think-like-a-scientist-outbreak"),
      textbook: textbook("os-1-1"),
      stateStandard: "BIO1.ETS2.1",
      ngss: [],
      notes: "Invite partners to the celebration if possible; share impact data with them afterwards.",
    },
  ],
  lessons: [day29, ...listedLessons],
  materials: listedLessons.map((lesson) => lessonPlanMaterial(5, lesson)),
  unlistedMaterials: [lessonPlanMaterial(5, day29)],
  textOnlyDays: [
    {
      when: "Day 29",
      title: "Exhibition Preparation & Rehearsal",
      description:
        "Teams set up exhibition stations, rehearse a 60-second welcome and answers to likely questions, print flyers in community languages and prepare pre/post question cards. Its lesson plan is linked from the Day 29 lesson and included in the phase's .zip.",
    },
  ],
};
