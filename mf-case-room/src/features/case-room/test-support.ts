// Fixtures of the case room's component tests: the database's answers as the contract gives them.
import { mockPostgrest, server, TEST_SUPABASE_URL } from '@nyaya/shared-platform/testing';
import { http, HttpResponse } from 'msw';
import type { CaseRoom } from './api/rpc';
import type { CaseMessage } from './model/messages';

export const REQUEST_ID = '7a0f3c52-1b2d-4e6f-8a9b-0c1d2e3f4a5b';
export const ROOM_ID = '0b9e8d7c-6f5a-4b3c-9d2e-1f0a9b8c7d6e';
export const CLIENT = { id: 'client-1', role: 'client', fullName: 'Asha Verma' } as const;
export const LAWYER = { id: 'lawyer-1', role: 'lawyer', fullName: 'Priya Sharma' } as const;

export function caseRoom(overrides: Partial<CaseRoom> = {}): CaseRoom {
  return {
    roomId: ROOM_ID,
    requestId: REQUEST_ID,
    role: 'client',
    readOnly: false,
    serviceType: 'Family Law',
    description: 'Custody of my daughter after the divorce.',
    location: 'Mumbai',
    status: 'scheduled',
    // Tue 1 Dec 2026, 3:00 PM IST
    scheduledFor: '2026-12-01T09:30:00Z',
    createdAt: '2026-11-28T08:00:00Z',
    client: { id: CLIENT.id, name: 'Asha Verma' },
    lawyer: { id: LAWYER.id, name: 'Priya Sharma', listed: true },
    phoneShared: false,
    sharedPhone: null,
    accountPhone: '+919876543210',
    earlierRooms: [],
    ...overrides,
  };
}

export function message(id: string, overrides: Partial<CaseMessage> = {}): CaseMessage {
  return {
    id,
    room_id: ROOM_ID,
    sender_id: LAWYER.id,
    body: `Message ${id}`,
    attachment_path: null,
    attachment_name: null,
    attachment_type: null,
    attachment_size: null,
    created_at: '2026-11-29T10:00:00Z',
    read_at: null,
    ...overrides,
  };
}

/** Answers `case_room` with the room (or with the answer given), and keeps the requests. */
export function answerRoom(room: CaseRoom | (() => CaseRoom)) {
  return mockPostgrest('post', 'rpc/case_room', () => ({
    body: typeof room === 'function' ? room() : room,
  }));
}

/** Answers `case_room_messages` per room: newest first, as the database does. */
export function answerMessages(byRoom: Record<string, CaseMessage[]>) {
  return mockPostgrest('post', 'rpc/case_room_messages', (request) => {
    const { room_id } = request.body as { room_id: string };
    const rows = [...(byRoom[room_id] ?? [])].sort((a, b) =>
      b.created_at.localeCompare(a.created_at),
    );
    return { body: rows };
  });
}

export function answerMarkRead() {
  return mockPostgrest('post', 'rpc/mark_case_room_read', { body: 0 });
}

interface CapturedUpload {
  path: string;
  contentType: string | null;
  size: number;
}

/** Answers uploads to the `case-documents` bucket with `status` and keeps what arrived. */
export function answerUpload(status = 200): CapturedUpload[] {
  const uploads: CapturedUpload[] = [];
  server.use(
    http.post(`${TEST_SUPABASE_URL}/storage/v1/object/case-documents/*`, async ({ request }) => {
      const url = new URL(request.url);
      const body = await request.arrayBuffer();
      uploads.push({
        path: decodeURIComponent(url.pathname.replace('/storage/v1/object/case-documents/', '')),
        contentType: request.headers.get('content-type'),
        size: body.byteLength,
      });
      return status === 200
        ? HttpResponse.json({ Id: 'object-1', Key: `case-documents/${url.pathname}` })
        : HttpResponse.json(
            { statusCode: String(status), error: 'Error', message: 'refused' },
            { status },
          );
    }),
  );
  return uploads;
}
