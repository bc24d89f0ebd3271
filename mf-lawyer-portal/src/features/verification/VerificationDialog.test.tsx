import type { Tables } from '@nyaya/db';
import { changeLanguage } from '@nyaya/shared-platform';
import {
  mockPostgrest,
  postgrestError,
  renderWithProviders,
  server,
  TEST_SUPABASE_URL,
} from '@nyaya/shared-platform/testing';
import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../../i18n';
import { ownLawyerProfileQuery } from '../lawyer-profile/api/queries';
import { VerificationDialog } from './VerificationDialog';

const LAWYER = 'lawyer-1';
const PROFILES_URL = `${TEST_SUPABASE_URL}/rest/v1/lawyer_profiles`;

type ProfileRow = Tables<'lawyer_profiles'>;

function profileRow(overrides: Partial<ProfileRow> = {}) {
  return {
    id: LAWYER,
    name: 'Priya Sharma',
    bar_council_id: 'D/1234/2015',
    years_experience: 12,
    expertise_areas: ['Family Law', 'Property Law'],
    location: 'Delhi High Court, Supreme Court of India',
    bio: 'Family law specialist.',
    approval_status: 'rejected',
    review_note: null,
    rating: 4.8,
    hourly_rate: 2500,
    profile_picture_url: null,
    languages: ['hi', 'en'],
    ...overrides,
  };
}

/**
 * The lawyer's row as the database holds it (null: none yet): read by the profile query, and
 * written by inserts and updates, which answer with the stored row as PostgREST does.
 */
function fakeProfiles(initial: ReturnType<typeof profileRow> | null) {
  let stored = initial;
  mockPostgrest('get', 'lawyer_profiles', () => ({ body: stored ? [stored] : [] }));
  const store = (body: object) => {
    stored = { ...(stored ?? profileRow()), ...body } as ReturnType<typeof profileRow>;
    return stored;
  };
  const inserts = mockPostgrest('post', 'lawyer_profiles', (request) => ({
    status: 201,
    body: store(request.body as object),
  }));
  const updates = mockPostgrest('patch', 'lawyer_profiles', (request) => ({
    body: store(request.body as object),
  }));
  return { inserts, updates };
}

/** The dashboard's part: the profile from the query cache, and the dialog's open state. */
function Page({ startOpen }: { startOpen: boolean }) {
  const profile = useQuery(ownLawyerProfileQuery(LAWYER));
  const [open, setOpen] = useState(startOpen);
  if (profile.data === undefined) return <p>Loading</p>;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open verification
      </button>
      <VerificationDialog
        open={open}
        onOpenChange={setOpen}
        profile={profile.data}
        userId={LAWYER}
      />
    </>
  );
}

async function renderDialog({ startOpen = true }: { startOpen?: boolean } = {}) {
  const view = renderWithProviders(<Page startOpen={startOpen} />, {
    auth: { id: LAWYER, role: 'lawyer' },
  });
  await screen.findByRole(startOpen ? 'dialog' : 'button', startOpen ? {} : { name: /Open/ });
  return view;
}

const dialog = () => screen.getByRole('dialog');
const barCouncilId = () => within(dialog()).getByRole('textbox', { name: 'BAR Council ID' });
const years = () => within(dialog()).getByRole('spinbutton', { name: 'Years of Experience' });
const rate = () => within(dialog()).getByRole('spinbutton', { name: 'Hourly Rate (₹ per hour)' });
const expertise = () => within(dialog()).getByRole('combobox', { name: 'Areas of Expertise' });
const locations = () => within(dialog()).getByRole('combobox', { name: 'Practice Locations' });
const languages = () =>
  within(dialog()).getByRole('combobox', { name: 'Languages you consult in' });
const bio = () => within(dialog()).getByRole('textbox', { name: 'Bio (optional)' });
const submitButton = () =>
  within(dialog()).getByRole('button', { name: /Verification|Details|Submitting/ });

/** The chosen options of a picker, from its chips. */
function chipsOf(label: string) {
  const list = within(dialog()).queryByRole('list', { name: `Selected ${label}` });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : [];
}

