import { interactive, textbook, video } from "#app/content/curriculum/resources.ts";
import type { LessonInput, PhaseInput } from "#app/content/curriculum/schema.ts";
import { day, handoutMaterial, lessonPlanMaterial } from "./days.ts";
import { unlistedHandouts } from "./unlisted-handouts.ts";

/* ------------------------------------------------------------------------------------------------
 * Phase 4: Create Professional Health Communication (Days 23-28 on the phase pages)
 * ---------------------------------------------------------------------------------------------- */

/** The days whose handouts the phase's fixed download list offers; the others are linked from their lesson cards. */
const listedHandoutDays = [23, 25];

const phase4Lessons: LessonInput[] = [
  day(4, {
    number: 23,
    title: "Campaign Strategy: Audience, Message, Channel",
    description:
      "Teams analyze effective public health campaigns, build an audience persona from their survey data and write a message box with one core message, supporting facts and a call to action.",
    drivingQuestion: "What makes a health message change what people actually do?",
    objectives: [
      "Analyze the audience, message and call to action of two professional public health campaigns.",
      "Write a SMART campaign goal based on the team's community health profile.",
      "Create an audience persona and a message box grounded in survey evidence.",
      "Choose communication channels that reach the target audience.",
    ],
    keyUnderstandings: [
      "Effective campaigns target a specific audience with one clear message and one specific action.",
      "Messages work best when they match the audience's concerns, language and trusted messengers.",
    ],
    materials: [
      "Two short professional PSAs (for example CDC or state health department handwashing or flu vaccine spots)",
      "Campaign Strategy Planner handout",
      "Team commitment cards and survey graphs from Day 22",
      "Media release forms with a family letter, one per student, sent home today and due back by Day 25",
    ],
    activities: [
      {
        title: "Analyze professional PSAs",
        minutes: 12,
        description:
          "Students watch two PSAs and identify audience, core message, evidence, emotion and call to action in each.",
      },
      {
        title: "Audience persona",
        minutes: 15,
        description:
          "Teams create a persona for their audience (age, concerns, where they get information, who they trust) using their survey data.",
      },
      {
        title: "Message box",
        minutes: 15,
        description:
          "Teams write a SMART goal, one core message, three supporting facts with sources, and a call to action; they choose two channels to reach their persona.",
      },
      {
        title: "Pitch and feedback",
        minutes: 8,
        description:
          "Each team pitches its message in 30 seconds; another team gives one suggestion. Before students leave, hand out the media release forms: filming is on Day 26, so forms go home today and are due back by Day 25. Explain that no one has to appear on camera and that every student has a production role either way.",
      },
    ],
    differentiation: {
      supported: [
        "Provide an example message box from a different topic.",
        "Offer persona prompts with options to circle.",
      ],
      extension: ["Plan how the team will measure whether the campaign reached its goal."],
      multilingual: [
        "Teams plan a version of the message in a community language with help from bilingual members or families.",
      ],
    },
    assessment: ["Completed Campaign Strategy Planner.", "SMART goal checked against the criteria."],
    standards: { state: ["BIO1.ETS2.1"], ngss: ["HS-ETS1-2"] },
    handout: {
      title: "Campaign Strategy Planner",
      intro:
        "Your campaign must reach a specific audience with a message they understand, trust and can act on. Use your Day 22 evidence to plan it.",
      sections: [
        {
          heading: "Learn from the professionals",
          prompts: [
            { id: "u2-d23-q1", text: "PSA 1: audience, core message, call to action." },
            { id: "u2-d23-q2", text: "PSA 2: audience, core message, call to action." },
            { id: "u2-d23-q3", text: "Which PSA was more persuasive for teenagers, and why?" },
          ],
        },
        {
          heading: "Our audience",
          prompts: [
            { id: "u2-d23-q4", text: "Who exactly is our audience? Describe our persona." },
            { id: "u2-d23-q5", text: "Where does this person get health information, and whom do they trust?" },
            { id: "u2-d23-q6", text: "What does our survey say this audience believes or needs?" },
          ],
        },
        {
          heading: "Our message box",
          prompts: [
            { id: "u2-d23-q7", text: "SMART goal:" },
            { id: "u2-d23-q8", text: "Core message (one sentence):" },
            { id: "u2-d23-q9", text: "Three supporting facts, each with a source:" },
            { id: "u2-d23-q10", text: "Call to action:" },
            { id: "u2-d23-q11", text: "Two channels we will use:" },
          ],
        },
      ],
      wordBank: [
        { term: "target audience", meaning: "the specific group a campaign is designed to reach" },
        { term: "core message", meaning: "the one idea you want the audience to remember" },
        { term: "call to action", meaning: "the specific thing you ask the audience to do" },
        { term: "channel", meaning: "the way a message reaches people, such as social media or posters" },
        { term: "SMART goal", meaning: "a goal that is specific, measurable, achievable, relevant and time-bound" },
        { term: "trusted messenger", meaning: "a person the audience already trusts to give advice" },
      ],
      sentenceStarters: [
        "Our audience is ___ because our data show ___.",
        "The one thing we want people to remember is ___.",
        "We will ask our audience to ___ by ___.",
        "We chose ___ as a channel because ___.",
      ],
    },
  }),
  day(4, {
    number: 24,
    title: "Science Communication Skills",
    description:
      "Students practice plain language, analogies, clear numbers and the 'truth sandwich' for correcting myths, and deliver a 30-second explanation to a partner.",
    drivingQuestion:
      "How do we explain complex immune science clearly and accurately to people who are not scientists?",
    objectives: [
      "Replace scientific jargon with plain-language explanations without losing accuracy.",
      "Create and evaluate an analogy for an immune system or vaccine concept, including where it breaks down.",
      "Present risks as natural frequencies (for example 1 in 10,000) rather than unclear words.",
      "Correct a myth using the truth sandwich: fact, myth, fact.",
    ],
    keyUnderstandings: [
      "Clear communication keeps the science accurate while fitting the audience's knowledge and language.",
      "Repeating a myth prominently can strengthen it, so lead and end with the accurate information.",
      "Every analogy has limits; naming them keeps the audience from drawing wrong conclusions.",
    ],
    materials: [
      "Jargon-swap cards",
      "Analogy examples (for example antibodies as keys, memory cells as a 'most wanted' poster)",
      "Myth statements from Day 21",
      "Timers",
    ],
    activities: [
      {
        title: "Jargon swap",
        minutes: 10,
        description:
          "Pairs rewrite five jargon-heavy sentences (for example 'antigen-specific humoral response') in plain language and check each other's accuracy.",
      },
      {
        title: "Analogy workshop",
        minutes: 15,
        description:
          "Teams create an analogy for their campaign concept and write one way it fits and one way it breaks down.",
      },
      {
        title: "Truth sandwich rewrite",
        minutes: 15,
        description:
          "Teams rewrite a common myth from their survey as a truth sandwich and use a natural frequency for any risk.",
      },
      {
        title: "30-second explanation",
        minutes: 10,
        description:
          "Students explain their core message to a partner from another team, who repeats back what they understood.",
      },
      {
        title: "Exit ticket",
        minutes: 5,
        description: "Students write their core message in 20 words or fewer.",
      },
    ],
    differentiation: {
      supported: ["Provide a plain-language word list and analogy frames (___ is like ___ because ___)."],
      extension: ["Evaluate a published health message with the CDC Clear Communication Index."],
      multilingual: [
        "Practice the 30-second explanation in both English and a home language; discuss terms that do not translate directly.",
      ],
    },
    assessment: [
      "Rewritten sentences checked for accuracy.",
      "Analogy with stated limits.",
      "Truth sandwich and 20-word core message.",
    ],
    standards: { state: ["BIO1.LS1.9", "BIO1.ETS2.1"], ngss: ["HS-LS1-2", "HS-ETS1-2"] },
    handout: {
      title: "Plain Language Toolkit",
      intro:
        "Your campaign only works if people understand it and can trust it. Practice four skills that keep the science accurate while making it clear: plain language, analogies with limits, natural frequencies and the truth sandwich.",
      sections: [
        {
          heading: "Jargon swap",
          prompts: [
            {
              id: "u2-d24-q1",
              text: "Rewrite three sentences from your jargon-swap cards in plain language. Your partner checks that each rewrite is still accurate.",
              starter: "In plain language, this means ___.",
              response: {
                kind: "table",
                columns: ["Card", "Plain-language version", "Partner's check: still accurate?"],
                rows: 3,
              },
            },
            {
              id: "u2-d24-q2",
              text: "Which scientific word did you keep, and how will you explain it the first time you use it?",
            },
          ],
        },
        {
          heading: "Analogy with limits",
          prompts: [
            {
              id: "u2-d24-q3",
              text: "Write an analogy for your campaign's key concept: ___ is like ___ because ___.",
              starter: "___ is like ___ because ___, but it is different because ___.",
            },
            { id: "u2-d24-q4", text: "One way your analogy breaks down, and what a listener might wrongly conclude:" },
          ],
        },
        {
          heading: "Numbers people can picture",
          reference: {
            caption: "Risks stated as percentages (figures from CDC pages on measles and MMR vaccine safety)",
            columns: ["Statement", "As a percentage"],
            rows: [
              ["Children with measles who develop brain swelling (encephalitis)", "about 0.1 percent"],
              ["Children who have a fever-related seizure after an MMR dose", "about 0.03 percent"],
              ["People who have a severe allergic reaction after a vaccine dose", "about 0.0001 percent"],
            ],
          },
          prompts: [
            {
              id: "u2-d24-q5",
              text: "Rewrite each percentage as a natural frequency (1 in ___ or ___ in 10,000) that a family member could picture.",
              starter: "That is about ___ in ___ people.",
            },
            {
              id: "u2-d24-q6",
              text: "Write a truth sandwich for one myth from your survey: fact, then the myth named once, then the fact again with what to do.",
              starter: "The fact is ___. You may have heard ___. But the evidence shows ___, so ___.",
            },
          ],
        },
        {
          heading: "Our core message",
          prompts: [{ id: "u2-d24-q7", text: "Your campaign's core message in 20 words or fewer:" }],
        },
      ],
      wordBank: [
        { term: "jargon", meaning: "words experts use that most people do not know" },
        { term: "plain language", meaning: "everyday words that keep the meaning accurate" },
        { term: "analogy", meaning: "a comparison that explains something new using something familiar" },
        { term: "natural frequency", meaning: "a risk written as a count, such as 1 in 1,000" },
        { term: "truth sandwich", meaning: "fact, then the myth named once, then the fact again" },
        { term: "myth", meaning: "a widely believed claim that the evidence does not support" },
      ],
      sentenceStarters: [
        "In plain language, this means ___.",
        "___ is like ___ because ___, but it is different because ___.",
        "That is about ___ in ___ people.",
        "The fact is ___. You may have heard ___. But the evidence shows ___, so ___.",
      ],
    },
  }),
  day(4, {
    number: 25,
    title: "Storyboarding the 60-Second PSA",
    description:
      "Teams write a script of about 130-150 words and storyboard six to eight shots for a 60-second public service announcement, with sources and permissions planned.",
    drivingQuestion: "How do we tell an accurate, memorable health story in just 60 seconds?",
    objectives: [
      "Structure a 60-second PSA with a hook, core message, evidence and call to action.",
      "Write a script that fits the time limit (about 130-150 spoken words).",
      "Storyboard six to eight shots that match the script.",
      "Plan sources, captions, music and permission forms for people who appear on camera.",
    ],
    keyUnderstandings: [
      "Viewers decide in the first few seconds whether to keep watching, so the hook matters.",
      "Every scientific claim in a PSA must be accurate and traceable to a reliable source.",
    ],
    materials: [
      "PSA Storyboard handout",
      "Two example PSAs for timing",
      "Stopwatches or phone timers",
      "Returned media release forms (sent home on Day 23) and the list of students still without one",
    ],
    activities: [
      {
        title: "Deconstruct a PSA",
        minutes: 10,
        description:
          "Students time each section of an example PSA (hook, problem, message, action) and count its shots.",
      },
      {
        title: "Write the script",
        minutes: 20,
        description: "Teams draft the script, read it aloud with a timer and cut it to fit 60 seconds.",
      },
      {
        title: "Storyboard",
        minutes: 20,
        description:
          "Teams sketch six to eight frames with shot type, narration, on-screen text and sound for each. The teacher checks the returned release forms: a frame that shows a student without a returned form is redrawn without their face (hands, a silhouette, a voice-over, on-screen text) or recast with a teammate who has one, and the teacher sends a reminder home the same day.",
      },
      {
        title: "Exit ticket",
        minutes: 5,
        description: "Teams list each scientific claim in their script and its source.",
      },
    ],
    differentiation: {
      supported: [
        "Provide a script template with time stamps (0-5 s hook, 5-20 s problem, 20-45 s message, 45-60 s action).",
      ],
      extension: ["Plan an accessible version with captions and an audio description of key visuals."],
      multilingual: ["Teams may script the PSA in two languages or add subtitles in a community language."],
    },
    assessment: [
      "Timed script within 60 seconds.",
      "Storyboard with six to eight complete frames.",
      "Source list for every claim.",
    ],
    standards: { state: ["BIO1.ETS2.1"], ngss: ["HS-ETS1-2"] },
    handout: {
      title: "PSA Storyboard",
      intro:
        "A 60-second PSA has room for one clear message. Plan every second: what the audience sees, hears and reads, and where each fact comes from.",
      sections: [
        {
          heading: "Structure",
          prompts: [
            { id: "u2-d25-q1", text: "Hook (0-5 seconds): what will grab attention?" },
            { id: "u2-d25-q2", text: "Problem (5-20 seconds): what is the health issue for our audience?" },
            { id: "u2-d25-q3", text: "Message and evidence (20-45 seconds): what should they understand?" },
            { id: "u2-d25-q4", text: "Call to action (45-60 seconds): what should they do next?" },
          ],
        },
        {
          heading: "Shot plan",
          prompts: [
            {
              id: "u2-d25-q5",
              text: "For each of six to eight frames: sketch, shot type (wide, medium, close-up), narration, on-screen text and sound.",
              response: { kind: "frames", count: 8 },
            },
            { id: "u2-d25-q6", text: "Which shots need people on camera, and do we have signed release forms?" },
          ],
        },
        {
          heading: "Accuracy check",
          prompts: [
            { id: "u2-d25-q7", text: "List every scientific claim in the script and its source." },
            { id: "u2-d25-q8", text: "Who outside our team will check the science before we film?" },
          ],
        },
      ],
      wordBank: [
        { term: "PSA", meaning: "public service announcement: a short message for the public good" },
        { term: "hook", meaning: "an opening that grabs the audience's attention" },
        { term: "storyboard", meaning: "a sequence of sketches that plans each shot" },
        { term: "shot type", meaning: "how close the camera is, such as wide, medium or close-up" },
        { term: "media release", meaning: "written permission to show someone on camera" },
      ],
      sentenceStarters: [
        "Our hook will show ___ so that viewers ___.",
        "In frame ___, the audience will see ___ and hear ___.",
        "Our claim that ___ comes from ___.",
      ],
    },
  }),
  day(4, {
    number: 26,
    title: "PSA Production Day",
    description:
      "Teams film and record their PSA using phones or school tablets, rotating production roles and checking footage against the storyboard.",
    drivingQuestion: "How do we turn our plan into professional-quality footage?",
    objectives: [
      "Capture all planned shots with clear audio and steady framing.",
      "Carry out an assigned production role responsibly.",
      "Check footage against the storyboard and reshoot where needed.",
    ],
    keyUnderstandings: [
      "Professional communication depends on planning, clear roles and quality checks, just as a lab investigation does.",
      "Clear audio matters more to viewers than perfect images.",
    ],
    materials: [
      "Phones or tablets, optional tripods or stacks of books",
      "Quiet recording spaces and a simple reflector (white poster board)",
      "Storyboards, shot checklists and signed media release forms",
    ],
    activities: [
      {
        title: "Production briefing",
        minutes: 8,
        description:
          "Review roles (director, camera, sound, talent, script supervisor), filming locations and time limits. Only students with a signed release appear on camera; a student without one takes a role behind the camera or appears without their face or voice, as the storyboard planned on Day 25.",
      },
      {
        title: "Filming",
        minutes: 35,
        description:
          "Teams film shots in storyboard order, recording at least two takes of narration in a quiet space.",
      },
      {
        title: "Footage check",
        minutes: 7,
        description: "Script supervisors tick off each shot and note reshoots needed for Day 27.",
      },
    ],
    differentiation: {
      supported: ["Provide a role card with a step-by-step checklist for each production role."],
      extension: ["Add B-roll (supporting footage) and plan transitions for editing."],
      multilingual: ["Students may record narration in a community language for a second version."],
    },
    assessment: ["Completed shot checklist.", "Teacher observation of role performance and teamwork."],
    standards: { state: ["BIO1.ETS2.1"], ngss: ["HS-ETS1-2"] },
    handout: {
      title: "Production Day Shot Log",
      intro:
        "Today you film your PSA. Work through your storyboard shot by shot, keep a record of every take, and protect the privacy of anyone who has not returned a media release form.",
      sections: [
        {
          heading: "Before filming",
          prompts: [
            { id: "u2-d26-q1", text: "My production role today and the three things I am responsible for:" },
            {
              id: "u2-d26-q2",
              text: "Which planned shots show a person whose release form has not come back, and how will you film each one instead?",
            },
          ],
        },
        {
          heading: "Shot log",
          prompts: [
            {
              id: "u2-d26-q3",
              text: "Log every shot as you film it, in the order of your plan.",
              response: {
                kind: "table",
                columns: ["Frame", "Shot type", "Takes", "Best take", "Audio clear?", "On camera: release on file?"],
                rows: 8,
              },
            },
            { id: "u2-d26-q4", text: "Which shots need a reshoot on Day 27, and why?" },
          ],
        },
        {
          heading: "Wrap-up",
          prompts: [
            { id: "u2-d26-q5", text: "One problem our team solved during filming, and how:" },
            { id: "u2-d26-q6", text: "How does planning a shoot resemble planning a lab investigation?" },
          ],
        },
      ],
      wordBank: [
        { term: "take", meaning: "one recording of a shot; you may record several" },
        { term: "B-roll", meaning: "extra footage that supports the narration" },
        { term: "script supervisor", meaning: "the team member who checks every planned shot is filmed" },
        { term: "media release", meaning: "signed permission to show someone on camera" },
        { term: "framing", meaning: "what the camera shows and how much of it" },
      ],
      sentenceStarters: [
        "My role is ___, so I ___.",
        "We will reshoot frame ___ because ___.",
        "Instead of showing ___'s face, we will ___.",
      ],
    },
  }),
  day(4, {
    number: 27,
    title: "Editing and Expert Feedback",
    description:
      "Teams edit their PSA with free video tools, add captions and an on-screen source card, check accuracy with a health professional or their sources, and revise through a tuning protocol.",
    drivingQuestion: "Is our PSA accurate, accessible and persuasive enough to share with the public?",
    objectives: [
      "Edit footage into a 60-second PSA with captions and a source card.",
      "Verify every scientific claim against reliable sources or expert feedback.",
      "Use a structured tuning protocol to give and receive feedback, and plan revisions.",
    ],
    keyUnderstandings: [
      "Captions make messages accessible to people who are deaf or hard of hearing and to viewers watching without sound.",
      "Scientists and health professionals review each other's work before it is published; peer and expert review improves quality.",
    ],
    materials: [
      "Devices with a free video editor",
      "Headphones",
      "Tuning protocol cards",
      "Accuracy checklist; school nurse or partner reviewer if available",
    ],
    activities: [
      {
        title: "Edit",
        minutes: 25,
        description:
          "Teams assemble shots, trim to 60 seconds, add captions, titles and a final card listing sources and the call to action.",
      },
      {
        title: "Accuracy check",
        minutes: 10,
        description:
          "Teams check each claim against their source list; where available a school nurse or health partner reviews the cut.",
      },
      {
        title: "Tuning protocol",
        minutes: 15,
        description:
          "Pairs of teams screen their drafts and give warm and cool feedback against the campaign's criteria: accuracy, clarity and persuasiveness.",
      },
      {
        title: "Exit ticket",
        minutes: 5,
        description: "Teams list the three revisions they will make on Day 28.",
      },
    ],
    differentiation: {
      supported: ["Provide a one-page editing guide with screenshots for the school's editor."],
      extension: ["Create a 15-second cut for social media from the same footage."],
      multilingual: ["Add subtitles in a second language checked by a fluent speaker."],
    },
    assessment: [
      "Draft PSA with captions and source card.",
      "Completed accuracy checklist.",
      "Revision plan from the tuning protocol.",
    ],
    standards: { state: ["BIO1.ETS2.1"], ngss: ["HS-ETS1-3"] },
    handout: {
      title: "Edit, Check and Tune",
      intro:
        "Before your PSA reaches the public it must be accurate, accessible and persuasive. Check every claim, caption every word, and use the tuning protocol to decide your final revisions.",
      sections: [
        {
          heading: "Accuracy check",
          prompts: [
            {
              id: "u2-d27-q1",
              text: "Check every scientific claim in your cut against its source.",
              response: {
                kind: "table",
                columns: ["Claim as said in the PSA", "Source", "Checked by", "Accurate, fix or cut?"],
                rows: 5,
              },
            },
            { id: "u2-d27-q2", text: "Did any claim need rewording? Write the old and the new wording." },
          ],
        },
        {
          heading: "Accessibility",
          prompts: [
            {
              id: "u2-d27-q3",
              text: "Watch your cut with the sound off. Can a viewer still get the core message and the call to action? What must the captions or on-screen text add?",
            },
            { id: "u2-d27-q4", text: "What does your final source card list?" },
          ],
        },
        {
          heading: "Tuning protocol",
          prompts: [
            { id: "u2-d27-q5", text: "Warm feedback we received (what works):" },
            { id: "u2-d27-q6", text: "Cool feedback we received (questions and concerns):" },
            {
              id: "u2-d27-q7",
              text: "Our three revisions for Day 28, each with the feedback or check that led to it:",
            },
          ],
        },
      ],
      wordBank: [
        { term: "caption", meaning: "on-screen text of what is said, for viewers who cannot hear it" },
        { term: "source card", meaning: "the final frame listing where the PSA's facts come from" },
        { term: "warm feedback", meaning: "what works well and should stay" },
        { term: "cool feedback", meaning: "questions or concerns that point to improvements" },
        { term: "peer review", meaning: "experts or classmates checking work before it is shared" },
      ],
      sentenceStarters: [
        "The claim ___ is supported by ___.",
        "With the sound off, a viewer would miss ___.",
        "We will change ___ because the feedback said ___.",
      ],
    },
  }),
  day(4, {
    number: 28,
    title: "Finalizing the Campaign Toolkit",
    description:
      "Phase 4 checkpoint. Teams finish their PSA, create a companion infographic or flyer, translate key materials and write a distribution and evaluation plan.",
    drivingQuestion: "How will our campaign reach our audience and how will we know if it worked?",
    objectives: [
      "Produce a final 60-second PSA that addresses the feedback received.",
      "Design an accurate infographic or flyer that reinforces the PSA's core message.",
      "Write a distribution plan and a simple way to measure impact against the SMART goal.",
    ],
    keyUnderstandings: [
      "Campaigns repeat one message across several channels so it reaches more people.",
      "Measuring impact (views, survey changes, audience feedback) shows whether the goal was met and what to improve.",
    ],
    materials: [
      "Draft PSAs and revision plans",
      "Paper or a free design tool for infographics",
      "Campaign toolkit checklist and Checkpoint 4 rubric",
    ],
    activities: [
      {
        title: "Final PSA revisions",
        minutes: 15,
        description: "Teams complete the three planned revisions and export the final PSA.",
      },
      {
        title: "Infographic or flyer",
        minutes: 20,
        description:
          "Teams design a one-page companion piece with the core message, two facts with sources, a visual and the call to action.",
      },
      {
        title: "Distribution and evaluation plan",
        minutes: 10,
        description:
          "Teams plan where and when materials will be shared and write two pre/post questions for the exhibition audience.",
      },
      {
        title: "Submission checklist",
        minutes: 5,
        description: "Teams confirm that every toolkit item is complete and submit it.",
      },
    ],
    differentiation: {
      supported: ["Provide an infographic template with placeholders for message, facts and visual."],
      extension: ["Prepare a short pitch email to a community partner who could share the campaign."],
      multilingual: ["Produce the flyer in English and at least one community language."],
    },
    assessment: [
      "Campaign toolkit (PSA, infographic, distribution and evaluation plan) scored with the Checkpoint 4 rubric.",
      "The rubric's criteria: Science accuracy, Audience and message, Accessibility and languages, Distribution and evaluation plan.",
    ],
    standards: { state: ["BIO1.ETS2.1"], ngss: ["HS-ETS1-2"] },
    handout: {
      title: "Campaign Toolkit Submission",
      intro:
        "Checkpoint 4: your campaign toolkit is the PSA, a companion infographic or flyer, and a plan for sharing the campaign and measuring whether it works. Plan each piece here and check it against the Checkpoint 4 rubric.",
      sections: [
        {
          heading: "Companion infographic or flyer",
          prompts: [
            { id: "u2-d28-q1", text: "The core message and call to action, word for word as in the PSA:" },
            { id: "u2-d28-q2", text: "Two facts with their sources, and the visual you will use for each:" },
            {
              id: "u2-d28-q3",
              text: "Which community languages will the flyer be in, and who checks each translation?",
            },
          ],
        },
        {
          heading: "Distribution plan",
          prompts: [
            {
              id: "u2-d28-q4",
              text: "Plan where and when each piece reaches your audience, and whose approval it needs.",
              response: {
                kind: "table",
                columns: ["Piece", "Channel or place", "When", "Who shares it", "Approval needed"],
                rows: 4,
              },
            },
          ],
        },
        {
          heading: "Evaluation plan",
          prompts: [
            {
              id: "u2-d28-q5",
              text: "Write your two pre/post questions for exhibition visitors. How does each one measure your SMART goal?",
            },
            {
              id: "u2-d28-q6",
              text: "What will count as success (for example, the share of visitors who answer correctly after the visit), and what else will you count, such as flyers taken?",
            },
            {
              id: "u2-d28-q7",
              text: "Score your toolkit with the Checkpoint 4 rubric. Which criterion is weakest, and what will you do about it?",
            },
          ],
        },
      ],
      wordBank: [
        { term: "toolkit", meaning: "the set of campaign pieces a team hands over: PSA, flyer and plans" },
        { term: "distribution", meaning: "how and where the campaign reaches people" },
        { term: "evaluation", meaning: "checking with evidence whether a goal was met" },
        { term: "pre/post question", meaning: "the same question asked before and after the campaign" },
        { term: "reach", meaning: "how many people in the audience saw the campaign" },
      ],
      sentenceStarters: [
        "We will share ___ through ___ because our audience ___.",
        "Our goal is met if ___ percent of visitors ___.",
        "Our weakest criterion is ___, so we will ___.",
      ],
    },
  }),
];

