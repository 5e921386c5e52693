import type { Placeholder } from "./schemas.ts";

// Facts only the GeneHive staff can supply. Until someone fills one in, the site shows it as a marked
// placeholder ("To be announced: …") rather than a guess. To fill one in, replace its `tbd("…")` with the
// plain text (for example `cost: "$40 per term; fee waivers on request"`); the README lists every entry and
// content.test.ts checks that no other content file holds a placeholder of its own.

const tbd = (placeholder: string): Placeholder => ({ placeholder });

export const placeholders = {
  programs: {
    afterSchoolLabs: {
      audience: tbd("which grades and ages each lab club takes"),
      where: tbd("the schools or sites that host the labs"),
      when: tbd("days, times and term dates"),
      cost: tbd("the fee, and whether fee help is available"),
    },
    campsAndBootcamps: {
      audience: tbd("which grades and ages each camp takes"),
      where: tbd("camp locations"),
      when: tbd("camp dates and daily hours"),
      cost: tbd("the fee, and whether scholarships are available"),
    },
    teacherTraining: {
      where: tbd("whether sessions are online, in person, or both, and where"),
      when: tbd("session dates and how long the training takes"),
      cost: tbd("the fee for teachers or schools"),
    },
    communityHubs: {
      where: tbd("the neighbourhoods where the first hubs will open"),
      when: tbd("opening dates and hours"),
      cost: tbd("what taking part costs, if anything"),
    },
  },
  faq: {
    labSafety: tbd(
      "how students are supervised in labs: adult-to-student ratios, staff background checks, safety training and protective equipment",
    ),
    programAccessibility: tbd(
      "step-free access at program sites and the support offered to students with disabilities or other needs",
    ),
    languages: tbd("which languages staff can support at programs, and which materials are translated"),
  },
  privacy: {
    organisation: tbd("the legal name and postal address of the organisation responsible for this site"),
    hosting: tbd("the hosting provider and the country where the site and its database run"),
    mailProvider: tbd("the e-mail service that delivers the site's messages"),
    aiProvider: tbd("whether the unit assistant uses an outside AI provider and, if so, which one"),
    contactRetention: tbd("how long staff keep contact messages after answering them"),
  },
  terms: {
    materialsLicence: tbd("the licence under which teachers may use, adapt and share the curriculum materials"),
    governingLaw: tbd("the law and courts that govern these terms"),
  },
} as const;
