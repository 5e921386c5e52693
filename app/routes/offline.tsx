import { OfflineScript } from "#app/components/curriculum/offline.tsx";
import { PageTitle } from "#app/components/curriculum/page-header.tsx";
import { linkClass, mutedText } from "#app/components/curriculum/styles.ts";
import { offlineText } from "#app/components/curriculum/text.ts";
import { cn } from "#app/lib/cn.ts";
import { staticPage } from "#app/lib/route-handle.ts";

// What the service worker shows for a page it has no copy of while the network is down.
export const handle = staticPage;

export function meta() {
  return [{ title: `${offlineText.title} | GeneHive` }, { name: "robots", content: "noindex" }];
}

export default function OfflinePage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <PageTitle title={offlineText.title} lead={offlineText.lead} />
      <p className={cn("mt-6", mutedText)}>{offlineText.needsConnection}</p>
      <p className="mt-6">
        <a href="/curriculum" className={linkClass}>
          {offlineText.savedLink}
        </a>
      </p>
      <OfflineScript />
    </div>
  );
}
