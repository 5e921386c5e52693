import { lessonPlan } from "../builders.ts";
import { interactive, textbook, video } from "../resources.ts";
import type { PhaseInput } from "../schema.ts";

export const phase6: PhaseInput = {
  number: 6,
  title: "Communication & Reflection",
  range: "Days 27-30",
  summary:
    "Teams tell the science story of their solution to community stakeholders, respond to feedback, and reflect on their growth as scientists, engineers and community members.",
  overview: [
    "Phase 6 brings the work back to the community. Teams craft a clear science story covering the problem, the biology, the prototype evidence and the optimized design, and present it at a showcase for families, neighbors and local decision makers such as city sustainability staff or a watershed group.",
    "Students then reflect individually and as teams on what they learned, how their thinking changed, and what they will do next, from caring for a school rain garden to speaking at a public meeting.",
  ],
  objectives: [
    "Communicate a solution with a clear claim, data-based evidence and scientific reasoning for a non-specialist audience.",
    "Use graphs, models and site plans to make evidence easy to understand.",
    "Respond to stakeholder questions and feedback with evidence.",
    "Reflect on personal growth and plan a next action for the community.",
  ],
  keyActivities: [
    {
      title: "Science Story Workshop",
      when: "Day 27",
      description:
        "Teams storyboard their presentation, redesign their key graph for clarity, and rehearse answers to stakeholder questions.",
    },
    {
      title: "Rehearsal and Peer Critique",
      when: "Day 28",
      description: "Teams present to another team and revise using rubric-based feedback.",
    },
    {
      title: "Community Climate Solutions Showcase",
      when: "Day 29",
      description:
        "Teams present to families, neighbors and invited decision makers, collecting written feedback on each design.",
    },
    {
      title: "Reflection and Next Steps",
      when: "Day 30",
      description:
        "Students write a reflection on their growth and commit to one community action, such as maintaining a planting or attending a public meeting.",
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
      when: "Day 29",
      question: "What does our community think of our solution, and how could it protect local biodiversity?",
      video: video("cc-sixth-mass-extinction"),
      interactive: interactive("bi-surveying-gorongosa"),
      textbook: textbook("os-47-2"),
      stateStandard: "BIO1.LS4.6",
      ngss: ["HS-LS4-6"],
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
        "Teams turn their research, test data and model results into a clear, persuasive science story, redesign one key graph for a public audience, and rehearse answers to tough stakeholder questions.",
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
        "Presentation rubric",
        "Stakeholder role cards: city engineer, neighbor, school principal, local business owner, youth climate group",
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
            "Teams storyboard five beats: the problem and who it affects, the biology behind it, the prototype evidence, the optimized design, and a specific ask of the audience.",
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
    },
    {
      number: 28,
      label: "Day 28",
      title: "Rehearsal and Peer Critique: Practicing for Our Neighbors",
      description:
        "Teams give a full, timed rehearsal of their showcase presentation to another team, receive rubric-based feedback and stakeholder questions, and revise their talk, visuals and translated materials before the Day 29 showcase.",
      drivingQuestion:
        "Is our science story clear, accurate and convincing enough for our neighbors, families and local decision makers?",
      objectives: [
        "Deliver a complete, timed presentation that moves from the problem to the evidence, the optimized design and a specific ask.",
        "Score another team's presentation with the showcase rubric and give specific, kind and useful feedback.",
        "Answer stakeholder questions with evidence, and say honestly when something is not yet known.",
        "Revise the presentation using the two most important pieces of feedback.",
      ],
      keyUnderstandings: [
        "Rehearsing for a real audience reveals gaps in a scientific explanation that the presenters cannot see themselves.",
        "Useful feedback names a rubric criterion, points to a specific moment and suggests a change.",
        "A community presentation must be clear and accurate at once: plain words that still explain the biology correctly, such as roots and soil organisms opening pores that let water soak in.",
      ],
      materials: [
        "Showcase presentation rubric from Day 27: science accuracy, use of evidence, clarity, response to questions and community connection",
        "Team slides or posters, prototypes and redesigned graphs",
        "Stakeholder role cards from Day 27",
        "Timer and glow-and-grow feedback forms tied to the rubric rows",
        "Draft visitor feedback cards rating impact, feasibility and community fit",
      ],
      activities: [
        {
          title: "Warm-up: Feedback That Helps",
          minutes: 5,
          description:
            "The teacher reads two comments aloud, 'It was good' and 'Your runoff graph was clear, but I lost track when you explained infiltration; try pointing to the roots in your photo', and asks which one a team could act on. The class agrees on a norm for the day: kind, specific, helpful and tied to a rubric row.",
        },
        {
          title: "Rehearsal Rounds",
          minutes: 20,
          description:
            "Teams pair up. Team A gives its full showcase talk in 5 timed minutes while Team B scores the rubric; Team B then takes role cards and asks two stakeholder questions (3 minutes) and gives one glow and one grow (2 minutes). The teams switch. The teacher rotates, scoring science accuracy and listening for errors such as calling a year's carbon uptake 'storage' or reporting a percent reduction without its range.",
        },
        {
          title: "Revision Sprint",
          minutes: 15,
          description:
            "Teams choose the two most important pieces of feedback and act on them: fixing a science error, simplifying a graph, cutting a slide to stay within time or sharpening the ask to the audience. They finish translated slides or handouts in the languages families speak (checked by a fluent student or family volunteer), assign showcase roles (presenter, data explainer, greeter and interpreter, feedback collector) and print visitor feedback cards. Bioreactor and fuel cell teams add their latest readings from the change made on Day 26.",
        },
        {
          title: "Lightning Openings",
          minutes: 8,
          description:
            "Each team delivers the first 30 seconds of its talk to the whole class: who is affected by the problem and why it matters on our blocks. Classmates respond with a thumbs signal and one word, and the teacher notes any team that needs a check-in before the showcase.",
        },
        {
          title: "Exit Ticket: Showcase Checklist",
          minutes: 5,
          description:
            "Each student completes a checklist (my role, my part of the talk, one question I can answer with evidence, what I bring tomorrow) and names one change the team made today because of feedback.",
        },
      ],
      differentiation: {
        supported: [
          "Provide a presenter script card for each beat of the story, and let students rehearse their part with a partner before the rounds.",
          "Give feedback givers a form with sentence starters for each rubric row.",
        ],
        extension: [
          "Prepare a one-minute version of the talk for a city official with little time, plus a backup slide that answers the hardest stakeholder question.",
          "Act as a peer coach on data visuals for another team.",
        ],
        multilingual: [
          "Students rehearse the part they will give in a home language at the showcase, with a teammate summarizing in English, and a fluent speaker checks translated materials.",
          "Provide bilingual rubric descriptors and feedback stems: 'One thing that was clear was ___. One thing to change is ___.'",
        ],
      },
      assessment: [
        "Peer rubric scores and glow-and-grow feedback for each team.",
        "Teacher notes on science accuracy from the rehearsal rounds.",
        "Revision notes naming two changes made from feedback, and each student's showcase checklist.",
      ],
      standards: { state: ["BIO1.LS2.4"], ngss: ["HS-LS2-7"] },
      flexible:
        "Rehearsal and catch-up day: teams are at different stages with their talks and materials, so the revision sprint stretches to finish visuals, translations or retest readings, and the day absorbs a schedule change if the showcase moves to an evening.",
      file: "/materials/unit3/phase6/Day_28_Rehearsal_Critique_Lesson_Plan.docx",
    },
    {
      number: 29,
      label: "Day 29",
      title: "Community Climate Solutions Showcase: Presenting to Our Neighbors",
      description:
        "Teams present their optimized climate solutions at stations to families, neighbors and invited decision makers such as city sustainability staff or a watershed group, answer questions with evidence, and collect visitor feedback cards rating each design on impact, feasibility and community fit. If families cannot come during the school day, hold the showcase in the evening and use this period for setup and a school audience.",
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
            "Teams set up stations, test devices, place prototypes safely and confirm roles: presenter, data explainer, greeter and interpreter, feedback collector. Each team rehearses its biodiversity talking point, prepared the night before from the Crash Course Biology #10 on biodiversity and conservation and OpenStax Biology 2e section 47.2: which native species the design supports and what service they provide. The teacher checks every station for its key graph, feedback cards and a clear walkway.",
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
            "Visitors move through the stations in small groups over three rounds of about 10 minutes. At each station the team gives its 4- to 5-minute talk (the problem and who it affects, the biology, prototype evidence with ranges, the optimized design, the habitat it adds for native species, and its ask), then answers questions; visitors complete a feedback card before moving on. Team members rotate roles each round so every student presents at least once. The teacher scores the rubric at each station and notes strong answers and questions a team could not answer.",
        },
        {
          title: "Quick Debrief",
          minutes: 7,
          description:
            "After guests leave, or while they enjoy refreshments, teams gather feedback cards, thank guests personally, and record the best question they were asked, one they could not answer and the feedback that surprised them most. Cards go into a team envelope for Day 30.",
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
      standards: { state: ["BIO1.LS4.6", "BIO1.LS2.4"], ngss: ["HS-LS4-6", "HS-LS2-7"] },
      safety: [
        "Set prototypes on sturdy tables away from walkways, tape down cords, and keep aisles wide enough for strollers and wheelchairs.",
        "Drain runoff trays before guests arrive and keep paper towels at every station so no water reaches the floor.",
        "Keep heat lamps off during the showcase, or switch one on only for a short demonstration with a student watching and visitors' hands kept away.",
        "Keep algae bioreactors and mud fuel cells lidded or sealed; visitors, especially young children, look but do not touch, and hand wipes sit at every station with living or soil displays.",
        "Serve any refreshments at a separate table away from soil, mud and algae displays, and label common allergens.",
      ],
      file: "/materials/unit3/phase6/Day_29_Community_Showcase_Lesson_Plan.docx",
    },
    {
      number: 30,
      label: "Day 30",
      title: "Reflection and Next Steps: Our Place in a Changing World",
      description:
        "Students compare past mass extinctions in EarthViewer with today's pace of change, review what visitors said about their designs, write a reflection on their growth as scientists and engineers, and commit to one community action they can keep taking.",
      drivingQuestion: "How has environmental change shaped life in the past, and what role will we play next?",
      objectives: [
        "Use EarthViewer to compare environmental change during past mass extinctions with the pace of change today.",
        "Summarize visitor feedback to evaluate the team's design on impact, feasibility and community fit.",
        "Write a reflection that uses evidence from unit work to describe growth in scientific understanding and engineering skill.",
        "Commit to one specific, realistic community action and plan its first step.",
      ],
      keyUnderstandings: [
        "Environmental change has always let some species increase while others shift or go extinct; in the end-Permian extinction about 252 million years ago, massive volcanic carbon release and warming were followed by the loss of most marine species.",
        "Carbon dioxide in the air has risen from about 280 to more than 420 parts per million in under two centuries, faster than most natural changes in Earth's history, and species are now disappearing far faster than the background rate.",
        "Local actions such as planting native species, caring for green infrastructure and speaking at public meetings help communities and ecosystems adapt.",
      ],
      materials: [
        "Computers with the HHMI EarthViewer interactive",
        "The modern record of carbon dioxide measured at Mauna Loa (the Keeling curve) from NOAA, projected",
        "Visitor feedback cards and debrief notes from Day 29",
        "Student work from the Day 1 Climate Walk photos through Day 29, in portfolios or digital folders",
        "Reflection prompt sheet, commitment cards and thank-you cards for the expert and showcase guests",
      ],
      activities: [
        {
          title: "EarthViewer: Change Then and Now",
          minutes: 12,
          description:
            "Pairs open EarthViewer, turn on the mass extinction markers and the carbon dioxide and temperature charts, and compare the end-Permian (about 252 million years ago) and end-Cretaceous (about 66 million years ago) extinctions, recording what changed in the environment and what happened to biodiversity. The teacher then projects the Keeling curve and asks, 'How does the speed of today's change compare? Which species near us are increasing, shifting or declining, like the ones we studied on Days 9-10?' The Crash Course Biology #10 on extinction and restoration and OpenStax Biology 2e section 47.1 (The Biodiversity Crisis) are the homework reading and viewing.",
        },
        {
          title: "What Our Community Told Us",
          minutes: 10,
          description:
            "Teams tally their visitor feedback cards, calculate the average rating for impact, feasibility and community fit, and sort comments into themes. Each team writes two sentences: what the community valued most and the one change visitors most wanted.",
        },
        {
          title: "Personal Reflection",
          minutes: 16,
          description:
            "Students place a Day 1 Climate Walk photo beside their final design and respond to four prompts: how my understanding of climate and living systems changed, with evidence; a test that failed and what it taught me; a moment my team solved a problem together; and which competency I grew in most, such as original thinking or generous collaboration. The teacher confers with students who are stuck: 'What do you know now that you did not know on Day 1?'",
        },
        {
          title: "Commit to a Next Step",
          minutes: 9,
          description:
            "Each student writes a commitment card naming one realistic community action, its first step and a date: caring for the school planting over the summer, speaking about the design at a city council, planning commission or watershed group meeting, joining a tree-planting day, or recording local species and bloom dates on a citizen-science platform such as iNaturalist or Budburst. The teacher photographs the cards to return to students in a month.",
        },
        {
          title: "Celebration Circle",
          minutes: 5,
          description:
            "Students sign thank-you cards for the expert and the showcase guests, then each shares one sentence about what they are proudest of; the teacher names each team's contribution to the community.",
        },
      ],
      differentiation: {
        supported: [
          "Provide the reflection prompts as a checklist with sentence starters, and offer an audio or video reflection option.",
          "Give pairs an EarthViewer guide with the timeline positions and chart buttons marked.",
        ],
        extension: [
          "Write a short letter to a city council member or the school board that uses showcase feedback to recommend a next step for the strongest design.",
          "Compare published estimates of how fast carbon was released during the end-Permian extinction with today's emissions, and explain why the rate of change matters for whether species can adapt or move.",
        ],
        multilingual: [
          "Reflections may be written or recorded in the home language, with a short English summary.",
          "Commitment cards and thank-you notes may be bilingual so families can share in the commitment.",
        ],
      },
      assessment: [
        "EarthViewer comparison notes on environmental change and biodiversity for two past events and today.",
        "Team feedback summary with average ratings and themes.",
        "Personal reflection scored with the reflection rubric, and a commitment card with a first step and a date.",
      ],
      links: [video("cc-sixth-mass-extinction")],
      standards: { state: ["BIO1.LS4.5", "BIO1.LS2.4"], ngss: ["HS-LS4-5", "HS-LS2-7"] },
      file: "/materials/unit3/phase6/Day_30_Reflection_Next_Steps_Lesson_Plan.docx",
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
      title: "Day 28: Rehearsal and Peer Critique",
      subtitle: "Phase 6 lesson plan - timed rehearsal, rubric feedback and revision",
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
      title: "Day 30: Reflection and Next Steps",
      subtitle: "Phase 6 lesson plan - looking back, feedback and a community commitment",
      path: "/materials/unit3/phase6/Day_30_Reflection_Next_Steps_Lesson_Plan.docx",
      lesson: 30,
      phase: 6,
    }),
  ],
};
