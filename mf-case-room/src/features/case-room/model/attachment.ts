/**
 * What a document attached to a message may be (docs/product/case-room.md): a PDF, JPEG or PNG
 * of at most 10 MB whose first bytes match its type. The bucket `case-documents` allows the same
 * types and size, and the database takes type and size from the stored object, not from here.
 */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** `case_messages.attachment_name` holds at most 200 characters. */
export const MAX_DOCUMENT_NAME = 200;

export type DocumentType = 'application/pdf' | 'image/jpeg' | 'image/png';

interface TypeRule {
  extension: 'pdf' | 'jpg' | 'png';
  names: readonly string[];
  magic: readonly number[];
}

export const DOCUMENT_TYPES: Readonly<Record<DocumentType, TypeRule>> = {
  // %PDF-
  'application/pdf': { extension: 'pdf', names: ['pdf'], magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  'image/jpeg': { extension: 'jpg', names: ['jpg', 'jpeg'], magic: [0xff, 0xd8, 0xff] },
  'image/png': {
    extension: 'png',
    names: ['png'],
    magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  },
};

export type AttachmentProblem = 'wrongType' | 'tooBig' | 'mismatch';

export type AttachmentCheck =
  | { ok: true; type: DocumentType; extension: string; name: string }
  | { ok: false; problem: AttachmentProblem };

function isDocumentType(type: string): type is DocumentType {
  return Object.hasOwn(DOCUMENT_TYPES, type);
}

/** The type the browser reports, or, when it reports none, the one the file name says. */
export function documentTypeOf(file: { type: string; name: string }): DocumentType | null {
  if (file.type) return isDocumentType(file.type) ? file.type : null;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  if (!extension) return null;
  const found = (Object.keys(DOCUMENT_TYPES) as DocumentType[]).find((type) =>
    DOCUMENT_TYPES[type].names.includes(extension),
  );
  return found ?? null;
}

/** Whether `head` (the file's first bytes) starts as a file of `type` must. */
export function matchesMagic(type: DocumentType, head: Uint8Array): boolean {
  const { magic } = DOCUMENT_TYPES[type];
  return head.length >= magic.length && magic.every((byte, index) => head[index] === byte);
}

/** The file's name as stored with the message: at most 200 characters, the extension kept. */
export function documentName(name: string): string {
  const trimmed = name.trim() || 'document';
  if (trimmed.length <= MAX_DOCUMENT_NAME) return trimmed;
  const extension = /\.[a-z0-9]{1,5}$/i.exec(trimmed)?.[0] ?? '';
  return trimmed.slice(0, MAX_DOCUMENT_NAME - extension.length) + extension;
}

/** The bytes of a file (FileReader where Blob.arrayBuffer is missing, as in older browsers). */
export async function readBytes(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });
}

const readHead = async (file: Blob, length: number) =>
  new Uint8Array(await readBytes(file.slice(0, length)));

/** Checks a picked file: its type, its size, then its first bytes. */
export async function checkAttachment(file: File): Promise<AttachmentCheck> {
  const type = documentTypeOf(file);
  if (!type) return { ok: false, problem: 'wrongType' };
  if (file.size > MAX_DOCUMENT_BYTES) return { ok: false, problem: 'tooBig' };
  let head: Uint8Array;
  try {
    head = await readHead(file, 8);
  } catch {
    return { ok: false, problem: 'mismatch' };
  }
  if (!matchesMagic(type, head)) return { ok: false, problem: 'mismatch' };
  return {
    ok: true,
    type,
    extension: DOCUMENT_TYPES[type].extension,
    name: documentName(file.name),
  };
}

/** `<room id>/<random uuid>.<pdf|jpg|png>`, the object's path in the bucket. */
export function documentPath(roomId: string, extension: string, uuid: string): string {
  return `${roomId}/${uuid}.${extension}`;
}
