import { LegalPage } from "#app/components/marketing/legal-page.tsx";
import { localizedContent } from "#app/content/public/localized.ts";
import { privacyContent } from "#app/content/public/privacy.ts";
import { legalContentSchema } from "#app/content/public/schemas.ts";
import { useUi } from "#app/lib/language.tsx";
import { staticPage } from "#app/lib/route-handle.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { languageOfPath } from "#shared/i18n/languages.ts";
import { pagePath } from "#shared/i18n/pages.ts";
import type { Route } from "./+types/privacy";

export const handle = staticPage;

const contentIn = localizedContent(
  "privacy",
  privacyContent,
  legalContentSchema,
  import.meta.glob("/app/content/public/*/privacy.ts", { eager: true, import: "default" }),
);

export function meta({ location }: Route.MetaArgs) {
  const lang = languageOfPath(location.pathname);
  return pageMeta({ ...contentIn(lang).meta, path: pagePath("privacy", lang) });
}

export default function Privacy() {
  const content = contentIn(useUi().lang);
  return <LegalPage content={content} />;
}
