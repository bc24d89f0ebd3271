/**
 * The unsubscribe page's English strings, in the shell's namespace (`unsubscribe.*`). They load
 * with the page, not with every first visit of the site (the shell's own strings, src/i18n/en.ts,
 * do); src/i18n/i18next.d.ts types them. ./i18n.ts registers them with the Hindi ones (./hi.ts).
 */
export const unsubscribeEn = {
  title: 'Unsubscribe from these e-mails',
  intro:
    'Press Unsubscribe to stop the kind of e-mail this link came in. Nothing changes until you do.',
  submit: 'Unsubscribe',
  sending: 'Unsubscribing...',
  retry: 'Try again',
  done: {
    title: 'You are unsubscribed',
    digest: 'You will no longer get the hourly digest of open requests.',
    reminders: 'You will no longer get meeting reminders.',
    other: 'You will no longer get these e-mails.',
    next: 'E-mails about your requests and cases are still sent. You can turn this back on at any time in the notification settings of your dashboard.',
  },
  invalid: {
    title: 'This unsubscribe link is not valid.',
    advice:
      'It may have been cut short when it was copied. Sign in to choose which e-mails you get in the notification settings of your dashboard.',
  },
  openSettings: 'Open notification settings',
  signIn: 'Sign in to manage your e-mails',
} as const;

export type UnsubscribeResources = typeof unsubscribeEn;
