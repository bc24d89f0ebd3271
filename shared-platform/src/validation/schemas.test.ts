import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  callbackSchema,
  complaintSchema,
  consultationRequestSchema,
  firstValidationMessage,
  lawyerSignUpSchema,
  signInSchema,
  signUpSchemaFor,
  verificationSchema,
} from './schemas';

function messagesOf(schema: z.ZodMiniType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const validRequest = {
  serviceType: 'Family Law',
  description: 'Custody question',
  location: '',
  phone: '',
};
const validVerification = {
  barCouncilId: 'D/1234/2015',
  yearsExperience: '8',
  expertiseAreas: ['Family Law'],
  practiceLocations: ['Delhi High Court'],
  bio: '',
};

describe('consultation request form', () => {
  it('accepts a valid request and stores blanks as null', () => {
    expect(consultationRequestSchema.parse(validRequest)).toEqual({
      serviceType: 'Family Law',
      description: 'Custody question',
      location: null,
      phone: null,
    });
  });

  it.each([
    ['service type', { ...validRequest, serviceType: '' }],
    ['description', { ...validRequest, description: '   ' }],
    ['both (absent)', { location: 'Delhi' }],
  ])("says 'Please fill all required fields.' when %s is missing", (_field, input) => {
    const messages = messagesOf(consultationRequestSchema, input);
    expect(messages.length).toBeGreaterThan(0);
    expect(new Set(messages)).toEqual(new Set(['Please fill all required fields.']));
  });

  it('refuses a service type outside the 10 areas', () => {
    expect(
      messagesOf(consultationRequestSchema, { ...validRequest, serviceType: 'Space Law' }),
    ).toEqual(['Please choose a type of legal service from the list.']);
  });

  it('bounds the description at 5000 characters like the database', () => {
    expect(
      messagesOf(consultationRequestSchema, { ...validRequest, description: 'x'.repeat(5000) }),
    ).toEqual([]);
    expect(
      messagesOf(consultationRequestSchema, { ...validRequest, description: 'x'.repeat(5001) }),
    ).toEqual(['The case description can be at most 5000 characters.']);
  });

  it('normalizes an optional phone and refuses a non-Indian one', () => {
    expect(consultationRequestSchema.parse({ ...validRequest, phone: '98765 43210' }).phone).toBe(
      '9876543210',
    );
    expect(messagesOf(consultationRequestSchema, { ...validRequest, phone: '12345' })).toEqual([
      'Please enter a valid Indian mobile number: 10 digits starting with 6, 7, 8 or 9, optionally preceded by +91.',
    ]);
  });
});

describe('verification form', () => {
  it('accepts a valid verification, converting the years to a number', () => {
    expect(verificationSchema.parse(validVerification)).toEqual({
      barCouncilId: 'D/1234/2015',
      yearsExperience: 8,
      expertiseAreas: ['Family Law'],
      practiceLocations: ['Delhi High Court'],
      bio: null,
    });
    expect(
      verificationSchema.parse({ ...validVerification, yearsExperience: 0 }).yearsExperience,
    ).toBe(0);
  });

  it('says a negative experience must be a positive number', () => {
    expect(messagesOf(verificationSchema, { ...validVerification, yearsExperience: -1 })).toEqual([
      'Years of experience must be a positive number.',
    ]);
    expect(messagesOf(verificationSchema, { ...validVerification, yearsExperience: '-3' })).toEqual(
      ['Years of experience must be a positive number.'],
    );
  });

  it('requires the years of experience', () => {
    expect(messagesOf(verificationSchema, { ...validVerification, yearsExperience: '' })).toEqual([
      'Years of experience is required.',
    ]);
    expect(
      messagesOf(verificationSchema, { ...validVerification, yearsExperience: Number.NaN }),
    ).toEqual(['Years of experience is required.']);
  });

  it('bounds the years like the database (whole number, at most 70)', () => {
    expect(messagesOf(verificationSchema, { ...validVerification, yearsExperience: 71 })).toEqual([
      'Years of experience can be at most 70.',
    ]);
    expect(messagesOf(verificationSchema, { ...validVerification, yearsExperience: 2.5 })).toEqual([
      'Years of experience must be a whole number.',
    ]);
  });

  it('asks for at least one area of expertise and one location of practice', () => {
    expect(messagesOf(verificationSchema, { ...validVerification, expertiseAreas: [] })).toEqual([
      'Please select at least one area of expertise.',
    ]);
    expect(messagesOf(verificationSchema, { ...validVerification, practiceLocations: [] })).toEqual(
      ['Please select at least one location of practice.'],
    );
  });

  it('requires the BAR Council ID', () => {
    expect(messagesOf(verificationSchema, { ...validVerification, barCouncilId: ' ' })).toEqual([
      'BAR Council ID is required.',
    ]);
  });

  it('refuses unknown areas and locations, and a bio over 2000 characters', () => {
    expect(
      messagesOf(verificationSchema, {
        ...validVerification,
        expertiseAreas: ['Space Law'],
        practiceLocations: ['Moon Court'],
        bio: 'b'.repeat(2001),
      }),
    ).toEqual([
      'Please choose areas of expertise from the list.',
      'Please choose practice locations from the list.',
      'The bio can be at most 2000 characters.',
    ]);
  });
});

describe('callback form', () => {
  it('requires name, mobile and issue', () => {
    expect(
      messagesOf(callbackSchema, { name: '', mobileNumber: '', issueDescription: '' }),
    ).toEqual([
      'Please enter your name.',
      'Please enter your mobile number.',
      'Please describe your issue.',
    ]);
  });

  it('accepts and normalizes an Indian mobile, refuses others', () => {
    expect(
      callbackSchema.parse({
        name: 'Asha',
        mobileNumber: '+91 98765 43210',
        issueDescription: 'Rent dispute',
      }),
    ).toEqual({ name: 'Asha', mobileNumber: '+919876543210', issueDescription: 'Rent dispute' });
    expect(
      messagesOf(callbackSchema, {
        name: 'Asha',
        mobileNumber: '5876543210',
        issueDescription: 'x',
      }),
    ).toEqual([
      'Please enter a valid Indian mobile number: 10 digits starting with 6, 7, 8 or 9, optionally preceded by +91.',
    ]);
  });

  it('bounds the name at 200 and the issue at 5000 characters', () => {
    expect(
      messagesOf(callbackSchema, {
        name: 'n'.repeat(201),
        mobileNumber: '9876543210',
        issueDescription: 'i'.repeat(5001),
      }),
    ).toEqual([
      'The name can be at most 200 characters.',
      'The issue description can be at most 5000 characters.',
    ]);
  });
});

describe('complaint form', () => {
  it('requires email, phone and complaint text', () => {
    expect(messagesOf(complaintSchema, { email: '', phoneNumber: '', complaintText: '' })).toEqual([
      'Please enter your email address.',
      'Phone number is required.',
      'Please describe your complaint.',
    ]);
  });

  it('checks the e-mail like the database does', () => {
    expect(
      messagesOf(complaintSchema, {
        email: 'not-an-email',
        phoneNumber: '9876543210',
        complaintText: 'x',
      }),
    ).toEqual(['Please enter a valid email address.']);
    expect(
      complaintSchema.parse({
        email: 'a.b@example.co.in',
        phoneNumber: '9876543210',
        complaintText: 'x',
      }).email,
    ).toBe('a.b@example.co.in');
  });

  it('bounds the complaint at 5000 characters', () => {
    expect(
      messagesOf(complaintSchema, {
        email: 'a@b.in',
        phoneNumber: '9876543210',
        complaintText: 'c'.repeat(5001),
      }),
    ).toEqual(['The complaint can be at most 5000 characters.']);
  });
});

describe('sign-in and sign-up', () => {
  it('lawyer sign-up requires all four fields', () => {
    expect(
      messagesOf(lawyerSignUpSchema, { fullName: '', phone: '', email: '', password: '' }),
    ).toEqual([
      'Full name is required.',
      'Phone number is required.',
      'Please enter your email address.',
      'Password is required.',
    ]);
  });

  it('client sign-up leaves name and phone to the user', () => {
    expect(messagesOf(signUpSchemaFor('client'), { email: 'a@b.in', password: 'secret' })).toEqual(
      [],
    );
    expect(signUpSchemaFor('lawyer')).toBe(lawyerSignUpSchema);
  });

  it('sign-in requires e-mail and password', () => {
    expect(messagesOf(signInSchema, { email: '', password: '' })).toEqual([
      'Please enter your email address.',
      'Password is required.',
    ]);
  });

  it('gives the first message for a single toast', () => {
    const result = callbackSchema.safeParse({
      name: '',
      mobileNumber: '9876543210',
      issueDescription: 'x',
    });
    expect(result.success).toBe(false);
    expect(firstValidationMessage(result.error!)).toBe('Please enter your name.');
  });
});
