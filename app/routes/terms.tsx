import { LegalPage } from "#app/components/marketing/legal-page.tsx";
import { localizedContent } from "#app/content/public/localized.ts";
import { legalContentSchema } from "#app/content/public/schemas.ts";
import { termsContent } from "#app/content/public/terms.ts";
import { useUi } from "#app/lib/language.tsx";
import { staticPage } from "#app/lib/route-handle.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { languageOfPath } from "#shared/i18n/languages.ts";
import { pagePath } from "#shared/i18n/pages.ts";
import type { Route } from "./+types/terms";

export const handle = staticPage;

const contentIn = localizedContent(
  "terms",
  termsContent,
  legalContentSchema,
  import.meta.glob("/app/content/public/*/terms.ts", { eager: true, import: "default" }),
);

export function meta({ location }: Route.MetaArgs) {
  const lang = languageOfPath(location.pathname);
  return pageMeta({ ...contentIn(lang).meta, path: pagePath("terms", lang) });
}

export default function Terms() {
  const content = contentIn(useUi().lang);
  return <LegalPage content={content} />;
}
