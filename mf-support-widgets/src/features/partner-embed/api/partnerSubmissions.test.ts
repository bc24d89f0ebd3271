import { mockPostgrest, TEST_SUPABASE_URL } from '@nyaya/shared-platform/testing';
import { describe, expect, it } from 'vitest';
import { callbackSchema } from '../../support-requests/model/callbackSchema';
import { complaintSchema } from '../../support-requests/model/complaintSchema';
import { createEmbedClient } from './partnerApi';
import { submitPartnerCallback, submitPartnerComplaint } from './partnerSubmissions';

// Made in each test: postgrest-js takes `fetch` when it is made, after msw has patched it.
const embedClient = () =>
  createEmbedClient({
    supabase: { url: TEST_SUPABASE_URL, anonKey: 'sb_publishable_test' },
    contact: { phone: '+91 11 4000 1234', whatsapp: '+91 11 4000 1235', email: 'help@nyaya.test' },
    siteUrl: 'http://nyaya.test',
  });
const partner = { id: 'demo-legal-aid', pageOrigin: 'https://aid.example', ticket: '1.ab' };

describe('a partner’s submissions from the forms’ frame', () => {
  it('send the mobile as our site does (+91 and ten digits), with the page and its ticket', async () => {
    const calls = mockPostgrest('post', 'rpc/submit_callback_request', { body: 'CB-7K3M-9Q2X' });
    const values = callbackSchema.parse({
      name: 'Ravi Kumar',
      mobileNumber: '98765 43210',
      issueDescription: 'Unpaid wages.',
    });
    await expect(submitPartnerCallback(embedClient(), values, partner)).resolves.toBe(
      'CB-7K3M-9Q2X',
    );
    expect(calls[0]!.body).toEqual({
      name: 'Ravi Kumar',
      mobile_number: '+919876543210',
      issue_description: 'Unpaid wages.',
      source: 'demo-legal-aid',
      page_origin: 'https://aid.example',
      frame_ticket: '1.ab',
    });
  });

  it('do the same for a complaint', async () => {
    const calls = mockPostgrest('post', 'rpc/submit_complaint', { body: 'CP-7K3M-9Q2X' });
    const values = complaintSchema.parse({
      email: 'ravi@example.in',
      phoneNumber: '9876543210',
      complaintText: 'Nobody called.',
    });
    await expect(submitPartnerComplaint(embedClient(), values, partner)).resolves.toBe(
      'CP-7K3M-9Q2X',
    );
    expect(calls[0]!.body).toMatchObject({
      phone_number: '+919876543210',
      source: 'demo-legal-aid',
      page_origin: 'https://aid.example',
      frame_ticket: '1.ab',
    });
  });
});
