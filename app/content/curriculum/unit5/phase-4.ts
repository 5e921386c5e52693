import { handout, phaseOverview } from "#app/content/curriculum/builders.ts";
import { interactive, textbook, video } from "#app/content/curriculum/resources.ts";
import type { LessonInput, PhaseInput } from "#app/content/curriculum/schema.ts";
import { inPhase, lessonPlanFile, plan } from "./files.ts";

const phase4Lessons: LessonInput[] = [
  {
    number: 18,
    label: "Day 18",
    title: "Solution Design Workshop: Defining the Problem",
    description:
      "Teams turn interview insights and their disparity analyses into a focused problem statement with clear criteria and constraints, and map the stakeholders who are affected, who decide and who can help.",
    drivingQuestion: "What exactly is the problem we are trying to solve, and for whom?",
    objectives: [
      "Synthesize interview findings into an empathy map.",
      "Write a 'How might we' problem statement grounded in evidence.",
      "Define criteria and constraints for a community health solution.",
      "Map stakeholders by their interest and influence.",
    ],
    keyUnderstandings: [
      "Good engineering starts with a precisely defined problem, measurable criteria and honest constraints.",
      "The people most affected by a problem are experts on it and belong at the center of the design.",
    ],
    materials: [
      "Interview notes",
      "Empathy map template",
      "Criteria and constraints worksheet",
      "Stakeholder grid on chart paper",
      "Sticky notes",
    ],
    activities: [
      {
        title: "Interview Debrief",
        minutes: 12,
        description:
          "Teams share what they heard in interviews and fill an empathy map (says, thinks, does, feels) for the people most affected by their chosen disparity.",
      },
      {
        title: "Problem Statement",
        minutes: 15,
        description:
          "Teams draft and sharpen a 'How might we' statement, then list criteria (for example health impact, reach, cultural fit, cost) and constraints (a budget under $200, four weeks, school rules, privacy).",
      },
      {
        title: "Stakeholder Map",
        minutes: 15,
        description:
          "Teams place stakeholders (residents, families, clinics, schools, businesses, local officials) on an interest and influence grid and choose two to consult during prototyping.",
      },
      {
        title: "Team Check-In",
        minutes: 8,
        description:
          "The teacher confers with each team to approve its problem statement and criteria before ideation.",
      },
    ],
    differentiation: {
      supported: ["Problem statement formula card", "Examples of strong and weak criteria"],
      extension: ["Weight criteria by importance and justify the weights with interview evidence"],
      multilingual: ["Empathy map with picture prompts", "Team roles that include a translator or community liaison"],
    },
    assessment: [
      "Approved problem statement with at least three criteria and three constraints",
      "Completed stakeholder grid",
    ],
    standards: { state: ["BIO1.LS1.2"], ngss: ["HS-ETS1-1"] },
    handout: {
      title: "Day 18: Defining the Problem",
      intro:
        "Today your team turns what community members told you on Day 16 into a problem an engineer can solve: a problem statement, measurable criteria, honest constraints and a map of the stakeholders.",
      sections: [
        {
          heading: "From Interviews to Insight",
          prompts: [
            {
              id: "u5-d18-q1",
              text: "Write two quotes or observations from your interview notes that surprised your team, and say what each tells you about the barrier people face.",
            },
            {
              id: "u5-d18-q2",
              text: "Which body system and which risk factor from Phases 1-3 does your team's health issue involve? Explain the link in two sentences.",
            },
          ],
        },
        {
          heading: "Problem Statement",
          prompts: [
            {
              id: "u5-d18-q3",
              text: "Complete the formula: [Group of people] needs a way to [need] because [insight].",
              starter: "The people we interviewed need a way to...",
              response: { kind: "lines", count: 3 },
            },
            {
              id: "u5-d18-q4",
              text: "List three criteria and three constraints. Mark which criteria you can measure within the unit.",
              starter: "A measurable criterion is...",
              response: { kind: "table", columns: ["Criteria (measurable?)", "Constraints"], rows: 3 },
            },
          ],
        },
        {
          heading: "Stakeholders",
          prompts: [
            {
              id: "u5-d18-q5",
              text: "Name four stakeholders: who is most affected, who has power to help, who could block the solution, and who could keep it going after the unit.",
              starter: "This stakeholder cares about...",
              response: {
                kind: "table",
                columns: ["Role", "Stakeholder", "What they care about"],
                rows: ["Most affected", "Power to help", "Could block it", "Could keep it going"],
              },
            },
            {
              id: "u5-d18-q6",
              text: "Why should the people most affected help design the solution rather than only receive it?",
            },
          ],
        },
      ],
      wordBank: [
        { term: "criterion", meaning: "a standard a successful solution must meet, stated so it can be measured" },
        { term: "constraint", meaning: "a limit the solution must respect, such as time, money or rules" },
        { term: "stakeholder", meaning: "a person or group affected by or able to influence a problem" },
        { term: "empathy", meaning: "understanding a situation from another person's point of view" },
      ],
      sentenceStarters: [
        "The people we interviewed need a way to...",
        "A measurable criterion is...",
        "This stakeholder cares about...",
      ],
    },
    file: plan[18],
  },
  {
    number: 19,
    label: "Day 19",
    title: "Solution Design Workshop: Evidence-Based Ideas",
    description:
      "Teams study community health programs that have worked elsewhere, brainstorm widely, and use a decision matrix to choose one idea that fits their criteria and constraints.",
    drivingQuestion: "Which ideas have real evidence behind them, and which one fits our community best?",
    objectives: [
      "Summarize the evidence behind at least two proven community health programs.",
      "Generate a wide range of solution ideas before judging them.",
      "Use a weighted decision matrix to select a solution based on criteria and trade-offs.",
    ],
    keyUnderstandings: [
      "Proven models exist: in the Diabetes Prevention Program trial, a lifestyle program lowered the risk of developing type 2 diabetes by 58 percent; blood pressure programs based in Black-owned barbershops with pharmacists produced large drops in blood pressure; community health worker home visits that reduce asthma triggers cut urgent care visits.",
      "Adapting a proven model to local culture and resources often works better than inventing something from nothing.",
    ],
    materials: [
      "Evidence cards summarizing five community health programs",
      "Brainstorm sheets",
      "Decision matrix template",
      "Timer",
    ],
    activities: [
      {
        title: "What Already Works",
        minutes: 15,
        description:
          "Teams read evidence cards (National Diabetes Prevention Program, barbershop blood pressure program, asthma home-visit programs, school-based asthma management, produce prescription programs) and note who each program served, what it changed and how success was measured.",
      },
      {
        title: "Brainstorm",
        minutes: 12,
        description:
          "Each team member writes ideas silently for five minutes, then the team shares and builds on them without judging, aiming for at least fifteen ideas.",
      },
      {
        title: "Decision Matrix",
        minutes: 18,
        description:
          "Teams choose their top four ideas and score each against their weighted criteria, discuss trade-offs, and select one idea to prototype.",
      },
      {
        title: "Exit Ticket",
        minutes: 5,
        description: "Each student explains which piece of evidence most supports the team's chosen idea.",
      },
    ],
    differentiation: {
      supported: ["Evidence cards with key results highlighted", "Decision matrix with worked example"],
      extension: ["Find the original study for one evidence card and report its sample size and design"],
      multilingual: ["Evidence cards with visuals and translated headings", "Sketch-based brainstorming allowed"],
    },
    assessment: ["Decision matrix completed with justified scores", "Exit ticket cites specific evidence"],
    standards: { state: ["BIO1.LS1.2", "BIO1.LS3.4"], ngss: ["HS-ETS1-2", "HS-ETS1-3"] },
    handout: {
      title: "Day 19: Evidence-Based Ideas",
      intro:
        "Before inventing something new, teams look at what community health programs already do and what evaluations say about them. Then you brainstorm and choose one idea with a decision matrix.",
      sections: [
        {
          heading: "What Already Works",
          prompts: [
            {
              id: "u5-d19-q1",
              text: "For two program cards, write what the program does, what evaluations report, and what it needs to work.",
              response: {
                kind: "table",
                columns: ["Program type", "What it does", "What evaluations report", "What it needs"],
                rows: 2,
              },
            },
            { id: "u5-d19-q2", text: "Which program type fits the barrier your team found on Day 18 best? Why?" },
          ],
        },
        {
          heading: "Brainstorm and Decide",
          prompts: [
            { id: "u5-d19-q3", text: "List your team's three strongest ideas in one line each." },
            {
              id: "u5-d19-q4",
              text: "A team weighted its criteria Reach 3, Cost 2, Trust 3. Idea A scored Reach 2, Cost 3, Trust 3; Idea B scored Reach 3, Cost 1, Trust 2. Calculate each weighted total and say which idea wins.",
              response: {
                kind: "table",
                columns: ["Idea", "Reach x3", "Cost x2", "Trust x3", "Total"],
                rows: ["Idea A", "Idea B"],
              },
            },
            {
              id: "u5-d19-q5",
              text: "Which idea won your team's matrix? Justify its highest score with evidence from a card or interview.",
            },
          ],
        },
        {
          heading: "Exit Ticket",
          prompts: [
            {
              id: "u5-d19-q6",
              text: "Name one specific piece of evidence that makes you think your chosen idea can work, and its source.",
            },
          ],
        },
      ],
      wordBank: [
        { term: "evidence-based", meaning: "supported by data from studies or evaluations" },
        { term: "evaluation", meaning: "a study of whether a program did what it set out to do" },
        { term: "weight", meaning: "a number showing how much a criterion matters" },
        { term: "decision matrix", meaning: "a table that scores options against weighted criteria" },
      ],
      sentenceStarters: ["The evidence shows that...", "We chose this idea because...", "One risk of this idea is..."],
    },
    file: plan[19],
  },
  {
    number: 20,
    label: "Day 20",
    title: "Solution Design Workshop: Prototype and Feedback",
    description:
      "Teams build a low-cost prototype of their solution, test it with classmates playing stakeholders, and decide what to change.",
    drivingQuestion: "Does our solution make sense to the people it is meant to help, and how can we make it better?",
    objectives: [
      "Build a low-fidelity prototype that communicates how the solution works.",
      "Collect structured feedback from at least two stakeholder perspectives.",
      "Revise the design based on feedback and explain the trade-offs made.",
    ],
    keyUnderstandings: [
      "Early, rough prototypes are cheap to change and reveal problems before time and money are spent.",
      "Feedback from users often changes a design more than the designers expect.",
    ],
    materials: [
      "Prototype supplies: chart paper, cardstock, markers, scissors, tape, sticky notes",
      "Paper phone-screen templates for app or text-message ideas",
      "Feedback capture grid (I like, I wish, what if)",
    ],
    activities: [
      {
        title: "Prototype Build",
        minutes: 25,
        description:
          "Teams build a rough version of their solution, such as a flyer, a walking-group route map, a text-message reminder series, a corner-store shelf plan, an asthma-trigger home checklist or a one-page policy proposal.",
      },
      {
        title: "Feedback Rounds",
        minutes: 18,
        description:
          "In two rounds, visiting students role-play stakeholders (a parent working two jobs, a store owner, a school nurse) and give feedback using the capture grid.",
      },
      {
        title: "Iteration Notes",
        minutes: 7,
        description: "Teams record the three most important changes they will make and the reason for each.",
      },
    ],
    differentiation: {
      supported: ["Prototype menu with examples", "Feedback questions printed on role cards"],
      extension: ["Test the prototype with a real community member or school staff member and record the results"],
      multilingual: ["Prototype can be bilingual if the audience is", "Feedback in any language, recorded in English"],
    },
    assessment: ["Prototype and completed feedback grid", "Iteration notes link each change to feedback"],
    standards: { state: ["BIO1.LS1.2"], ngss: ["HS-ETS1-3", "HS-ETS1-2"] },
    handout: {
      title: "Day 20: Prototype and Feedback",
      intro:
        "A prototype is a quick, cheap model of your idea that people can react to. Build it, test it with at least two people outside your team, and change it based on what they say.",
      sections: [
        {
          heading: "Prototype Build",
          prompts: [
            {
              id: "u5-d20-q1",
              text: "Sketch your prototype (flyer, phone screens, map, kit, poster) and label its parts.",
              response: { kind: "drawing", lines: 10 },
            },
            { id: "u5-d20-q2", text: "Which criterion from Day 18 is this prototype meant to test?" },
          ],
        },
        {
          heading: "Feedback Rounds",
          prompts: [
            {
              id: "u5-d20-q3",
              text: "Record feedback from two testers.",
              response: { kind: "table", columns: ["Tester", "I like", "I wish", "What if"], rows: 2 },
            },
            {
              id: "u5-d20-q4",
              text: "Did any tester misunderstand a health fact in your prototype? What will you change so the science is clear?",
            },
          ],
        },
        {
          heading: "Iteration Notes",
          prompts: [
            {
              id: "u5-d20-q5",
              text: "List two changes and the feedback that caused each.",
              response: { kind: "table", columns: ["Change", "Feedback that caused it"], rows: 2 },
            },
          ],
        },
      ],
      wordBank: [
        { term: "prototype", meaning: "a quick, inexpensive model used to test an idea" },
        { term: "iteration", meaning: "one round of testing and improving a design" },
        { term: "user", meaning: "the person the solution is designed for" },
        { term: "feedback", meaning: "information about what works and what could improve" },
      ],
      sentenceStarters: ["Our prototype tests whether...", "A tester wished...", "We changed ... because..."],
    },
    file: plan[20],
  },
  {
    number: 21,
    label: "Day 21",
    title: "Presentation Development: Building the Scientific Story",
    description:
      "Teams storyboard a presentation that moves from a community problem to its biology, root causes, solution and evidence, and swap storyboards to check the science.",
    drivingQuestion:
      "How do we tell the story of our problem and solution so the science is accurate and the audience cares?",
    objectives: [
      "Storyboard a presentation with a clear arc from problem to proposed action.",
      "Explain the biological mechanism behind the team's health issue accurately and simply.",
      "Check another team's scientific claims against unit evidence.",
    ],
    keyUnderstandings: [
      "Effective science communication combines a human story, accurate mechanism and clear evidence.",
      "Every scientific claim in a public presentation needs a source the team can name.",
    ],
    materials: [
      "Exemplar presentation (video or slides)",
      "Storyboard template with seven frames",
      "Science accuracy checklist",
    ],
    activities: [
      {
        title: "Exemplar Analysis",
        minutes: 10,
        description:
          "Students watch or read an exemplar presentation and identify its hook, problem data, biology, solution, evidence and call to action.",
      },
      {
        title: "Storyboard",
        minutes: 25,
        description:
          "Teams fill seven frames: hook, the disparity in numbers, the biology, root causes, the solution, evidence it can work, and a specific request of the audience.",
      },
      {
        title: "Science Accuracy Swap",
        minutes: 10,
        description:
          "Teams exchange storyboards and use the checklist to flag any claim that is inaccurate, unsupported or likely to blame individuals.",
      },
      {
        title: "Exit Ticket",
        minutes: 5,
        description: "Each student names the frame they are responsible for and one source they will cite.",
      },
    ],
    differentiation: {
      supported: ["Storyboard frames with guiding questions", "Bank of sample hooks"],
      extension: ["Add an analogy that explains the mechanism to a younger audience and test it on a classmate"],
      multilingual: [
        "Presenters may include a bilingual slide or handout",
        "Rehearsal partner for pronunciation of key terms",
      ],
    },
    assessment: ["Storyboard complete with cited sources", "Accuracy checklist returned with responses"],
    standards: { state: ["BIO1.LS1.2"], ngss: ["HS-LS1-3"] },
    handout: {
      title: "Day 21: Building the Scientific Story",
      intro:
        "Your final presentation tells a scientific story: how the condition works in the body, why some groups carry more of it, and how your solution responds. Today you storyboard it and check another team's science.",
      sections: [
        {
          heading: "Exemplar Analysis",
          prompts: [
            {
              id: "u5-d21-q1",
              text: "In the exemplar presentation, where did the presenters connect biology to the community? Quote or describe one moment.",
            },
            { id: "u5-d21-q2", text: "Name one strength and one weakness in how the exemplar used data." },
          ],
        },
        {
          heading: "Storyboard",
          prompts: [
            {
              id: "u5-d21-q3",
              text: "Write the key sentence your team will say about the biology: how the condition works in the body, naming the organs or cells and the feedback involved.",
              response: { kind: "lines", count: 4 },
            },
            {
              id: "u5-d21-q4",
              text: "Write the key sentence your team will say about the disparity, with a rate, the group, the source and the year.",
            },
          ],
        },
        {
          heading: "Science Accuracy Swap",
          prompts: [
            {
              id: "u5-d21-q5",
              text: "Write the most important correction the other team gave you and how you will respond to it.",
            },
            {
              id: "u5-d21-q6",
              text: 'Exit ticket: rewrite this sentence so it is accurate: "Black Americans get high blood pressure because of their genes."',
              response: { kind: "lines", count: 4 },
            },
          ],
        },
      ],
      wordBank: [
        {
          term: "disparity",
          meaning: "a difference in health between groups that is linked to social or economic disadvantage",
        },
        { term: "source", meaning: "where a fact or number comes from" },
        { term: "homeostasis", meaning: "keeping conditions inside the body within a stable range" },
        { term: "storyboard", meaning: "a sequence of sketches that plans a presentation" },
      ],
      sentenceStarters: ["In the body, this condition...", "According to [source, year]...", "We will fix this by..."],
    },
    file: plan[21],
  },
  {
    number: 22,
    label: "Day 22",
    title: "Checkpoint 4: Solution Pitch Review",
    description:
      "Each team delivers a three-minute draft pitch to a review panel, receives rubric scores on science, evidence, feasibility, community voice and delivery, and builds a revision plan.",
    drivingQuestion: "Is our solution scientifically sound, feasible and shaped by the community, and how do we know?",
    objectives: [
      "Deliver a concise draft pitch of the team's solution.",
      "Respond to questions about the science and feasibility of the solution.",
      "Create a revision plan with clear tasks based on rubric feedback.",
    ],
    keyUnderstandings: [
      "Reviewing a draft against clear criteria is how scientists and engineers improve their work before it goes public.",
      "Responding to tough questions with evidence builds credibility with a community audience.",
    ],
    materials: ["Checkpoint 4 rubric", "Timer", "Panel scoring sheets", "Revision plan template"],
    activities: [
      {
        title: "Pitch Rehearsal",
        minutes: 25,
        description:
          "Teams deliver a three-minute draft pitch to a panel made up of the teacher and one other team, followed by two minutes of questions on the science and feasibility.",
      },
      {
        title: "Rubric Feedback",
        minutes: 15,
        description:
          "Panels score each pitch against the rubric's criteria: scientific accuracy, use of evidence, feasibility, community voice and delivery, and write one strength and one priority change.",
      },
      {
        title: "Revision Plan",
        minutes: 10,
        description: "Teams turn their feedback into a task list with owners and deadlines for Days 23-25.",
      },
    ],
    differentiation: {
      supported: ["Pitch outline card", "Option to present from notes"],
      extension: ["Prepare answers to the three hardest questions a skeptical official might ask"],
      multilingual: [
        "Presenters may use notes in any language",
        "Panel questions provided in writing as well as spoken",
      ],
    },
    assessment: [
      "Checkpoint 4 rubric scores: problem definition, evidence base, science accuracy, feasibility",
      "Revision plan with owners and deadlines",
    ],
    standards: { state: ["BIO1.LS1.2", "BIO1.LS3.4"], ngss: ["HS-ETS1-3"] },
    handout: {
      title: "Day 22: Checkpoint 4 Pitch Review",
      intro:
        "Your team pitches its solution to a review panel, receives rubric scores on problem definition, evidence base, science accuracy and feasibility, and writes a revision plan for the final presentations.",
      sections: [
        {
          heading: "Pitch Rehearsal",
          prompts: [
            {
              id: "u5-d22-q1",
              text: "Write your team's pitch in three sentences: the problem, the solution, and the evidence that it can work.",
              response: { kind: "lines", count: 5 },
            },
            { id: "u5-d22-q2", text: "Which question from the panel do you expect to be hardest? Write your answer." },
          ],
        },
        {
          heading: "Rubric Feedback",
          prompts: [
            {
              id: "u5-d22-q3",
              text: "Record your scores and the panel's main comment for each criterion.",
              response: {
                kind: "table",
                columns: ["Criterion", "Score (1-4)", "Panel comment"],
                rows: ["Problem definition", "Evidence base", "Science accuracy", "Feasibility"],
              },
            },
            {
              id: "u5-d22-q4",
              text: "Which criterion will you improve first, and why will that change matter most to your audience?",
            },
          ],
        },
        {
          heading: "Revision Plan",
          prompts: [
            {
              id: "u5-d22-q5",
              text: "Write your personal revision task with its deadline, and how the team will know it is done.",
            },
          ],
        },
      ],
      wordBank: [
        { term: "pitch", meaning: "a short, persuasive presentation of an idea" },
        {
          term: "feasibility",
          meaning: "whether a plan can really be carried out with the time and resources available",
        },
        { term: "revision", meaning: "a change that improves work in response to feedback" },
        { term: "panel", meaning: "a group of reviewers who score and question a presentation" },
      ],
      sentenceStarters: ["Our solution addresses...", "The panel suggested...", "By [date], I will..."],
    },
    file: plan[22],
  },
  {
    number: 23,
    label: "Day 23",
    title: "Presentation Development: Data Visuals and Final Polish",
    description:
      "Teams build honest, accessible data visuals, finish their slides or boards, and run a timed rehearsal.",
    drivingQuestion: "How can we show our data so that anyone in the audience can understand it and trust it?",
    objectives: [
      "Choose a graph type that fits the data and the message.",
      "Create a data visual with labeled axes, units, a source and accessible colors.",
      "Rehearse a presentation within the time limit.",
    ],
    keyUnderstandings: [
      "A good data visual shows one clear message, uses rates rather than raw counts when comparing places, and always names its source.",
      "Accessible design, with large text, high contrast and more than color alone to carry meaning, lets everyone in the audience follow the data.",
    ],
    materials: [
      "Data visual checklist",
      "Examples of misleading and clear graphs",
      "Laptops or poster supplies",
      "Timer",
      "Day 23 handout",
    ],
    activities: [
      {
        title: "Data Visual Clinic",
        minutes: 15,
        description:
          "Students critique pairs of misleading and clear graphs (truncated axes, counts instead of rates, missing sources) and build a checklist.",
      },
      {
        title: "Build Visuals",
        minutes: 20,
        description:
          "Teams create or revise their key data visual and finish their slides or boards using the checklist.",
      },
      {
        title: "Timed Run-Through",
        minutes: 12,
        description: "Teams rehearse the full presentation against a timer and note where to cut or clarify.",
      },
      {
        title: "Exit Ticket",
        minutes: 5,
        description: "Teams submit their final visual with the checklist completed.",
      },
    ],
    differentiation: {
      supported: ["Graph-type chooser flowchart", "Template slides"],
      extension: ["Add an uncertainty note to the visual explaining what the data cannot show"],
      multilingual: ["Bilingual axis labels where the audience needs them", "Pair rehearsal focused on key terms"],
    },
    assessment: ["Data visual meets every item on the checklist", "Rehearsal within the time limit"],
    standards: { state: ["BIO1.LS3.3"], ngss: ["HS-LS3-3"] },
    handout: {
      title: "Day 23: Data Visuals and Final Polish",
      intro:
        "Your data is only persuasive if the audience can read it and trust it. Use this handout to check your visual and plan your final rehearsal.",
      sections: [
        {
          heading: "Clear or Misleading?",
          prompts: [
            {
              id: "u5-d23-q1",
              text: "For each pair of graphs, explain which is misleading and why.",
              response: {
                kind: "table",
                columns: ["Pair", "The misleading graph", "Why it misleads"],
                rows: ["A", "B", "C"],
              },
            },
            { id: "u5-d23-q2", text: "Write three rules your team will follow when making its own visual." },
          ],
        },
        {
          heading: "Our Visual Checklist",
          prompts: [
            { id: "u5-d23-q3", text: "What is the one message your visual should deliver?" },
            {
              id: "u5-d23-q4",
              text: "Check: title, labeled axes with units, rates not counts when comparing places, source, readable text, meaning not shown by color alone.",
            },
          ],
        },
        {
          heading: "Rehearsal Notes",
          prompts: [{ id: "u5-d23-q5", text: "Record your run-through time. What will you cut or clarify?" }],
        },
      ],
      wordBank: [
        { term: "axis", meaning: "a reference line on a graph that shows a scale" },
        { term: "rate", meaning: "a count divided by population size, often shown per 100,000 people" },
        { term: "source", meaning: "where the data came from" },
        { term: "misleading", meaning: "giving the wrong idea, even if the numbers are real" },
        { term: "accessible", meaning: "usable by people with different abilities" },
      ],
      sentenceStarters: [
        "This graph shows that...",
        "This graph is misleading because...",
        "Our visual will help the audience see...",
      ],
    },
    file: plan[23],
  },
  {
    number: 24,
    label: "Day 24",
    title: "Final Presentations: Community Showcase, Session 1",
    description:
      "The first half of the teams present their solutions to an audience of classmates, families and invited community members, who give structured feedback.",
    drivingQuestion: "Can we convince our community that this problem matters and that our solution can help?",
    objectives: [
      "Present a solution with accurate biology, clear data and a specific call to action.",
      "Answer audience questions using evidence.",
      "Give specific, respectful feedback to other presenters.",
    ],
    keyUnderstandings: [
      "Sharing science with the community is part of doing science; it invites questions that improve the work.",
      "Audience feedback is data the team can use to improve and sustain its solution.",
    ],
    materials: [
      "Presentation space with projector or poster stands",
      "Audience feedback forms",
      "Timer and agenda",
      "Day 24 handout",
    ],
    activities: [
      {
        title: "Setup and Welcome",
        minutes: 5,
        description: "Students welcome guests and explain the unit's driving question and the feedback form.",
      },
      {
        title: "Team Presentations",
        minutes: 35,
        description:
          "Four or five teams each give a five-minute presentation followed by two minutes of audience questions.",
      },
      {
        title: "Audience Feedback",
        minutes: 10,
        description: "Guests and classmates complete feedback forms; presenting teams note the most common questions.",
      },
    ],
    differentiation: {
      supported: ["Presenter note cards", "Teams may divide speaking parts by comfort level"],
      extension: ["Moderate the question period for another team"],
      multilingual: ["Interpretation for family members who prefer another language", "Bilingual feedback forms"],
    },
    assessment: [
      "Final presentation rubric (teacher): biological explanation, evidence of disparity, solution and community fit, communication",
      "Audience feedback forms",
    ],
    standards: { state: ["BIO1.LS1.2", "BIO1.LS3.4"], ngss: [] },
    handout: {
      title: "Day 24: Presentation Day Guide",
      intro:
        "Today you share your work with the community. Use this guide to prepare, to listen actively to other teams, and to capture the feedback you receive.",
      sections: [
        {
          heading: "Before We Present",
          prompts: [
            { id: "u5-d24-q1", text: "What is our call to action, in one sentence?" },
            { id: "u5-d24-q2", text: "Which question do we expect from the audience, and how will we answer it?" },
          ],
        },
        {
          heading: "Listening to Other Teams",
          prompts: [
            {
              id: "u5-d24-q3",
              text: "For two teams, write one thing their solution does well and one question you have.",
            },
            { id: "u5-d24-q4", text: "Which team's biology explanation was clearest? What made it clear?" },
          ],
        },
        {
          heading: "Feedback We Received",
          prompts: [{ id: "u5-d24-q5", text: "Record the questions and suggestions your team heard most often." }],
        },
      ],
      wordBank: [
        { term: "call to action", meaning: "a specific thing you ask the audience to do" },
        { term: "stakeholder", meaning: "a person or group affected by or able to influence a problem" },
        { term: "evidence", meaning: "facts or data that support a claim" },
        { term: "feedback", meaning: "information about what works and what could improve" },
      ],
      sentenceStarters: [
        "We are asking you to...",
        "One strength of your solution is...",
        "I wonder how your solution would...",
      ],
    },
    file: plan[24],
  },
  {
    number: 25,
    label: "Day 25",
    title: "Final Presentations: Session 2 and Community Panel",
    description:
      "The remaining teams present, then a panel of community guests discusses which ideas could continue beyond the unit, and teams debrief on the feedback.",
    drivingQuestion: "Which of our solutions could keep helping our community after this unit ends?",
    objectives: [
      "Present a solution with accurate biology, clear data and a specific call to action.",
      "Listen to community panelists and identify ideas with potential to continue.",
      "Reflect as a team on feedback received across both sessions.",
    ],
    keyUnderstandings: [
      "Community partners can judge feasibility and fit in ways students cannot from the classroom alone.",
      "Solutions last when someone in the community owns them, which shapes the impact planning in Phase 5.",
    ],
    materials: ["Presentation space", "Audience feedback forms", "Panel discussion questions", "Day 25 handout"],
    activities: [
      {
        title: "Team Presentations",
        minutes: 30,
        description:
          "The remaining teams each give a five-minute presentation followed by two minutes of audience questions.",
      },
      {
        title: "Community Panel",
        minutes: 12,
        description:
          "Invited guests (for example a school nurse, a community health worker, a faith leader or a local business owner) discuss which ideas they could support and what it would take.",
      },
      {
        title: "Team Debrief",
        minutes: 8,
        description: "Teams sort all feedback into keep, change and next step, in preparation for Phase 5.",
      },
    ],
    differentiation: {
      supported: ["Debrief sorting chart", "Presenter note cards"],
      extension: ["Draft a thank-you message to a panelist that proposes a specific next step"],
      multilingual: ["Interpretation for guests and families as needed", "Debrief in any language"],
    },
    assessment: [
      "Final presentation rubric (teacher): biological explanation, evidence of disparity, solution and community fit, communication",
      "Team debrief chart",
    ],
    standards: { state: ["BIO1.LS1.2", "BIO1.LS3.4"], ngss: [] },
    handout: {
      title: "Day 25: Community Panel and Team Debrief",
      intro:
        "Today the rest of the teams present and community guests help us think about which ideas could last. Capture what you hear so your team can plan its next steps in Phase 5.",
      sections: [
        {
          heading: "Panel Notes",
          prompts: [
            {
              id: "u5-d25-q1",
              text: "Which ideas did panelists say they could support? What conditions did they mention?",
            },
            { id: "u5-d25-q2", text: "What did you learn about what makes a community solution last?" },
          ],
        },
        {
          heading: "Team Debrief",
          prompts: [
            { id: "u5-d25-q3", text: "Sort the feedback your team received into keep, change and next step." },
            { id: "u5-d25-q4", text: "Who in the community could own our solution after this unit ends?" },
          ],
        },
      ],
      wordBank: [
        { term: "feasibility", meaning: "how realistic it is to carry out a plan" },
        { term: "sustainability", meaning: "the ability of a solution to keep working over time" },
        { term: "partner", meaning: "a person or organization that works with you toward a shared goal" },
        { term: "next step", meaning: "the specific action that comes next" },
      ],
      sentenceStarters: [
        "A panelist suggested that...",
        "Our solution could continue if...",
        "The feedback we will keep is...",
      ],
    },
    file: plan[25],
  },
];

