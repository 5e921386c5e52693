import { interactive, textbook, video } from "#app/content/curriculum/resources.ts";
import type { LessonInput, PhaseInput } from "#app/content/curriculum/schema.ts";
import { day, lessonPlanMaterial } from "./days.ts";

/* ------------------------------------------------------------------------------------------------
 * Phase 3: Epidemiology & Community Health Investigation (Days 15-22 on the phase pages)
 * ---------------------------------------------------------------------------------------------- */

const phase3Lessons: LessonInput[] = [
  day(3, {
    number: 15,
    title: "Thinking Like an Epidemiologist: The Broad Street Pump",
    description:
      "Students analyze John Snow's 1854 cholera map of London, calculate attack rates and compare incidence and prevalence to see how epidemiologists find the cause of an outbreak.",
    drivingQuestion: "How did a map of deaths stop a cholera epidemic before anyone knew what caused cholera?",
    objectives: [
      "Analyze spatial patterns in John Snow's cholera map to identify a likely source.",
      "Calculate attack rates and rates per 100,000 people from case counts.",
      "Distinguish incidence from prevalence using examples.",
    ],
    keyUnderstandings: [
      "Epidemiology studies the patterns of disease in populations (who, where, when) to find causes and prevent spread.",
      "Rates, not raw counts, allow fair comparison of groups or places of different sizes.",
      "Snow's evidence supported waterborne spread decades before Vibrio cholerae was widely accepted as the cause.",
    ],
    materials: [
      "Printed copies of Snow's 1854 map (public domain)",
      "Case-count data table",
      "Calculators and coloured pencils",
    ],
    activities: [
      {
        title: "Map analysis",
        minutes: 20,
        description:
          "Pairs mark the pumps, look for clusters of deaths and explain anomalies Snow investigated (the brewery workers and the workhouse residents who had their own water).",
      },
      {
        title: "Rate calculations",
        minutes: 15,
        description:
          "Students calculate attack rates for households by water company and convert counts to rates per 100,000.",
      },
      {
        title: "Incidence or prevalence?",
        minutes: 10,
        description:
          "Students sort examples (new flu cases this week, people living with diabetes) and explain the difference.",
      },
      {
        title: "Exit ticket",
        minutes: 5,
        description: "Students explain why a town with more cases might still have a lower rate of disease.",
      },
    ],
    differentiation: {
      supported: ["Provide a map with pumps pre-labelled and a rate calculation example."],
      extension: ["Compare Snow's map with a modern disease map from a state health department dashboard."],
      multilingual: ["Use the map as a visual anchor; provide a glossary of rate, case and cluster."],
    },
    assessment: ["Annotated map with a justified source.", "Rate calculations checked for accuracy.", "Exit ticket."],
    standards: { state: ["BIO1.LS2.9"], ngss: ["HS-LS2-2"] },
  }),
  day(3, {
    number: 16,
    title: "Outbreak Investigation: Reading Epidemic Curves",
    description:
      "Working from a line list modelled on a school norovirus outbreak, students write a case definition, build an epidemic curve and use its shape to form a hypothesis about the source.",
    drivingQuestion: "What can the shape of an epidemic curve tell us about how an outbreak started?",
    objectives: [
      "Write a case definition using person, place and time.",
      "Construct an epidemic curve from a line list of cases.",
      "Distinguish point-source from person-to-person (propagated) outbreak patterns.",
      "Propose a testable hypothesis about the source and a control measure.",
    ],
    keyUnderstandings: [
      "Outbreak investigations follow steps: confirm the outbreak, define cases, find cases, describe them, form and test hypotheses, and control the spread.",
      "A single sharp peak suggests a common source; a series of growing peaks spaced by the incubation period suggests person-to-person spread.",
    ],
    materials: [
      "Line list of 40 cases (onset date and time, symptoms, lunch eaten, class)",
      "Graph paper",
      "Outbreak investigation steps card",
    ],
    activities: [
      {
        title: "Steps of an investigation",
        minutes: 8,
        description: "Introduce the investigation steps with a short story of a real health department response.",
      },
      {
        title: "Build the epidemic curve",
        minutes: 20,
        description: "Groups apply their case definition to the line list and plot cases by onset in 6-hour intervals.",
      },
      {
        title: "Interpret and hypothesize",
        minutes: 15,
        description:
          "Groups compare their curve with point-source and propagated examples, use the food histories to compute attack rates for each lunch item and name a likely source.",
      },
      {
        title: "Exit ticket",
        minutes: 7,
        description:
          "Students recommend one control measure and explain which link of the chain of infection it breaks.",
      },
    ],
    differentiation: {
      supported: ["Provide pre-drawn axes and a shortened line list of 20 cases."],
      extension: ["Estimate the incubation period from the curve and compare it with published values for norovirus."],
      multilingual: ["Model reading one row of the line list aloud before groups begin."],
    },
    assessment: ["Epidemic curve with correct intervals and labels.", "Hypothesis supported by attack-rate evidence."],
    standards: { state: ["BIO1.LS2.9"], ngss: ["HS-LS2-2", "HS-ETS1-2"] },
  }),
  day(3, {
    number: 17,
    title: "Reading Public Health Data",
    description:
      "Students use CDC and state health department data on vaccination coverage and disease cases to compare their county with state and national figures and to question how data are displayed.",
    drivingQuestion: "What does public health data say about our community, and what does it leave out?",
    objectives: [
      "Interpret bar graphs, maps and trend lines from public health dashboards.",
      "Compare local vaccination coverage with state and national figures and with herd immunity thresholds.",
      "Identify at least two limitations of a public health data set.",
    ],
    keyUnderstandings: [
      "Public health agencies collect surveillance data to spot trends and target resources.",
      "Averages can hide local gaps, and how a graph is drawn (axis scale, time range) can change the story it seems to tell.",
    ],
    materials: [
      "Printed data sets: kindergarten vaccination coverage by county, annual measles or pertussis cases, flu vaccination by age group",
      "A deliberately misleading graph for the warm-up",
      "Devices for the state health dashboard (optional)",
    ],
    activities: [
      {
        title: "Warm-up: Spot the trick",
        minutes: 7,
        description: "Students critique a graph with a truncated axis and redraw it honestly.",
      },
      {
        title: "Data stations",
        minutes: 25,
        description:
          "Groups rotate through three data sets, answering what it shows, what has changed over time and what questions it raises for our community.",
      },
      {
        title: "Local versus national",
        minutes: 13,
        description:
          "Groups place their county's coverage on a number line with the state and national figures and the measles threshold.",
      },
      {
        title: "Exit ticket",
        minutes: 5,
        description: "Students name one thing the data cannot tell us and how they could find out.",
      },
    ],
    differentiation: {
      supported: ["Provide guided questions for each graph type and a reading-a-graph checklist."],
      extension: ["Calculate the percentage-point change over five years and discuss whether it is meaningful."],
      multilingual: [
        "Pair text-heavy data notes with annotated visuals; preview key terms such as coverage and trend.",
      ],
    },
    assessment: ["Data station record sheet.", "Exit ticket identifying a data limitation."],
    standards: { state: ["BIO1.LS2.9"], ngss: [] },
  }),
  day(3, {
    number: 18,
    title: "Social Determinants of Health and Global Disease Burden",
    description:
      "Students explore how housing, work, income, transport, language and access to care shape exposure to infection and outcomes, locally and worldwide.",
    drivingQuestion: "Why do infectious diseases hit some communities harder than others?",
    objectives: [
      "Identify five social determinants of health and link each to infection risk or outcome.",
      "Compare infectious disease burden between low- and high-income countries using WHO data.",
      "Map assets in our own community that support health.",
    ],
    keyUnderstandings: [
      "Biology explains how a pathogen causes disease; social conditions strongly influence who is exposed and who gets care.",
      "Diseases such as diarrhoeal illness, malaria and tuberculosis remain leading causes of death in many low-income countries, though they are largely preventable or treatable.",
      "Communities also have assets (clinics, faith groups, community health workers, schools) that public health can build on.",
    ],
    materials: [
      "'Two zip codes' scenario cards",
      "WHO global health data summaries",
      "Large paper for determinant webs and asset maps",
    ],
    activities: [
      {
        title: "Two zip codes",
        minutes: 10,
        description:
          "Students compare two fictional teenagers with the same flu virus but different housing, jobs and access to care, and predict outcomes.",
      },
      {
        title: "Determinant web",
        minutes: 20,
        description:
          "Groups build a web linking determinants to exposure, susceptibility and outcome, with one piece of evidence for each link.",
      },
      {
        title: "Global data comparison",
        minutes: 15,
        description:
          "Groups compare causes of death and vaccine coverage in two countries and connect differences to determinants.",
      },
      {
        title: "Exit ticket",
        minutes: 5,
        description: "Students list two community assets their campaign could partner with.",
      },
    ],
    differentiation: {
      supported: ["Provide a determinant web with categories already labelled."],
      extension: ["Research a community health worker programme in another country and evaluate its results."],
      multilingual: ["Invite students to share how health care works in other countries they know, if they wish."],
    },
    assessment: ["Determinant web with evidence for each link.", "Global comparison notes.", "Community asset list."],
    standards: { state: ["BIO1.LS2.9", "BIO1.ETS2.1"], ngss: ["HS-ETS1-1"] },
  }),
  day(3, {
    number: 19,
    title: "Designing a Community Health Survey",
    description:
      "Teams choose a health question for their community, write clear and unbiased survey questions, pilot them with another team and complete an ethics checklist.",
    drivingQuestion: "How can we ask our community about health in a way that gives honest, useful answers?",
    objectives: [
      "Write closed and open survey questions that are clear, neutral and answerable.",
      "Revise questions after a pilot test.",
      "Apply research ethics: voluntary participation, anonymity and age-appropriate consent.",
    ],
    keyUnderstandings: [
      "Leading or confusing questions produce biased data, so piloting and revising questions is part of good science.",
      "Collecting information from people requires respect: participation is voluntary, no names or health records are collected, and results are shared honestly.",
    ],
    materials: [
      "Examples of poorly written survey questions",
      "Survey planning template",
      "Ethics checklist (approved by the school)",
    ],
    activities: [
      {
        title: "Fix the bad questions",
        minutes: 10,
        description:
          "Students identify problems (leading wording, two questions in one, jargon) in sample questions and rewrite them.",
      },
      {
        title: "Draft the survey",
        minutes: 20,
        description:
          "Teams choose a focus (for example where families get health information, flu vaccine knowledge or handwashing habits) and draft 6-8 questions.",
      },
      {
        title: "Pilot and revise",
        minutes: 15,
        description: "Teams answer another team's survey, note confusing items and revise their own.",
      },
      {
        title: "Ethics checklist",
        minutes: 5,
        description:
          "Teams confirm the survey collects no names or personal health records and write a short consent statement.",
      },
    ],
    differentiation: {
      supported: [
        "Provide question stems (How often do you..., Where do you usually...) and a multiple-choice template.",
      ],
      extension: ["Plan how to reach a representative sample and describe likely sampling bias."],
      multilingual: ["Teams translate their survey so families can answer in their preferred language."],
    },
    assessment: ["Revised survey with pilot notes.", "Completed ethics checklist."],
    standards: { state: ["BIO1.ETS2.1"], ngss: ["HS-ETS1-1", "HS-ETS1-2"] },
  }),
  day(3, {
    number: 20,
    title: "Collecting Community Voices",
    description:
      "Students practise respectful interviewing, collect survey responses from the school community and families, and hear from a community health worker or school nurse.",
    drivingQuestion: "What do people in our community know, believe and need about infectious disease?",
    objectives: [
      "Conduct surveys or short interviews respectfully and record responses accurately.",
      "Enter data consistently into a shared spreadsheet.",
      "Identify themes from a guest speaker's experience of community health work.",
    ],
    keyUnderstandings: [
      "Listening to community members reveals needs and beliefs that data dashboards miss.",
      "Accurate, consistent recording is what makes data trustworthy.",
    ],
    materials: [
      "Printed or online surveys",
      "Shared spreadsheet with coded columns",
      "Guest speaker (school nurse, community health worker or public health officer) in person or by video",
    ],
    activities: [
      {
        title: "Interview practice",
        minutes: 10,
        description:
          "Pairs role-play asking survey questions, including how to respond politely when someone declines.",
      },
      {
        title: "Collect responses or guest panel",
        minutes: 25,
        description:
          "Teams survey another class or staff during an arranged time, or hold a question session with the guest speaker; family surveys continue as homework.",
      },
      {
        title: "Enter the data",
        minutes: 15,
        description: "Teams enter responses using agreed codes and check each other's entries.",
      },
      {
        title: "Exit ticket",
        minutes: 5,
        description: "Students note one surprising response or insight and what it suggests for the campaign.",
      },
    ],
    differentiation: {
      supported: ["Provide a response-recording sheet with checkboxes."],
      extension: ["Design a follow-up question that would explain a surprising result."],
      multilingual: [
        "Multilingual students may lead interviews in families' preferred languages, a valued skill for the team.",
      ],
    },
    assessment: ["Accurately entered data set.", "Notes from the guest speaker with at least two themes."],
    standards: { state: ["BIO1.ETS2.1"], ngss: ["HS-ETS1-1"] },
  }),
  day(3, {
    number: 21,
    title: "Analyzing Data and Spotting Misinformation",
    description:
      "Teams summarize their survey results in graphs and use lateral reading (the SIFT method) to check health claims their community is likely to meet online.",
    drivingQuestion:
      "How do we turn survey answers into evidence, and how do we tell reliable health information from misinformation?",
    objectives: [
      "Calculate percentages and create an appropriate graph for each survey question.",
      "Identify the main knowledge gaps or misconceptions in the data.",
      "Evaluate online health claims using the SIFT steps: Stop, Investigate the source, Find better coverage, Trace claims.",
    ],
    keyUnderstandings: [
      "Survey results describe only the people who answered; small samples call for cautious conclusions.",
      "Reliable health information names its evidence and sources; checking what other trustworthy sources say is faster and more accurate than judging a single page.",
    ],
    materials: [
      "Team data spreadsheets",
      "Three printed social media posts with health claims (one accurate, two misleading)",
      "SIFT reference card",
    ],
    activities: [
      {
        title: "Summarize the data",
        minutes: 20,
        description: "Teams calculate percentages, choose bar or pie graphs and write one sentence per graph.",
      },
      {
        title: "SIFT practice",
        minutes: 20,
        description:
          "Pairs apply SIFT to three posts, checking who is behind each claim and what reliable sources say.",
      },
      {
        title: "Find the gap",
        minutes: 10,
        description: "Teams name the misconception or knowledge gap their campaign will target, citing their data.",
      },
      {
        title: "Exit ticket",
        minutes: 5,
        description: "Students write one claim from the posts and the evidence that supports or refutes it.",
      },
    ],
    differentiation: {
      supported: ["Provide a spreadsheet with formulas for percentages already set up."],
      extension: ["Calculate a margin of error for one question and explain what it means."],
      multilingual: ["Include one post in Spanish or another community language for bilingual students to evaluate."],
    },
    assessment: [
      "Graphs with accurate percentages and captions.",
      "SIFT analysis of three posts.",
      "Evidence-based gap statement.",
    ],
    standards: { state: ["BIO1.ETS2.1"], ngss: ["HS-ETS1-1", "HS-LS2-2"] },
  }),
  day(3, {
    number: 22,
    title: "Checkpoint 3: Community Health Profile",
    description:
      "Phase 3 checkpoint. Teams present a three-minute community health profile combining public data and survey findings, then commit to the focus, audience and goal of their public health campaign.",
    drivingQuestion: "What is the most important infectious-disease message our community needs right now?",
    objectives: [
      "Present a community health profile that combines public data and original survey data.",
      "Justify a campaign focus and target audience with evidence.",
      "Respond to questions from peers with evidence.",
    ],
    keyUnderstandings: [
      "Good public health action starts from evidence about a specific community, not from assumptions.",
      "A focused campaign with one audience and one goal is more effective than a message for everyone.",
    ],
    materials: [
      "Team graphs and notes",
      "Profile presentation template (three slides or a poster)",
      "Checkpoint 3 rubric and peer question cards",
    ],
    activities: [
      {
        title: "Finalize the profile",
        minutes: 15,
        description:
          "Teams complete three slides or a poster: what the data show, what our community told us, and the gap we will address.",
      },
      {
        title: "Profile presentations",
        minutes: 25,
        description: "Each team presents for three minutes and answers one question from the audience.",
      },
      {
        title: "Commit to a focus",
        minutes: 10,
        description: "Teams write their campaign focus, audience and measurable goal on a commitment card.",
      },
      {
        title: "Exit ticket",
        minutes: 5,
        description: "Students reflect on the strongest piece of evidence their team found.",
      },
    ],
    differentiation: {
      supported: ["Provide a script template for each slide."],
      extension: ["Compare the team's findings with a published local health needs assessment."],
      multilingual: ["Allow bilingual slides and presenting in pairs."],
    },
    assessment: ["Community health profile scored with the Checkpoint 3 rubric.", "Campaign commitment card."],
    standards: { state: ["BIO1.LS2.9", "BIO1.ETS2.1"], ngss: ["HS-LS2-2", "HS-ETS1-1"] },
  }),
];

