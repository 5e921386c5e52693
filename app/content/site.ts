// Site-wide facts and the shell's text. Build-time settings come from the environment
// through Vite's `define` (see vite.config.ts), so prerendered pages carry them.

export const site = {
  name: "GeneHive",
  tagline: "Hands-on biology and biotech for every community",
  description:
    "GeneHive is an innovation lab bringing hands-on, project-based biology and biotech learning to underserved communities.",
  contactEmail: import.meta.env.CONTACT_EMAIL,
  publicUrl: import.meta.env.PUBLIC_URL,
  websiteUrl: "https://genehive.example",
  professionalNetwork: { label: "GeneHive on LinkedIn", url: "https://www.linkedin.com/company/genehive" },
  copyright: "© 2025 GeneHive. All rights reserved.",
} as const;

export interface NavItem {
  label: string;
  shortLabel?: string;
  /** Below the small breakpoint the item shows only this icon (its label stays its accessible name). */
  icon?: "curriculum";
  to: string;
}

export const navItems: NavItem[] = [
  { label: "Courses", to: "/courses" },
  { label: "Curriculum", icon: "curriculum", to: "/curriculum" },
  { label: "Community", shortLabel: "Comm", to: "/community" },
  { label: "Tools", to: "/tools" },
  { label: "Impact", to: "/impact" },
];

/** The footer's links to the pages families and schools look for. */
export const footerItems: NavItem[] = [
  { label: "Programs", to: "/programs" },
  { label: "Contact", to: "/contact" },
  { label: "FAQ", to: "/faq" },
  { label: "Privacy", to: "/privacy" },
  { label: "Terms", to: "/terms" },
];

export const shellText = {
  skipToContent: "Skip to main content",
  home: "Home",
  mainNavigation: "Main navigation",
  toggleTheme: "Dark mode",
  notFoundTitle: "Oops! Page not found",
  notFoundBody: "The page you are looking for does not exist or has moved.",
  returnHome: "Return to Home",
  unexpectedError: "Unexpected Application Error!",
  footerNavigation: "Site information",
  emailUs: "E-mail us at",
} as const;
