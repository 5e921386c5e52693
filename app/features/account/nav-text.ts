/** The links to the account pages from other pages (the hub, moderation): kept apart so those pages load only these words. */
export const accountNavText = {
  hubLink: "Account settings: profile, password, your data",
  staff: {
    label: "Staff pages",
    messages: "Contact Messages",
    accounts: "Member Accounts",
    programs: "Programs",
    educators: "Educator Requests",
  },
} as const;
