/**
 * The address of the page a request is for, as the reader sees it. A form the router submits (and a loader it
 * revalidates) is fetched at the page's address plus the router's data suffix (/inbox.data, /_.data for the
 * home page) with its own search parameters (_routes, index); a redirect built from that raw URL lands the reader
 * on a 404 page. Keeps the page's own query.
 */
export function pageAddress(request: Request): { pathname: string; search: URLSearchParams } {
  const url = new URL(request.url);
  const pathname = url.pathname.replace(/\/_\.data$/, "/").replace(/\.data$/, "") || "/";
  const search = new URLSearchParams(url.search);
  for (const internal of ["_routes", "index"]) search.delete(internal);
  return { pathname, search };
}

/** A page address with a query, without a bare "?" when the query is empty. */
export function withQuery(pathname: string, search: URLSearchParams): string {
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
}
