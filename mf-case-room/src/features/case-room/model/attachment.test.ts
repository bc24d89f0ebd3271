import { describe, expect, it } from 'vitest';
import {
  checkAttachment,
  documentName,
  documentPath,
  documentTypeOf,
  MAX_DOCUMENT_BYTES,
} from './attachment';

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function file(bytes: number[], name: string, type: string, size?: number): File {
  const content = new Uint8Array(size ?? bytes.length);
  content.set(bytes);
  return new File([content], name, { type });
}

describe('checkAttachment', () => {
  it('accepts a PDF, a JPEG and a PNG whose first bytes match', async () => {
    expect(await checkAttachment(file(PDF, 'fir.pdf', 'application/pdf'))).toEqual({
      ok: true,
      type: 'application/pdf',
      extension: 'pdf',
      name: 'fir.pdf',
    });
    expect(await checkAttachment(file(JPEG, 'deed.jpeg', 'image/jpeg'))).toMatchObject({
      ok: true,
      extension: 'jpg',
    });
    expect(await checkAttachment(file(PNG, 'scan.png', 'image/png'))).toMatchObject({
      ok: true,
      extension: 'png',
    });
  });

  it('refuses other types', async () => {
    expect(
      await checkAttachment(file([0x50, 0x4b, 3, 4], 'notes.docx', 'application/zip')),
    ).toEqual({
      ok: false,
      problem: 'wrongType',
    });
    expect(await checkAttachment(file([0x47, 0x49, 0x46], 'a.gif', 'image/gif'))).toEqual({
      ok: false,
      problem: 'wrongType',
    });
  });

  it('refuses more than 10 MB, and takes exactly 10 MB', async () => {
    expect(
      await checkAttachment(file(PDF, 'big.pdf', 'application/pdf', MAX_DOCUMENT_BYTES + 1)),
    ).toEqual({ ok: false, problem: 'tooBig' });
    expect(
      await checkAttachment(file(PDF, 'max.pdf', 'application/pdf', MAX_DOCUMENT_BYTES)),
    ).toMatchObject({ ok: true });
  });

  it('refuses content that does not match the type', async () => {
    expect(await checkAttachment(file(PNG, 'fake.pdf', 'application/pdf'))).toEqual({
      ok: false,
      problem: 'mismatch',
    });
    expect(await checkAttachment(file(PDF, 'fake.jpg', 'image/jpeg'))).toEqual({
      ok: false,
      problem: 'mismatch',
    });
    expect(await checkAttachment(file([0x89, 0x50, 0x4e], 'short.png', 'image/png'))).toEqual({
      ok: false,
      problem: 'mismatch',
    });
    expect(await checkAttachment(file([], 'empty.pdf', 'application/pdf'))).toEqual({
      ok: false,
      problem: 'mismatch',
    });
  });
});

describe('documentTypeOf', () => {
  it('reads the name when the browser reports no type', () => {
    expect(documentTypeOf({ type: '', name: 'Sale Deed.JPEG' })).toBe('image/jpeg');
    expect(documentTypeOf({ type: '', name: 'notes.txt' })).toBeNull();
    expect(documentTypeOf({ type: '', name: 'README' })).toBeNull();
  });

  it('trusts a reported type over the name', () => {
    expect(documentTypeOf({ type: 'text/plain', name: 'fir.pdf' })).toBeNull();
  });
});

describe('documentName and documentPath', () => {
  it('keeps names of up to 200 characters, with the extension', () => {
    expect(documentName('  fir.pdf ')).toBe('fir.pdf');
    const long = `${'a'.repeat(250)}.pdf`;
    expect(documentName(long)).toHaveLength(200);
    expect(documentName(long).endsWith('.pdf')).toBe(true);
  });

  it('puts the object under the room folder with a random name', () => {
    expect(documentPath('room-1', 'pdf', '0b7e')).toBe('room-1/0b7e.pdf');
  });
});
