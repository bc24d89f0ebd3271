/** The pages a mail links to (docs/product/notifications.md). */
export interface Links {
  clientRequest(requestId: string): string;
  lawyerRequest(requestId: string): string;
  lawyerProfile(lawyerId: string): string;
  lawyerDashboard(): string;
  directory(): string;
  home(): string;
  unsubscribe(token: string): string;
}

export function siteLinks(siteUrl: string): Links {
  const base = siteUrl.replace(/\/+$/, '');
  const q = encodeURIComponent;
  return {
    clientRequest: (id) => `${base}/client-dashboard?request=${q(id)}`,
    lawyerRequest: (id) => `${base}/lawyer-dashboard?request=${q(id)}`,
    lawyerProfile: (id) => `${base}/lawyers/${q(id)}`,
    lawyerDashboard: () => `${base}/lawyer-dashboard`,
    directory: () => `${base}/lawyers`,
    home: () => `${base}/`,
    unsubscribe: (token) => `${base}/unsubscribe?token=${q(token)}`,
  };
}
