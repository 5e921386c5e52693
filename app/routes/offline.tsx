import { OfflineScript } from "#app/components/curriculum/offline.tsx";
import { offlineText } from "#app/components/curriculum/text.ts";
import { NoticePage } from "#app/components/notice-page.tsx";
import { staticPage } from "#app/lib/route-handle.ts";
import { unlistedPageMeta } from "#app/lib/seo.ts";

// What the service worker shows for a page it has no copy of while the network is down.
export const handle = staticPage;

export const meta = () => unlistedPageMeta(offlineText.title);

export default function OfflinePage() {
  return (
    <NoticePage
      title={offlineText.title}
      lead={offlineText.lead}
      link={{ href: "/curriculum", label: offlineText.savedLink }}
    >
      <p className="mt-4 text-slate-700 dark:text-slate-300">{offlineText.needsConnection}</p>
      <OfflineScript />
    </NoticePage>
  );
}
