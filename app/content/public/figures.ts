// The numbers the public pages state, once for every language: each language's content formats them with
// shared/i18n/intl.ts (en "1,400+" and "50%", es "1.400+" and "50 %"), so a figure cannot drift between languages.

export const figures = {
  /** Landing page: outcomes of hands-on, project-based biology of the kind the courses are built on. */
  stemMajorIncrease: 0.5,
  engagementImprovement: 0.3,
  /** Impact page, 2024-2025 outcomes and 2025-2026 targets. */
  studentsReached: 612,
  schools: 4,
  studentsTarget: 1000,
  teachersTrained: 38,
  teachersTarget: 75,
  partners: 15,
  partnersTarget: 25,
  labHours: 1400,
  labHoursTarget: 2500,
  events: 6,
  eventsTarget: 10,
  careerInterest: 0.8,
  labConfidence: 0.92,
  communityConnection: 0.85,
  engagementIncrease: 0.4,
  networkSchools: 10,
} as const;
