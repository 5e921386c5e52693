import { interactive, textbook, video } from "#app/content/curriculum/resources.ts";
import type { LessonInput, PhaseInput } from "#app/content/curriculum/schema.ts";
import { dayHandoutFiles, lessonPlanFile, plan } from "./files.ts";

const phase3Lessons: LessonInput[] = [
  {
    number: 12,
    label: "Day 12",
    title: "Social Determinants of Health",
    description:
      "Students learn the five domains of the social determinants of health and build cause-and-effect chains that run from a neighborhood condition all the way to cells and feedback loops.",
    drivingQuestion: "Where does health begin, long before anyone visits a doctor?",
    objectives: [
      "Name and describe the five domains of the social determinants of health.",
      "Classify real-world conditions into the five domains.",
      "Build a causal chain linking one social condition to a biological mechanism studied in Phases 1 and 2.",
    ],
    keyUnderstandings: [
      "Social determinants of health are the conditions where people are born, live, learn, work, play and age; Healthy People 2030 groups them into economic stability, education access and quality, health care access and quality, neighborhood and built environment, and social and community context.",
      "These conditions act through biology: they change what people eat and breathe, how much stress they carry and how early disease is caught.",
    ],
    materials: [
      "Upstream parable script",
      "Twenty condition cards (for example: bus route to the clinic, minimum wage, school meals, sidewalks and lighting, health insurance, discrimination)",
      "Five domain posters",
      "Chain template strips",
    ],
    activities: [
      {
        title: "Warm-Up: The Upstream Parable",
        minutes: 7,
        description:
          "The teacher reads the parable of villagers who keep pulling people out of a river until someone walks upstream to find out why they are falling in. Students connect the story to treating disease versus preventing it.",
      },
      {
        title: "Five Domains Sort",
        minutes: 15,
        description:
          "Groups place condition cards on the five domain posters, debating cards that fit more than one domain and recording the reason for each placement.",
      },
      {
        title: "Biology Connection Chains",
        minutes: 18,
        description:
          "Each group builds two chains from a condition to the cell level, for example: no full grocery store nearby, more low-cost processed food, repeated high glucose after meals, muscle cells becoming less responsive to insulin.",
      },
      {
        title: "Share and Critique",
        minutes: 7,
        description:
          "Groups post their chains and classmates check each link: is it supported by evidence from the unit, or is it a guess that needs data?",
      },
      {
        title: "Exit Ticket",
        minutes: 5,
        description: "Students name the domain they think most affects health in our community and give one reason.",
      },
    ],
    differentiation: {
      supported: ["Condition cards with icons", "Chain template with the first and last links filled in"],
      extension: [
        "Add a feedback arrow showing how illness can in turn worsen a social condition, such as lost work hours",
      ],
      multilingual: ["Domain names translated on each poster", "Allow chains to be drawn as pictures first"],
    },
    assessment: ["Domain sort reasoning recorded for each card", "Causal chains checked for accurate biological links"],
    standards: { state: ["BIO1.LS1.2"], ngss: ["HS-LS1-3", "HS-ETS1-1"] },
    handout: {
      title: "Day 12: Social Determinants of Health",
      intro:
        "Where people live, learn, work and play shapes their health. Today you will sort twenty condition cards into the five social determinants of health and build a chain that links one condition to a change in the body.",
      sections: [
        {
          heading: "Sorting the Conditions",
          prompts: [
            {
              id: "u5-d12-q1",
              text: "Sort the twenty condition cards. Write at least two cards under each determinant.",
              response: {
                kind: "table",
                columns: ["Determinant", "Condition cards"],
                rows: [
                  "Economic stability",
                  "Education access and quality",
                  "Health care access and quality",
                  "Neighborhood and built environment",
                  "Social and community context",
                ],
              },
            },
            {
              id: "u5-d12-q2",
              text: "Which card was hardest to place? Explain why it could fit more than one determinant.",
              starter: "This card fits ... because ...",
            },
          ],
        },
        {
          heading: "Building a Chain",
          prompts: [
            {
              id: "u5-d12-q3",
              text: "Build one chain from a condition card to a health outcome.",
              starter: "This condition leads to ..., which changes the body by ...",
              response: {
                kind: "table",
                columns: ["Condition", "Change in daily life", "Change in the body", "Health outcome"],
                rows: 1,
              },
            },
            { id: "u5-d12-q4", text: "Which link in your chain is biology? Explain what happens in cells or organs." },
          ],
        },
        {
          heading: "Conditions, Not Only Choices",
          prompts: [
            {
              id: "u5-d12-q5",
              text: "A classmate says, 'Health is just about personal choices.' Use your chain to respond.",
              starter: "Health is not only about choices, because ...",
            },
            { id: "u5-d12-q6", text: "Name one change to a condition (not a choice) that would break your chain." },
          ],
        },
      ],
      wordBank: [
        {
          term: "social determinants of health",
          meaning: "the conditions where people live, learn, work and play that affect health",
        },
        { term: "built environment", meaning: "the human-made surroundings: streets, sidewalks, buildings, parks" },
        { term: "access", meaning: "being able to get and use something, such as care or fresh food" },
        { term: "chain", meaning: "a series of causes and effects, each leading to the next" },
      ],
      sentenceStarters: [
        "This card fits ... because ...",
        "This condition leads to ..., which changes the body by ...",
        "Health is not only about choices, because ...",
      ],
    },
    file: plan[12],
  },
  {
    number: 13,
    label: "Day 13",
    title: "Place Matters: Mapping Health in Our Neighborhood",
    description:
      "Students rotate through map stations that layer chronic disease estimates, historical redlining, air quality, food access and green space, looking for places where burdens overlap.",
    drivingQuestion:
      "Why can life expectancy differ by more than a decade between neighborhoods only a few miles apart?",
    objectives: [
      "Read census-tract maps of chronic disease estimates and environmental conditions.",
      "Identify places where several health burdens overlap.",
      "Describe how historical policies such as redlining can shape present-day environments.",
    ],
    keyUnderstandings: [
      "Health outcomes often follow neighborhood lines because conditions such as air quality, food access and safe places to be active are unevenly distributed.",
      "In the 1930s, federal maps marked many Black and immigrant neighborhoods as hazardous for lending; studies find that many of these areas today have less tree cover, more heat and higher asthma emergency visits.",
    ],
    materials: [
      "Printed or projected maps: CDC PLACES census-tract estimates (diagnosed diabetes, current asthma, high blood pressure), the Mapping Inequality redlining map for a nearby city, AirNow air quality data, a food access map, and a park or tree canopy map",
      "Transparent overlay sheets and dry-erase markers",
      "Station recording sheet",
    ],
    activities: [
      {
        title: "Warm-Up: Life Expectancy by Neighborhood",
        minutes: 8,
        description:
          "Students examine a chart of life expectancy by neighborhood in a large U.S. city and discuss what could cause such large gaps across short distances.",
      },
      {
        title: "Map Stations",
        minutes: 25,
        description:
          "Groups rotate through five map stations, recording the areas with the highest and lowest values and marking them on a shared overlay of our county or a nearby city.",
      },
      {
        title: "Overlap Hunt",
        minutes: 12,
        description:
          "Groups stack overlays to find places where several burdens overlap, and list questions they would need answered before claiming one condition causes another.",
      },
      {
        title: "Exit Ticket",
        minutes: 5,
        description:
          "Students describe one overlap they found and one alternative explanation they would want to rule out.",
      },
    ],
    differentiation: {
      supported: ["Maps pre-marked with a legend guide", "Recording sheet with fill-in sentence frames"],
      extension: ["Use the CDC PLACES online map to compare two specific census tracts and report the numbers"],
      multilingual: ["Map legends annotated with home-language labels", "Partner roles: navigator and recorder"],
    },
    assessment: ["Station sheet accuracy", "Exit ticket identifies an overlap and a plausible alternative explanation"],
    standards: { state: ["BIO1.LS1.2", "BIO1.LS3.4"], ngss: ["HS-ETS1-1", "HS-LS1-3"] },
    handout: {
      title: "Day 13: Place Matters",
      intro:
        "Health often follows neighborhood lines. Today you will rotate through five map stations (chronic disease estimates, redlining, air quality, food access, parks and tree canopy), record what each map shows, and stack the overlays to find places where burdens overlap. This is your station recording sheet.",
      sections: [
        {
          heading: "Map Stations",
          prompts: [
            {
              id: "u5-d13-q1",
              text: "At each station, name the area with the highest and the lowest value, and what the map measures.",
              response: {
                kind: "table",
                columns: ["Station", "What the map measures (units)", "Highest area", "Lowest area"],
                rows: [
                  "1. CDC PLACES: diabetes, asthma, high blood pressure",
                  "2. Redlining map (1930s grades)",
                  "3. Air quality (AirNow)",
                  "4. Food access",
                  "5. Parks and tree canopy",
                ],
              },
            },
            {
              id: "u5-d13-q2",
              text: "Warm-up: life expectancy can differ by more than ten years between neighborhoods a few miles apart. List two conditions that could cause a gap that large.",
            },
          ],
        },
        {
          heading: "Overlap Hunt",
          prompts: [
            {
              id: "u5-d13-q3",
              text: "Stack the overlays. Describe one place where three or more burdens overlap and name the burdens.",
            },
            {
              id: "u5-d13-q4",
              text: "Compare that place with its 1930s redlining grade. How could a lending map drawn 90 years ago still shape trees, heat and asthma today?",
            },
            {
              id: "u5-d13-q5",
              text: "Exit ticket: the overlap shows a correlation. Name one alternative explanation you would want to rule out, and the data you would need, before claiming one condition causes another.",
            },
          ],
        },
      ],
      wordBank: [
        { term: "census tract", meaning: "a small area of a county, about 4,000 people, used to report data" },
        {
          term: "redlining",
          meaning: "1930s federal maps that graded Black and immigrant neighborhoods 'hazardous' for loans",
        },
        { term: "overlap", meaning: "a place where several burdens are found together" },
        { term: "correlation", meaning: "two things that rise or fall together; not proof that one causes the other" },
      ],
      sentenceStarters: [
        "The highest values on this map are in ...",
        "In ..., the maps show ..., ... and ... together.",
        "Before claiming a cause, I would want to know ...",
      ],
    },
    file: plan[13],
  },
  {
    number: 14,
    label: "Day 14",
    title: "Stress, Biology and Weathering",
    description:
      "Students model the stress response, then read about allostatic load and the weathering hypothesis to explain how long-term stress from unfair conditions can raise blood pressure and blood sugar.",
    drivingQuestion: "How can long-term stress from unfair conditions show up in blood pressure and blood sugar?",
    objectives: [
      "Model the stress response, including adrenaline and the cortisol feedback loop.",
      "Explain how chronic activation of the stress response can raise blood pressure and blood glucose over time.",
      "Summarize the weathering hypothesis and the evidence behind it.",
      "Identify community and personal factors that buffer stress without blaming individuals.",
    ],
    keyUnderstandings: [
      "Short-term stress responses are protective: adrenaline raises heart rate and blood pressure, and cortisol raises blood glucose, then negative feedback switches the response off.",
      "When stress is constant, the system stays switched on; this wear and tear, called allostatic load, is linked to hypertension and type 2 diabetes.",
      "The weathering hypothesis proposes that repeated exposure to discrimination and hardship ages the body faster, helping explain disparities that persist across income levels.",
    ],
    materials: [
      "Stress response flow diagram (hypothalamus, pituitary, adrenal glands)",
      "Adapted reading on allostatic load and the weathering hypothesis",
      "Annotation guide",
      "Resilience factor cards",
    ],
    activities: [
      {
        title: "Warm-Up: Fight or Flight",
        minutes: 5,
        description:
          "Students list what their bodies do right before a big test or game and sort the changes by organ system.",
      },
      {
        title: "Stress Response Model",
        minutes: 15,
        description:
          "Pairs complete a flow diagram from the hypothalamus to the pituitary to the adrenal glands, add the effects of adrenaline and cortisol, and draw the negative feedback arrow that normally turns cortisol release down. They then redraw it for a stressor that never ends.",
      },
      {
        title: "Reading: Weathering",
        minutes: 18,
        description:
          "Students annotate an adapted reading on allostatic load and public health researcher Arline Geronimus's weathering hypothesis, marking claims, evidence and questions.",
      },
      {
        title: "What Buffers Stress?",
        minutes: 7,
        description:
          "Groups sort resilience cards (social support, sleep, green space, stable housing, community organizations, fair policies) into personal, community and policy levels, noting that the heaviest lifting happens at the community and policy levels.",
      },
      {
        title: "Exit Ticket",
        minutes: 5,
        description:
          "Students explain how a stressor that never ends could contribute to hypertension, naming one hormone.",
      },
    ],
    differentiation: {
      supported: ["Reading provided at two lengths with a summary box per paragraph", "Diagram with labeled blanks"],
      extension: ["Compare the stress feedback loop with the glucose loop from Lesson 3 and explain how they interact"],
      multilingual: [
        "Glossary of hormone names with pronunciation",
        "Reading discussion in language-alike pairs before sharing in English",
      ],
    },
    assessment: [
      "Stress response diagram includes the feedback arrow and the chronic-stress version",
      "Annotated reading shows at least two claims with supporting evidence",
    ],
    standards: { state: ["BIO1.LS1.2", "BIO1.LS3.4"], ngss: ["HS-LS1-3"] },
    handout: {
      title: "Day 14: Stress, Biology and Weathering",
      intro:
        "Short-term stress protects us; stress that never ends wears the body down. Today you will model the stress response with the flow diagram, annotate the reading on allostatic load and weathering, and sort the resilience factor cards by who can make them happen.",
      sections: [
        {
          heading: "The Stress Response",
          prompts: [
            {
              id: "u5-d14-q1",
              text: "Complete the pathway from a stressor to its effects, one box per step: hypothalamus, pituitary, adrenal glands, adrenaline and cortisol, and their effects on heart rate, blood pressure and blood glucose. Draw the negative feedback arrow.",
              response: { kind: "frames", count: 5 },
            },
            {
              id: "u5-d14-q2",
              text: "Redraw the loop for a stressor that never ends (for example, money worries every day or repeated discrimination). What stays switched on, and what happens to blood pressure and blood glucose over months and years?",
              response: { kind: "drawing", lines: 8 },
            },
          ],
        },
        {
          heading: "Reading: Allostatic Load and Weathering",
          prompts: [
            {
              id: "u5-d14-q3",
              text: "Record two claims from the reading and the evidence given for each.",
              response: { kind: "table", columns: ["Claim", "Evidence"], rows: 2 },
            },
            {
              id: "u5-d14-q4",
              text: "In your own words, what is the weathering hypothesis, and why might it help explain disparities that remain even when families have similar incomes?",
            },
          ],
        },
        {
          heading: "What Buffers Stress?",
          prompts: [
            {
              id: "u5-d14-q5",
              text: "Sort the eight resilience factor cards. For each, name the part of the stress pathway it helps and who can make it happen.",
              response: {
                kind: "table",
                columns: ["Resilience factor", "Part of the pathway it helps", "Person, family, community or policy?"],
                rows: [
                  "A trusted adult",
                  "Regular sleep",
                  "Physical activity",
                  "Community belonging",
                  "Cultural identity and pride",
                  "Stable housing",
                  "Access to care",
                  "Green space",
                ],
              },
            },
            {
              id: "u5-d14-q6",
              text: "Exit ticket: explain how a stressor that never ends could contribute to hypertension. Name one hormone.",
            },
          ],
        },
      ],
      wordBank: [
        { term: "cortisol", meaning: "a stress hormone from the adrenal glands that raises blood glucose" },
        { term: "adrenaline", meaning: "a fast stress hormone that raises heart rate and blood pressure" },
        { term: "negative feedback", meaning: "a response that switches itself off once the change is corrected" },
        { term: "allostatic load", meaning: "wear and tear on the body from a stress response that stays switched on" },
        { term: "weathering", meaning: "the idea that repeated hardship and discrimination age the body faster" },
      ],
      sentenceStarters: [
        "When the stressor never ends, ... stays high, so ...",
        "The reading claims ..., and the evidence is ...",
        "This factor buffers stress by ..., and it can be provided by ...",
      ],
    },
    file: plan[14],
  },
  {
    number: 15,
    label: "Day 15",
    title: "Reading Health Data: Rates, Correlation and Causation",
    description:
      "Students learn to compare places fairly using rates per 100,000 and age-adjusted rates, separate correlation from causation, and rank the strength of different kinds of health evidence.",
    drivingQuestion: "How do we compare health between communities fairly, and when does a pattern show a cause?",
    objectives: [
      "Calculate rates per 100,000 from case counts and population sizes.",
      "Explain why age-adjusted rates are used to compare communities with different age structures.",
      "Identify confounding variables in a correlation between a social condition and a disease.",
      "Rank study designs by the strength of evidence they provide.",
    ],
    keyUnderstandings: [
      "Counts mislead when populations differ in size or age; rates and age-adjusted rates allow fair comparisons.",
      "A correlation can come from a hidden third variable, so causal claims need stronger study designs or several lines of evidence.",
    ],
    materials: [
      "Day 15 handout: the data problem set with county case counts and populations",
      "Scatter plots for analysis",
      "Evidence ladder cards",
      "Calculators",
    ],
    activities: [
      {
        title: "Warm-Up: Which Town Is Worse?",
        minutes: 5,
        description:
          "Students compare a town with 200 asthma cases among 2,000 residents and a city with 500 cases among 50,000 residents, and discover why counts alone mislead.",
      },
      {
        title: "Rate Calculations",
        minutes: 15,
        description:
          "Pairs calculate rates per 100,000 for several counties, then examine why an older county might have more hypertension simply because of age, and how age adjustment corrects for this.",
      },
      {
        title: "Correlation Is Not Causation",
        minutes: 15,
        description:
          "Groups analyze scatter plots, including one in which ice cream sales and asthma emergency visits rise together (both track hot summer days with high ozone), and identify the confounding variable in each.",
      },
      {
        title: "Evidence Ladder",
        minutes: 10,
        description:
          "Groups rank evidence types (a single story, a correlation across neighborhoods, a study following people over years, a randomized trial) and explain why converging evidence from several types builds a strong case.",
      },
      {
        title: "Exit Ticket",
        minutes: 5,
        description: "Students calculate one rate and name a possible confounder for a given correlation.",
      },
    ],
    differentiation: {
      supported: ["Step-by-step rate calculation card", "Scatter plots with trend lines already drawn"],
      extension: ["Calculate a simple age-adjusted rate using a provided standard population"],
      multilingual: ["Math vocabulary wall with examples", "Worked example narrated step by step"],
    },
    assessment: ["Problem set accuracy", "Exit ticket calculation and confounder"],
    standards: { state: ["BIO1.LS3.3"], ngss: ["HS-LS3-3", "HS-ETS1-1"] },
    handout: {
      title: "Day 15: Reading Health Data",
      intro:
        "Counts can mislead when places differ in size or age. Today you will calculate rates per 100,000, find the hidden third variable behind a correlation, and climb the evidence ladder. The county numbers are fictional, made up for practice.",
      sections: [
        {
          heading: "Counts or Rates?",
          reference: {
            caption: "New diagnoses of type 2 diabetes in one year (fictional counties)",
            columns: ["County", "New cases", "Population", "Median age"],
            rows: [
              ["Alder County", "450", "30,000", "41"],
              ["Birch County", "2,100", "175,000", "34"],
              ["Cedar County", "96", "4,800", "52"],
              ["Dogwood County", "3,900", "300,000", "38"],
            ],
          },
          prompts: [
            {
              id: "u5-d15-q1",
              text: "Warm-up: a town has 200 asthma cases among 2,000 residents; a city has 500 cases among 50,000 residents. Calculate each rate per 100,000. Which place has the bigger problem?",
            },
            {
              id: "u5-d15-q2",
              text: "Calculate each county's rate per 100,000 (cases / population x 100,000).",
              response: {
                kind: "table",
                columns: ["County", "Cases / population", "Rate per 100,000"],
                rows: ["Alder County", "Birch County", "Cedar County", "Dogwood County"],
              },
            },
            {
              id: "u5-d15-q3",
              text: "Which county has the most cases? Which has the highest rate? Explain why the answers differ.",
            },
            {
              id: "u5-d15-q4",
              text: "Cedar County's median age is 52 and Birch County's is 34. Why might Cedar's rate be high partly because of age, and what would an age-adjusted rate let you compare?",
            },
          ],
        },
        {
          heading: "Correlation Is Not Causation",
          prompts: [
            {
              id: "u5-d15-q5",
              text: "Ice cream sales and asthma emergency visits rise together across a year. Name the confounding variable and explain how it drives both.",
            },
            {
              id: "u5-d15-q6",
              text: "Neighborhoods with more fast-food restaurants have higher diabetes rates. Name one possible confounder and describe a study that could test whether the restaurants are a cause.",
            },
          ],
        },
        {
          heading: "The Evidence Ladder",
          prompts: [
            {
              id: "u5-d15-q7",
              text: "Put the six evidence ladder cards in order from weakest to strongest evidence of a cause.",
              response: {
                kind: "table",
                columns: ["Rung", "Kind of evidence", "Why it sits here"],
                rows: ["1 (weakest)", "2", "3", "4", "5", "6 (strongest)"],
              },
            },
            {
              id: "u5-d15-q8",
              text: "Why does a case built from several kinds of evidence that agree make a stronger argument than a single study?",
            },
          ],
        },
      ],
      wordBank: [
        {
          term: "rate per 100,000",
          meaning: "cases divided by population, times 100,000, so places of different sizes can be compared",
        },
        { term: "age-adjusted rate", meaning: "a rate recalculated as if every place had the same age mix" },
        { term: "confounder", meaning: "a hidden third variable that causes both things in a correlation" },
        { term: "cohort study", meaning: "a study that follows a group of people over years" },
        {
          term: "randomized controlled trial",
          meaning: "a study that assigns people to groups by chance to test a cause",
        },
      ],
      sentenceStarters: [
        "The rate is ... per 100,000 because ... / ... x 100,000 = ...",
        "Both ... and ... rise because of ...",
        "This evidence is stronger because ...",
      ],
    },
    file: plan[15],
  },
  {
    number: 16,
    label: "Day 16",
    title: "Community Voices and Assets",
    description:
      "Students shift from deficits to assets by mapping the people and places that already support health in the community, and design an ethical interview protocol to gather community voices before the design phase.",
    drivingQuestion:
      "What strengths does our community already have, and how do we learn from the people who live here?",
    objectives: [
      "Rewrite deficit-based statements about a community as asset-based statements.",
      "Map community assets that support health.",
      "Design and practice an ethical, respectful interview protocol.",
    ],
    keyUnderstandings: [
      "Communities facing health burdens also hold strengths, such as faith communities, barbershops, community gardens, libraries and neighborhood organizations, that effective solutions build on.",
      "Ethical interviews ask for consent, protect privacy and never require anyone to share personal medical details.",
    ],
    materials: ["Large neighborhood base map", "Asset icon stickers", "Interview protocol template", "Consent script"],
    activities: [
      {
        title: "Warm-Up: Deficit or Asset?",
        minutes: 7,
        description:
          "Students rewrite statements such as 'this neighborhood has nothing healthy' into asset-based statements that still name the real challenges.",
      },
      {
        title: "Asset Mapping",
        minutes: 18,
        description:
          "Groups place icons for clinics, pharmacies, faith communities, barbershops and salons, parks, gardens, libraries, recreation centers and trusted local businesses on the base map and note how each could support health.",
      },
      {
        title: "Interview Design",
        minutes: 18,
        description:
          "Teams write five open questions about a health challenge and its solutions, add the consent script, and practice in pairs, giving feedback on tone and follow-up questions.",
      },
      {
        title: "Outreach Plan",
        minutes: 7,
        description:
          "Each team plans at least two interviews to complete before Day 18 (for example a family member, school nurse, coach, faith leader or store owner) with a parent or teacher aware of each one.",
      },
    ],
    differentiation: {
      supported: ["Question bank to choose from", "Role cards for interview practice"],
      extension: ["Draft a short survey to reach more community members and check it for biased wording"],
      multilingual: [
        "Interviews may be conducted in any language and summarized in English",
        "Translated consent script",
      ],
    },
    assessment: [
      "Asset map includes at least eight assets with a health connection noted",
      "Interview protocol meets the ethics checklist",
    ],
    standards: { state: ["BIO1.LS1.2"], ngss: ["HS-ETS1-1"] },
    handout: {
      title: "Day 16: Community Voices and Assets",
      intro:
        "Communities facing health burdens also hold strengths that good solutions build on. Today you will rewrite deficit statements as asset statements, map the people and places that support health, and prepare your interview with the interview protocol template and consent script.",
      sections: [
        {
          heading: "Deficit or Asset?",
          prompts: [
            {
              id: "u5-d16-q1",
              text: "Rewrite each statement so it names a strength and still names the real challenge.",
              response: {
                kind: "table",
                columns: ["Deficit statement", "Asset-based statement"],
                rows: [
                  "This neighborhood has nothing healthy.",
                  "People here don't care about their health.",
                  "Nobody here can afford a doctor.",
                ],
              },
            },
          ],
        },
        {
          heading: "Asset Map",
          prompts: [
            {
              id: "u5-d16-q2",
              text: "List at least eight assets your group placed on the base map and how each could support health.",
              response: {
                kind: "table",
                columns: ["Asset (icon)", "Where", "How it could support health"],
                rows: 8,
              },
            },
            {
              id: "u5-d16-q3",
              text: "Which asset could help most with the health challenge your team cares about? Why?",
            },
          ],
        },
        {
          heading: "Interview Design",
          prompts: [
            {
              id: "u5-d16-q4",
              text: "Write five open questions about a health challenge and its solutions (questions that cannot be answered yes or no, and never ask for anyone's own diagnoses).",
              response: { kind: "table", columns: ["Question", "Possible follow-up"], rows: 5 },
            },
            {
              id: "u5-d16-q5",
              text: "Practice with a partner. What did your partner say about your tone, and which question will you change?",
            },
            {
              id: "u5-d16-q6",
              text: "Outreach plan: name two people you will interview before Day 18 and the adult who knows about each interview.",
              response: { kind: "table", columns: ["Person (role)", "When", "Adult who knows"], rows: 2 },
            },
          ],
        },
      ],
      wordBank: [
        { term: "asset", meaning: "a strength, person or place a community can build on" },
        { term: "deficit", meaning: "something described only as missing or wrong" },
        { term: "consent", meaning: "a person's clear agreement to take part, knowing they can stop" },
        { term: "open question", meaning: "a question that invites a full answer, not yes or no" },
      ],
      sentenceStarters: [
        "Even though ..., our community has ...",
        "This asset supports health by ...",
        "What do you think would help ...?",
      ],
    },
    file: plan[16],
  },
  {
    number: 17,
    label: "Day 17",
    title: "Checkpoint 3: Disparity Analysis",
    description:
      "Students write a disparity analysis for one chronic disease in their community, combining data, the biological mechanism, social determinants and community assets, and end with the question their team will tackle in the design phase.",
    drivingQuestion: "What explains one health disparity in our community, and where could we make a difference?",
    objectives: [
      "Describe a health disparity accurately using rates from a credible data source.",
      "Explain the biological mechanism of the disease and how at least two social determinants act on it.",
      "Identify a community asset and a focused question for the solution design phase.",
    ],
    keyUnderstandings: [
      "A strong disparity analysis connects numbers, biology and root causes without blaming the people affected.",
      "Naming assets alongside burdens points the way to realistic solutions.",
    ],
    materials: [
      "Checkpoint 3 rubric",
      "Student data notes from Days 12-16",
      "Disparity analysis template",
      "Laptops or paper",
    ],
    activities: [
      {
        title: "Criteria Review",
        minutes: 5,
        description: "Students review the rubric and an annotated sample analysis on a different disease.",
      },
      {
        title: "Disparity Analysis Writing",
        minutes: 30,
        description:
          "Students write a one- to two-page analysis with four parts: the disparity in numbers, the biological mechanism, the social determinants acting on it, and a community asset plus the question their team will work on.",
      },
      {
        title: "Peer Review",
        minutes: 12,
        description: "Partners check each other's data citations and causal reasoning against the rubric.",
      },
      {
        title: "Revision Plan",
        minutes: 5,
        description: "Students list two revisions and submit the analysis, or finish it for homework.",
      },
    ],
    differentiation: {
      supported: [
        "Template with section headings and sentence frames",
        "Conference with the teacher during writing time",
      ],
      extension: ["Add a root-cause diagram that traces the disparity to a historical policy or decision"],
      multilingual: [
        "Draft in home language, then write the final version in English with a bilingual glossary",
        "Reduced-length option with a labeled diagram",
      ],
    },
    assessment: [
      "Checkpoint 3 rubric: accurate data, biological mechanism, social determinants, assets, focused question, respectful language",
    ],
    standards: { state: ["BIO1.LS1.2", "BIO1.LS3.3", "BIO1.LS3.4"], ngss: ["HS-LS1-3", "HS-LS3-3", "HS-ETS1-1"] },
    handout: {
      title: "Checkpoint 3: Disparity Analysis",
      intro:
        "Write a disparity analysis for one chronic disease in our community, using your data notes from Days 12-16 and the disparity analysis template. The Checkpoint 3 rubric scores accurate data, the biological mechanism, social determinants, assets, a focused question and respectful language.",
      sections: [
        {
          heading: "1. The Disparity in Numbers",
          prompts: [
            {
              id: "u5-d17-q1",
              text: "Name the condition and the groups or places you compare, and give the data as rates (per 100,000 or percentages), with year and source.",
              response: { kind: "table", columns: ["Group or place", "Rate", "Year", "Source"], rows: 3 },
            },
            {
              id: "u5-d17-q2",
              text: "Describe the disparity in one sentence that compares the rates (for example, 'about twice as high').",
            },
          ],
        },
        {
          heading: "2. From Conditions to Biology",
          prompts: [
            {
              id: "u5-d17-q3",
              text: "Build a chain from a social determinant to the biological mechanism of the disease.",
              response: { kind: "frames", count: 4 },
            },
            {
              id: "u5-d17-q4",
              text: "Name a second social determinant acting on this disease and explain how it acts on the body.",
            },
            {
              id: "u5-d17-q5",
              text: "Correlation or cause? Which rung of the evidence ladder does your data reach, and what else could explain the pattern?",
            },
          ],
        },
        {
          heading: "3. Assets and Our Question",
          prompts: [
            {
              id: "u5-d17-q6",
              text: "Name a community asset (from your asset map or interviews) that could help reduce the disparity, and how.",
            },
            {
              id: "u5-d17-q7",
              text: "Write the focused question your team will work on in the design phase.",
              response: { kind: "lines", count: 2 },
            },
            {
              id: "u5-d17-q8",
              text: "Peer review: list two revisions you will make after your partner checks your data citations and reasoning.",
            },
          ],
        },
      ],
      wordBank: [
        { term: "disparity", meaning: "a difference in health between groups that is linked to unfair conditions" },
        { term: "rate", meaning: "cases per number of people, so groups of different sizes can be compared" },
        { term: "mechanism", meaning: "how something works in cells and organs" },
        { term: "asset", meaning: "a strength, person or place a community can build on" },
      ],
      sentenceStarters: [
        "In ..., the rate of ... was ... per 100,000, compared with ...",
        "This condition leads to ..., which affects the body by ...",
        "Our team will ask: how might we ...?",
      ],
    },
    file: plan[17],
  },
];

