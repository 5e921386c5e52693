import { NoticePage } from "#app/components/notice-page.tsx";
import { deletedText } from "#app/features/account/content.ts";
import { staticPage } from "#app/lib/route-handle.ts";
import { unlistedPageMeta } from "#app/lib/seo.ts";

export const handle = staticPage;

export function meta() {
  return unlistedPageMeta(deletedText.title);
}

const home = { href: "/", label: deletedText.home };

/** Where deleting one's own account lands: signed out, with nothing left to show. */
export default function AccountDeleted() {
  return <NoticePage title={deletedText.title} lead={deletedText.description} link={home} />;
}
