// The curriculum pages' own words (section names, button labels), kept apart from the components
// so a second language can replace them in one place.
import { fillUnitCountText } from "#app/content/public/unit-count.ts";

export const unitSections = {
  drivingQuestion: { id: "driving-question", label: "Driving Question" },
  challenge: { id: "challenge", label: "Real-World Challenge" },
  concepts: { id: "concepts", label: "Core Concepts" },
  topics: { id: "topics", label: "Key Topics" },
  projects: { id: "projects", label: "Project Ideas" },
  lessons: { id: "lessons", label: "Lessons" },
  phases: { id: "phases", label: "Phases" },
  /** Its label is the extension's own title ("Project work extension: Days 5-9"). */
  projectWork: { id: "project-work" },
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
  projectWork: { id: "project-work" },
  downloads: { id: "downloads", label: "Downloads" },
} as const;

export const curriculumText = {
  onThisPage: "On this page",
  phaseNav: {
    inThisUnit: "In this unit",
    pager: "Previous and next phase",
    previous: "Previous phase",
    next: "Next phase",
    trail: "Breadcrumb",
  },
  unitLabel: (n: number) => `Unit ${n}`,
  phaseLabel: (n: number) => `Phase ${n}`,
  backToUnit: (n: number) => `Back to Unit ${n}`,
  downloadUnitPlan: "Download Unit Plan",
  downloadCompletePlan: "Download Complete Unit Plan",
  downloadAll: "Download all (.zip)",
  downloadAllTitle: (scope: "unit" | "phase") => `Everything for this ${scope} in one file`,
  downloadAllNote: (files: number) =>
    `${files} lesson plans, handouts, printables, rubrics and overviews in a .zip, with a README listing them by day.`,
  wordPlan: "Unit plan (Word)",
  teacherKeys: "Teacher keys",
  teacherKeysNote:
    "The handouts above with an exemplar answer or scoring notes in red under every prompt, and the assessments' keys. They are for you, not for students: hand out the student versions.",
  keysForEducators: "For verified educators",
  keysLocked:
    "The keys hold the answers, so only educators whose access staff have verified (and staff) can download them.",
  requestAccess: "Request educator access",
  keysZip: "All keys (.zip)",
  keysZipNote: "Every key listed here in one file, with a README.",
  assessment: "End-of-unit assessment",
  assessmentNote:
    "One test to give before the unit (pre-test) and again after it (post-test): multiple-choice items whose wrong answers are the misconceptions the unit corrects, a data item and a claim-evidence-reasoning item. The teacher key gives each answer, the misconception behind each wrong choice and scoring notes.",
  rubrics: "Rubrics",
  rubricsNote:
    "The unit's checkpoint or summative product scored on the criteria its lesson plan names, each described at four levels: a student rubric with a self-check, and a scoring sheet for you.",
  prepList: "Preparation",
  prepListNote:
    "Everything to set up before teaching the unit: a prep calendar counted back from the day that needs each thing, what to order, each lab day's materials with their amounts and safety, and the printables to copy.",
  lessonPlan: "Lesson plan",
  studentMaterials: "Student materials",
  outsideResources: "Outside resources",
  /** A day whose work no NGSS performance expectation describes (a rehearsal, an exhibition, a reflection). */
  noNgss: "None for this day",
  projectWorkBadge: "Project work extension",
  projectWorkPhase: (n: number) => `Continues Phase ${n}`,
  lessonDetails: "Key understandings, activities and materials",
  lessonDetailsWithSafety: "Key understandings, activities, materials and safety",
  safety: "Safety",
  flexibleDay: "Flexible day",
  drivingQuestion: "Driving question",
  objectives: "Objectives",
  keyUnderstandings: "Key understandings",
  activities: "Activities",
  materials: "Materials",
  minutes: (n: number) => `${n} min`,
  ngss: "NGSS Performance Expectations",
  state: "State Biology Standards",
  formats: { docx: "Word document", pdf: "PDF", zip: "zip archive" },
  textOnly: "Not in this list: see the day's lesson above.",
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
  /** Follows a resource-map link to a provider's playlist, catalogue or chapter rather than one page. */
  collectionLabel: "(collection)",
  resourceMapCollectionNote:
    "Links marked (collection) open a provider's playlist, catalogue or textbook chapter: no single video, simulation or section fits that day.",
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
  kinds: { unit: "Unit", phase: "Phase", lesson: "Lesson", handout: "Handout", standard: "Standard" },
  kindsPlural: { lesson: "Lessons", handout: "Handouts", standard: "Standards" },
  searchUnit: "Unit",
  searchAllUnits: "All units",
  searchKind: "Show",
  searchAllKinds: "Everything",
  searchFilteredNone: (q: string) => `Nothing matched “${q}” with these filters. Try all units or everything.`,
} as const;

/** The /curriculum hub's words. */
export const hubText = {
  title: "Curriculum",
  lead: (units: number) =>
    fillUnitCountText(
      "{unitCount:Word} project-based high school biology units with day-by-day lesson plans, handouts, resource maps and standards. Free to download, adapt and teach.",
      units,
      "en",
    ),
  breadcrumb: "Curriculum",
  searchLabel: "Search lessons, handouts and standards",
  unitsTitle: "Units",
  unitsLead:
    "Each unit opens with a driving question from students' own communities and ends with a solution they present to a real audience.",
  course: "Course",
  gradeBand: "Grades",
  length: "Length",
  openUnit: (n: number) => `Open Unit ${n}`,
  pacingTitle: "Pacing at a glance",
  pacingLead: "Every unit's phases (or lessons) and their days, to scale within each unit. Select a block to open it.",
  standardsTitle: "Standards by unit",
  standardsLead:
    "Which unit addresses each standard. Select a code for the lessons and resource-map rows that address it.",
  ngssGrid: "NGSS performance expectations by unit",
  stateGrid: "State biology standards by unit",
  standardColumn: "Standard",
  addressed: "Addressed",
  notAddressed: "Not addressed",
  savedTitle: "Saved for offline use",
  savedLead:
    "Units saved on this device open without an internet connection, with every page, lesson plan, handout and zip. Save a unit from its page.",
} as const;

/** The page the service worker shows when the network is down and the page was not saved. */
export const offlineText = {
  title: "You are offline",
  lead: "This page is not saved on this device, and the internet connection is not available right now.",
  needsConnection:
    "The community forum, member pages and the unit assistant need a connection. Units you saved for offline use still open, with their lesson plans, handouts and zips.",
  savedLink: "See the units saved on this device",
} as const;