export const phase4: PhaseInput = {
  number: 4,
  title: "Create Professional Health Communication",
  range: "Days 23-28",
  rangeNote: "26-day version: Days 21-24",
  badges: ["Unit 2 - Phase 4", "Science Communication"],
  summary:
    "Teams turn their evidence into a professional public health campaign: a strategy, science communication skills and a 60-second PSA with a companion infographic.",
  overview: [
    "Science communication: students learn to explain immune science in plain language, use analogies and numbers carefully and correct myths without amplifying them, so the public can act on accurate information.",
    "Campaign design: each team plans for a specific audience, core message, call to action and channels, grounded in the community health profile from Phase 3.",
    "The culminating public health PSA campaign: teams script, storyboard, film and edit a 60-second public service announcement, check its accuracy with sources or a health professional, and package it with an infographic and a distribution plan.",
  ],
  objectives: [
    "Design a campaign strategy with a SMART goal, audience persona, message box and channels.",
    "Apply science communication techniques: plain language, analogies with limits, natural frequencies and the truth sandwich.",
    "Produce an accurate, captioned 60-second PSA and a companion infographic.",
    "Plan how to distribute the campaign and measure its impact.",
  ],
  keyActivities: [
    {
      when: "Day 23",
      title: "Campaign strategy",
      description:
        "Teams analyze professional PSAs and build an audience persona, a message box and a channel plan from their data.",
    },
    {
      when: "Day 24",
      title: "Science communication skills",
      description:
        "Jargon swaps, analogy workshops and truth-sandwich rewrites make the science clear without losing accuracy.",
    },
    {
      when: "Days 25-28",
      title: "60-second PSA production",
      description:
        "Teams script, storyboard, film, edit, fact-check and finalize a 60-second PSA and companion materials.",
    },
  ],
  checkpoint: {
    when: "Day 28",
    title: "Checkpoint 4: Campaign Toolkit",
    description: "Final 60-second PSA, infographic or flyer, and distribution and evaluation plan.",
  },
  resourceMap: [
    {
      when: "Day 23",
      question: "What makes a health message change what people actually do?",
      video: video("cc-biology-playlist"),
      interactive: interactive("bi-classroom-resources"),
      textbook: textbook("os-1-1"),
      stateStandard: "BIO1.ETS2.1",
      ngss: ["HS-ETS1-2"],
      notes:
        "Preview the professional PSAs for your audience; choose at least one made for teenagers. Send the media release forms home today so they are back before Day 26 filming.",
    },
    {
      when: "Day 24",
      question: "How do we explain complex immune science clearly and accurately to people who are not scientists?",
      video: video("cc-immune-system"),
      interactive: interactive("bi-cells-immune-system"),
      textbook: textbook("os-42-2"),
      stateStandard: "BIO1.ETS2.1",
      ngss: ["HS-LS1-2", "HS-ETS1-2"],
      notes:
        "Check analogies for accuracy; common ones (such as 'the immune system is an army') need their limits named.",
    },
    {
      when: "Day 25",
      question: "How do we tell an accurate, memorable health story in just 60 seconds?",
      video: video("cc-biology-playlist"),
      interactive: interactive("bi-virus-explorer"),
      textbook: textbook("osap-21-3"),
      stateStandard: "BIO1.ETS2.1",
      ngss: ["HS-ETS1-2"],
      notes:
        "Collect the media release forms sent home on Day 23; storyboard anyone without a returned form off camera or without their face.",
    },
    {
      when: "Day 26",
      question: "How do we turn our plan into professional-quality footage?",
      video: video("cc-biology-playlist"),
      interactive: interactive("bi-classroom-resources"),
      textbook: textbook("os-ch42-immune-system"),
      stateStandard: "BIO1.ETS2.1",
      ngss: ["HS-ETS1-2"],
      notes: "Reserve quiet spaces for narration; only students with signed releases appear on camera.",
    },
    {
      when: "Day 27",
      question: "Is our PSA accurate, accessible and persuasive enough to share with the public?",
      video: video("cc-biology-playlist"),
      interactive: interactive("bi-classroom-resources"),
      textbook: textbook("os-ch42-immune-system"),
      stateStandard: "BIO1.ETS2.1",
      ngss: ["HS-ETS1-3"],
      notes:
        "Invite the school nurse or a health partner to review drafts; give them the accuracy checklist in advance.",
    },
    {
      when: "Day 28",
      question: "How will our campaign reach our audience and how will we know if it worked?",
      video: video("cc-biology-playlist"),
      interactive: interactive("bi-classroom-resources"),
      textbook: textbook("os-ch42-immune-system"),
      stateStandard: "BIO1.ETS2.1",
      ngss: ["HS-ETS1-2"],
      notes: "Checkpoint 4. Get school approval before any PSA is posted publicly.",
    },
  ],
  lessons: phase4Lessons,
  materials: [
    ...phase4Lessons.map((lesson) => lessonPlanMaterial(4, lesson)),
    ...phase4Lessons
      .filter((lesson) => listedHandoutDays.includes(lesson.number))
      .map((lesson) => handoutMaterial(4, lesson)),
  ],
  unlistedMaterials: [...unlistedHandouts(4, phase4Lessons, { except: listedHandoutDays, varied: 24 })],
};
