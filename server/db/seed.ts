import type { Database } from "./client.ts";
import { ensureDeletedMember } from "./deleted-member.ts";
import { forumCategories } from "./schema.ts";

export const seedCategories = [
  {
    name: "Curriculum & Units",
    slug: "curriculum-units",
    description: "Plan, adapt and share experiences with the six GeneHive units and their phases.",
  },
  {
    name: "Lab Activities",
    slug: "lab-activities",
    description: "Hands-on investigations, low-cost lab setups, safety tips and what worked with students.",
  },
  {
    name: "Community Projects",
    slug: "community-projects",
    description: "Projects that connect biology to local challenges: food, health, climate and more.",
  },
  {
    name: "Teaching Strategies",
    slug: "teaching-strategies",
    description: "Project-based learning, differentiation, assessment and supporting every learner.",
  },
  {
    name: "Introductions",
    slug: "introductions",
    description: "New here? Tell the community who you are, where you teach or learn, and what excites you.",
  },
  {
    name: "Help & Feedback",
    slug: "help-feedback",
    description: "Questions about the site or the community, and ideas to make GeneHive better.",
  },
] as const;

/**
 * Idempotent: inserts the categories that are missing, leaves edited ones alone; creates the "Deleted member"
 * placeholder before anyone can sign up or be deleted.
 */
export async function seed(db: Database): Promise<void> {
  await db
    .insert(forumCategories)
    .values(seedCategories.map((c, i) => ({ ...c, orderPosition: i + 1 })))
    .onConflictDoNothing({ target: forumCategories.slug });
  await ensureDeletedMember(db);
}
