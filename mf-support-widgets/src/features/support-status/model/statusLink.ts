// The status page's address, apart from the page's schemas: the partner embed's frame links to it
// and needs nothing else of this feature.

/** Where the status page lives (a shell route rendering this remote's SupportStatusPage). */
export const SUPPORT_STATUS_PATH = '/support/status';

/** `/support/status?reference=CB-…`: the page opens with the reference filled in. */
export function supportStatusHref(referenceNumber: string, siteUrl?: string): string {
  const path = `${SUPPORT_STATUS_PATH}?${new URLSearchParams({ reference: referenceNumber })}`;
  return siteUrl ? new URL(path, siteUrl).href : path;
}
