import { describe, expect, it } from 'vitest';
// The platform's catalog check, a file without imports: the mails share its rules with the apps.
import {
  expectHindiCatalog,
  LATIN_IN_HINDI,
} from '../../../shared-platform/src/testing/hindiCatalog.ts';
import { formatIst } from './dates.ts';
import { en } from './locales/en.ts';
import { hi } from './locales/hi.ts';
import type { AnyDelivery, NotificationDataByKind, NotificationKind } from './kinds/types.ts';
import { notificationKinds } from './kinds/types.ts';
import { messageIdFor, renderMail } from './render.ts';

const options = {
  siteUrl: 'https://nyaya.example/',
  fromAddress: 'NyayaConnect <no-reply@nyaya.test>',
};
const requestId = '11111111-2222-3333-4444-555555555555';
const lawyerId = '66666666-7777-8888-9999-000000000000';
const DESCRIPTION = 'SECRET MATTER DESCRIPTION about a property dispute';

const hostileName = '<script>alert(1)</script>"><img src=x onerror=alert(2)> Name\r\nBcc: x@y';
const hostileNote = 'Fix your <b>bar</b> number"><img onerror=alert(3)>\r\nBcc: evil@example.com';

const data: { [K in NotificationKind]: NotificationDataByKind[K] } = {
  request_addressed: {
    requestId,
    clientFirstName: 'Asha',
    serviceType: 'Family Law',
    location: 'Delhi High Court',
  },
  open_requests_digest: {
    requests: [
      {
        requestId,
        serviceType: 'Family Law',
        location: 'Delhi High Court',
        createdAt: '2026-12-01T04:30:00Z',
      },
      {
        requestId: 'aaaa',
        serviceType: 'Tax Law',
        location: 'Delhi High Court',
        createdAt: '2026-12-01T05:00:00Z',
      },
    ],
  },
  verification_decided: { decision: 'rejected', note: 'Your enrolment number does not match.' },
  request_accepted: { requestId, lawyerId, lawyerName: 'Ravi Kumar', serviceType: 'Family Law' },
  meeting_scheduled: {
    requestId,
    lawyerId,
    lawyerName: 'Ravi Kumar',
    serviceType: 'Family Law',
    scheduledFor: '2026-12-01T09:30:00Z',
    previousScheduledFor: null,
    sequence: 0,
  },
  request_declined: { requestId, lawyerName: 'Ravi Kumar', serviceType: 'Family Law' },
  request_released: {
    requestId,
    lawyerName: 'Ravi Kumar',
    serviceType: 'Family Law',
    reason: 'Conflict of interest',
  },
  request_completed: { requestId, lawyerId, lawyerName: 'Ravi Kumar', serviceType: 'Family Law' },
  meeting_reminder: {
    requestId,
    lawyerName: 'Ravi Kumar',
    serviceType: 'Family Law',
    scheduledFor: '2026-12-01T09:30:00Z',
    hoursBefore: 24,
  },
  case_cancelled: {
    requestId,
    cancelledBy: 'client',
    otherPartyName: 'Asha',
    serviceType: 'Family Law',
  },
  complaint_received: { referenceNumber: 'CMP-2026-000123', name: 'Meera' },
  complaint_status_changed: {
    referenceNumber: 'CP-7K3M-9Q2X',
    status: 'resolved',
    response: 'We spoke to the lawyer, who refunded your fee.',
  },
  case_message: {
    requestId,
    roomId: '77777777-8888-4999-8aaa-bbbbbbbbbbbb',
    senderName: 'Ravi Kumar',
    serviceType: 'Family Law',
  },
  review_received: {
    reviewId: '88888888-9999-4aaa-8bbb-cccccccccccc',
    lawyerId,
    lawyerName: 'Ravi Kumar',
    reviewerName: 'Aarav M.',
    rating: 4,
    serviceType: 'Family Law',
  },
  review_hidden: {
    reviewId: '88888888-9999-4aaa-8bbb-cccccccccccc',
    lawyerId,
    lawyerName: 'Ravi Kumar',
    reason: 'The review names the other party in the case.',
  },
};

