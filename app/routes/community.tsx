import { MessageSquarePlus, MessagesSquare, Users } from "lucide-react";
import { Form, Link, useNavigate, useRouteLoaderData } from "react-router";
import { toast } from "sonner";
import { buttonClass, cardClass } from "#app/components/ui/styles.ts";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { accountNavText } from "#app/features/account/nav-text.ts";
import { notifySessionChanged } from "#app/features/auth/session-events.ts";
import { VerificationReminder } from "#app/features/auth/verification-reminder.tsx";
import { hubText } from "#app/features/community/content.ts";
import { formatDate } from "#app/features/forum/format.ts";
import { cn } from "#app/lib/cn.ts";
import { unlistedPageMeta } from "#app/lib/seo.ts";
import { requireMember } from "#server/auth/session.ts";
import { recentTopics } from "#server/forum/queries/topics.ts";
import { getDb } from "#server/runtime.ts";
import { authToasts } from "#shared/auth/messages.ts";
import { forumPaths } from "#shared/forum/paths.ts";
import type { TopicSummary } from "#shared/forum/types.ts";
import type { Route } from "./+types/community";
import type { loader as membersLoader } from "./members-layout.tsx";

const hubLatestTopics = 5;

export function meta() {
  return unlistedPageMeta(hubText.title);
}

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  return { emailVerified: member.emailVerified, latest: await recentTopics(getDb(), hubLatestTopics) };
}

export default function CommunityHub({ loaderData }: Route.ComponentProps) {
  const data = useRouteLoaderData<typeof membersLoader>("routes/members-layout");
  const navigate = useNavigate();
  if (!data) return <p className="p-8 text-center">{hubText.loading}</p>;

  const signOut = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await fetch("/auth/sign-out", { method: "POST", redirect: "manual" }).catch(() => {});
    toast.success(authToasts.signedOut);
    notifySessionChanged();
    navigate("/");
  };

  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 wrap-anywhere">
          <h1 className="font-bold text-3xl tracking-tight">{hubText.title}</h1>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{hubText.subtitle}</p>
          <p className="mt-1 text-slate-700 text-sm dark:text-slate-300">{hubText.welcome(data.member.name)}</p>
          <Link to="/community/settings" className="mt-2 inline-flex min-h-6 items-center text-sm underline">
            {accountNavText.hubLink}
          </Link>
        </div>
        <Form method="post" action="/auth/sign-out" onSubmit={signOut}>
          <button type="submit" className={buttonClass("secondary")}>
            {hubText.signOut}
          </button>
        </Form>
      </div>
      {!loaderData.emailVerified && <VerificationReminder className="mt-8" />}
      <Tabs defaultValue="forum" className="mt-8">
        <TabsList aria-label="Community sections" className="max-w-xs">
          <TabsTrigger value="forum">{hubText.forumTab}</TabsTrigger>
          <TabsTrigger value="people">{hubText.peopleTab}</TabsTrigger>
        </TabsList>
        <TabsContent value="forum" className="mt-6 space-y-6">
          <Link to={forumPaths.home} className={buttonClass("primary")}>
            <MessagesSquare aria-hidden="true" className="size-4" />
            {hubText.browseForum}
          </Link>
          <div className="grid gap-4 sm:grid-cols-2">
            <HubCard to={forumPaths.home} icon={MessagesSquare} {...hubText.latestDiscussions} />
            <HubCard to={forumPaths.newTopic()} icon={MessageSquarePlus} {...hubText.startDiscussion} />
          </div>
          <LatestTopics topics={loaderData.latest} />
        </TabsContent>
        <TabsContent value="people" className="mt-6">
          <div className={cardClass}>
            <h2 className="flex items-center gap-2 font-semibold text-lg">
              <Users aria-hidden="true" className="size-5" />
              {hubText.people.title}
            </h2>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{hubText.people.description}</p>
            <Link to={forumPaths.members()} className={buttonClass("primary", "mt-4")}>
              {hubText.viewAllMembers}
            </Link>
          </div>
        </TabsContent>
      </Tabs>
    </section>
  );
}

/** The newest topics under the Latest Discussions card, each linking to its topic. */
function LatestTopics({ topics }: { topics: TopicSummary[] }) {
  return (
    <section aria-labelledby="latest-topics-title" className={cardClass}>
      <h2 id="latest-topics-title" className="font-semibold text-lg">
        {hubText.latestTopics.title}
      </h2>
      {topics.length === 0 ? (
        <p className="mt-2 text-slate-700 dark:text-slate-300">{hubText.latestTopics.none}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-700">
          {topics.map((topic) => (
            <li key={topic.id} className="py-2 wrap-anywhere">
              <Link to={forumPaths.topic(topic.id)} className="font-medium underline underline-offset-4">
                {topic.title}
              </Link>
              <p className="text-slate-700 text-sm dark:text-slate-300">
                {hubText.latestTopics.meta(topic.category.name, topic.replyCount, formatDate(topic.lastActivityAt))}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function HubCard(props: { to: string; title: string; description: string; icon: typeof Users }) {
  const Icon = props.icon;
  return (
    <Link to={props.to} className={cn(cardClass, "block hover:border-brand-600 dark:hover:border-honey-300")}>
      <h2 className="flex items-center gap-2 font-semibold text-lg">
        <Icon aria-hidden="true" className="size-5" />
        {props.title}
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{props.description}</p>
    </Link>
  );
}