export const phase4: PhaseInput = {
  number: 4,
  title: "Designing Community Solutions",
  range: "Days 18-25",
  summary:
    "Teams define a community health problem, design and test an evidence-based solution with stakeholder feedback, and present it to an audience of families and community partners.",
  overview: [
    "Phase 4 turns analysis into action. In the Solution Design Workshop, teams use their interviews and disparity analyses to define a problem with clear criteria and constraints, study programs that have worked elsewhere, and prototype a solution that fits their community.",
    "Teams then build a scientific story around their solution, review it at Checkpoint 4 on Day 22, polish their data visuals, and present in two final sessions to classmates, families and a community panel.",
  ],
  objectives: [
    "Define a community health problem with measurable criteria and realistic constraints.",
    "Select and adapt an evidence-based solution using a decision matrix.",
    "Build and revise a prototype based on stakeholder feedback.",
    "Communicate the biology, data and proposed solution accurately to a public audience.",
  ],
  keyActivities: [
    {
      title: "Solution Design Workshop",
      description:
        "Teams define the problem, study proven community health programs, choose an idea with a decision matrix, and prototype it with stakeholder feedback.",
      when: "Days 18-20",
    },
    {
      title: "Presentation Development",
      description:
        "Teams storyboard a scientific story, rehearse for the Checkpoint 4 review panel, and build clear, honest data visuals.",
      when: "Days 21-23",
    },
    {
      title: "Final Presentations",
      description: "Teams present to classmates, families and community guests, then hear from a community panel.",
      when: "Days 24-25",
    },
  ],
  checkpoint: {
    title: "Checkpoint 4",
    description:
      "Solution Pitch Review: each team gives a three-minute draft pitch to a review panel and receives rubric scores on scientific accuracy, evidence, feasibility, community voice and delivery.",
    when: "Day 22",
  },
  extraSections: [
    {
      title: "Assessment Components",
      items: [
        {
          title: "Design Portfolio (30%)",
          description:
            "Problem statement, criteria and constraints, stakeholder map, decision matrix, prototype and iteration notes.",
        },
        {
          title: "Checkpoint 4 Pitch Review (15%)",
          description: "Panel rubric scores on the draft pitch and the quality of the team's revision plan.",
        },
        {
          title: "Final Presentation (40%)",
          description:
            "Scientific accuracy, use of data, feasibility, community voice and delivery in the final session.",
        },
        {
          title: "Audience and Peer Feedback (15%)",
          description: "Feedback forms from classmates and guests, and how the team responds to them.",
        },
      ],
    },
    {
      title: "Competencies",
      items: [
        {
          title: "Design Thinking",
          description: "Defining problems with users, generating options and improving designs through testing.",
        },
        {
          title: "Evidence-Based Reasoning",
          description: "Choosing solutions that are supported by data and research, and naming their limits.",
        },
        {
          title: "Collaboration",
          description: "Sharing roles, resolving disagreements and building on teammates' ideas.",
        },
        {
          title: "Public Communication",
          description: "Explaining science clearly and respectfully to families and community members.",
        },
      ],
    },
  ],
  resourceMap: [
    {
      when: "Day 18",
      question: "What criteria and constraints should a community health solution meet?",
      video: video("cc-biology-playlist"),
      interactive: interactive("bi-classroom-resources"),
      textbook: textbook("os-45-1"),
      stateStandard: "BIO1.LS1.2",
      ngss: ["HS-ETS1-1"],
      notes: "Use population thinking to ask how many people a solution could reach and how reach would be measured.",
    },
    {
      when: "Day 19",
      question: "Which evidence-based strategies lower blood pressure or the risk of type 2 diabetes?",
      video: video("cc-endocrine-system"),
      interactive: interactive("bi-classroom-resources"),
      textbook: textbook("osap-31-4"),
      stateStandard: "BIO1.LS1.2",
      ngss: ["HS-ETS1-2"],
      notes: "Teams check that each proposed strategy connects to a specific feedback loop studied in Phase 1.",
    },
    {
      when: "Day 20",
      question: "How can a solution reduce asthma triggers where people live?",
      video: video("cc-immune-system"),
      interactive: interactive("bi-cells-immune-system"),
      textbook: textbook("os-42-4"),
      stateStandard: "BIO1.LS1.2",
      ngss: ["HS-ETS1-3"],
      notes: "Asthma-focused teams use the allergy section to justify which triggers their prototype targets.",
    },
    {
      when: "Day 21",
      question:
        "How do we tell the story of our problem and solution so the science is accurate and the audience cares?",
      video: video("cc-biology-playlist"),
      interactive: interactive("bi-classroom-resources"),
      textbook: textbook("os-33-3"),
      stateStandard: "BIO1.LS1.2",
      ngss: ["HS-LS1-3"],
      notes:
        "Storyboard day: no single video or BioInteractive resource fits. Teams check the biology frame against the homeostasis section and the Phase 1 rows for their disease, so each claim has a source they can name.",
    },
    {
      when: "Day 22",
      question: "Is our solution scientifically sound, feasible and shaped by the community, and how do we know?",
      video: video("cc-biology-playlist"),
      interactive: interactive("bi-classroom-resources"),
      textbook: textbook("os-1-1"),
      stateStandard: "BIO1.LS1.2",
      ngss: ["HS-ETS1-3"],
      notes:
        "Checkpoint day: the panel is the day's resource. The textbook's account of peer review shows why scientists have reviewers check their work before it is published.",
    },
    {
      when: "Day 23",
      question: "How can we show our data so that anyone in the audience can understand it and trust it?",
      video: video("cc-biology-playlist"),
      interactive: interactive("bi-classroom-resources"),
      textbook: textbook("os-45-1"),
      stateStandard: "BIO1.LS3.3",
      ngss: ["HS-LS3-3"],
      notes:
        "Data visual clinic: no single video or BioInteractive resource fits. The demography section's life tables give death rates per 1,000 individuals, the same move students make when they compare places of different sizes by rates, not raw counts.",
    },
    {
      when: "Day 24",
      question: "Can we convince our community that this problem matters and that our solution can help?",
      video: video("cc-biology-playlist"),
      interactive: interactive("bi-classroom-resources"),
      textbook: textbook("os-33-3"),
      stateStandard: "BIO1.LS1.2",
      ngss: [],
      notes:
        "Presentation day: students present their own work, so no outside resource is needed in class. Presenters review the homeostasis section to answer audience questions about how their disease disrupts the body's feedback.",
    },
    {
      when: "Day 25",
      question: "Which of our solutions could keep helping our community after this unit ends?",
      video: video("cc-biology-playlist"),
      interactive: interactive("bi-classroom-resources"),
      textbook: textbook("os-33-3"),
      stateStandard: "BIO1.LS1.2",
      ngss: [],
      notes:
        "Presentation and panel day: students present their own work, so no outside resource is needed in class. Presenters review the homeostasis section to answer audience questions about how their disease disrupts the body's feedback.",
    },
  ],
  lessons: phase4Lessons,
  materials: [
    lessonPlanFile(
      4,
      18,
      "Day 18: Defining the Problem",
      "Solution Design Workshop lesson plan: empathy map, problem statement and stakeholders",
    ),
    lessonPlanFile(
      4,
      19,
      "Day 19: Evidence-Based Ideas",
      "Solution Design Workshop lesson plan: proven programs, brainstorm and decision matrix",
    ),
    lessonPlanFile(
      4,
      20,
      "Day 20: Prototype and Feedback",
      "Solution Design Workshop lesson plan: low-cost prototypes and stakeholder feedback",
    ),
    lessonPlanFile(
      4,
      21,
      "Day 21: Building the Scientific Story",
      "Presentation Development lesson plan: storyboard and science accuracy swap",
    ),
    lessonPlanFile(4, 22, "Day 22: Checkpoint 4", "Lesson plan: solution pitch review panel and revision plan"),
    phaseOverview({
      title: "Phase 4 Complete Plan",
      subtitle: "Full plan for Days 18-25: overview, objectives, activities, assessment components and competencies",
      path: inPhase(4, "Phase_4_Complete_Plan.docx"),
      phase: 4,
    }),
  ],
  // Student handouts of Days 18-22 sit outside the spec's download list, on their lesson cards.
  unlistedMaterials: [
    handout({
      title: "Day 18 Handout",
      subtitle: "Student handout: from interviews to insight, problem statement, stakeholders",
      path: inPhase(4, "Day_18_Defining_the_Problem_Handout.pdf"),
      lesson: 18,
      phase: 4,
    }),
    handout({
      title: "Day 18 Handout",
      subtitle: "Student handout: from interviews to insight, problem statement, stakeholders",
      path: inPhase(4, "Day_18_Defining_the_Problem_Handout.docx"),
      lesson: 18,
      phase: 4,
    }),
    handout({
      title: "Day 18 Handout (Supported)",
      subtitle: "Student handout with word bank, sentence starters and steps",
      path: inPhase(4, "Day_18_Defining_the_Problem_Handout_Supported.docx"),
      lesson: 18,
      phase: 4,
      variant: "supported",
    }),
    handout({
      title: "Day 18 Handout (Modified)",
      subtitle: "Student handout, first prompt of each section",
      path: inPhase(4, "Day_18_Defining_the_Problem_Handout_Modified.docx"),
      lesson: 18,
      phase: 4,
      variant: "modified",
    }),
    handout({
      title: "Day 19 Handout",
      subtitle: "Student handout: what already works, brainstorm and decide, exit ticket",
      path: inPhase(4, "Day_19_Evidence_Based_Ideas_Handout.pdf"),
      lesson: 19,
      phase: 4,
    }),
    handout({
      title: "Day 19 Handout",
      subtitle: "Student handout: what already works, brainstorm and decide, exit ticket",
      path: inPhase(4, "Day_19_Evidence_Based_Ideas_Handout.docx"),
      lesson: 19,
      phase: 4,
    }),
    handout({
      title: "Day 20 Handout",
      subtitle: "Student handout: prototype build, feedback rounds, iteration notes",
      path: inPhase(4, "Day_20_Prototype_and_Feedback_Handout.pdf"),
      lesson: 20,
      phase: 4,
    }),
    handout({
      title: "Day 20 Handout",
      subtitle: "Student handout: prototype build, feedback rounds, iteration notes",
      path: inPhase(4, "Day_20_Prototype_and_Feedback_Handout.docx"),
      lesson: 20,
      phase: 4,
    }),
    handout({
      title: "Day 21 Handout",
      subtitle: "Student handout: exemplar analysis, storyboard, science accuracy swap",
      path: inPhase(4, "Day_21_Scientific_Story_Handout.pdf"),
      lesson: 21,
      phase: 4,
    }),
    handout({
      title: "Day 21 Handout",
      subtitle: "Student handout: exemplar analysis, storyboard, science accuracy swap",
      path: inPhase(4, "Day_21_Scientific_Story_Handout.docx"),
      lesson: 21,
      phase: 4,
    }),
    handout({
      title: "Day 22 Handout",
      subtitle: "Student handout: pitch rehearsal, rubric feedback, revision plan",
      path: inPhase(4, "Day_22_Checkpoint_4_Handout.pdf"),
      lesson: 22,
      phase: 4,
    }),
    handout({
      title: "Day 22 Handout",
      subtitle: "Student handout: pitch rehearsal, rubric feedback, revision plan",
      path: inPhase(4, "Day_22_Checkpoint_4_Handout.docx"),
      lesson: 22,
      phase: 4,
    }),
  ],
};
