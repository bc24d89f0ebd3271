/** The pages a mail links to (docs/product/notifications.md). */
export interface Links {
  clientRequest(requestId: string): string;
  lawyerRequest(requestId: string): string;
  lawyerProfile(lawyerId: string): string;
  /** The reviews section of a lawyer's public profile, where the lawyer replies (docs/product/reviews.md). */
  lawyerReviews(lawyerId: string): string;
  /** The client's dashboard, with their consultations and reviews. */
  clientDashboard(): string;
  lawyerDashboard(): string;
  /** The case room of a request (docs/product/case-room.md). */
  caseRoom(requestId: string): string;
  directory(): string;
  home(): string;
  /** The public status page of a callback request or complaint, its reference filled in. */
  supportStatus(referenceNumber: string): string;
  unsubscribe(token: string): string;
}

export function siteLinks(siteUrl: string): Links {
  const base = siteUrl.replace(/\/+$/, '');
  const q = encodeURIComponent;
  return {
    clientRequest: (id) => `${base}/client-dashboard?request=${q(id)}`,
    lawyerRequest: (id) => `${base}/lawyer-dashboard?request=${q(id)}`,
    lawyerProfile: (id) => `${base}/lawyers/${q(id)}`,
    lawyerReviews: (id) => `${base}/lawyers/${q(id)}#reviews`,
    clientDashboard: () => `${base}/client-dashboard`,
    lawyerDashboard: () => `${base}/lawyer-dashboard`,
    caseRoom: (id) => `${base}/cases/${q(id)}`,
    directory: () => `${base}/lawyers`,
    home: () => `${base}/`,
    supportStatus: (reference) => `${base}/support/status?reference=${q(reference)}`,
    unsubscribe: (token) => `${base}/unsubscribe?token=${q(token)}`,
  };
}
