import { interactive, textbook, video } from "#app/content/curriculum/resources.ts";
import type { LessonInput, PhaseInput } from "#app/content/curriculum/schema.ts";
import { day, lessonPlanMaterial } from "./days.ts";
import { unlistedHandouts } from "./unlisted-handouts.ts";

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
        "Teams print and proofread flyers and pre/post cards, test their PSA on the exhibition device with sound, and lay out the station as it will look on Day 30. The pre/post card repeats, word for word, the myth question the team asked in its Day 22 community survey, so Day 31 can compare visitors with the community the campaign was built for.",
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
  handout: {
    title: "Station Rehearsal Planner",
    intro:
      "Tomorrow the public visits your station. Plan your welcome, prepare accurate answers to the questions visitors are most likely to ask, and use the dress rehearsal to find what still needs fixing.",
    sections: [
      {
        heading: "Our welcome",
        prompts: [
          {
            id: "u2-d29-q1",
            text: "Write your 60-second welcome: who we are, the problem, our core message and our ask.",
          },
          { id: "u2-d29-q2", text: "The immune science behind our message, in two plain-language sentences:" },
        ],
      },
      {
        heading: "Likely questions",
        prompts: [
          {
            id: "u2-d29-q3",
            text: "Answer three likely-question cards and two questions from your survey, each with a source.",
            response: { kind: "table", columns: ["Question", "Plain-language answer", "Source"], rows: 5 },
          },
          { id: "u2-d29-q4", text: "What will you say when a visitor asks something you cannot answer?" },
        ],
      },
      {
        heading: "Dress rehearsal",
        prompts: [
          { id: "u2-d29-q5", text: "Warm and cool feedback from the visiting team:" },
          { id: "u2-d29-q6", text: "Our last fixes, and my role on Day 30:" },
        ],
      },
    ],
    wordBank: [
      { term: "station", meaning: "a team's table where visitors watch the PSA and talk with the team" },
      { term: "pre/post card", meaning: "a card with the same question answered before and after the visit" },
      { term: "memory cell", meaning: "a long-lived immune cell that recognizes a germ it has met before" },
      { term: "source", meaning: "where a fact comes from, such as the CDC or the health department" },
    ],
    sentenceStarters: [
      "Hi, we are ___ and we want to talk about ___.",
      "The short answer is ___; the science behind it is ___.",
      "That is a great question I can't answer yet; a trusted source is ___.",
    ],
  },
});