interface FormInput {
  barCouncilId?: string;
  years?: string;
  rate?: string;
  expertise?: string[];
  locations?: string[];
  /** Labels, as the picker shows them ('Hindi'). */
  languages?: string[];
  bio?: string;
}

/** Types into the empty fields; picks each option by typing its start and Enter. */
async function fillForm(user: UserEvent, input: FormInput) {
  if (input.barCouncilId) await user.type(barCouncilId(), input.barCouncilId);
  if (input.years) await user.type(years(), input.years);
  if (input.rate) await user.type(rate(), input.rate);
  for (const option of input.expertise ?? []) await user.type(expertise(), `${option}{Enter}`);
  for (const option of input.locations ?? []) await user.type(locations(), `${option}{Enter}`);
  for (const option of input.languages ?? []) await user.type(languages(), `${option}{Enter}`);
  if (input.bio) await user.type(bio(), input.bio);
}

function expectFormToHold(input: FormInput) {
  expect(barCouncilId()).toHaveValue(input.barCouncilId ?? '');
  expect(years()).toHaveValue(input.years ? Number(input.years) : null);
  expect(chipsOf('Areas of Expertise')).toEqual(input.expertise ?? []);
  expect(chipsOf('Practice Locations')).toEqual(input.locations ?? []);
  expect(chipsOf('Languages you consult in')).toEqual(input.languages ?? []);
  expect(bio()).toHaveValue(input.bio ?? '');
}

const VALID: FormInput = {
  barCouncilId: 'MH/5678/2018',
  years: '8',
  rate: '3000',
  expertise: ['Tax Law', 'Business Law'],
  locations: ['Mumbai High Court', 'Pune District Court'],
  languages: ['Marathi', 'English'],
  bio: 'GST and company law.',
};

/** Toasts live in the Toaster's region, which the modal dialog hides while it is open. */
async function findToast(title: string, description?: string) {
  const region = await screen.findByRole('region', { name: /Notifications|सूचनाएँ/, hidden: true });
  const toast = (await within(region).findByText(title)).closest('li')!;
  if (description !== undefined) expect(toast).toHaveTextContent(description);
  return toast;
}

const CREATED = 'Verification submitted! Under review. We will call you within 24 hours.';
const UPDATED =
  'Your updated verification has been submitted for review. We will call you within 24 hours.';
const FAILED_FALLBACK = 'An error occurred during verification. Please try again.';

describe('VerificationDialog: texts per approval status', () => {
  it.each([
    [
      'no profile',
      null,
      'Complete Verification',
      'Tell us about your practice.',
      'Complete Verification',
    ],
    [
      'a null status',
      profileRow({ approval_status: null }),
      'Complete Verification',
      'Tell us about your practice.',
      'Complete Verification',
    ],
    [
      'rejected',
      profileRow({ approval_status: 'rejected' }),
      'Resubmit Verification',
      'Check your details and submit them again.',
      'Resubmit Verification',
    ],
    [
      'reverify',
      profileRow({ approval_status: 'reverify' }),
      'Update Verification',
      'Please update your verification details as requested.',
      'Update Verification',
    ],
    [
      'pending',
      profileRow({ approval_status: 'pending' }),
      'Update Verification Details',
      'Your verification is under review.',
      'Update Details',
    ],
    [
      'approved',
      profileRow({ approval_status: 'approved' }),
      'Update Verification Details',
      'Your profile is approved.',
      'Update Details',
    ],
  ])('for %s', async (_case, row, title, description, submit) => {
    fakeProfiles(row);
    await renderDialog();
    expect(dialog()).toHaveAccessibleName(title);
    expect(dialog()).toHaveAccessibleDescription(expect.stringContaining(description));
    expect(within(dialog()).getByRole('button', { name: submit })).toHaveAttribute(
      'type',
      'submit',
    );
  });
});

