// Every outside address the public pages link to, in one place so the lab can change them
// without touching the pages. The course-platform and GPT addresses are where the lab publishes
// them; update them here when they move.

export const externalLinks = {
  xqCompetencies: "https://xqsuperschool.org/resource/student-performance-framework/",
  biomimeticCourse: "https://genehive.teachable.com/p/biomimetic-biology",
  biomimeticCurriculum: "https://genehive.teachable.com/p/biomimetic-biology#curriculum",
  tools: {
    lessonPlanBuilder: "https://chatgpt.com/g/g-gh01lessonplan-genehive-lesson-plan-builder",
    ngssNavigator: "https://chatgpt.com/g/g-gh02ngssnav-genehive-ngss-standards-navigator",
    differentiationHelper: "https://chatgpt.com/g/g-gh03differentiate-genehive-differentiation-helper",
    labSafetyCoach: "https://chatgpt.com/g/g-gh04labsafety-genehive-lab-safety-coach",
    rubricDesigner: "https://chatgpt.com/g/g-gh05rubrics-genehive-rubric-designer",
    inquiryGuide: "https://chatgpt.com/g/g-gh06inquiry-genehive-student-inquiry-guide",
    grantWriter: "https://chatgpt.com/g/g-gh07grants-genehive-grant-writing-partner",
    partnershipOutreach: "https://chatgpt.com/g/g-gh08outreach-genehive-partnership-outreach",
    impactReporter: "https://chatgpt.com/g/g-gh09impact-genehive-impact-reporter",
    biomimicryStudio: "https://chatgpt.com/g/g-gh10biomimicry-genehive-biomimicry-design-studio",
    campaignDesigner: "https://chatgpt.com/g/g-gh11campaign-genehive-science-campaign-designer",
  },
} as const;