const optional: NotificationKind[] = ['open_requests_digest', 'meeting_reminder'];

function delivery<K extends NotificationKind>(
  kind: K,
  overrides: Partial<NotificationDataByKind[K]> = {},
  recipientName: string | null = 'Asha Verma',
): AnyDelivery {
  const isOptional = optional.includes(kind);
  return {
    id: 1,
    kind,
    email: 'asha@example.com',
    recipientName,
    language: 'en',
    // A description the database never puts here; if it ever did, no template reads it.
    data: { ...data[kind], ...overrides, description: DESCRIPTION },
    unsubscribeToken: isOptional ? 'tok123' : null,
    topic:
      kind === 'open_requests_digest'
        ? 'open_request_digest'
        : kind === 'meeting_reminder'
          ? 'meeting_reminders'
          : null,
    idempotencyKey: `${kind}:${requestId}:1`,
  } as AnyDelivery;
}

const expectations: { [K in NotificationKind]: { subject: RegExp; says: RegExp[]; link: string } } =
  {
    request_addressed: {
      subject: /New consultation request from Asha: Family Law/,
      says: [/Family Law, Delhi High Court/, /accept or decline/],
      link: `https://nyaya.example/lawyer-dashboard?request=${requestId}`,
    },
    open_requests_digest: {
      subject: /^2 new open requests in your areas$/,
      says: [/Tax Law, Delhi High Court \(received Tue, 1 Dec 2026, 10:30 am IST\)/],
      link: `https://nyaya.example/lawyer-dashboard?request=${requestId}`,
    },
    verification_decided: {
      subject: /not approved/,
      says: [/enrolment number does not match/, /submit them again/],
      link: 'https://nyaya.example/lawyer-dashboard',
    },
    request_accepted: {
      subject: /Ravi Kumar accepted your request/,
      says: [/schedule a meeting/],
      link: `https://nyaya.example/lawyers/${lawyerId}`,
    },
    meeting_scheduled: {
      subject: /^Meeting scheduled: Tue, 1 Dec 2026, 3:00 pm IST$/,
      says: [/Ravi Kumar scheduled your Family Law meeting/, /calendar/],
      link: `https://nyaya.example/client-dashboard?request=${requestId}`,
    },
    request_declined: {
      subject: /Ravi Kumar declined your request/,
      says: [/open to other lawyers/],
      link: 'https://nyaya.example/lawyers',
    },
    request_released: {
      subject: /Ravi Kumar released your case/,
      says: [/Conflict of interest/, /open to other lawyers again/],
      link: `https://nyaya.example/client-dashboard?request=${requestId}`,
    },
    request_completed: {
      subject: /Family Law case is completed/,
      says: [/marked your Family Law case completed/],
      link: `https://nyaya.example/client-dashboard?request=${requestId}`,
    },
    meeting_reminder: {
      subject: /tomorrow, Tue, 1 Dec 2026, 3:00 pm IST/,
      says: [/meeting with Ravi Kumar is on Tue, 1 Dec 2026, 3:00 pm IST/],
      link: `https://nyaya.example/client-dashboard?request=${requestId}`,
    },
    case_cancelled: {
      subject: /Asha cancelled the Family Law case/,
      says: [/withdrew their Family Law request/],
      link: `https://nyaya.example/lawyer-dashboard?request=${requestId}`,
    },
    complaint_received: {
      subject: /CMP-2026-000123/,
      says: [/Thank you, Meera/, /reference number is CMP-2026-000123/],
      link: 'https://nyaya.example/',
    },
    complaint_status_changed: {
      subject: /^Your complaint CP-7K3M-9Q2X is resolved$/,
      says: [/resolved your complaint CP-7K3M-9Q2X/, /who refunded your fee/],
      link: 'https://nyaya.example/support/status?reference=CP-7K3M-9Q2X',
    },
    case_message: {
      subject: /^New message from Ravi Kumar about your Family Law case$/,
      says: [/Ravi Kumar sent you a message in the case room of your Family Law case/],
      link: `https://nyaya.example/cases/${requestId}`,
    },
    review_received: {
      subject: /^New review: 4 out of 5 from Aarav M\.$/,
      says: [
        /Aarav M\. rated your Family Law consultation 4 out of 5\./,
        /reply to it once, publicly/,
      ],
      link: `https://nyaya.example/lawyers/${lawyerId}#reviews`,
    },
    review_hidden: {
      subject: /^Your review of Ravi Kumar was hidden$/,
      says: [/Our team hid your review of Ravi Kumar\./, /names the other party/, /complaint form/],
      link: 'https://nyaya.example/client-dashboard',
    },
  };