describe('VerificationDialog: the form', () => {
  it('starts empty for a first verification, on the first field, with a 3-row bio', async () => {
    fakeProfiles(null);
    await renderDialog();
    expectFormToHold({});
    await waitFor(() => expect(barCouncilId()).toHaveFocus());
    expect(barCouncilId()).toHaveAttribute('aria-required', 'true');
    expect(years()).toHaveAttribute('aria-required', 'true');
    expect(years()).toHaveAttribute('min', '0');
    expect(expertise()).toHaveAttribute('aria-required', 'true');
    expect(locations()).toHaveAttribute('aria-required', 'true');
    expect(languages()).toHaveAttribute('aria-required', 'true');
    expect(bio()).not.toHaveAttribute('aria-required');
    expect(bio()).toHaveAttribute('rows', '3');
  });

  it('offers the 10 specializations, the 22 practice locations and the 23 languages', async () => {
    fakeProfiles(null);
    const { user } = await renderDialog();
    await user.click(expertise());
    expect(within(dialog()).getAllByRole('option')).toHaveLength(10);
    await user.click(locations());
    expect(within(dialog()).getAllByRole('option')).toHaveLength(22);
    await user.click(languages());
    const offered = within(dialog())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).toHaveLength(23);
    // By their names, in the product's order.
    expect(offered.slice(0, 3)).toEqual(['English', 'Hindi', 'Bengali']);
  });

  it("starts an update from the stored profile's values", async () => {
    fakeProfiles(profileRow({ approval_status: 'reverify' }));
    const { user } = await renderDialog();
    expectFormToHold({
      barCouncilId: 'D/1234/2015',
      years: '12',
      expertise: ['Family Law', 'Property Law'],
      locations: ['Delhi High Court', 'Supreme Court of India'],
      languages: ['Hindi', 'English'],
      bio: 'Family law specialist.',
    });
    // Chosen options are not offered again.
    await user.click(expertise());
    const offered = within(dialog())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).toHaveLength(8);
    expect(offered).not.toContain('Family Law');
  });
});

