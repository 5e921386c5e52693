import { LegalPage } from "#app/components/marketing/legal-page.tsx";
import { termsContent as content } from "#app/content/public/terms.ts";
import { staticPage } from "#app/lib/route-handle.ts";
import { pageMeta } from "#app/lib/seo.ts";

export const handle = staticPage;

export function meta() {
  return pageMeta({ ...content.meta, path: "/terms" });
}

export default function Terms() {
  return <LegalPage content={content} />;
}