describe('each kind', () => {
  it.each(notificationKinds)(
    '%s renders subject, HTML and text with its link and next step',
    (kind) => {
      const mail = renderMail(delivery(kind), options);
      const expected = expectations[kind];
      expect(mail.subject).toMatch(expected.subject);
      expect(mail.to).toBe('asha@example.com');
      for (const pattern of expected.says) {
        expect(mail.text).toMatch(pattern);
        expect(mail.html.replace(/&#39;/g, "'")).toMatch(pattern);
      }
      expect(mail.text).toContain(expected.link);
      expect(mail.html).toContain(`href="${expected.link}"`);
      expect(mail.text).toMatch(/^Hello Asha Verma,/);
      expect(mail.messageId).toBe(messageIdFor(`${kind}:${requestId}:1`, options.fromAddress));
      expect(mail.messageId).toMatch(/^<notification\.[0-9a-f]{40}@nyaya\.test>$/);
    },
  );

  it.each(notificationKinds)('%s never includes a description', (kind) => {
    const mail = renderMail(delivery(kind), options);
    for (const part of [mail.subject, mail.html, mail.text, mail.icalEvent?.content ?? '']) {
      expect(part).not.toContain('SECRET MATTER');
    }
  });

  it.each(notificationKinds)('%s has an unsubscribe link only when optional', (kind) => {
    const mail = renderMail(delivery(kind), options);
    if (optional.includes(kind)) {
      expect(mail.headers['List-Unsubscribe']).toBe(
        '<https://nyaya.example/unsubscribe?token=tok123>',
      );
      expect(mail.text).toContain('https://nyaya.example/unsubscribe?token=tok123');
      expect(mail.html).toContain('href="https://nyaya.example/unsubscribe?token=tok123"');
    } else {
      expect(mail.headers['List-Unsubscribe']).toBeUndefined();
      expect(mail.text).not.toContain('/unsubscribe');
    }
  });
});

describe('hostile names and notes', () => {
  const hostile: AnyDelivery[] = [
    delivery(
      'request_addressed',
      { clientFirstName: hostileName, location: hostileName },
      hostileName,
    ),
    delivery('verification_decided', { note: hostileNote }, hostileName),
    delivery('request_accepted', { lawyerName: hostileName }),
    delivery('meeting_scheduled', { lawyerName: hostileName, serviceType: hostileName }),
    delivery('request_released', { lawyerName: hostileName, reason: hostileNote }),
    delivery('case_cancelled', { otherPartyName: hostileName }),
    delivery('case_message', { senderName: hostileName }),
    delivery('review_received', { reviewerName: hostileName, serviceType: hostileName }),
    delivery('review_hidden', { lawyerName: hostileName, reason: hostileNote }),
    delivery(
      'complaint_received',
      { name: hostileName, referenceNumber: 'CMP\r\nBcc: x@y' },
      hostileName,
    ),
    delivery(
      'complaint_status_changed',
      { referenceNumber: 'CP\r\nBcc: x@y', status: 'rejected', response: hostileNote },
      hostileName,
    ),
    delivery('open_requests_digest', {
      requests: [
        {
          requestId: '"><script>',
          serviceType: hostileName,
          location: hostileName,
          createdAt: 'x',
        },
      ],
    }),
  ];

  it.each(hostile.map((d) => [d.kind, d] as const))(
    '%s escapes HTML and keeps headers on one line',
    (_kind, d) => {
      const mail = renderMail(d, options);
      expect(mail.html).not.toMatch(/<script|<img|<b>/i);
      expect(mail.html).not.toMatch(/"><img/);
      expect(mail.html).not.toMatch(/onerror=alert\(\d\)>/);
      if (d.kind !== 'open_requests_digest' && d.kind !== 'verification_decided') {
        expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img');
      }
      for (const header of [mail.subject, mail.to, ...Object.values(mail.headers)]) {
        expect(header).not.toMatch(/[\r\n]/);
      }
      // A name is one line in the text part too (a note keeps its own line breaks: it is body text).
      if (
        d.kind !== 'verification_decided' &&
        d.kind !== 'request_released' &&
        d.kind !== 'complaint_status_changed' &&
        d.kind !== 'review_hidden'
      ) {
        expect(mail.text).not.toMatch(/^Bcc:/m);
      }
    },
  );

  it('keeps the href of an item inside its quotes', () => {
    const mail = renderMail(hostile.at(-1)!, options);
    expect(mail.html).toContain(
      'href="https://nyaya.example/lawyer-dashboard?request=%22%3E%3Cscript%3E"',
    );
  });

  it('shows a note on several lines without its control characters', () => {
    const mail = renderMail(
      delivery('verification_decided', { note: 'Line one\r\nLine two\u0007' }),
      options,
    );
    expect(mail.text).toContain("Reviewer's note:\nLine one\nLine two");
  });
});

describe('a complaint status change', () => {
  const changed = (
    overrides: Partial<NotificationDataByKind['complaint_status_changed']>,
    recipientName: string | null = null,
  ) => renderMail(delivery('complaint_status_changed', overrides, recipientName), options);

  it('says the complaint is in review, without a response', () => {
    const mail = changed({ status: 'in_review', response: 'Not for the complainant yet' });
    expect(mail.subject).toBe('We are reviewing your complaint CP-7K3M-9Q2X');
    expect(mail.text).toContain('Our support team is now reviewing your complaint CP-7K3M-9Q2X.');
    expect(mail.text).toContain('We will write to you again when we have decided on it.');
    expect(mail.text).not.toContain('Our response');
    expect(mail.text).not.toContain('Not for the complainant yet');
    expect(mail.text).toMatch(/^Hello,/);
  });

  it('quotes the response of a resolved or rejected complaint, on its own lines', () => {
    const resolved = changed({ status: 'resolved', response: 'Refunded.\r\nSorry for the wait.' });
    expect(resolved.subject).toBe('Your complaint CP-7K3M-9Q2X is resolved');
    expect(resolved.text).toContain('Our response:\nRefunded.\nSorry for the wait.');
    const rejected = changed({ status: 'rejected', response: 'The lawyer kept the appointment.' });
    expect(rejected.subject).toBe('Our answer to your complaint CP-7K3M-9Q2X');
    expect(rejected.text).toContain('closed it without further action');
    expect(rejected.text).toContain('The lawyer kept the appointment.');
    expect(rejected.html).toContain('The lawyer kept the appointment.');
  });

  it('links to the status page with the reference, and says why a visitor gets it', () => {
    const mail = changed({ referenceNumber: 'CP-7K3M 9Q2X&x=1' });
    const link = 'https://nyaya.example/support/status?reference=CP-7K3M%209Q2X%26x%3D1';
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain(
      'You receive this e-mail because you contacted NyayaConnect with this address.',
    );
  });
});

describe('a new message in the case room', () => {
  it('names the sender and the matter, never the message or its document', () => {
    const mail = renderMail(
      delivery('case_message', {
        // Nothing the database writes: if it ever did, the template would not read it.
        body: 'My Aadhaar number is 1234 5678 9012',
        attachmentName: 'Sale deed.pdf',
      } as Partial<NotificationDataByKind['case_message']>),
      options,
    );
    for (const part of [mail.subject, mail.html, mail.text]) {
      expect(part).not.toContain('Aadhaar');
      expect(part).not.toContain('Sale deed');
    }
    expect(mail.text).toContain('messages and documents are shown only there');
    expect(mail.text).toContain(
      'You receive this e-mail because it concerns your NyayaConnect account.',
    );
  });

  it('links to the room of the request, its id encoded', () => {
    const mail = renderMail(delivery('case_message', { requestId: 'a/b?c' }), options);
    expect(mail.text).toContain('https://nyaya.example/cases/a%2Fb%3Fc');
    expect(mail.html).toContain('href="https://nyaya.example/cases/a%2Fb%3Fc"');
  });
});

describe('a new review', () => {
  it('says who rated and how, never the review text, and the lawyer can reply once', () => {
    const mail = renderMail(
      delivery('review_received', {
        body: 'SECRET REVIEW TEXT about the lawyer',
      } as Partial<NotificationDataByKind['review_received']>),
      options,
    );
    for (const part of [mail.subject, mail.html, mail.text]) {
      expect(part).not.toContain('SECRET REVIEW TEXT');
    }
    expect(mail.text).toContain('The review is visible on your public profile.');
    expect(mail.text).toContain(
      `See and reply to the review: https://nyaya.example/lawyers/${lawyerId}#reviews`,
    );
    expect(mail.text).toContain('because it concerns your NyayaConnect account');
  });

  it('links to the reviews of the lawyer in the data, the id encoded', () => {
    const mail = renderMail(delivery('review_received', { lawyerId: 'a/b?c' }), options);
    expect(mail.text).toContain('https://nyaya.example/lawyers/a%2Fb%3Fc#reviews');
    expect(mail.html).toContain('href="https://nyaya.example/lawyers/a%2Fb%3Fc#reviews"');
  });

  it('reads as a sentence without a reviewer name or a matter', () => {
    const mail = renderMail(
      delivery('review_received', { reviewerName: '', serviceType: '', rating: 5 }),
      options,
    );
    expect(mail.subject).toBe('New review: 5 out of 5 from A client');
    expect(mail.text).toContain('A client rated your consultation 5 out of 5.');
  });
});

describe('a hidden review', () => {
  it("quotes support's reason on its own lines and links to the dashboard", () => {
    const mail = renderMail(
      delivery('review_hidden', { reason: 'Line one\r\nLine two\u0007' }),
      options,
    );
    expect(mail.text).toContain('Reason given:\nLine one\nLine two');
    expect(mail.text).toContain('Open your dashboard: https://nyaya.example/client-dashboard');
    expect(mail.text).toContain('because it concerns your NyayaConnect account');
  });

  it('escapes the reason in the HTML part', () => {
    const mail = renderMail(delivery('review_hidden', { reason: hostileNote }), options);
    expect(mail.html).toContain(
      'Fix your &lt;b&gt;bar&lt;/b&gt; number&quot;&gt;&lt;img onerror=alert(3)&gt;',
    );
    expect(mail.html).not.toContain('<b>bar</b>');
  });

  it('leaves out the quote when there is no reason', () => {
    const mail = renderMail(delivery('review_hidden', { reason: '' }), options);
    expect(mail.text).not.toContain('Reason given');
  });
});

describe('the meeting invitation', () => {
  it('is a REQUEST in UTC with a stable UID and the sequence', () => {
    const first = renderMail(delivery('meeting_scheduled'), options).icalEvent!;
    const moved = renderMail(
      delivery('meeting_scheduled', {
        scheduledFor: '2026-12-02T10:00:00Z',
        previousScheduledFor: '2026-12-01T09:30:00Z',
        sequence: 1,
      }),
      options,
    );
    const ics = first.content;
    expect(first.method).toBe('REQUEST');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toMatch(/\r\nEND:VCALENDAR\r\n?$/);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toMatch(/\r\nDTSTART:20261201T093000Z\r\n/);
    expect(ics).toMatch(/\r\nDURATION:PT1H\r\n/);
    expect(ics).toContain(`UID:request-${requestId}@nyaya.test`);
    expect(ics.replace(/\r\n[\t ]/g, '')).toMatch(
      /ATTENDEE;[^\r]*CN="?Asha Verma"?:mailto:asha@example.com/,
    );
    expect(ics).toMatch(/\r\nSEQUENCE:0\r\n/);
    expect(moved.icalEvent!.content).toContain(`UID:request-${requestId}@nyaya.test`);
    expect(moved.icalEvent!.content).toMatch(/\r\nSEQUENCE:1\r\n/);
    expect(moved.icalEvent!.content).toMatch(/\r\nDTSTART:20261202T100000Z\r\n/);
    expect(moved.subject).toBe('Meeting moved to Wed, 2 Dec 2026, 3:30 pm IST');
    expect(moved.text).toContain(
      'from Tue, 1 Dec 2026, 3:00 pm IST to Wed, 2 Dec 2026, 3:30 pm IST',
    );
  });

  it('keeps hostile names to one property line', () => {
    const ics = renderMail(
      delivery('meeting_scheduled', { lawyerName: 'Ravi\r\nATTENDEE:mailto:x@y' }),
      options,
    ).icalEvent!.content;
    expect(ics).not.toMatch(/\r\nATTENDEE:mailto:x@y/);
    expect(ics.match(/^SUMMARY:/gm)).toHaveLength(1);
  });

  it('is attached only to meeting_scheduled', () => {
    expect(renderMail(delivery('meeting_reminder'), options).icalEvent).toBeUndefined();
  });
});

describe('language', () => {
  it('falls back to English for a language without mails', () => {
    const unknown = { ...delivery('request_accepted'), language: 'xx' } as AnyDelivery;
    expect(renderMail(unknown, options).subject).toBe('Ravi Kumar accepted your request');
    const none = { ...delivery('request_accepted'), language: null } as AnyDelivery;
    expect(renderMail(none, options).subject).toBe('Ravi Kumar accepted your request');
  });

  it('greets a recipient without a name', () => {
    expect(renderMail(delivery('complaint_received', {}, null), options).text).toMatch(/^Hello,/);
  });
});

describe('formatIst', () => {
  it('shows India Standard Time', () => {
    expect(formatIst('2026-12-01T09:30:00Z')).toBe('Tue, 1 Dec 2026, 3:00 pm IST');
    expect(formatIst('2026-11-30T19:00:00Z')).toBe('Tue, 1 Dec 2026, 12:30 am IST');
  });

  it('in Hindi, names the day, the month and the part of the day in Devanagari', () => {
    expect(formatIst('2026-12-01T09:30:00Z', 'hi')).toBe('मंगलवार, 1 दिसंबर 2026, दोपहर 3:00 IST');
    expect(formatIst('2026-11-30T19:00:00Z', 'hi')).toBe('मंगलवार, 1 दिसंबर 2026, रात 12:30 IST');
    expect(formatIst('2026-12-01T02:30:00Z', 'hi')).toBe('मंगलवार, 1 दिसंबर 2026, सुबह 8:00 IST');
    expect(formatIst('not a date', 'hi')).toBe('');
  });
});

describe('mails in Hindi', () => {
  // What a Hindi mail may keep in Latin letters: the data people typed or the database made
  // (names, notes, reference numbers), links and addresses, and LATIN_IN_HINDI.
  const dataValues = [
    'Ravi Kumar',
    'Asha Verma',
    'Asha',
    'Meera',
    'Aarav M.',
    'CMP-2026-000123',
    'CP-7K3M-9Q2X',
    data.verification_decided.note!,
    data.request_released.reason!,
    data.complaint_status_changed.response!,
    data.review_hidden.reason!,
  ];
  function latinWords(text: string): string[] {
    let rest = text.replace(/https?:\/\/\S+/g, ' ');
    for (const value of dataValues) rest = rest.split(value).join(' ');
    return (rest.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []).filter(
      (word) => !LATIN_IN_HINDI.includes(word),
    );
  }
  const hindi = (kind: NotificationKind, overrides = {}) =>
    ({ ...delivery(kind, overrides), language: 'hi' }) as AnyDelivery;

  it('has every English key in Hindi, with the same placeholders and no stray English', () => {
    expectHindiCatalog(en, hi);
  });

  it.each(notificationKinds)('%s: subject and text in Hindi', (kind) => {
    const mail = renderMail(hindi(kind), options);
    expect(mail.subject).toMatch(/[\u0900-\u097F]/);
    expect(latinWords(mail.subject)).toEqual([]);
    expect(latinWords(mail.text)).toEqual([]);
    expect(mail.text).toMatch(/^नमस्ते Asha Verma,/);
    // The link goes where the English mail's goes.
    expect(mail.text).toContain(expectations[kind].link);
    expect(mail.html).toContain('<p style="margin:0 0 16px">नमस्ते Asha Verma,</p>');
  });

  it('labels the specialization and the court, and writes dates in hi-IN', () => {
    const addressed = renderMail(hindi('request_addressed'), options);
    expect(addressed.subject).toBe('Asha की ओर से नया परामर्श अनुरोध: पारिवारिक कानून');
    expect(addressed.text).toContain(
      'Asha ने आपको एक परामर्श अनुरोध भेजा है: पारिवारिक कानून, दिल्ली उच्च न्यायालय।',
    );
    const digest = renderMail(hindi('open_requests_digest'), options);
    expect(digest.subject).toBe('आपके क्षेत्रों में 2 नए खुले अनुरोध');
    expect(digest.text).toContain(
      'कर कानून, दिल्ली उच्च न्यायालय (मंगलवार, 1 दिसंबर 2026, सुबह 10:30 IST को प्राप्त)',
    );
    expect(renderMail(hindi('meeting_reminder'), options).subject).toBe(
      'अनुस्मारक: कल Ravi Kumar के साथ मीटिंग, मंगलवार, 1 दिसंबर 2026, दोपहर 3:00 IST',
    );
  });

  it('shows a value the catalog has no label for as it is', () => {
    const mail = renderMail(
      hindi('request_accepted', { serviceType: 'Consumer Law: refunds' }),
      options,
    );
    expect(mail.text).toContain('Ravi Kumar ने आपका Consumer Law: refunds अनुरोध स्वीकार कर लिया है।');
  });

  it('writes the footer and the unsubscribe link of an optional mail in Hindi', () => {
    const mail = renderMail(hindi('meeting_reminder'), options);
    expect(mail.text).toContain(
      'आपको यह ईमेल इसलिए मिला है क्योंकि आपकी सूचना सेटिंग्स में मीटिंग अनुस्मारक चालू हैं।',
    );
    expect(mail.text).toContain('मीटिंग अनुस्मारक पाना बंद करें: https://nyaya.example/');
    expect(mail.headers['List-Unsubscribe']).toMatch(/^<https:\/\/nyaya\.example\//);
  });

  it('puts the Hindi title in the meeting invitation', () => {
    const mail = renderMail(hindi('meeting_scheduled'), options);
    expect(mail.subject).toBe('मीटिंग निर्धारित: मंगलवार, 1 दिसंबर 2026, दोपहर 3:00 IST');
    expect(mail.icalEvent?.content).toContain(
      'SUMMARY:NyayaConnect मीटिंग: Ravi Kumar के साथ पारिवारिक कानून',
    );
  });
});

describe('missing names and places', () => {
  it('a request from a client with no usable name and no location still reads as a sentence', () => {
    const mail = renderMail(
      delivery('request_addressed', {
        clientFirstName: null,
        location: null,
      } as unknown as Partial<NotificationDataByKind['request_addressed']>),
      options,
    );
    expect(mail.subject).toBe('New consultation request from A client: Family Law');
    expect(mail.text).toContain('A client sent you a consultation request: Family Law.');
    expect(mail.text).not.toMatch(/, \.|null|undefined/);
  });
});