describe('VerificationDialog: validation', () => {
  it('shows every required message at its field, focuses the first, and sends nothing', async () => {
    const { inserts } = fakeProfiles(null);
    const { user } = await renderDialog();
    await user.click(submitButton());

    const messages: [HTMLElement, string][] = [
      [barCouncilId(), 'BAR Council ID is required.'],
      [years(), 'Years of experience is required.'],
      [expertise(), 'Please select at least one area of expertise.'],
      [locations(), 'Please select at least one location of practice.'],
      [languages(), 'Choose at least one language you consult in.'],
    ];
    for (const [field, message] of messages) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
    }
    expect(bio()).not.toHaveAttribute('aria-invalid');
    expect(barCouncilId()).toHaveFocus();
    expect(inserts).toHaveLength(0);
    // The 'Validation Error' toast belongs to the consultation form.
    expect(screen.queryByText('Validation Error')).not.toBeInTheDocument();
  });

  it('focuses the first field that needs attention', async () => {
    fakeProfiles(null);
    const { user } = await renderDialog();
    await fillForm(user, { barCouncilId: 'D/1/2020', years: '3', rate: '1500' });
    await user.click(submitButton());
    await waitFor(() => expect(expertise()).toHaveFocus());
    expect(barCouncilId()).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['-1', 'Years of experience must be a positive number.'],
    ['2.5', 'Years of experience must be a whole number.'],
    ['71', 'Years of experience can be at most 70.'],
  ])('refuses %s years of experience', async (value, message) => {
    const { inserts } = fakeProfiles(null);
    const { user } = await renderDialog();
    await fillForm(user, { ...VALID, years: value });
    await user.click(submitButton());
    expect(years()).toHaveAccessibleDescription(message);
    expect(years()).toHaveFocus();
    expect(inserts).toHaveLength(0);
  });

  it('accepts 0 years of experience', async () => {
    const { inserts } = fakeProfiles(null);
    const { user } = await renderDialog();
    await fillForm(user, { ...VALID, years: '0' });
    await user.click(submitButton());
    await findToast('Verification Submitted!');
    expect(inserts[0]!.body).toMatchObject({ years_experience: 0 });
  });

  it('counts a BAR Council ID of spaces as missing, and bounds the bio', async () => {
    fakeProfiles(null);
    const { user } = await renderDialog();
    await fillForm(user, { ...VALID, barCouncilId: '   ', bio: undefined });
    await user.click(bio());
    await user.paste('b'.repeat(2001));
    await user.click(submitButton());
    expect(barCouncilId()).toHaveAccessibleDescription('BAR Council ID is required.');
    expect(bio()).toHaveAccessibleDescription('The bio can be at most 2000 characters.');
  });

  it('clears a message once the field is put right', async () => {
    fakeProfiles(null);
    const { user } = await renderDialog();
    await user.click(submitButton());
    await user.type(expertise(), 'family{Enter}');
    await waitFor(() => expect(expertise()).not.toHaveAttribute('aria-invalid'));
    expect(locations()).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('VerificationDialog: submitting', () => {
  it('uploads a chosen photo to the lawyer-photos bucket and stores its public URL', async () => {
    const { inserts } = fakeProfiles(null);
    const uploads: string[] = [];
    const removed: string[] = [];
    server.use(
      http.post(`${TEST_SUPABASE_URL}/storage/v1/object/lawyer-photos/*`, ({ request }) => {
        uploads.push(new URL(request.url).pathname);
        return HttpResponse.json({ Id: 'object-1', Key: 'lawyer-photos/x' });
      }),
      // The lawyer's earlier, never approved upload is removed: the quota is 5 files.
      http.post(`${TEST_SUPABASE_URL}/storage/v1/object/list/lawyer-photos`, () =>
        HttpResponse.json([
          { name: `${LAWYER}/earlier.png` },
          { name: uploads[0]!.split('/').pop() },
        ]),
      ),
      http.delete(`${TEST_SUPABASE_URL}/storage/v1/object/lawyer-photos`, async ({ request }) => {
        removed.push(...((await request.json()) as { prefixes: string[] }).prefixes);
        return HttpResponse.json([]);
      }),
    );
    mockPostgrest('get', 'lawyer_directory', { body: [] });
    const { user } = await renderDialog();
    await fillForm(user, VALID);
    const photo = new File([new Uint8Array(16)], 'me.png', { type: 'image/png' });
    await user.upload(within(dialog()).getByLabelText('Photo (optional)'), photo);
    expect(within(dialog()).getByRole('img', { name: 'Your photo' })).toBeInTheDocument();
    await user.click(submitButton());

    await findToast('Verification Submitted!', CREATED);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatch(
      new RegExp(`^/storage/v1/object/lawyer-photos/${LAWYER}/[0-9a-f-]{36}\\.png$`),
    );
    const name = uploads[0]!.replace('/storage/v1/object/lawyer-photos/', '');
    expect(inserts[0]!.body).toMatchObject({
      hourly_rate: 3000,
      profile_picture_url: `${TEST_SUPABASE_URL}/storage/v1/object/public/lawyer-photos/${name}`,
    });
    await waitFor(() => expect(removed).toEqual([`${LAWYER}/earlier.png`]));
  });

  it('refuses a rate outside ₹500 to ₹1,00,000 and a file that is not an image', async () => {
    const { inserts } = fakeProfiles(null);
    const { user } = await renderDialog();
    await fillForm(user, { ...VALID, rate: '499' });
    // Chosen past the input's accept list, as "All files" in the browser's picker allows.
    fireEvent.change(within(dialog()).getByLabelText('Photo (optional)'), {
      target: { files: [new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' })] },
    });
    await user.click(submitButton());
    expect(rate()).toHaveAccessibleDescription(
      /The hourly rate must be between ₹500 and ₹1,00,000 per hour\.$/,
    );
    expect(rate()).toHaveFocus();
    expect(within(dialog()).getByLabelText('Photo (optional)')).toHaveAccessibleDescription(
      /The photo must be a JPEG, PNG or WebP image\.$/,
    );
    expect(inserts).toHaveLength(0);
  });

  it('inserts a first verification as pending, says so, and closes', async () => {
    const { inserts, updates } = fakeProfiles(null);
    const { user } = await renderDialog();
    await fillForm(user, VALID);
    await user.click(submitButton());

    await findToast('Verification Submitted!', CREATED);
    expect(updates).toHaveLength(0);
    expect(inserts).toHaveLength(1);
    expect(inserts[0]!.body).toEqual({
      id: LAWYER,
      bar_council_id: 'MH/5678/2018',
      years_experience: 8,
      expertise_areas: ['Tax Law', 'Business Law'],
      location: 'Mumbai High Court, Pune District Court',
      languages: ['mr', 'en'],
      hourly_rate: 3000,
      profile_picture_url: null,
      bio: 'GST and company law.',
      approval_status: 'pending',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('updates an existing profile, back to pending, with the update text', async () => {
    const { inserts, updates } = fakeProfiles(profileRow({ approval_status: 'rejected' }));
    const { user } = await renderDialog();
    await user.clear(years());
    await user.type(years(), '13');
    await user.type(locations(), 'mumbai high{Enter}');
    await user.clear(bio());
    await user.click(submitButton());

    await findToast('Verification Submitted!', UPDATED);
    expect(inserts).toHaveLength(0);
    expect(updates).toHaveLength(1);
    expect(updates[0]!.url.searchParams.get('id')).toBe(`eq.${LAWYER}`);
    expect(updates[0]!.body).toEqual({
      bar_council_id: 'D/1234/2015',
      years_experience: 13,
      expertise_areas: ['Family Law', 'Property Law'],
      location: 'Delhi High Court, Supreme Court of India, Mumbai High Court',
      languages: ['hi', 'en'],
      hourly_rate: 2500,
      profile_picture_url: null,
      bio: null,
      approval_status: 'pending',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is busy while sending: one request however often it is submitted, values kept', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let posts = 0;
    fakeProfiles(null);
    server.use(
      http.post(PROFILES_URL, async ({ request }) => {
        posts += 1;
        const body = (await request.json()) as object;
        await released;
        return HttpResponse.json(profileRow({ ...body, approval_status: 'pending' }), {
          status: 201,
        });
      }),
    );
    const { user } = await renderDialog();
    await fillForm(user, VALID);

    await user.dblClick(submitButton());
    const busy = within(dialog()).getByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.type(barCouncilId(), '{Enter}');
    fireEvent.submit(dialog().querySelector('form')!);
    expectFormToHold(VALID);

    await act(async () => release());
    await findToast('Verification Submitted!', CREATED);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts).toBe(1);
  });
});

describe('VerificationDialog: a failed submit', () => {
  it("shows the server's sentence in a destructive toast and keeps every value", async () => {
    fakeProfiles(null);
    const message = 'Too many verification attempts. Please try again in an hour.';
    mockPostgrest('post', 'lawyer_profiles', {
      status: 429,
      body: postgrestError('PT429', message),
    });
    const { user } = await renderDialog();
    await fillForm(user, VALID);
    await user.click(submitButton());

    const toast = await findToast('Verification Failed', message);
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(dialog()).toBeVisible();
    expectFormToHold(VALID);
    expect(submitButton()).toHaveAccessibleName('Complete Verification');
    expect(submitButton()).toBeEnabled();
  });

  it("falls back to the product's sentence when the server says nothing", async () => {
    fakeProfiles(null);
    mockPostgrest('post', 'lawyer_profiles', {
      status: 500,
      body: postgrestError('XX000', ''),
    });
    const { user } = await renderDialog();
    await fillForm(user, VALID);
    await user.click(submitButton());
    await findToast('Verification Failed', FAILED_FALLBACK);
    expectFormToHold(VALID);
  });

  it('marks the field a database rule refused, in words', async () => {
    fakeProfiles(null);
    mockPostgrest('post', 'lawyer_profiles', {
      status: 400,
      body: postgrestError(
        '23514',
        'new row for relation "lawyer_profiles" violates check constraint "bar_council_id_uses_plain_characters"',
      ),
    });
    const { user } = await renderDialog();
    await fillForm(user, VALID);
    await user.click(submitButton());

    const sentence =
      'The BAR Council ID can only contain the letters A-Z, digits 0-9, spaces and / . - ( ).';
    await findToast('Verification Failed', sentence);
    expect(barCouncilId()).toHaveAttribute('aria-invalid', 'true');
    expect(barCouncilId()).toHaveAccessibleDescription(sentence);
    expect(barCouncilId()).toHaveFocus();
  });

  it("marks the BAR Council ID another lawyer holds with the database's sentence", async () => {
    fakeProfiles(null);
    const sentence = 'Bar council ID MH/5678/2018 is already registered to another lawyer.';
    mockPostgrest('post', 'lawyer_profiles', {
      status: 409,
      body: postgrestError('23505', sentence),
    });
    const { user } = await renderDialog();
    await fillForm(user, VALID);
    await user.click(submitButton());

    await findToast('Verification Failed', sentence);
    expect(barCouncilId()).toHaveAttribute('aria-invalid', 'true');
    expect(barCouncilId()).toHaveAccessibleDescription(sentence);
    expect(barCouncilId()).toHaveFocus();
  });

  it('marks the languages when the database asks for one', async () => {
    fakeProfiles(null);
    const sentence = 'Choose at least one language you consult in.';
    mockPostgrest('post', 'lawyer_profiles', {
      status: 400,
      body: postgrestError('22023', sentence),
    });
    const { user } = await renderDialog();
    await fillForm(user, VALID);
    await user.click(submitButton());

    await findToast('Verification Failed', sentence);
    expect(languages()).toHaveAttribute('aria-invalid', 'true');
    expect(languages()).toHaveAccessibleDescription(sentence);
  });
});

describe('VerificationDialog: in Hindi', () => {
  beforeEach(async () => {
    await changeLanguage('hi');
  });
  afterEach(async () => {
    await changeLanguage('en');
  });

  const field = (role: 'textbox' | 'spinbutton' | 'combobox', name: string) =>
    within(dialog()).getByRole(role, { name });
  const languagesHi = () => field('combobox', 'जिन भाषाओं में आप परामर्श देते हैं');
  const submitHi = () => within(dialog()).getByRole('button', { name: 'सत्यापन पूरा करें' });
  const chipsHi = (label: string) =>
    within(within(dialog()).getByRole('list', { name: `चुने गए: ${label}` }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  /** A valid form, typed as a Hindi reader does: each option by its Hindi name. */
  async function fillInHindi(user: UserEvent) {
    await user.type(field('textbox', 'बार काउंसिल आईडी'), 'MH/5678/2018');
    await user.type(field('spinbutton', 'वर्षों का अनुभव'), '8');
    await user.type(field('spinbutton', 'प्रति घंटा शुल्क (₹ प्रति घंटा)'), '3000');
    await user.type(field('combobox', 'विशेषज्ञता'), 'कर कानून{Enter}');
    await user.type(field('combobox', 'प्रैक्टिस के न्यायालय'), 'मुंबई उच्च{Enter}');
    await user.type(languagesHi(), 'मराठी{Enter}');
    await user.type(languagesHi(), 'हिन्दी{Enter}');
  }

  it('labels the fields and the lists in Hindi and sends the codes', async () => {
    const { inserts } = fakeProfiles(null);
    const { user } = await renderDialog();
    expect(dialog()).toHaveAccessibleName('सत्यापन पूरा करें');
    expect(field('textbox', 'बार काउंसिल आईडी')).toHaveAttribute(
      'placeholder',
      'जैसे राज्य कोड/नामांकन संख्या/वर्ष',
    );

    await user.click(submitHi());
    expect(languagesHi()).toHaveAccessibleDescription('कम से कम एक भाषा चुनें जिसमें आप परामर्श देते हैं।');

    await fillInHindi(user);
    expect(chipsHi('जिन भाषाओं में आप परामर्श देते हैं')).toEqual(['मराठी', 'हिन्दी']);
    expect(chipsHi('प्रैक्टिस के न्यायालय')).toEqual(['मुंबई उच्च न्यायालय']);

    await user.click(submitHi());
    await findToast('सत्यापन सबमिट हो गया!');
    expect(inserts[0]!.body).toMatchObject({
      expertise_areas: ['Tax Law'],
      location: 'Mumbai High Court',
      languages: ['mr', 'hi'],
    });
  });

  it("shows the database's sentence in Hindi, with the ID as typed", async () => {
    fakeProfiles(null);
    mockPostgrest('post', 'lawyer_profiles', {
      status: 409,
      body: postgrestError(
        '23505',
        'Bar council ID MH/5678/2018 is already registered to another lawyer.',
      ),
    });
    const { user } = await renderDialog();
    await fillInHindi(user);
    await user.click(submitHi());

    const sentence = 'बार काउंसिल आईडी MH/5678/2018 पहले से किसी दूसरे वकील के नाम दर्ज है।';
    await findToast('सत्यापन विफल रहा', sentence);
    expect(field('textbox', 'बार काउंसिल आईडी')).toHaveAccessibleDescription(sentence);
  });
});

describe('VerificationDialog: the draft', () => {
  const openAgain = async (user: UserEvent) => {
    await user.click(screen.getByRole('button', { name: 'Open verification' }));
    return screen.findByRole('dialog');
  };

  it('keeps what was typed when closed, by Cancel, Escape or Close', async () => {
    fakeProfiles(null);
    const { user } = await renderDialog();
    const partial: FormInput = { barCouncilId: 'KA/42/2019', expertise: ['Tax Law'] };
    await fillForm(user, partial);

    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openAgain(user);
    expectFormToHold(partial);

    await user.type(bio(), 'Bengaluru based.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openAgain(user);
    expectFormToHold({ ...partial, bio: 'Bengaluru based.' });

    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await openAgain(user);
    expectFormToHold({ ...partial, bio: 'Bengaluru based.' });
  });

  it('keeps an edited update over the stored profile', async () => {
    fakeProfiles(profileRow({ approval_status: 'reverify' }));
    const { user } = await renderDialog();
    await user.click(within(dialog()).getByRole('button', { name: 'Remove Family Law' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await openAgain(user);
    expect(chipsOf('Areas of Expertise')).toEqual(['Property Law']);
  });

  it('stays after a failure', async () => {
    fakeProfiles(null);
    mockPostgrest('post', 'lawyer_profiles', {
      status: 500,
      body: postgrestError('XX000', 'boom'),
    });
    const { user } = await renderDialog();
    await fillForm(user, VALID);
    await user.click(submitButton());
    await findToast('Verification Failed', 'boom');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await openAgain(user);
    expectFormToHold(VALID);
  });

  it('is gone after a successful submit: the next opening starts from the stored profile', async () => {
    const { updates } = fakeProfiles(profileRow({ approval_status: 'rejected' }));
    const { user } = await renderDialog();
    await user.clear(years());
    // The form sends what it checked: 13 years, the bio trimmed.
    await user.type(years(), '013');
    await user.clear(bio());
    await user.type(bio(), 'Updated bio.   ');
    await user.click(submitButton());
    await findToast('Verification Submitted!', UPDATED);
    expect(updates[0]!.body).toMatchObject({ years_experience: 13, bio: 'Updated bio.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await openAgain(user);
    // Now pending: the texts of an update of the details.
    expect(dialog()).toHaveAccessibleName('Update Verification Details');
    expect(years()).toHaveDisplayValue('13');
    expect(bio()).toHaveValue('Updated bio.');
  });

  it('opens with nothing kept when nothing was typed', async () => {
    fakeProfiles(profileRow({ approval_status: 'reverify' }));
    const { user } = await renderDialog();
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await openAgain(user);
    expect(barCouncilId()).toHaveValue('D/1234/2015');
  });
});
