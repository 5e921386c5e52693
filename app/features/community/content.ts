export const hubText = {
  title: "Community Hub",
  subtitle: "Connect, discuss, and collaborate with biology educators",
  signOut: "Sign Out",
  forumTab: "Forum",
  peopleTab: "People",
  browseForum: "Browse Forum",
  latestDiscussions: {
    title: "Latest Discussions",
    description: "Catch up on what educators and students are talking about.",
  },
  latestTopics: {
    title: "Newest topics",
    none: "No topics yet. Start the first discussion.",
    meta: (category: string, replies: number, date: string) =>
      `${category} · ${replies} ${replies === 1 ? "reply" : "replies"} · last activity ${date}`,
  },
  startDiscussion: {
    title: "Start a Discussion",
    description: "Ask a question, share a lab that worked, or propose a project.",
  },
  people: { title: "Members", description: "Find educators, students and partners in the GeneHive community." },
  viewAllMembers: "View All Members",
  loading: "Loading...",
  welcome: (name: string) => `Welcome, ${name}`,
} as const;
