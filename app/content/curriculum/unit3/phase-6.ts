import { lessonPlan, unlistedHandout } from "../builders.ts";
import { interactive, textbook, video } from "../resources.ts";
import type { PhaseInput } from "../schema.ts";

export const phase6: PhaseInput = {
  number: 6,
  title: "Communication & Reflection",
  range: "Days 27-30",
  summary:
    "Teams tell the science story of their tested design, write the maintenance and monitoring plan a living design needs, present both at a showcase with the site's stakeholder in the audience, and hand the design over to the people who would build and care for it.",
  overview: [
    "Phase 6 brings the work back to the community and to the people who would own the result. Teams craft a science story covering the problem, the biology, the prototype evidence and the optimized design, and present it at a showcase for families, neighbors and local decision makers such as city sustainability staff or a watershed group.",
    "Green infrastructure is alive: a rain garden that is never weeded or cleared of sediment stops draining, and young trees die without water in their first summers. So before the showcase each team writes a maintenance and monitoring plan (the care the design needs, who could give it, and the indicators that will show whether it keeps working), and on Day 30 hands its design package to a real stakeholder: the school facilities manager, a parks or stormwater program, a community garden or a watershed group.",
    "Students close the unit with an engineer's reflection: what their tests showed, what only monitoring can show, and the part each of them will play in it, set against EarthViewer's record of how environmental change has reshaped life before.",
  ],
  objectives: [
    "Communicate a solution with a clear claim, data-based evidence and scientific reasoning for a non-specialist audience.",
    "Write a maintenance and monitoring plan whose indicators and targets come from the design's tested criteria.",
    "Respond to stakeholder questions and feedback with evidence.",
    "Hand off a design package to a real stakeholder and reflect on what the tests could and could not show.",
  ],
  keyActivities: [
    {
      title: "Science Story Workshop",
      when: "Day 27",
      description:
        "Teams storyboard their presentation around a specific ask of the site's stakeholder, redesign their key graph for clarity, and rehearse answers to stakeholder questions.",
    },
    {
      title: "Maintenance and Monitoring Plan",
      when: "Day 28",
      description:
        "Teams plan the care their living design needs and the indicators that will show it still works, then rehearse with a peer team playing the crew who would inherit it.",
    },
    {
      title: "Community Climate Solutions Showcase",
      when: "Day 29",
      description:
        "Teams present their design and its care plan to families, neighbors, invited decision makers and the site's stakeholder, collecting written feedback on each design.",
    },
    {
      title: "Design Hand-Off and Reflection",
      when: "Day 30",
      description:
        "Teams revise from visitor feedback, hand their design package to the stakeholder and record the response, file a first monitoring baseline, and write an engineer's reflection.",
    },
  ],
  resourceMap: [
    {
      when: "Day 27",
      question: "How do we explain our solution so that our community understands and trusts the evidence?",
      video: video("cc-scientific-method"),
      interactive: interactive("bi-the-guide"),
      textbook: textbook("os-47-4"),
      stateStandard: "BIO1.LS2.4",
      ngss: ["HS-LS2-7"],
      notes:
        "Lesson plan day. The film models how a scientist from the local community earns trust by connecting science to place.",
    },
    {
      when: "Day 28",
      question:
        "Who will keep our design working after we hand it over, and how will anyone know whether it still does?",
      video: video("cc-ecology-conservation-restoration"),
      interactive: interactive("bi-surveying-gorongosa"),
      textbook: textbook("os-47-4"),
      stateStandard: "BIO1.LS2.4",
      ngss: ["HS-LS2-7"],
      notes:
        "Ask of each team's design the Day 16 question about the video's restorers: how would they know it worked? The film's survey of Gorongosa's species is one model for the species-seen indicator in the monitoring plan.",
    },
    {
      when: "Day 29",
      question: "What does our community think of our solution, and how could it protect local biodiversity?",
      video: video("cc-sixth-mass-extinction"),
      interactive: interactive("bi-surveying-gorongosa"),
      textbook: textbook("osap-38-2"),
      stateStandard: "BIO1.LS2.4",
      ngss: ["HS-LS2-7"],
      notes: "Collect visitor feedback cards that rate each design on impact, feasibility and community fit.",
    },
    {
      when: "Day 30",
      question: "How has environmental change shaped life in the past, and what role will we play next?",
      video: video("cc-sixth-mass-extinction"),
      interactive: interactive("bi-earthviewer"),
      textbook: textbook("os-47-1"),
      stateStandard: "BIO1.LS4.5",
      ngss: ["HS-LS4-5"],
      notes:
        "Students compare past extinction events in EarthViewer with today's rate of change before writing reflections.",
    },
  ],
  lessons: [
    {
      number: 27,
      label: "Day 27",
      title: "Telling the Science Story: From Data to a Community Pitch",
      description:
        "Teams turn their research, test data and model results into a clear, persuasive science story built around a specific ask of the stakeholder who would build or care for their design, redesign one key graph for a public audience, and rehearse answers to tough stakeholder questions.",
      drivingQuestion:
        "How can we present our climate solution so that neighbors and decision makers understand the science and want to act?",
      objectives: [
        "Structure a presentation around a claim, evidence from prototype tests and models, and biological reasoning.",
        "Design one data visual that a non-scientist can read in under 10 seconds.",
        "Anticipate stakeholder questions about cost, upkeep and who benefits, and prepare evidence-based answers.",
        "Give and use specific feedback with a presentation rubric.",
      ],
      keyUnderstandings: [
        "Audiences trust evidence they can see and understand; one clear graph is more persuasive than a slide full of numbers.",
        "Connecting a solution to local people and places, including who is most affected by heat or flooding, makes the science matter.",
        "Discussing limitations and trade-offs honestly makes a proposal more credible, not less.",
      ],
      materials: [
        "Team data, graphs and site plans from Phases 4 and 5",
        "Chart paper or slide software",
        "Showcase presentation rubric from Day 29, handed out today so teams build their story to its five rows",
        "Stakeholder role cards: city engineer, neighbor, school principal, local business owner, youth climate group, grounds and maintenance crew member",
        "Timer",
      ],
      activities: [
        {
          title: "Hook: The Ten-Second Graph Test",
          minutes: 7,
          description:
            "Flash two versions of the same data for ten seconds each, one cluttered and one clear, and ask what each shows. Students list what made the clear version work.",
        },
        {
          title: "Story Arc Workshop",
          minutes: 15,
          description:
            "Teams storyboard five beats: the problem and who it affects, the biology behind it, the prototype evidence, the optimized design and what it needs to keep working, and a specific ask of the stakeholder who would build or care for it, such as 'pilot a 20-square-meter rain garden at the gym downspout next spring'. Each team names that stakeholder: the school facilities manager, a parks or stormwater program, a community garden or a watershed group.",
        },
        {
          title: "Visual Redesign",
          minutes: 13,
          description:
            "Each team rebuilds its most important graph with a plain-language title, labeled axes and one highlighted takeaway, then tests it on another team.",
        },
        {
          title: "Stakeholder Hot Seat",
          minutes: 15,
          description:
            "Students holding role cards ask each team tough questions about cost, upkeep, safety and who benefits; teams answer with evidence and note questions to research before the showcase.",
        },
        {
          title: "Exit Ticket",
          minutes: 5,
          description:
            "Students write the one sentence they most want the audience to remember and the evidence that backs it up.",
        },
      ],
      differentiation: {
        supported: [
          "Provide a five-box storyboard template with sentence frames for each beat.",
          "Let students rehearse first with a partner before the hot seat.",
        ],
        extension: [
          "Write a one-page policy brief for a city council member that summarizes the proposal and its evidence.",
          "Prepare a cost-benefit table comparing the design with a conventional gray-infrastructure option.",
        ],
        multilingual: [
          "Encourage bilingual slides or handouts so the showcase reaches families in their home languages.",
          "Allow students to present the part of the story they are most confident in, in the language of their choice, with a partner summarizing in English.",
        ],
      },
      assessment: [
        "Formative: review storyboards for a clear claim, evidence and reasoning before visuals are built.",
        "Peer feedback on the redesigned graph using the ten-second test.",
        "Presentation rubric scored at the Day 29 showcase: science accuracy, use of evidence, clarity, response to questions and community connection.",
      ],
      standards: { state: ["BIO1.LS2.4"], ngss: ["HS-LS2-7"] },
      file: "/materials/unit3/phase6/Day_27_Science_Story_Lesson_Plan.docx",
      handout: {
        title: "Science Story Storyboard",
        intro:
          "Your audience includes a real stakeholder: the person or group who could build your design or would have to care for it. Plan a story that takes them from the problem to the evidence to one specific decision you are asking for, with one graph anyone can read in ten seconds.",
        sections: [
          {
            heading: "The ten-second graph test",
            prompts: [
              {
                id: "u3-d27-q1",
                text: "After the ten-second flash, list three features that made the clear version easy to read.",
                response: { kind: "lines", count: 3 },
              },
            ],
          },
          {
            heading: "Story arc",
            prompts: [
              {
                id: "u3-d27-q2",
                text: "Who is the real stakeholder for your design, and what exactly will you ask them to decide?",
                response: { kind: "lines", count: 3 },
              },
              {
                id: "u3-d27-q3",
                text: "Storyboard your five beats, one per frame: the problem and who it affects; the biology; the prototype evidence; the optimized design and what it needs to keep working; your ask.",
                response: { kind: "frames", count: 5 },
              },
            ],
          },
          {
            heading: "Our key graph",
            prompts: [
              {
                id: "u3-d27-q4",
                text: "Sketch your redesigned key graph with a plain-language title, labeled axes with units, and one highlighted takeaway.",
                response: { kind: "graph", x: "Condition or round", y: "Your measure (with units)" },
              },
            ],
          },
          {
            heading: "Stakeholder hot seat",
            prompts: [
              {
                id: "u3-d27-q5",
                text: "Record the questions the role cards asked and your evidence-based answers. Mark the ones to research before the showcase.",
                response: {
                  kind: "table",
                  columns: ["Role", "Question asked", "Our answer and its evidence", "Research before Day 29?"],
                  rows: 4,
                },
              },
              {
                id: "u3-d27-q6",
                text: "Exit ticket: the one sentence you most want the audience to remember, and the evidence that backs it up.",
                response: { kind: "lines", count: 3 },
              },
            ],
          },
        ],
        wordBank: [
          { term: "stakeholder", meaning: "a person or group affected by a decision or able to make it" },
          { term: "claim", meaning: "a statement the evidence supports" },
          { term: "takeaway", meaning: "the one message a graph or talk should leave with the audience" },
          { term: "ask", meaning: "the specific action you request from the audience" },
        ],
        sentenceStarters: [
          "The clear graph worked because ___.",
          "We are asking ___ to ___ because ___.",
          "Our graph shows that ___.",
          "When the ___ asked ___, we answered with ___.",
        ],
      },
    },
    {
      number: 28,
      label: "Day 28",
      title: "Keeping It Alive: Maintenance and Monitoring Plan and Rehearsal",
      description:
        "Teams write the maintenance and monitoring plan their living design needs to keep working after it is built (tasks, timing and who could do them; indicators, methods, targets and the action each triggers), then give a timed rehearsal of the showcase talk to a peer team that plays the crew who would inherit the design, and revise from its rubric-based feedback.",
      drivingQuestion:
        "Who will keep our design working after we hand it over, and how will anyone know whether it still does?",
      objectives: [
        "Identify the care each living part of the design needs, when and from whom, and estimate its yearly time or cost.",
        "Choose monitoring indicators, methods and targets that come from the design's tested criteria, with an action for each missed target.",
        "Deliver a timed rehearsal and give specific, rubric-based feedback to another team.",
        "Revise the presentation and the plan using the two most important pieces of feedback.",
      ],
      keyUnderstandings: [
        "Green infrastructure is alive, so it works only as long as it is cared for: new plantings need watering through their first one or two growing seasons, weeds and litter must be cleared, and sediment that collects at a rain garden's inlet must be removed or the basin stops draining.",
        "A monitoring plan turns the design's criteria into indicators someone can check after it is built, such as whether a rain garden drains within 24 to 48 hours after a storm (so mosquitoes cannot complete their life cycle), surface temperature on a hot afternoon, plant survival and the species seen, each with a target and an action if the target is missed.",
        "A tray test lasts minutes, while a real site faces years of droughts, heavy storms and a changing climate; monitoring is how the community finds out what the prototype could not show.",
      ],
      materials: [
        "Team slides or posters, prototypes, redesigned graphs and design briefs from Days 25-27",
        "Maintenance and monitoring fact cards: rain garden, green roof, shade trees, pollinator planting, algae bioreactor and mud fuel cell",
        "Maintenance and monitoring plan handout",
        "Showcase presentation rubric from Day 27: science accuracy, use of evidence, clarity, response to questions and community connection",
        "Stakeholder role cards from Day 27",
        "Timer and glow-and-grow feedback forms tied to the rubric rows",
      ],
      activities: [
        {
          title: "Warm-Up: The Rain Garden Nobody Weeded",
          minutes: 5,
          description:
            "The teacher shows photos of two rain gardens a few years after planting, one cared for and one choked with weeds, litter and sediment, with water still standing days after a storm, and asks: 'Both passed their first test. What happened to the second one, and whose job was it?' Students list the care a living design needs.",
        },
        {
          title: "Maintenance Plan",
          minutes: 12,
          description:
            "Teams read the fact card for their design type and fill in the maintenance table: each task (establishment watering, weeding, mulching, clearing the inlet, pruning, checking pumps or electrodes), how often and in which season, who could do it (the custodial or grounds crew, a student green team, a community garden group) and the time or cost per year. The teacher asks, 'What happens in July when school is out? Who has the hose?'",
        },
        {
          title: "Monitoring Plan",
          minutes: 10,
          description:
            "Teams turn each tested criterion into an indicator someone can check after building: drain-down time after a storm, surface temperature on a hot afternoon, plant survival, species seen in a timed watch, and growth or voltage for bioreactors and fuel cells. For each they write the method, how often, the target from their criteria and the action if the target is missed, and choose one baseline they can record on Day 30.",
        },
        {
          title: "Rehearsal Rounds",
          minutes: 18,
          description:
            "Teams pair up. Team A gives its full talk, including its care plan, in 5 timed minutes while Team B scores the rubric; Team B then takes role cards, always including the grounds and maintenance crew member, asks two questions (2 minutes) and gives one glow and one grow per rubric row on the feedback form (2 minutes). The teams switch. The teacher rotates, scoring science accuracy and listening for errors such as calling a year's carbon uptake 'storage' or reporting a percent reduction without its range.",
        },
        {
          title: "Revision and Exit Ticket",
          minutes: 7,
          description:
            "Teams choose the two most important pieces of feedback, act on one now and assign the other as homework, set showcase roles (presenter, data explainer, greeter and interpreter, feedback collector) and print the Day 29 visitor feedback cards in the languages families speak. Bioreactor and fuel cell teams add their latest readings from the change made on Day 26. Each student writes the maintenance task or indicator they will explain at the showcase.",
        },
      ],
      differentiation: {
        supported: [
          "Give teams the fact card for their design type with the first two maintenance tasks filled in as a model.",
          "Provide a presenter script card for each beat of the story, and let students rehearse their part with a partner before the rounds.",
        ],
        extension: [
          "Estimate the design's yearly upkeep hours and cost and compare them with the gray-infrastructure option it would replace.",
          "Design a one-page data sheet a volunteer could use to record one indicator, and test it on a classmate.",
        ],
        multilingual: [
          "Students rehearse the part they will give in a home language at the showcase, with a teammate summarizing in English, and a fluent speaker checks translated materials.",
          "Provide bilingual frames: 'Every ___, someone needs to ___ so that ___.' and 'If ___ is above ___, then ___.'",
        ],
      },
      assessment: [
        "Maintenance and monitoring plan scored with its rubric: maintenance tasks, monitoring indicators, targets and actions, and fit for the caretaker.",
        "Peer rubric scores and glow-and-grow feedback for each team, and teacher notes on science accuracy from the rehearsal rounds.",
        "Exit ticket naming the task or indicator each student will explain at the showcase.",
      ],
      standards: { state: ["BIO1.LS2.4"], ngss: ["HS-LS2-7"] },
      flexible:
        "Planning, rehearsal and catch-up day: teams are at different stages with their plans and talks, so the revision stretches to finish visuals, translations or retest readings, and the day absorbs a schedule change if the showcase moves to an evening.",
      file: "/materials/unit3/phase6/Day_28_Rehearsal_Critique_Lesson_Plan.docx",
      handout: {
        title: "Maintenance and Monitoring Plan",
        intro:
          "A rain garden, green roof or row of trees is alive: it keeps working only if someone cares for it, and nobody knows whether it works unless someone checks. Use your fact card to plan the care your design needs and the indicators that will show it is still meeting your criteria after it is built.",
        sections: [
          {
            heading: "Maintenance: what keeps it working",
            prompts: [
              {
                id: "u3-d28-q1",
                text: "List each care task your design needs, how often and in which season, who could do it, and the time or cost per year.",
                response: {
                  kind: "table",
                  columns: ["Task", "How often / season", "Who could do it", "Time or cost per year"],
                  rows: 5,
                },
              },
              {
                id: "u3-d28-q2",
                text: "Which living part of your design would fail first without care, and why? What happens to it in July when school is out?",
                response: { kind: "lines", count: 3 },
              },
            ],
          },
          {
            heading: "Monitoring: how anyone will know",
            prompts: [
              {
                id: "u3-d28-q3",
                text: "Turn each tested criterion into an indicator someone can check after building.",
                response: {
                  kind: "table",
                  columns: [
                    "Indicator",
                    "Method",
                    "How often",
                    "Target (from our criteria)",
                    "Action if the target is missed",
                  ],
                  rows: 4,
                },
              },
              {
                id: "u3-d28-q4",
                text: "Which one baseline reading will you file on Day 30 so the first check has something to compare with? Say where, how and who repeats it.",
                response: { kind: "lines", count: 3 },
              },
              {
                id: "u3-d28-q5",
                text: "What could the tray test not show that monitoring will (years of droughts and storms, the site's real soil, species arriving or leaving)?",
                response: { kind: "lines", count: 3 },
              },
            ],
          },
          {
            heading: "After the rehearsal",
            prompts: [
              {
                id: "u3-d28-q6",
                text: "The two most important pieces of feedback from the rehearsal, and what you changed (or will change tonight) because of each.",
                response: { kind: "table", columns: ["Feedback", "Rubric row", "What we changed"], rows: 2 },
              },
            ],
          },
        ],
        wordBank: [
          { term: "maintenance", meaning: "the regular care a design needs to keep working" },
          {
            term: "establishment",
            meaning: "the first one or two growing seasons, when new plants need regular watering",
          },
          { term: "indicator", meaning: "something you can measure that shows whether the design still works" },
          { term: "baseline", meaning: "the first reading, to compare later readings with" },
          {
            term: "drain-down time",
            meaning: "how long water stands in a rain garden after a storm; the target is 24 to 48 hours",
          },
        ],
        sentenceStarters: [
          "Every ___, someone needs to ___ so that ___.",
          "If ___ is above ___, then ___ should ___.",
          "Because of feedback on ___, we changed ___.",
        ],
      },
    },
    {
      number: 29,
      label: "Day 29",
      title: "Community Climate Solutions Showcase: Presenting to Our Neighbors",
      description:
        "Teams present their optimized climate solutions and the plans to keep them working at stations to families, neighbors, invited decision makers such as city sustainability staff or a watershed group, and the stakeholder each design is meant for, answer questions with evidence, and collect visitor feedback cards rating each design on impact, feasibility and community fit. If families cannot come during the school day, hold the showcase in the evening and use this period for setup and a school audience.",
      drivingQuestion:
        "What does our community think of our solution, and how could it protect local biodiversity as the climate changes?",
      objectives: [
        "Present the team's problem, biology, evidence and optimized design clearly to an audience of non-specialists.",
        "Explain how the design would change habitat and biodiversity on the site.",
        "Respond to visitor questions with evidence, and record the questions the team cannot yet answer.",
        "Collect visitor feedback on impact, feasibility and community fit to evaluate the design.",
      ],
      keyUnderstandings: [
        "Biodiversity provides services people depend on, such as pollination, cooler air and cleaner water, so a design that adds native species helps both wildlife and neighbors.",
        "Community members and decision makers bring knowledge and priorities engineers need; their feedback is evidence about whether a design will be used and cared for.",
        "Sharing science in public, including its limits and trade-offs, builds the trust a community needs to act.",
      ],
      materials: [
        "Team stations with prototypes, posters or slides, site plans and key graphs",
        "Each team's maintenance and monitoring plan from Day 28, on display",
        "Visitor feedback cards rating impact, feasibility and community fit from 1 to 4, with space for a comment, in the languages families speak",
        "Sign-in sheet, name tags, and a welcome table with a laptop looping the HHMI film Surveying Gorongosa's Biodiversity",
        "Showcase presentation rubric and clipboards for the teacher and any volunteer scorers",
        "Invitations sent two weeks ahead in community languages, and light refreshments if the budget allows",
      ],
      activities: [
        {
          title: "Set Up and Final Check",
          minutes: 8,
          description:
            "Teams set up stations, test devices, place prototypes safely and confirm roles: presenter, data explainer, greeter and interpreter, feedback collector. Each team rehearses its biodiversity talking point, prepared the night before from the Crash Course Biology #10 on biodiversity and conservation and OpenStax Biology for AP® Courses section 38.2: which native species the design supports and what service they provide. The teacher checks every station for its key graph, feedback cards and a clear walkway.",
        },
        {
          title: "Welcome and Framing",
          minutes: 5,
          description:
            "A student emcee welcomes guests, in more than one language where possible, states the unit's driving question, explains that every design began with a problem students saw on their own blocks, and shows visitors how to fill in a feedback card. Early guests can watch the HHMI biodiversity survey film at the welcome table, which shows scientists counting species much as students did in their Days 2-3 field survey.",
        },
        {
          title: "Showcase Rotations",
          minutes: 32,
          description:
            "Visitors move through the stations in small groups over three rounds of about 10 minutes. At each station the team gives its 4- to 5-minute talk (the problem and who it affects, the biology, prototype evidence with ranges, the optimized design, the habitat it adds for native species, how it will be cared for and monitored, and its ask), then answers questions; visitors complete a feedback card before moving on. Team members rotate roles each round so every student presents at least once. The teacher scores the rubric at each station and notes strong answers and questions a team could not answer.",
        },
        {
          title: "Quick Debrief",
          minutes: 7,
          description:
            "After guests leave, or while they enjoy refreshments, teams gather feedback cards, thank guests personally, and record the best question they were asked, one they could not answer, the feedback that surprised them most and any question or condition the stakeholder raised. Cards go into a team envelope for the Day 30 hand-off.",
        },
      ],
      differentiation: {
        supported: [
          "Give each student a station script card for their role, and let students choose a speaking part that fits their strengths, such as demonstrating the prototype.",
          "Pair a newer presenter with a confident teammate for the first round.",
        ],
        extension: [
          "Talk with an invited decision maker about what it would take to pilot the design on a real site, and record the next steps they name.",
          "Ask visitors one extra survey question about where in the neighborhood they most want shade or flood relief.",
        ],
        multilingual: [
          "Multilingual students host station conversations in the languages of visiting families, with bilingual posters and feedback cards at every station.",
          "Students may present the part of the story they know best in the language of their choice, with a teammate summarizing in English.",
        ],
      },
      assessment: [
        "Presentation scored with the showcase rubric: science accuracy, use of evidence, clarity, response to questions and community connection.",
        "Visitor feedback cards rating impact, feasibility and community fit, kept for Day 30.",
        "Debrief notes recording the best question and one the team could not answer.",
      ],
      links: [video("cc-sixth-mass-extinction")],
      // Students present and defend the design they evaluated and refined (HS-LS2-7) and collect the visitor
      // feedback that evaluates it again; no simulation is created or revised today, so HS-LS4-6 is not cited.
      standards: { state: ["BIO1.LS2.4"], ngss: ["HS-LS2-7"] },
      safety: [
        "Set prototypes on sturdy tables away from walkways, tape down cords, and keep aisles wide enough for strollers and wheelchairs.",
        "Drain runoff trays before guests arrive and keep paper towels at every station so no water reaches the floor.",
        "Keep heat lamps off during the showcase, or switch one on only for a short demonstration with a student watching and visitors' hands kept away.",
        "Keep algae bioreactors and mud fuel cells lidded or sealed; visitors, especially young children, look but do not touch, and hand wipes sit at every station with living or soil displays.",
        "Serve any refreshments at a separate table away from soil, mud and algae displays, and label common allergens.",
      ],
      file: "/materials/unit3/phase6/Day_29_Community_Showcase_Lesson_Plan.docx",
      handout: {
        title: "Showcase Station Record",
        intro:
          "Tonight's visitors include the people who live near your site and the stakeholder your design is meant for. Keep a record at your station: who presented, what visitors asked, and what you could not yet answer. Everything here goes into your team envelope for the Day 30 hand-off.",
        sections: [
          {
            heading: "Our station",
            prompts: [
              {
                id: "u3-d29-q1",
                text: "Our roles in each round (presenter, data explainer, greeter and interpreter, feedback collector).",
                response: {
                  kind: "table",
                  columns: ["Round", "Presenter", "Data explainer", "Greeter and interpreter", "Feedback collector"],
                  rows: ["Round 1", "Round 2", "Round 3"],
                },
              },
              {
                id: "u3-d29-q2",
                text: "Our biodiversity talking point: which native species the design supports and what service they provide to people.",
                response: { kind: "lines", count: 3 },
              },
            ],
          },
          {
            heading: "Questions log",
            prompts: [
              {
                id: "u3-d29-q3",
                text: "Record visitors' questions, who asked (neighbor, family, decision maker, stakeholder) and your answer, or what you would need to find out.",
                response: {
                  kind: "table",
                  columns: ["Question", "Who asked", "Our answer, or what we need to find out"],
                  rows: 6,
                },
              },
            ],
          },
          {
            heading: "Debrief",
            prompts: [
              {
                id: "u3-d29-q4",
                text: "The best question we were asked, and why it was good.",
                response: { kind: "lines", count: 2 },
              },
              {
                id: "u3-d29-q5",
                text: "One question we could not answer, and how we could find the answer.",
                response: { kind: "lines", count: 3 },
              },
              {
                id: "u3-d29-q6",
                text: "The feedback that surprised us most, and any question or condition the stakeholder raised.",
                response: { kind: "lines", count: 3 },
              },
            ],
          },
        ],
        wordBank: [
          {
            term: "ecosystem service",
            meaning: "a benefit people get from nature, such as pollination, cooler air or cleaner water",
          },
          { term: "feasibility", meaning: "how practical a design is to build and keep working" },
          { term: "community fit", meaning: "how well a design suits the people and place it serves" },
          { term: "stakeholder", meaning: "a person or group affected by a decision or able to make it" },
        ],
        sentenceStarters: [
          "Our design supports ___, which helps people by ___.",
          "A visitor asked ___ and we answered ___.",
          "We were surprised that ___.",
        ],
      },
    },
    {
      number: 30,
      label: "Day 30",
      title: "Design Hand-Off: Passing On Our Design and the Plan to Keep It Working",
      description:
        "Students set their design in the long view with EarthViewer's record of past environmental change, revise it from visitor feedback, hand the design package with its maintenance and monitoring plan to the stakeholder who would build or care for it and record the response, file a first monitoring baseline, and write an engineer's reflection on what the tests could and could not show.",
      drivingQuestion: "How has environmental change shaped life in the past, and what role will we play next?",
      objectives: [
        "Use EarthViewer to compare environmental change during past mass extinctions with the pace of change today, and predict how species on the team's site could shift.",
        "Summarize visitor feedback and make final revisions to the design package before the hand-off.",
        "Hand off the design package to a real stakeholder, record the response, and file a first monitoring baseline.",
        "Write a reflection that uses evidence from unit work to explain what the tests showed, what only monitoring can show, and the student's own role next.",
      ],
      keyUnderstandings: [
        "Environmental change has always let some species increase while others shift or go extinct; in the end-Permian extinction about 252 million years ago, massive volcanic carbon release and warming were followed by the loss of most marine species.",
        "Carbon dioxide in the air has risen from about 280 to more than 420 parts per million in under two centuries, faster than most natural changes in Earth's history, and species are now disappearing far faster than the background rate.",
        "A design handed off with a maintenance and monitoring plan keeps teaching after the unit ends: monitoring records how the site's species and performance change as the climate does, and tells the people who care for it when to act.",
      ],
      materials: [
        "Computers with the HHMI EarthViewer interactive",
        "The modern record of carbon dioxide measured at Mauna Loa (the Keeling curve) from NOAA, projected",
        "Visitor feedback cards and debrief notes from Day 29",
        "Each team's design package from Days 25-29: design brief, key graph, optimization justification, and maintenance and monitoring plan",
        "Design hand-off checklist and stakeholder response form",
        "Day 30 handout: EarthViewer notes, feedback summary, hand-off record and the engineer's reflection, scored with the reflection rubric",
        "Phones or a class tablet to photograph the site from the photo points in each monitoring plan",
      ],
      activities: [
        {
          title: "EarthViewer: Change Then and Now",
          minutes: 10,
          description:
            "Pairs open EarthViewer, turn on the mass extinction markers and the carbon dioxide and temperature charts, and compare the end-Permian (about 252 million years ago) and end-Cretaceous (about 66 million years ago) extinctions, recording what changed in the environment and what happened to biodiversity. The teacher projects the Keeling curve and asks, 'How does the speed of today's change compare? Which species near us are increasing, shifting or declining, like the ones we studied on Days 9-10, and which of them would our monitoring notice first?' Crash Course Biology #10 on extinction and restoration and OpenStax Biology 2e section 47.1 (The Biodiversity Crisis) are the homework reading and viewing.",
        },
        {
          title: "What Our Community Told Us",
          minutes: 8,
          description:
            "Teams tally their visitor feedback cards, calculate the average rating for impact, feasibility and community fit, and sort comments into themes. For each theme they decide adopt, adapt or decline, make the quick changes to the package, and list the questions only the stakeholder can settle.",
        },
        {
          title: "The Hand-Off",
          minutes: 14,
          description:
            "Teams check their package against the hand-off checklist. Then each team has 90 seconds with the stakeholder (the school facilities manager, a parks or stormwater program staff member, or a community garden or watershed group leader, in person or by video call): what it is handing over, the decision it asks for, what the design needs to keep working and who does the first monitoring check. The stakeholder answers on the response form: consider a pilot, revise and resubmit, or not now, with any conditions. If the stakeholder cannot join, teams record their 90 seconds as a video, the teacher sends it with the packages, and the form is completed and read to the class when the reply comes.",
        },
        {
          title: "First Monitoring Baseline",
          minutes: 6,
          description:
            "Each team files the first reading of one indicator from its plan, dated: a photo from a marked photo point at the site, a surface temperature, or a count of plants or insects from the Days 2-3 field survey or a quick timed watch on the school planting. It names who repeats the reading and when, so the first check after building has something to compare with.",
        },
        {
          title: "Engineer's Reflection",
          minutes: 13,
          description:
            "Students place a Day 1 Climate Walk photo beside their final design and answer the reflection prompts: how their understanding of climate and living systems changed, with evidence; a test that failed or surprised them and what it taught; what the tray tests could not show and how monitoring will find out; and their own role in the monitoring plan, with a first date. The teacher confers with students who are stuck: 'What do you know now that you did not know on Day 1?'",
        },
      ],
      differentiation: {
        supported: [
          "Provide the reflection prompts with sentence starters, and offer an audio or video reflection option.",
          "Give pairs an EarthViewer guide with the timeline positions and chart buttons marked.",
        ],
        extension: [
          "Write the cover memo that goes with the package to a city council member or the school board, using showcase feedback and the stakeholder's conditions to recommend a pilot.",
          "Compare published estimates of how fast carbon was released during the end-Permian extinction with today's emissions, and explain why the rate of change matters for whether species can adapt or move.",
        ],
        multilingual: [
          "Reflections may be written or recorded in the home language, with a short English summary.",
          "Hand-off summaries may be bilingual so neighbors who speak other languages can follow the design's care plan.",
        ],
      },
      assessment: [
        "EarthViewer comparison notes on environmental change and biodiversity for two past events and today.",
        "Team feedback summary with average ratings, themes and the final revisions made.",
        "Design hand-off package with the stakeholder's recorded response and a dated first monitoring baseline.",
        "Engineer's reflection scored with the reflection rubric: growth in understanding, use of evidence, learning from failure, and limits and monitoring.",
      ],
      links: [video("cc-sixth-mass-extinction")],
      standards: { state: ["BIO1.LS4.5", "BIO1.LS2.4"], ngss: ["HS-LS4-5", "HS-LS2-7"] },
      file: "/materials/unit3/phase6/Day_30_Reflection_Next_Steps_Lesson_Plan.docx",
      handout: {
        title: "Hand-Off Record and Engineer's Reflection",
        intro:
          "Engineers do not walk away from a design: they hand it to the people who will build and care for it, with what the tests showed and what still needs watching. Today you set your design against Earth's long record of change, finish and hand over your package, and reflect as an engineer.",
        sections: [
          {
            heading: "Change then and now",
            prompts: [
              {
                id: "u3-d30-q1",
                text: "From EarthViewer and the Keeling curve, record what changed in the environment and what happened to biodiversity.",
                starter: "In the end-Permian, ___ changed and ___; today ___.",
                response: {
                  kind: "table",
                  columns: ["Event", "When", "What changed in the environment", "What happened to biodiversity"],
                  rows: ["End-Permian", "End-Cretaceous", "Today"],
                },
              },
              {
                id: "u3-d30-q2",
                text: "How might the species on your site shift as the climate warms, and which indicator in your monitoring plan would notice it first?",
                response: { kind: "lines", count: 3 },
              },
            ],
          },
          {
            heading: "What the community told us",
            prompts: [
              {
                id: "u3-d30-q3",
                text: "Tally your visitor feedback cards and calculate each average rating.",
                response: {
                  kind: "table",
                  columns: ["Rating (1-4)", "Number of cards", "Sum of ratings", "Average"],
                  rows: ["Impact", "Feasibility", "Community fit"],
                },
              },
              {
                id: "u3-d30-q4",
                text: "What did the community value most, what did visitors most want changed, and what did you change before the hand-off?",
                starter: "Visitors valued ___ most and wanted us to change ___.",
                response: { kind: "lines", count: 4 },
              },
            ],
          },
          {
            heading: "The hand-off",
            prompts: [
              {
                id: "u3-d30-q5",
                text: "Record the stakeholder's response: the decision (consider a pilot, revise and resubmit, or not now), any conditions, and who does the first monitoring check and when.",
                starter: "The stakeholder decided ___, on condition that ___.",
                response: { kind: "lines", count: 4 },
              },
            ],
          },
          {
            heading: "Engineer's reflection",
            prompts: [
              {
                id: "u3-d30-q6",
                text: "How did your understanding of climate and living systems change? Compare your Day 1 Climate Walk photo with your final design and give evidence from a specific day.",
                starter: "On Day 1 I thought ___; now I know ___ because on Day ___ we ___.",
                response: { kind: "lines", count: 5 },
              },
              {
                id: "u3-d30-q7",
                text: "Describe a test that failed or surprised you and what it taught you.",
                response: { kind: "lines", count: 4 },
              },
              {
                id: "u3-d30-q8",
                text: "What could your tray tests not show, and how will the monitoring plan find out?",
                response: { kind: "lines", count: 4 },
              },
              {
                id: "u3-d30-q9",
                text: "Your role in the monitoring plan: the task, the first date, and who you will report to.",
                response: { kind: "lines", count: 3 },
              },
            ],
          },
        ],
        wordBank: [
          {
            term: "mass extinction",
            meaning: "the loss of a large share of Earth's species in a short time, geologically",
          },
          { term: "Keeling curve", meaning: "the record of CO2 in the air measured at Mauna Loa since 1958" },
          {
            term: "hand-off",
            meaning: "passing a design, its evidence and its care plan to the people who will own it",
          },
          { term: "monitoring", meaning: "checking the same indicators over time to see whether a design still works" },
        ],
        sentenceStarters: [
          "In the end-Permian, ___ changed and ___; today ___.",
          "Visitors valued ___ most and wanted us to change ___.",
          "The stakeholder decided ___, on condition that ___.",
          "On Day 1 I thought ___; now I know ___ because on Day ___ we ___.",
        ],
      },
    },
  ],
  materials: [
    lessonPlan({
      title: "Day 27: Telling the Science Story",
      subtitle: "Phase 6 lesson plan - from data to a community pitch",
      path: "/materials/unit3/phase6/Day_27_Science_Story_Lesson_Plan.docx",
      lesson: 27,
      phase: 6,
    }),
  ],
  // The spec fixes one lesson-plan download per Unit 3 phase; the other days' plans are linked from their lesson cards.
  unlistedMaterials: [
    lessonPlan({
      title: "Day 28: Maintenance and Monitoring Plan and Rehearsal",
      subtitle: "Phase 6 lesson plan - the care a living design needs, indicators to check it, and a timed rehearsal",
      path: "/materials/unit3/phase6/Day_28_Rehearsal_Critique_Lesson_Plan.docx",
      lesson: 28,
      phase: 6,
    }),
    lessonPlan({
      title: "Day 29: Community Climate Solutions Showcase",
      subtitle: "Phase 6 lesson plan - presenting to families, neighbors and decision makers",
      path: "/materials/unit3/phase6/Day_29_Community_Showcase_Lesson_Plan.docx",
      lesson: 29,
      phase: 6,
    }),
    lessonPlan({
      title: "Day 30: Design Hand-Off",
      subtitle:
        "Phase 6 lesson plan - EarthViewer, visitor feedback, hand-off to the stakeholder and an engineer's reflection",
      path: "/materials/unit3/phase6/Day_30_Reflection_Next_Steps_Lesson_Plan.docx",
      lesson: 30,
      phase: 6,
    }),
    ...unlistedHandout({
      stem: "/materials/unit3/phase6/Day_27_Science_Story_Handout",
      title: "Day 27 Handout: Science Story Storyboard",
      subtitle: "The stakeholder and the ask, five story beats, a ten-second graph and the hot seat",
      lesson: 27,
      phase: 6,
    }),
    ...unlistedHandout({
      stem: "/materials/unit3/phase6/Day_28_Maintenance_Monitoring_Plan_Handout",
      title: "Day 28 Handout: Maintenance and Monitoring Plan",
      subtitle: "Care tasks, indicators with targets and actions, a baseline and rehearsal changes",
      lesson: 28,
      phase: 6,
    }),
    ...unlistedHandout({
      stem: "/materials/unit3/phase6/Day_29_Showcase_Station_Handout",
      title: "Day 29 Handout: Showcase Station Record",
      subtitle: "Station roles, biodiversity talking point, questions log and debrief",
      lesson: 29,
      phase: 6,
    }),
    ...unlistedHandout(
      {
        stem: "/materials/unit3/phase6/Day_30_Hand_Off_Reflection_Handout",
        title: "Day 30 Handout: Hand-Off Record and Engineer's Reflection",
        subtitle: "EarthViewer notes, feedback averages, the stakeholder's response and the reflection",
        lesson: 30,
        phase: 6,
      },
      { variants: true },
    ),
  ],
};