export const phase3: PhaseInput = {
  number: 3,
  title: "Social Determinants and Health Disparities",
  range: "Days 12-17",
  summary:
    "Students investigate how the conditions where people live, learn, work and play act on the body, map health in their own community, and analyze one local disparity in depth.",
  overview: [
    "Phase 3 moves upstream from cells and genes to the conditions that shape them. Students learn the five domains of the social determinants of health, layer maps of disease, redlining, air quality and food access, and connect chronic stress to blood pressure and blood sugar.",
    "Students learn to compare communities fairly with rates and to separate correlation from causation, then map community assets and interview community members. Checkpoint 3 is a written disparity analysis that becomes the starting point for the design phase.",
  ],
  objectives: [
    "Explain how social determinants of health act on the body through biological mechanisms.",
    "Read and compare community health data using rates and maps.",
    "Distinguish correlation from causation in health data.",
    "Identify community assets and gather community voices ethically.",
  ],
  keyActivities: [
    {
      title: "Biology Connection Chains",
      description: "Students trace social conditions to cells and feedback loops.",
      when: "Day 12",
    },
    {
      title: "Map Stations and Overlap Hunt",
      description: "Layered maps reveal where health burdens overlap.",
      when: "Day 13",
    },
    {
      title: "Stress Response and Weathering",
      description: "Students model the stress response and read about allostatic load.",
      when: "Day 14",
    },
    {
      title: "Health Data Workshop",
      description: "Rate calculations, confounders and an evidence ladder.",
      when: "Day 15",
    },
    {
      title: "Asset Mapping and Interviews",
      description: "Students map community strengths and design ethical interviews.",
      when: "Day 16",
    },
  ],
  checkpoint: {
    title: "Checkpoint 3: Disparity Analysis",
    description:
      "Students write an analysis of one local health disparity that combines rates from a credible source, the biological mechanism, at least two social determinants, a community asset and a focused question for the design phase.",
    when: "Day 17",
  },
  resourceMap: [
    {
      when: "Day 12",
      question:
        "If visible human differences such as skin color reflect ancestry and environment, why do health gaps follow social lines?",
      video: video("cc-sixth-mass-extinction"),
      interactive: interactive("bi-biology-of-skin-color"),
      textbook: textbook("os-33-3"),
      stateStandard: "BIO1.LS1.2",
      ngss: ["HS-LS1-3", "HS-ETS1-1"],
      notes:
        "Dr. Nina Jablonski explains skin color as an adaptation to ultraviolet light; use it to frame why disparities trace to living conditions and history rather than group biology.",
    },
    {
      when: "Day 13",
      question: "Why can life expectancy differ by more than a decade between neighborhoods only a few miles apart?",
      video: video("cc-sixth-mass-extinction"),
      interactive: interactive("bi-classroom-resources"),
      textbook: textbook("os-33-3"),
      stateStandard: "BIO1.LS1.2",
      ngss: ["HS-ETS1-1", "HS-LS1-3"],
      notes:
        "The video's part on environmental injustice introduces the idea the map stations test: environmental harms fall unevenly on communities. Use the homeostasis section to ask what heat and polluted air demand of the body's feedback systems.",
    },
    {
      when: "Day 14",
      question: "How can long-term stress raise blood pressure and blood glucose?",
      video: video("cc-endocrine-system"),
      interactive: interactive("bi-classroom-resources"),
      textbook: textbook("os-37-4"),
      stateStandard: "BIO1.LS1.2",
      ngss: ["HS-LS1-3"],
      notes:
        "Use the textbook section on feedback control of hormone release to discuss why stress hormones that stay high keep blood pressure and blood glucose raised.",
    },
    {
      when: "Day 15",
      question: "How do we compare health between communities fairly?",
      video: video("cc-scientific-method"),
      interactive: interactive("bi-classroom-resources"),
      textbook: textbook("os-45-1"),
      stateStandard: "BIO1.LS3.3",
      ngss: ["HS-LS3-3"],
      notes:
        "Demography's use of rates and age structure mirrors the age-adjusted rates students use for disease data.",
    },
    {
      when: "Day 16",
      question: "What strengths does our community already have, and how do we learn from the people who live here?",
      video: video("cc-biology-playlist"),
      interactive: interactive("bi-classroom-resources"),
      textbook: textbook("os-1-1"),
      stateStandard: "BIO1.LS1.2",
      ngss: ["HS-ETS1-1"],
      notes:
        "Asset mapping and interview design: no single video or BioInteractive resource fits. Interviews are descriptive science as the textbook section defines it, gathering observations before testing ideas; consent and privacy come from the day's script.",
    },
    {
      when: "Day 17",
      question: "What explains one health disparity in our community, and where could we make a difference?",
      video: video("cc-biology-playlist"),
      interactive: interactive("bi-classroom-resources"),
      textbook: textbook("os-33-3"),
      stateStandard: "BIO1.LS1.2",
      ngss: ["HS-LS1-3", "HS-LS3-3", "HS-ETS1-1"],
      notes:
        "Checkpoint day: students write from their Days 12-16 notes and the resources of those rows. The homeostasis section supports the biological mechanism part of the analysis.",
    },
  ],
  lessons: phase3Lessons,
  materials: [
    lessonPlanFile(
      3,
      12,
      "Day 12: Social Determinants of Health",
      "Lesson plan: five domains and biology connection chains",
    ),
    lessonPlanFile(
      3,
      13,
      "Day 13: Place Matters",
      "Lesson plan: map stations on disease, redlining, air and food access",
    ),
    lessonPlanFile(
      3,
      14,
      "Day 14: Stress, Biology and Weathering",
      "Lesson plan: the stress response and allostatic load",
    ),
    lessonPlanFile(3, 15, "Day 15: Reading Health Data", "Lesson plan: rates, confounders and the evidence ladder"),
    lessonPlanFile(
      3,
      16,
      "Day 16: Community Voices and Assets",
      "Lesson plan: asset mapping and ethical interview design",
    ),
    lessonPlanFile(3, 17, "Day 17: Checkpoint 3", "Lesson plan: disparity analysis writing and peer review"),
  ],
  unlistedMaterials: [
    ...dayHandoutFiles(
      3,
      12,
      "Social_Determinants",
      "Day 12 Handout",
      "Student handout: sorting conditions and building a chain",
      true,
    ),
    ...dayHandoutFiles(
      3,
      13,
      "Place_Matters",
      "Day 13 Handout",
      "Student handout: map station recording sheet and overlap hunt",
    ),
    ...dayHandoutFiles(
      3,
      14,
      "Stress_and_Weathering",
      "Day 14 Handout",
      "Student handout: stress response model, weathering reading notes and resilience factor sort",
    ),
    ...dayHandoutFiles(
      3,
      15,
      "Reading_Health_Data",
      "Day 15 Handout",
      "Student handout: rates per 100,000, confounders and the evidence ladder",
    ),
    ...dayHandoutFiles(
      3,
      16,
      "Community_Voices",
      "Day 16 Handout",
      "Student handout: asset statements, asset map and interview design",
    ),
    ...dayHandoutFiles(
      3,
      17,
      "Checkpoint_3",
      "Checkpoint 3 Handout",
      "Student handout: disparity analysis in numbers, biology, assets and a focused question",
    ),
  ],
};
