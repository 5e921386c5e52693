import { interactive, textbook, video } from "#app/content/curriculum/resources.ts";
import type { LessonInput, PhaseInput } from "#app/content/curriculum/schema.ts";
import { day, lessonPlanMaterial } from "./days.ts";
import { unlistedHandouts } from "./unlisted-handouts.ts";

/* ------------------------------------------------------------------------------------------------
 * Phase 3: Epidemiology & Community Health Investigation (Days 15-22 on the phase pages)
 * ---------------------------------------------------------------------------------------------- */

const phase3Plans: LessonInput[] = [
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
      "Calculators and colored pencils",
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
      supported: ["Provide a map with pumps pre-labeled and a rate calculation example."],
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
      "Working from a line list modeled on a school norovirus outbreak, students write a case definition, build an epidemic curve and use its shape to form a hypothesis about the source.",
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
      supported: ["Provide a determinant web with categories already labeled."],
      extension: ["Research a community health worker program in another country and evaluate its results."],
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
      "Students practice respectful interviewing, collect survey responses from the school community and families, and hear from a community health worker or school nurse.",
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
    assessment: [
      "Community health profile scored with the Checkpoint 3 rubric (public data, survey data, evidence-based focus, responding to questions).",
      "Campaign commitment card.",
    ],
    standards: { state: ["BIO1.LS2.9", "BIO1.ETS2.1"], ngss: ["HS-LS2-2", "HS-ETS1-1"] },
  }),
];

/* Student handouts for Days 15-22 (issue 29, point 2): each day's own work, keyed in answer-keys/unit2a.ts. */
type HandoutInput = NonNullable<LessonInput["handout"]>;

