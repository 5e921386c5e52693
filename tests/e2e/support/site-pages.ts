/**
 * The public pages with the h1 each must show, in one list: the marketing pages (public-pages.spec.ts) and
 * the family pages (families.spec.ts).
 */
export const sitePages = [
  { path: "/", h1: "Inspiring Innovation in Biology Education", family: false },
  { path: "/courses", h1: "Our Courses", family: false },
  { path: "/pbl-course", h1: "Innovating through Biology for Real-World Impact", family: false },
  { path: "/biomimetic-course", h1: "Biomimetic Biology: Innovation and Design Through Nature", family: false },
  { path: "/why-genehive", h1: "Why GeneHive?", family: false },
  { path: "/tools", h1: "Educational Tools", family: false },
  { path: "/impact", h1: "Our Impact", family: false },
  { path: "/programs", h1: "Programs", family: true },
  { path: "/faq", h1: "Frequently Asked Questions", family: true },
  { path: "/privacy", h1: "Privacy Notice", family: true },
  { path: "/terms", h1: "Terms of Use", family: true },
  { path: "/contact", h1: "Contact Us", family: true },
];
