import { LegalPage } from "#app/components/marketing/legal-page.tsx";
import { privacyContent as content } from "#app/content/public/privacy.ts";
import { staticPage } from "#app/lib/route-handle.ts";
import { pageMeta } from "#app/lib/seo.ts";

export const handle = staticPage;

export function meta() {
  return pageMeta({ ...content.meta, path: "/privacy" });
}

export default function Privacy() {
  return <LegalPage content={content} />;
}