/** The days whose plans the phase's download list offers. */
const listedLessons: LessonInput[] = [
  day(5, {
    number: 30,
    title: "Community Health Exhibition",
    description:
      "Teams launch their campaigns at exhibition stations for families, community partners and health workers: each station measures its own SMART goal with an anonymous pre/post card on the myth its survey found, counts how many people its call to action reached, and explains the immune science behind the PSA.",
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
      "Exhibition Station Log handout",
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
          "Visitors rotate through stations; at each one they answer the team's pre question, watch the PSA, talk with the team and answer the post question, then may take the flyer with where to get the vaccine the campaign is about. Cards are anonymous and never ask about anyone's own health or vaccination status. Team members rotate between presenting and keeping the station log (visitors, flyers taken, questions asked).",
      },
      {
        title: "Quick debrief",
        minutes: 7,
        description:
          "Teams bundle their pre and post cards separately, total their station log, and note the best question they were asked, one they could not answer and how they will get the answer to the visitor (for example through the school nurse).",
      },
    ],
    differentiation: {
      supported: ["Provide a station script card and assign speaking roles in advance."],
      extension: ["Lead a short panel discussion with a visiting health professional."],
      multilingual: ["Multilingual students host station conversations in community languages."],
    },
    assessment: [
      "Exhibition presentation scored with the community presentation rubric: Immune science explained, Answers to questions, Reaching the audience, Evidence collection.",
      "Collected audience feedback, pre/post cards and the station log.",
    ],
    standards: { state: ["BIO1.ETS2.1", "BIO1.LS1.9"], ngss: [] },
    handout: {
      title: "Exhibition Station Log",
      intro:
        "Your station is where the campaign meets its audience and where you collect the evidence of its impact. Keep this log with you during the exhibition; never record a visitor's name or health information.",
      sections: [
        {
          heading: "Before the doors open",
          prompts: [
            { id: "u2-d30-q1", text: "Our pre/post question, word for word, and the answer our campaign teaches:" },
            { id: "u2-d30-q2", text: "Who covers the station in each part of the exhibition, and who keeps this log?" },
          ],
        },
        {
          heading: "During the exhibition",
          prompts: [
            {
              id: "u2-d30-q3",
              text: "Tally visitors by group and the flyers they took.",
              response: {
                kind: "table",
                columns: ["Visitor group", "Visitors (tally)", "Flyers taken (tally)"],
                rows: ["Students", "Families", "School staff", "Health workers or partners"],
              },
            },
            {
              id: "u2-d30-q4",
              text: "Log the questions visitors asked.",
              response: {
                kind: "table",
                columns: ["Question asked", "Our answer in brief", "Source, or 'we will check'"],
                rows: 5,
              },
            },
          ],
        },
        {
          heading: "Debrief",
          prompts: [
            { id: "u2-d30-q5", text: "The best question we were asked, and why it was a good one:" },
            {
              id: "u2-d30-q6",
              text: "A question we could not answer: who will we ask, and how will the answer reach the visitor?",
            },
            {
              id: "u2-d30-q7",
              text: "What did visitors misunderstand most often, and what would you change in the campaign because of it?",
            },
          ],
        },
      ],
      wordBank: [
        { term: "anonymous", meaning: "without a name or anything that identifies the person" },
        { term: "tally", meaning: "a quick count made with marks in groups of five" },
        { term: "reach", meaning: "how many people in the audience the campaign got to" },
        { term: "call to action", meaning: "the specific step the campaign asks people to take" },
      ],
      sentenceStarters: [
        "Our campaign teaches that ___.",
        "Visitors most often asked about ___.",
        "Because visitors were confused about ___, we would change ___.",
      ],
    },
  }),
  day(5, {
    number: 31,
    title: "Measuring Our Impact",
    description:
      "Teams analyze their pre/post cards, compare them with the Day 22 community survey and their station logs, judge whether the campaign met its SMART goal, and write an impact statement that says what the evidence can and cannot show about vaccination.",
    drivingQuestion: "Did our campaign make a difference, and how do we know?",
    objectives: [
      "Compare pre and post responses to measure change in audience understanding.",
      "Evaluate the campaign against its SMART goal and success criteria using evidence.",
      "Recommend evidence-based improvements for a future campaign.",
    ],
    keyUnderstandings: [
      "Evaluation closes the design cycle: evidence of impact shows what worked and what to change.",
      "Short-term changes in knowledge do not guarantee changes in behavior, so claims about impact must match the evidence collected.",
      "An exhibition audience chose to come, so comparing it with the Day 22 community survey shows whether the campaign reached the people it was designed for.",
    ],
    materials: [
      "Collected pre/post cards, feedback forms and station logs from Day 30",
      "Data spreadsheet or tally sheets",
      "Impact statement template",
      "Campaign Evidence Report handout",
    ],
    activities: [
      {
        title: "Tally the evidence",
        minutes: 15,
        description:
          "Teams first practice on the handout's fictional Team Shot Facts data, then tally their own pre and post answers and sort feedback comments into themes.",
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
        description:
          "Teams write a one-paragraph impact statement with data, a comparison with their Day 22 survey, one limitation (visitors chose to come; a post card measures understanding, not vaccination) and two recommendations for the partner who runs the campaign next.",
      },
      {
        title: "Exit ticket",
        minutes: 5,
        description: "Students state one limitation of their evidence.",
      },
    ],
    handout: {
      title: "Campaign Evidence Report",
      intro:
        "Did your campaign change what people understand? Practice on a fictional team's data, then analyze your own cards, compare them with your Day 22 survey and write an honest impact statement.",
      sections: [
        {
          heading: "Practice: Team Shot Facts",
          reference: {
            caption:
              "Team Shot Facts (fictional). SMART goal: by the end of the exhibition, at least 75 percent of visitors answer the flu-shot question correctly after their visit.",
            columns: ["Question (correct answer)", "Day 22 survey", "Pre cards", "Post cards"],
            rows: [
              ["Can the flu shot give you the flu? (No)", "52 of 120", "18 of 40", "34 of 40"],
              ["Where can a student get a flu shot at school? (Nurse's clinic)", "not asked", "10 of 40", "30 of 40"],
            ],
          },
          prompts: [
            {
              id: "u2-d31-q1",
              text: "Convert each count to a percentage and find the change from pre to post in percentage points.",
              starter: "Before the visit ___ percent answered correctly; after, ___ percent, a change of ___ points.",
              response: {
                kind: "table",
                columns: ["Question", "Day 22 %", "Pre %", "Post %", "Change (points)"],
                rows: ["Flu shot gives you the flu?", "Where to get a flu shot?"],
              },
            },
            { id: "u2-d31-q2", text: "Did Team Shot Facts meet its SMART goal? Answer with numbers." },
            {
              id: "u2-d31-q3",
              text: "Give two reasons the post result may overstate what the campaign did for the whole school.",
              starter: "One limitation is ___, so we cannot say ___.",
            },
          ],
        },
        {
          heading: "Our campaign's evidence",
          prompts: [
            {
              id: "u2-d31-q4",
              text: "Tally your own pre and post cards.",
              response: {
                kind: "table",
                columns: [
                  "Question",
                  "Pre: correct of total",
                  "Post: correct of total",
                  "Pre %",
                  "Post %",
                  "Change (points)",
                ],
                rows: 2,
              },
            },
            {
              id: "u2-d31-q5",
              text: "Graph your pre and post percentages as side-by-side bars for each question.",
              response: { kind: "graph", x: "Question (pre and post bars)", y: "Percent of visitors correct" },
            },
            {
              id: "u2-d31-q6",
              text: "Compare your pre cards with your Day 22 survey. Were your visitors like the community you designed the campaign for?",
            },
          ],
        },
        {
          heading: "Impact statement",
          prompts: [
            {
              id: "u2-d31-q7",
              text: "Was your SMART goal met, partly met or not met? Write your impact statement: the goal, the evidence in numbers, your conclusion and one limitation.",
              starter: "Our goal was ___, so it was ___ because ___.",
            },
            {
              id: "u2-d31-q8",
              text: "Two recommendations for whoever runs this campaign next, each tied to your evidence:",
              starter: "Next time, the campaign should ___ because our data show ___.",
            },
          ],
        },
      ],
      wordBank: [
        {
          term: "percentage point",
          meaning: "the difference between two percentages, such as 45 to 85 percent = 40 points",
        },
        { term: "baseline", meaning: "the measurement before a change, here the Day 22 survey and the pre cards" },
        {
          term: "self-selected",
          meaning: "a group whose members chose to take part, so it may differ from everyone else",
        },
        { term: "limitation", meaning: "a reason the evidence cannot fully support a conclusion" },
        { term: "SMART goal", meaning: "a goal that is specific, measurable, achievable, relevant and time-bound" },
      ],
      sentenceStarters: [
        "Before the visit ___ percent answered correctly; after, ___ percent, a change of ___ points.",
        "Our goal was ___, so it was ___ because ___.",
        "One limitation is ___, so we cannot say ___.",
        "Next time, the campaign should ___ because our data show ___.",
      ],
    },
    differentiation: {
      supported: ["Provide tally sheets and a graph template with pre and post bars."],
      extension: ["Discuss whether the change could be due to chance and how a larger sample would help."],
      multilingual: ["Sort feedback in any language before summarizing the themes in English."],
    },
    assessment: [
      "Pre/post graph.",
      "Impact statement with data, a conclusion about the goal and recommendations, scored on Data analysis, Conclusion about the goal, Limitations and Recommendations.",
    ],
    standards: { state: ["BIO1.ETS2.1"], ngss: ["HS-ETS1-3"] },
  }),
  day(5, {
    number: 32,
    title: "Reflection and Celebration",
    description:
      "Students explore public health careers, hand their campaign and its evidence to the school nurse or a health partner for the next vaccination season, agree the follow-up the class will check in four weeks, reflect on their growth and premiere the PSAs approved for release.",
    drivingQuestion: "How have I grown as a scientist and community member, and where could this work take me?",
    objectives: [
      "Reflect on growth in understanding immunity, epidemiology and science communication using evidence from the portfolio.",
      "Connect unit skills to at least two public health or biomedical careers.",
      "Write a handoff brief that gives a health partner the campaign, its evidence, what to change and when to run it next.",
      "Write a personal myth-response card: a truth sandwich for the vaccine myth the student hears most.",
    ],
    keyUnderstandings: [
      "Reflection turns experience into learning that transfers to new problems.",
      "Public health careers (epidemiologist, community health worker, nurse, biostatistician, health educator) use the skills practiced in this unit.",
      "A health campaign lasts beyond one exhibition when the people who run vaccination in the community take it on, with evidence of what worked.",
    ],
    materials: [
      "Student portfolios (Checkpoints 1-4)",
      "Career profile cards",
      "Campaign handoff brief template and myth-response cards",
      "Campaign evidence reports and impact statements from Day 31",
      "Campaign Handoff and Reflection handout",
    ],
    activities: [
      {
        title: "Career connections",
        minutes: 10,
        description:
          "Students read two career profiles, including education pathways, and match unit tasks to each job.",
      },
      {
        title: "Campaign handoff",
        minutes: 15,
        description:
          "Each team completes its handoff brief (the toolkit's files, the Day 31 evidence, approvals, what to change, and when to run it next, for example before the fall flu-vaccine clinic or the back-to-school immunization deadline) and briefs the school nurse or health partner in two minutes. The brief ends with what the partnership made possible, so the partner sees the difference it made in numbers. The class agrees its one follow-up: in four weeks it will ask the partner for group-level numbers only (PSA views, flyers handed out, clinic sign-ups if the partner chooses to share them) and check them against each SMART goal.",
      },
      {
        title: "Portfolio reflection",
        minutes: 15,
        description:
          "Students answer reflection prompts: how their immune response model changed since Day 1, what their campaign's evidence taught them and which XQ competency grew most. Each writes a myth-response card to keep: the vaccine myth they hear most and their truth sandwich for it.",
      },
      {
        title: "PSA premiere",
        minutes: 12,
        description:
          "The class screens the PSAs approved for public release and names, for each, the change in understanding its evidence showed.",
      },
    ],
    differentiation: {
      supported: [
        "Offer reflection prompts as a checklist with sentence starters, or an audio reflection option; the handoff brief has fill-in frames.",
      ],
      extension: ["Plan how the campaign could continue next year with a new class or partner."],
      multilingual: [
        "Reflections may be written in a home language; handoff briefs can be bilingual for partners who serve families in that language.",
      ],
    },
    assessment: [
      "Portfolio reflection and handoff brief scored with the reflection rubric: Growth in immune science, Use of campaign evidence, Handoff recommendations, Self-assessment of competencies.",
      "Myth-response card with an accurate truth sandwich.",
    ],
    standards: { state: ["BIO1.ETS2.1"], ngss: [] },
    handout: {
      title: "Campaign Handoff and Reflection",
      intro:
        "Your campaign can keep working after this unit if the people who run vaccination in our community take it on. Write the brief they need, decide what you will check in four weeks, and look back at how you have grown.",
      sections: [
        {
          heading: "Careers",
          prompts: [
            {
              id: "u2-d32-q1",
              text: "Two careers from the profile cards, and one task from this unit that matches each:",
            },
          ],
        },
        {
          heading: "Handoff brief",
          prompts: [
            { id: "u2-d32-q2", text: "What worked: our evidence in one or two sentences, with numbers from Day 31." },
            { id: "u2-d32-q3", text: "What to change next time, and the evidence that says so:" },
            {
              id: "u2-d32-q4",
              text: "When and where the campaign should run next, and the approvals it needs:",
            },
            {
              id: "u2-d32-q5",
              text: "Our four-week follow-up: which group-level numbers we will ask the partner for, who will ask, and how we will compare them with our SMART goal.",
            },
          ],
        },
        {
          heading: "Reflection",
          prompts: [
            {
              id: "u2-d32-q6",
              text: "How has your model of the immune response changed since Day 1? Point to one piece of your portfolio.",
            },
            {
              id: "u2-d32-q7",
              text: "Your myth-response card: the vaccine myth you hear most, and your truth sandwich for it.",
            },
            { id: "u2-d32-q8", text: "Which XQ competency grew most for you? Give one piece of evidence." },
          ],
        },
      ],
      wordBank: [
        {
          term: "handoff brief",
          meaning: "a short document that gives a partner everything needed to run the campaign",
        },
        { term: "follow-up", meaning: "a later check on whether the campaign kept working" },
        { term: "group-level data", meaning: "totals for a whole group, never information about one person" },
        { term: "epidemiologist", meaning: "a scientist who studies how diseases spread in populations" },
        { term: "truth sandwich", meaning: "fact, then the myth named once, then the fact again" },
      ],
      sentenceStarters: [
        "Our campaign raised correct answers from ___ to ___ percent, so ___.",
        "Next season, the campaign should run ___ because ___.",
        "On Day 1 I thought ___; now I know ___ because ___.",
      ],
    },
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
    "Teams then analyze their pre/post evidence against their SMART goals and their Day 22 community survey, write impact statements, and close the unit by handing each campaign and its evidence to the school nurse or a health partner for the next vaccination season, with a four-week follow-up, career connections and portfolio reflection.",
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
      description: "Career connections, the campaign handoff to a health partner and portfolio reflection.",
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
  unlistedMaterials: [lessonPlanMaterial(5, day29), ...unlistedHandouts(5, [day29, ...listedLessons], { varied: 31 })],
  textOnlyDays: [
    {
      when: "Day 29",
      title: "Exhibition Preparation & Rehearsal",
      description:
        "Teams set up exhibition stations, rehearse a 60-second welcome and answers to likely questions, print flyers in community languages and prepare pre/post question cards. Its lesson plan is linked from the Day 29 lesson and included in the phase's .zip.",
    },
  ],
};
