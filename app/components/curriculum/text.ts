// The curriculum pages' own words (section names, button labels), kept apart from the components
// so a second language can replace them in one place.

export const unitSections = {
  drivingQuestion: { id: "driving-question", label: "Driving Question" },
  challenge: { id: "challenge", label: "Real-World Challenge" },
  concepts: { id: "concepts", label: "Core Concepts" },
  topics: { id: "topics", label: "Key Topics" },
  projects: { id: "projects", label: "Project Ideas" },
  lessons: { id: "lessons", label: "Lessons" },
  phases: { id: "phases", label: "Phases" },
  outcomes: { id: "outcomes", label: "Learning Outcomes" },
  competencies: { id: "competencies", label: "Competencies" },
  standards: { id: "standards", label: "Standards Alignment" },
  downloads: { id: "downloads", label: "Downloads" },
} as const;

export const phaseSections = {
  overview: { id: "overview", label: "Overview" },
  objectives: { id: "objectives", label: "Learning Objectives" },
  activities: { id: "activities", label: "Key Activities" },
  checkpoint: { id: "checkpoint", label: "Checkpoint" },
  resourceMap: { id: "resource-map", label: "Resource Map" },
  lessons: { id: "lessons", label: "Daily Lessons" },
  downloads: { id: "downloads", label: "Downloads" },
} as const;

export const curriculumText = {
  onThisPage: "On this page",
  unitLabel: (n: number) => `Unit ${n}`,
  phaseLabel: (n: number) => `Phase ${n}`,
  backToUnit: (n: number) => `Back to Unit ${n}`,
  downloadUnitPlan: "Download Unit Plan",
  downloadCompletePlan: "Download Complete Unit Plan",
  lessonPlan: "Lesson plan",
  lessonDetails: "Key understandings, activities and materials",
  drivingQuestion: "Driving question",
  objectives: "Objectives",
  keyUnderstandings: "Key understandings",
  activities: "Activities",
  materials: "Materials",
  minutes: (n: number) => `${n} min`,
  ngss: "NGSS Performance Expectations",
  state: "State Biology Standards",
  formats: { docx: "Word document", pdf: "PDF" },
  textOnly: "No download: run this day from the notes on this page.",
  resourceMapCaption: (phase: number, title: string) => `Resource map for Phase ${phase}: ${title}`,
  resourceMapColumns: {
    when: "Day",
    question: "Guiding question",
    video: "Video",
    interactive: "Interactive",
    textbook: "Textbook",
    state: "State standard",
    ngss: "NGSS",
    notes: "Notes",
  },
  newTab: "(opens in a new tab)",
  assistantPlaceholder: "Unit assistant",
  searchTitle: "Search the Curriculum",
  searchLead:
    "Find units, phases and lessons by topic, objective or standard code (for example HS-LS2-8 or BIO1.LS2.1).",
  searchLabel: "Search terms",
  searchButton: "Search",
  searchResults: (n: number, q: string) => `${n} ${n === 1 ? "result" : "results"} for “${q}”`,
  searchNone: (q: string) => `Nothing matched “${q}”. Try a shorter word or a standard code.`,
  standardsLink: "Browse all standards",
  standardsTitle: "Standards Index",
  standardsLead:
    "Every NGSS performance expectation and state biology standard the curriculum addresses, with the units, phases and lessons that address it.",
  searchLink: "Search the curriculum",
  kinds: { unit: "Unit", phase: "Phase", lesson: "Lesson", standard: "Standard" },
} as const;