export const phase3: PhaseInput = {
  number: 3,
  title: "Epidemiology & Community Health Investigation",
  range: "Days 15-22",
  rangeNote: "26-day version: Days 15-20",
  badges: ["Unit 2 - Phase 3", "Data & Community Voice"],
  summary:
    "Students learn the epidemiologist's toolkit, read public health data, study social determinants of health and survey their own community to find the message it most needs.",
  overview: [
    "Phase 3 turns students into investigators. They start with John Snow's cholera map and a school outbreak case, then read real surveillance data for their county and examine how social conditions shape who gets sick.",
    "In the second half, teams design, pilot and run a community health survey, analyze the results and check common claims for misinformation. Checkpoint 3 is a community health profile that sets the focus of each team's campaign.",
  ],
  objectives: [
    "Use rates, maps and epidemic curves to investigate outbreaks.",
    "Interpret public health data and recognise its limitations.",
    "Explain how social determinants shape exposure and outcomes locally and globally.",
    "Design and run an ethical survey and analyze the results to choose a campaign focus.",
  ],
  keyActivities: [
    {
      when: "Days 15-16",
      title: "Outbreak detectives",
      description: "Snow's cholera map and an epidemic-curve case build the epidemiologist's toolkit.",
    },
    {
      when: "Days 19-20",
      title: "Community health survey",
      description: "Teams design, pilot and carry out an ethical survey and hear from a health worker.",
    },
    {
      when: "Day 21",
      title: "Data and misinformation",
      description: "Teams graph their results and check health claims with lateral reading.",
    },
  ],
  checkpoint: {
    when: "Day 22",
    title: "Checkpoint 3: Community Health Profile",
    description: "A three-minute, evidence-based profile that sets each team's campaign focus, audience and goal.",
  },
  resourceMap: [
    {
      when: "Day 15",
      question: "How did a map of deaths stop a cholera epidemic before anyone knew what caused cholera?",
      video: video("cc-biology-playlist"),
      interactive: interactive("bi-modeling-disease-spread"),
      textbook: textbook("os-22-4"),
      stateStandard: "BIO1.LS2.9",
      ngss: ["HS-LS2-2"],
      notes: "Snow's map is public domain; print it large enough for pairs to annotate.",
    },
    {
      when: "Day 16",
      question: "What can the shape of an epidemic curve tell us about how an outbreak started?",
      video: video("cc-biology-playlist"),
      interactive: interactive("bi-outbreak-case-study"),
      textbook: textbook("os-21-2"),
      stateStandard: "BIO1.LS2.9",
      ngss: ["HS-LS2-2", "HS-ETS1-2"],
      notes: "The line list is fictional; say so, so students do not worry about a real outbreak at school.",
    },
    {
      when: "Day 17",
      question: "What does public health data say about our community, and what does it leave out?",
      video: video("cc-scientific-method"),
      interactive: interactive("bi-classroom-resources"),
      textbook: textbook("os-45-1"),
      stateStandard: "BIO1.LS2.9",
      ngss: [],
      notes: "Download county data before class in case dashboards are slow or blocked.",
    },
    {
      when: "Day 18",
      question: "Why do infectious diseases hit some communities harder than others?",
      video: video("cc-biology-playlist"),
      interactive: interactive("bi-outbreak-case-study"),
      textbook: textbook("os-45-5"),
      stateStandard: "BIO1.ETS2.1",
      ngss: ["HS-ETS1-1"],
      notes: "Use fictional scenarios so no student's family situation is put on display.",
    },
    {
      when: "Day 19",
      question: "How can we ask our community about health in a way that gives honest, useful answers?",
      video: video("cc-biology-playlist"),
      interactive: interactive("bi-classroom-resources"),
      textbook: textbook("os-1-1"),
      stateStandard: "BIO1.ETS2.1",
      ngss: ["HS-ETS1-1", "HS-ETS1-2"],
      notes: "Have the survey approved under your school's policy; collect no names or personal health records.",
    },
    {
      when: "Day 20",
      question: "What do people in our community know, believe and need about infectious disease?",
      video: video("cc-biology-playlist"),
      interactive: interactive("bi-classroom-resources"),
      textbook: textbook("os-21-3"),
      stateStandard: "BIO1.ETS2.1",
      ngss: ["HS-ETS1-1"],
      notes: "Book the guest speaker two weeks ahead; a recorded interview works if schedules do not align.",
    },
    {
      when: "Day 21",
      question: "How do we tell reliable health information from misinformation?",
      video: video("cc-scientific-method"),
      interactive: interactive("bi-classroom-resources"),
      textbook: textbook("os-1-1"),
      stateStandard: "BIO1.ETS2.1",
      ngss: ["HS-ETS1-1", "HS-LS2-2"],
      notes: "Choose posts that do not mock any group; focus on checking evidence, not on who believes what.",
    },
    {
      when: "Day 22",
      question: "What is the most important infectious-disease message our community needs right now?",
      video: video("cc-biology-playlist"),
      interactive: interactive("bi-modeling-disease-spread"),
      textbook: textbook("os-21-3"),
      stateStandard: "BIO1.LS2.9",
      ngss: ["HS-LS2-2", "HS-ETS1-1"],
      notes: "Checkpoint 3. Keep presentations to time; commitment cards guide team work in Phase 4.",
    },
  ],
  lessons: phase3Lessons,
  materials: phase3Lessons.map((lesson) => lessonPlanMaterial(3, lesson)),
};