const phase3Handouts: Record<number, HandoutInput> = {
  15: {
    title: "The Broad Street Pump",
    intro:
      "In 1854 cholera killed hundreds of people in a few London streets. Use Snow's map and the case-count data table to find the source, as he did, and practice the rates epidemiologists use.",
    sections: [
      {
        heading: "Read the map",
        prompts: [
          {
            id: "u2-d15-q1",
            text: "Mark the pumps on your map. Where are the deaths clustered? Describe the pattern in two sentences.",
          },
          {
            id: "u2-d15-q2",
            text: "The brewery and the workhouse were close to Broad Street but had few or no deaths. Suggest why, using the notes under the data.",
          },
        ],
      },
      {
        heading: "Calculate rates",
        prompts: [
          {
            id: "u2-d15-q3",
            text: "From the case-count data table, calculate the attack rate (%) and the deaths per 100,000 people for each group.",
            response: {
              kind: "table",
              columns: ["Group", "Attack rate (%)", "Deaths per 100,000"],
              rows: ["Under 100 m", "100-200 m", "200-400 m", "Over 400 m", "Workhouse", "Brewery"],
            },
          },
          { id: "u2-d15-q4", text: "Why do we compare rates instead of the numbers of deaths?" },
          { id: "u2-d15-q5", text: "Write a claim about the source of the outbreak, with two pieces of evidence." },
        ],
      },
      {
        heading: "Incidence and prevalence",
        prompts: [
          {
            id: "u2-d15-q6",
            text: "Exit ticket: Explain the difference between incidence and prevalence, with an example of a disease where prevalence is much higher than incidence.",
          },
        ],
      },
    ],
    wordBank: [
      { term: "attack rate", meaning: "cases divided by the people at risk, as a percentage" },
      { term: "rate per 100,000", meaning: "cases divided by the population, multiplied by 100,000" },
      { term: "incidence", meaning: "new cases in a period of time" },
      { term: "prevalence", meaning: "all existing cases at one time" },
      { term: "cluster", meaning: "a group of cases close together in place or time" },
    ],
    sentenceStarters: [
      "Deaths cluster around ...",
      "The rate is highest ..., which suggests ...",
      "Incidence counts ... while prevalence counts ...",
    ],
  },
  16: {
    title: "Outbreak at Lunch",
    intro:
      "On 10 March, 40 students became ill with vomiting and cramps a few hours after school lunch. Use the line list of 40 cases and the investigation steps card to describe the outbreak and find its likely source.",
    sections: [
      {
        heading: "Person, place, time",
        prompts: [
          {
            id: "u2-d16-q1",
            text: "Write a case definition for this outbreak using person, place and time.",
            starter: "A case is a student who ...",
          },
          {
            id: "u2-d16-q2",
            text: "Count the cases by hour of onset.",
            response: {
              kind: "table",
              columns: ["Hour of onset", "Number of cases"],
              rows: [
                "13:00-13:59",
                "14:00-14:59",
                "15:00-15:59",
                "16:00-16:59",
                "17:00-17:59",
                "18:00-18:59",
                "19:00-19:59",
              ],
            },
          },
          {
            id: "u2-d16-q3",
            text: "Draw the epidemic curve: one bar per hour, no gaps, axes labeled.",
            response: { kind: "graph", x: "Hour of onset (10 March)", y: "Number of cases" },
          },
          {
            id: "u2-d16-q4",
            text: "Is this a point-source or a person-to-person (propagated) outbreak? Use the shape of your curve.",
            starter: "The curve rises and falls ..., so it is ...",
          },
        ],
      },
      {
        heading: "Find the source",
        reference: {
          caption: "Cafeteria records for 10 March: students who ate each lunch",
          columns: ["Lunch", "Students who ate it"],
          rows: [
            ["Chicken salad sandwich", "60"],
            ["Pizza", "120"],
            ["Veggie wrap", "45"],
          ],
        },
        prompts: [
          {
            id: "u2-d16-q5",
            text: "Count the cases who ate each lunch and calculate each lunch's attack rate.",
            starter: "The attack rate for ... was ..., much higher than ...",
            response: {
              kind: "table",
              columns: ["Lunch", "Cases", "Ate it", "Attack rate (%)"],
              rows: ["Chicken salad sandwich", "Pizza", "Veggie wrap"],
            },
          },
          {
            id: "u2-d16-q6",
            text: "State a testable hypothesis about the source, and how a health department would test it.",
          },
          { id: "u2-d16-q7", text: "Propose one control measure and explain why it would prevent more cases." },
        ],
      },
    ],
    wordBank: [
      { term: "case definition", meaning: "the rules for who counts as a case: symptoms, place and time" },
      { term: "epidemic curve", meaning: "a histogram of cases by time of onset" },
      { term: "point source", meaning: "everyone exposed to one source at about the same time" },
      { term: "propagated", meaning: "spread from person to person in waves" },
      { term: "incubation period", meaning: "time from exposure to the first symptoms" },
    ],
    sentenceStarters: [
      "A case is a student who ...",
      "The curve rises and falls ..., so it is ...",
      "The attack rate for ... was ..., much higher than ...",
    ],
  },
  17: {
    title: "Reading Public Health Data",
    intro:
      "Public health dashboards turn thousands of records into graphs and maps. Work through the three printed data sets, compare them with herd immunity thresholds and look for what the data cannot tell you.",
    sections: [
      {
        heading: "Warm-up: a misleading graph",
        prompts: [{ id: "u2-d17-q1", text: "What makes the warm-up display misleading? Name two features." }],
      },
      {
        heading: "Data stations",
        prompts: [
          {
            id: "u2-d17-q2",
            text: "Kindergarten coverage: which counties are below the measles threshold of about 93 %? By how many points?",
          },
          { id: "u2-d17-q3", text: "Measles cases by year: describe the trend and name the year with the most cases." },
          {
            id: "u2-d17-q4",
            text: "Flu vaccination by age: which age group has the lowest coverage, and why might that matter?",
          },
          {
            id: "u2-d17-q5",
            text: "Record one finding from each data set.",
            response: {
              kind: "table",
              columns: ["Data set", "Finding (with a number)", "Question it raises"],
              rows: ["Coverage by county", "Measles cases", "Flu by age"],
            },
          },
        ],
      },
      {
        heading: "Limits of the data",
        prompts: [
          {
            id: "u2-d17-q6",
            text: "Exit ticket: Name two limitations of one data set and how each could change a conclusion.",
          },
        ],
      },
    ],
    wordBank: [
      { term: "dashboard", meaning: "a web page of graphs and maps kept up to date" },
      { term: "trend", meaning: "the general direction of data over time" },
      { term: "limitation", meaning: "something a data set cannot show or may get wrong" },
      { term: "exemption", meaning: "a recorded reason a child is not vaccinated for school" },
    ],
    sentenceStarters: [
      "The graph misleads because ...",
      "County ... is ... points below ...",
      "One limitation is ..., which could mean ...",
    ],
  },
  18: {
    title: "Two Zip Codes",
    intro:
      "Where people live, work and learn shapes their health. Read your 'two zip codes' card, build a determinant web, compare global data and map the health assets in our own community.",
    sections: [
      {
        heading: "Determinant web",
        prompts: [
          {
            id: "u2-d18-q1",
            text: "For each social determinant, give one piece of evidence from your scenario card and how it changes infection risk or outcome.",
            response: {
              kind: "table",
              columns: ["Determinant", "Evidence from the card", "Effect on risk or outcome"],
              rows: [
                "Economic stability",
                "Education",
                "Health care access",
                "Neighborhood and environment",
                "Social and community context",
              ],
            },
          },
          { id: "u2-d18-q2", text: "Both families are exposed to the same flu strain. Why might the outcome differ?" },
        ],
      },
      {
        heading: "Global burden and our assets",
        prompts: [
          {
            id: "u2-d18-q3",
            text: "From the WHO summaries: compare one infectious-disease measure between low- and high-income countries, with numbers.",
          },
          { id: "u2-d18-q4", text: "List four assets in our community that support health and who each one serves." },
          { id: "u2-d18-q5", text: "Which asset could help our campaign reach people most affected? Why?" },
        ],
      },
    ],
    wordBank: [
      {
        term: "social determinant",
        meaning: "a condition where people live, learn, work and play that affects health",
      },
      { term: "asset", meaning: "a strength of a community: a place, group or person that supports health" },
      { term: "burden", meaning: "how much illness and early death a disease causes" },
      { term: "access", meaning: "being able to get and use a service" },
    ],
    sentenceStarters: [
      "The card says ..., which raises risk because ...",
      "In low-income countries ..., while in high-income countries ...",
      "One asset is ..., which serves ...",
    ],
  },
  19: {
    title: "Designing Our Survey",
    intro:
      "Your team will find out what people in our community know and think about a health topic. Fix poorly written questions, write your own, pilot them and check your plan against the ethics checklist.",
    sections: [
      {
        heading: "Fix the questions",
        prompts: [
          {
            id: "u2-d19-q1",
            text: "For two example questions, say what is wrong (leading, double-barrelled, unclear or too personal) and rewrite it.",
            response: { kind: "table", columns: ["Example", "Problem", "Rewritten question"], rows: ["1", "2"] },
          },
        ],
      },
      {
        heading: "Our survey",
        prompts: [
          { id: "u2-d19-q2", text: "Our research question (what we want to find out, and from whom):" },
          {
            id: "u2-d19-q3",
            text: "Write four closed questions (with answer choices) and one open question.",
            response: { kind: "frames", count: 5 },
          },
          { id: "u2-d19-q4", text: "Pilot notes: what confused your pilot testers, and what did you change?" },
          {
            id: "u2-d19-q5",
            text: "Ethics: how will you make participation voluntary and anonymous, and what will you do if someone under 18 wants to take part?",
          },
        ],
      },
    ],
    wordBank: [
      { term: "closed question", meaning: "a question with set answer choices" },
      { term: "open question", meaning: "a question people answer in their own words" },
      { term: "leading question", meaning: "a question that pushes people towards one answer" },
      { term: "anonymous", meaning: "no one can tell who gave which answer" },
      { term: "pilot", meaning: "a small trial run to find problems before the real survey" },
    ],
    sentenceStarters: [
      "This question is leading because ...",
      "We want to find out ...",
      "We will keep answers anonymous by ...",
    ],
  },
  20: {
    title: "Collecting Community Voices",
    intro:
      "Today you collect your data and hear from someone who does community health work. Record responses exactly, enter them the same way every time and listen for themes.",
    sections: [
      {
        heading: "Data collection log",
        prompts: [
          {
            id: "u2-d20-q1",
            text: "Log each survey or interview you carry out (no names).",
            response: {
              kind: "table",
              columns: ["Response #", "Age group", "Consent given (Y/N)", "Entered in spreadsheet (Y/N)"],
              rows: 8,
            },
          },
          {
            id: "u2-d20-q2",
            text: "How did your team code answers in the spreadsheet (for example Yes = 1, No = 0)? Why must everyone use the same codes?",
          },
        ],
      },
      {
        heading: "Guest speaker",
        prompts: [
          { id: "u2-d20-q3", text: "Notes: what does our speaker's work involve, and who does it serve?" },
          { id: "u2-d20-q4", text: "Name two themes from the talk, each with a quote or example." },
          { id: "u2-d20-q5", text: "How could one theme change the focus of our campaign?" },
        ],
      },
    ],
    wordBank: [
      { term: "code", meaning: "a short number or label used for an answer in a spreadsheet" },
      { term: "theme", meaning: "an idea that comes up again and again" },
      { term: "respondent", meaning: "a person who answers a survey" },
      { term: "consent", meaning: "agreement to take part" },
    ],
    sentenceStarters: [
      "We coded ... as ... so that ...",
      "One theme was ..., for example ...",
      "This could change our campaign by ...",
    ],
  },
  21: {
    title: "Data and Misinformation",
    intro:
      "Turn your survey data into percentages and graphs, find the biggest gap in what people know, and use the SIFT steps to check three health posts from social media.",
    sections: [
      {
        heading: "Analyze our data",
        prompts: [
          {
            id: "u2-d21-q1",
            text: "For two survey questions, calculate the percentage giving each answer (answers / total responses x 100).",
            response: { kind: "table", columns: ["Question", "Answer", "Count", "Total", "Percentage"], rows: 6 },
          },
          {
            id: "u2-d21-q2",
            text: "Choose the best graph for one question (bar, pie or stacked bar) and draw it with a caption.",
            response: { kind: "graph", x: "Answer", y: "Percentage of respondents" },
          },
          {
            id: "u2-d21-q3",
            text: "Gap statement: the biggest knowledge gap or misconception in our data is ..., shown by ...",
          },
        ],
      },
      {
        heading: "SIFT three posts",
        prompts: [
          {
            id: "u2-d21-q4",
            text: "Apply the SIFT steps to each post.",
            response: {
              kind: "table",
              columns: ["Post", "Investigate the source", "Find better coverage", "Trace the claim", "Verdict"],
              rows: ["Post 1", "Post 2", "Post 3"],
            },
          },
          { id: "u2-d21-q5", text: "Which post was accurate? What evidence convinced you?" },
        ],
      },
    ],
    wordBank: [
      { term: "percentage", meaning: "a part out of 100: count / total x 100" },
      { term: "misconception", meaning: "an idea that many people hold that evidence shows is wrong" },
      { term: "lateral reading", meaning: "leaving a page to see what other sources say about it" },
      { term: "SIFT", meaning: "Stop, Investigate the source, Find better coverage, Trace claims" },
    ],
    sentenceStarters: [
      "...% of respondents said ...",
      "The biggest gap is ... because ...",
      "The source is ..., and other coverage shows ...",
    ],
  },
  22: {
    title: "Community Health Profile",
    intro:
      "Checkpoint 3. Present your team's community health profile: what public data and your survey show, and which campaign focus and audience the evidence points to. Use this sheet to plan and to question other teams.",
    sections: [
      {
        heading: "Plan the profile",
        prompts: [
          { id: "u2-d22-q1", text: "Our most important public-data finding (with a number and source):" },
          { id: "u2-d22-q2", text: "Our most important survey finding (with a percentage and sample size):" },
          {
            id: "u2-d22-q3",
            text: "Campaign focus and target audience, and why the evidence points there:",
          },
          { id: "u2-d22-q4", text: "One limitation of our data and what we would do about it:" },
        ],
      },
      {
        heading: "Questions and commitment",
        prompts: [
          {
            id: "u2-d22-q5",
            text: "Questions I asked other teams and the answers they gave.",
            response: { kind: "table", columns: ["Team", "My question", "Their answer"], rows: 3 },
          },
          { id: "u2-d22-q6", text: "Campaign commitment: our team will make a campaign about ... for ... because ..." },
        ],
      },
    ],
    wordBank: [
      { term: "profile", meaning: "a summary picture of a community's health" },
      { term: "target audience", meaning: "the group a campaign is made for" },
      { term: "sample size", meaning: "how many people answered" },
      { term: "limitation", meaning: "a weakness in how data were collected" },
    ],
    sentenceStarters: ["Public data show that ...", "In our survey, ...% of ... said ...", "We chose ... because ..."],
  },
};

const phase3Lessons: LessonInput[] = phase3Plans.map((lesson) => ({
  ...lesson,
  handout: phase3Handouts[lesson.number],
}));

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
    "Interpret public health data and recognize its limitations.",
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
      textbook: textbook("osap-36-5"),
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
      textbook: textbook("osap-21-3"),
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
      textbook: textbook("osap-21-3"),
      stateStandard: "BIO1.LS2.9",
      ngss: ["HS-LS2-2", "HS-ETS1-1"],
      notes: "Checkpoint 3. Keep presentations to time; commitment cards guide team work in Phase 4.",
    },
  ],
  lessons: phase3Lessons,
  materials: phase3Lessons.map((lesson) => lessonPlanMaterial(3, lesson)),
  // Every day's handout, off the fixed download list, and Day 16's supported and modified versions.
  unlistedMaterials: unlistedHandouts(3, phase3Lessons, { varied: 16 }),
};
