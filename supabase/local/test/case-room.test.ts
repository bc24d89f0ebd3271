/**
 * The case room's database (docs/product/case-room.md, docs/adr/0031-case-room.md), through the
 * API as each role: the two parties, another client, another lawyer, a released lawyer, staff
 * and a visitor. Rooms open when a lawyer accepts and close when they let go; messages are
 * written only by send_case_message (never edited, never backdated) and read by the parties
 * only; documents live in the private bucket case-documents, uploaded and read (signed URLs,
 * listings) by the parties only; the other party is mailed when away, at most once in 10
 * minutes, without the message's text. Runs on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, signedInClient, untyped } from './support/clients.ts';
import {
  closeDatabase,
  createAccount,
  fileRequest,
  literal,
  outbox,
  run,
  type TestAccount,
} from './support/notifications.ts';

const bucket = 'case-documents';
const notFound = { code: 'P0002', message: 'Not found' };

type Party = 'client' | 'lawyer' | 'otherClient' | 'otherLawyer' | 'nextLawyer' | 'staff';
const accounts = {} as Record<Party, TestAccount>;
const api = async (who: Party): Promise<SupabaseClient> =>
  untyped(await signedInClient(accounts[who]));
const anon = () => untyped(anonClient());

const pdf = () =>
  new Blob([Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')], {
    type: 'application/pdf',
  });

beforeAll(async () => {
  accounts.client = await createAccount('client', { fullName: 'Chitra Casefile' });
  accounts.otherClient = await createAccount('client');
  accounts.lawyer = await createAccount('lawyer', { fullName: 'Lalit Roomholder' });
  accounts.otherLawyer = await createAccount('lawyer');
  accounts.nextLawyer = await createAccount('lawyer');
  accounts.staff = await createAccount('client');
  await run(`
    insert into private.staff_capabilities (user_id, capability)
    values (${literal(accounts.staff.id)}, 'support'), (${literal(accounts.staff.id)}, 'reviewer');
    update auth.users
       set raw_user_meta_data = raw_user_meta_data || '{"phone": "098765 43210"}'::jsonb
     where id = ${literal(accounts.client.id)};
  `);
});

afterAll(closeDatabase);

/** A request of `client`, accepted by `lawyer` through the API; its id and room's id. */
async function acceptedCase(
  client: Party = 'client',
  lawyer: Party = 'lawyer',
): Promise<{ requestId: string; roomId: string }> {
  const requestId = await fileRequest({
    clientId: accounts[client].id,
    description: 'My landlord keeps the deposit of flat 4B.',
  });
  const { error } = await (
    await api(lawyer)
  ).rpc('accept_consultation_request', {
    request_id: requestId,
  });
  expect(error).toBeNull();
  const [room] = await run<{ id: string }>(
    `select id::text as id from public.case_rooms
      where request_id = ${literal(requestId)} and closed_at is null`,
  );
  return { requestId, roomId: room!.id };
}

async function send(who: Party, roomId: string, body: string, extra: Record<string, unknown> = {}) {
  return (await api(who)).rpc('send_case_message', { room_id: roomId, body, ...extra });
}

async function caseRoom(who: Party, requestId: string) {
  return (await api(who)).rpc('case_room', { request_id: requestId });
}

const errorOf = (result: { error: { code?: string; message?: string } | null }) =>
  result.error ? { code: result.error.code, message: result.error.message } : null;

describe('rooms open with the accepting lawyer and close when they let go', () => {
  it('an accept opens one room; both parties read it, nobody else does', async () => {
    const { requestId, roomId } = await acceptedCase();

    const asClient = await caseRoom('client', requestId);
    expect(asClient.error).toBeNull();
    expect(asClient.data).toMatchObject({
      roomId,
      requestId,
      role: 'client',
      readOnly: false,
      serviceType: 'Environmental Law',
      description: 'My landlord keeps the deposit of flat 4B.',
      status: 'assigned',
      scheduledFor: null,
      client: { id: accounts.client.id, name: 'Chitra Casefile' },
      lawyer: { id: accounts.lawyer.id, name: 'Lalit Roomholder', listed: true },
      phoneShared: false,
      sharedPhone: null,
      accountPhone: '+919876543210',
      earlierRooms: [],
    });

    const asLawyer = await caseRoom('lawyer', requestId);
    expect(asLawyer.error).toBeNull();
    expect(asLawyer.data).toMatchObject({
      roomId,
      role: 'lawyer',
      readOnly: false,
      accountPhone: null,
      earlierRooms: [],
    });

    // Another client, another lawyer, staff: the same answer as an id that does not exist.
    for (const who of ['otherClient', 'otherLawyer', 'staff'] as const) {
      expect(errorOf(await caseRoom(who, requestId)), who).toMatchObject(notFound);
    }
    expect(errorOf(await caseRoom('client', randomUUID()))).toMatchObject(notFound);
    const visitor = await anon().rpc('case_room', { request_id: requestId });
    expect(visitor.data).toBeNull();
    expect(visitor.error?.code).toBe('42501');
  });

  it('a request no lawyer accepted has no room, even for its client', async () => {
    const requestId = await fileRequest({
      clientId: accounts.client.id,
      lawyerId: accounts.lawyer.id,
    });
    expect(errorOf(await caseRoom('client', requestId))).toMatchObject(notFound);
    expect(errorOf(await caseRoom('lawyer', requestId))).toMatchObject(notFound);
    const [{ count }] = (await run<{ count: number }>(
      `select count(*)::int as count from public.case_rooms where request_id = ${literal(requestId)}`,
    )) as [{ count: number }];
    expect(count).toBe(0);
  });

  it('a released lawyer loses the room; the client keeps it read-only; the next lawyer gets a fresh one', async () => {
    const { requestId, roomId } = await acceptedCase();
    expect((await send('client', roomId, 'The deposit was ₹50,000.')).error).toBeNull();
    expect((await send('lawyer', roomId, 'Send me the rent agreement.')).error).toBeNull();

    const released = await (
      await api('lawyer')
    ).rpc('release_consultation_request', {
      request_id: requestId,
      reason: 'A conflict of interest came up.',
    });
    expect(released.error).toBeNull();

    // The released lawyer: Not found everywhere, no rows through the table either.
    expect(errorOf(await caseRoom('lawyer', requestId))).toMatchObject(notFound);
    expect(errorOf(await send('lawyer', roomId, 'One more thing'))).toMatchObject(notFound);
    const lawyerApi = await api('lawyer');
    expect(errorOf(await lawyerApi.rpc('case_room_messages', { room_id: roomId }))).toMatchObject(
      notFound,
    );
    expect(errorOf(await lawyerApi.rpc('mark_case_room_read', { room_id: roomId }))).toMatchObject(
      notFound,
    );
    const table = await lawyerApi.from('case_messages').select('id').eq('room_id', roomId);
    expect(table.error).toBeNull();
    expect(table.data).toEqual([]);

    // The client: the closed room, read-only, its messages kept.
    const closed = await caseRoom('client', requestId);
    expect(closed.data).toMatchObject({
      roomId,
      readOnly: true,
      status: 'pending',
      earlierRooms: [],
    });
    expect(errorOf(await send('client', roomId, 'Hello?'))).toEqual({
      code: '22023',
      message: 'This conversation is closed.',
    });
    const kept = await (await api('client')).rpc('case_room_messages', { room_id: roomId });
    expect(kept.data.map((m: { body: string }) => m.body)).toEqual([
      'Send me the rent agreement.',
      'The deposit was ₹50,000.',
    ]);

    // The next lawyer: a room of their own, without the earlier conversation.
    const accepted = await (
      await api('nextLawyer')
    ).rpc('accept_consultation_request', {
      request_id: requestId,
    });
    expect(accepted.error).toBeNull();
    const next = await caseRoom('nextLawyer', requestId);
    expect(next.error).toBeNull();
    const nextRoomId = (next.data as { roomId: string }).roomId;
    expect(nextRoomId).not.toBe(roomId);
    const nextApi = await api('nextLawyer');
    expect(errorOf(await nextApi.rpc('case_room_messages', { room_id: roomId }))).toMatchObject(
      notFound,
    );
    expect((await nextApi.from('case_messages').select('id').eq('room_id', roomId)).data).toEqual(
      [],
    );
    expect((await nextApi.rpc('case_room_messages', { room_id: nextRoomId })).data).toEqual([]);

    const current = await caseRoom('client', requestId);
    expect(current.data).toMatchObject({
      roomId: nextRoomId,
      readOnly: false,
      lawyer: { id: accounts.nextLawyer.id },
      earlierRooms: [{ roomId, lawyerName: 'Lalit Roomholder' }],
    });
    const earlier = (current.data as { earlierRooms: { closedAt: string | null }[] }).earlierRooms;
    expect(earlier[0]!.closedAt).not.toBeNull();
    // The client still reads the earlier room's messages.
    expect(
      (await (await api('client')).rpc('case_room_messages', { room_id: roomId })).data,
    ).toHaveLength(2);
  });

  it('a cancelled case keeps its room, read-only for both', async () => {
    const { requestId, roomId } = await acceptedCase();
    const cancelled = await (
      await api('client')
    ).rpc('cancel_consultation_request', {
      request_id: requestId,
    });
    expect(cancelled.error).toBeNull();
    for (const who of ['client', 'lawyer'] as const) {
      expect((await caseRoom(who, requestId)).data, who).toMatchObject({
        readOnly: true,
        status: 'cancelled',
      });
      expect(errorOf(await send(who, roomId, 'Still there?')), who).toEqual({
        code: '22023',
        message: 'This conversation is closed.',
      });
    }
  });

  it("a lawyer's account removed takes its rooms along", async () => {
    const leaving = await createAccount('lawyer');
    const requestId = await fileRequest({ clientId: accounts.client.id });
    const accepted = await untyped(await signedInClient(leaving)).rpc(
      'accept_consultation_request',
      { request_id: requestId },
    );
    expect(accepted.error).toBeNull();
    expect((await caseRoom('client', requestId)).error).toBeNull();

    await run(`delete from auth.users where id = ${literal(leaving.id)}`);
    const rooms = await run(
      `select id from public.case_rooms where request_id = ${literal(requestId)}`,
    );
    expect(rooms).toEqual([]);
    expect(errorOf(await caseRoom('client', requestId))).toMatchObject(notFound);
  });

  it('requests already held when the rooms came are given theirs (the migration backfills)', async () => {
    // The backfill statement, re-run on a held request whose room is removed.
    const { requestId, roomId } = await acceptedCase();
    await run(`delete from public.case_rooms where id = ${literal(roomId)}`);
    await run(`
      insert into public.case_rooms (request_id, client_id, lawyer_id)
      select r.id, r.client_id, r.lawyer_id
        from public.consultation_requests r
       where r.lawyer_id is not null
         and r.status in ('assigned', 'scheduled', 'completed')
         and not exists (select 1 from public.case_rooms c
                          where c.request_id = r.id and c.closed_at is null)
         and r.id = ${literal(requestId)}`);
    expect((await caseRoom('lawyer', requestId)).error).toBeNull();
    // One open room per request, whatever writes.
    const twice = await run(`
      insert into public.case_rooms (request_id, client_id, lawyer_id)
      select r.id, r.client_id, r.lawyer_id from public.consultation_requests r
       where r.id = ${literal(requestId)}`).catch((error: { code?: string }) => error);
    expect((twice as { code?: string }).code).toBe('23505');
  });
});

describe('messages', () => {
  let roomId: string;

  beforeAll(async () => {
    ({ roomId } = await acceptedCase());
  });

  it('the parties send and read, newest first, in pages', async () => {
    for (const [who, body] of [
      ['client', 'First'],
      ['lawyer', 'Second'],
      ['client', '  Third  '],
    ] as const) {
      const sent = await send(who, roomId, body);
      expect(sent.error).toBeNull();
      expect(sent.data).toMatchObject({
        room_id: roomId,
        sender_id: accounts[who].id,
        body: body.trim(),
        attachment_path: null,
        read_at: null,
      });
    }
    const clientApi = await api('client');
    const all = await clientApi.rpc('case_room_messages', { room_id: roomId });
    expect(all.data.map((m: { body: string }) => m.body)).toEqual(['Third', 'Second', 'First']);
    const page = await clientApi.rpc('case_room_messages', {
      room_id: roomId,
      before: all.data[0].created_at,
      max_rows: 1,
    });
    expect(page.data.map((m: { body: string }) => m.body)).toEqual(['Second']);

    // The table through PostgREST, as the parties and as nobody else.
    for (const who of ['client', 'lawyer'] as const) {
      const rows = await (
        await api(who)
      )
        .from('case_messages')
        .select('body')
        .eq('room_id', roomId);
      expect(rows.data, who).toHaveLength(3);
    }
    for (const who of ['otherClient', 'otherLawyer', 'nextLawyer', 'staff'] as const) {
      const rows = await (await api(who)).from('case_messages').select('id').eq('room_id', roomId);
      expect(rows.data, who).toEqual([]);
      expect(
        errorOf(await (await api(who)).rpc('case_room_messages', { room_id: roomId })),
        who,
      ).toMatchObject(notFound);
      expect(errorOf(await send(who, roomId, 'Hi')), who).toMatchObject(notFound);
    }
    const visitor = await anon().from('case_messages').select('id').eq('room_id', roomId);
    expect(visitor.data ?? []).toEqual([]);
    expect(visitor.error?.code).toBe('42501');
    expect(
      (await anon().rpc('send_case_message', { room_id: roomId, body: 'x' })).error?.code,
    ).toBe('42501');
  });

  it('nobody inserts, edits or deletes a message through the table, nor backdates one', async () => {
    const sent = await send('client', roomId, 'Keep this as it is.');
    const id = (sent.data as { id: string }).id;
    const past = '2020-01-01T00:00:00Z';
    for (const who of ['client', 'lawyer', 'otherClient'] as const) {
      const client = await api(who);
      const insert = await client.from('case_messages').insert({
        room_id: roomId,
        sender_id: accounts[who].id,
        body: 'Inserted straight',
        created_at: past,
      });
      expect(insert.error?.code, who).toBe('42501');
      await client.from('case_messages').update({ body: 'Edited', created_at: past }).eq('id', id);
      await client.from('case_messages').update({ read_at: past }).eq('id', id);
      await client.from('case_messages').delete().eq('id', id);
    }
    const [row] = await run<{ body: string; created_at: string; read_at: string | null }>(
      `select body, created_at::text as created_at, read_at::text as read_at
         from public.case_messages where id = ${literal(id)}`,
    );
    expect(row).toMatchObject({ body: 'Keep this as it is.', read_at: null });
    expect(row!.created_at.startsWith('2020')).toBe(false);
    const [{ count }] = (await run<{ count: number }>(
      `select count(*)::int as count from public.case_messages where body = 'Inserted straight'`,
    )) as [{ count: number }];
    expect(count).toBe(0);

    // The database's own time, whatever a write says; and no edit, even by the owner.
    const backdated = await run<{ created_at: string }>(`
      insert into public.case_messages (room_id, sender_id, body, created_at)
      values (${literal(roomId)}, ${literal(accounts.client.id)}, 'Owner write', '2020-01-01')
      returning created_at::text as created_at`);
    expect(backdated[0]!.created_at.startsWith('2020')).toBe(false);
    const edit = await run(
      `update public.case_messages set body = 'Changed' where id = ${literal(id)}`,
    ).catch((error: { message?: string }) => error);
    expect((edit as { message?: string }).message).toBe('A message cannot be changed once sent.');
  });

  it('refuses empty, too long and invisible messages with the room’s sentences', async () => {
    expect(errorOf(await send('client', roomId, ''))).toEqual({
      code: '22023',
      message: 'Write a message or attach a document.',
    });
    expect(errorOf(await send('client', roomId, ' \n\u200b\t'))).toEqual({
      code: '22023',
      message: 'Write a message or attach a document.',
    });
    expect(errorOf(await send('lawyer', roomId, 'x'.repeat(4001)))).toEqual({
      code: '22023',
      message: 'A message can be at most 4,000 characters.',
    });
    expect((await send('lawyer', roomId, 'y'.repeat(4000))).error).toBeNull();
  });

  it('marking read sets read_at on the other party’s messages only, and records presence', async () => {
    const { roomId: room } = await acceptedCase();
    await send('client', room, 'One');
    await send('client', room, 'Two');
    await send('lawyer', room, 'Three');
    const lawyerApi = await api('lawyer');
    expect((await lawyerApi.rpc('mark_case_room_read', { room_id: room })).data).toBe(2);
    expect((await lawyerApi.rpc('mark_case_room_read', { room_id: room })).data).toBe(0);
    const rows = (await (await api('client')).rpc('case_room_messages', { room_id: room }))
      .data as {
      body: string;
      read_at: string | null;
    }[];
    expect(rows.map((m) => [m.body, m.read_at !== null])).toEqual([
      ['Three', false],
      ['Two', true],
      ['One', true],
    ]);
    const [seen] = await run<{ lawyer_seen: boolean; client_seen: boolean }>(
      `select lawyer_seen_at is not null as lawyer_seen, client_seen_at is not null as client_seen
         from public.case_rooms where id = ${literal(room)}`,
    );
    expect(seen).toEqual({ lawyer_seen: true, client_seen: false });
    for (const who of ['otherClient', 'otherLawyer', 'staff'] as const) {
      expect(
        errorOf(await (await api(who)).rpc('mark_case_room_read', { room_id: room })),
        who,
      ).toMatchObject(notFound);
    }
  });

  it('30 messages a minute per sender, then PT429', async () => {
    const { roomId: room } = await acceptedCase('otherClient', 'otherLawyer');
    const sender = await api('otherClient');
    for (let i = 0; i < 30; i += 1) {
      const { error } = await sender.rpc('send_case_message', { room_id: room, body: `m${i}` });
      expect(error, `message ${i}`).toBeNull();
    }
    expect(
      errorOf(await sender.rpc('send_case_message', { room_id: room, body: 'one more' })),
    ).toEqual({
      code: 'PT429',
      message: 'You are sending messages too quickly. Wait a minute and try again.',
    });
    // The other party is not held up by it.
    expect((await send('otherLawyer', room, 'Slow down')).error).toBeNull();
  });
});

describe('documents in the private bucket case-documents', () => {
  let roomId: string;

  beforeAll(async () => {
    ({ roomId } = await acceptedCase());
  });

  async function upload(who: Party | 'anon', name: string, file: Blob = pdf()) {
    const client = who === 'anon' ? anon() : await api(who);
    return client.storage.from(bucket).upload(name, file, { contentType: file.type });
  }

  it('the bucket is private, 10 MB, PDF, JPEG or PNG only', async () => {
    const [row] = await run<{
      public: boolean;
      file_size_limit: string;
      allowed_mime_types: string[];
    }>(
      `select public, file_size_limit::text as file_size_limit, allowed_mime_types
         from storage.buckets where id = 'case-documents'`,
    );
    expect(row).toEqual({
      public: false,
      file_size_limit: '10485760',
      allowed_mime_types: ['application/pdf', 'image/jpeg', 'image/png'],
    });
  });

  it('a party uploads into the room’s folder and attaches it; type and size come from Storage', async () => {
    const name = `${roomId}/${randomUUID()}.pdf`;
    expect((await upload('client', name)).error).toBeNull();
    const sent = await send('client', roomId, '', {
      attachment_path: name,
      attachment_name: 'Rent agreement.pdf',
    });
    expect(sent.error).toBeNull();
    expect(sent.data).toMatchObject({
      body: '',
      attachment_path: name,
      attachment_name: 'Rent agreement.pdf',
      attachment_type: 'application/pdf',
      attachment_size: pdf().size,
    });

    // Attached once only; the lawyer cannot attach the client's upload.
    expect(errorOf(await send('client', roomId, 'Again', { attachment_path: name }))).toEqual({
      code: '22023',
      message: 'The document was not found. Upload it again.',
    });
    const lawyerName = `${roomId}/${randomUUID()}.png`;
    expect(
      (
        await upload(
          'client',
          lawyerName,
          new Blob([Buffer.from([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }),
        )
      ).error,
    ).toBeNull();
    expect(errorOf(await send('lawyer', roomId, 'Mine', { attachment_path: lawyerName }))).toEqual({
      code: '22023',
      message: 'The document was not found. Upload it again.',
    });
    // A name never uploaded, or in another room's folder.
    expect(
      errorOf(
        await send('lawyer', roomId, '', { attachment_path: `${roomId}/${randomUUID()}.pdf` }),
      ),
    ).toEqual({ code: '22023', message: 'The document was not found. Upload it again.' });
    const other = await acceptedCase('otherClient', 'otherLawyer');
    const elsewhere = `${other.roomId}/${randomUUID()}.pdf`;
    expect((await upload('otherClient', elsewhere)).error).toBeNull();
    expect(
      errorOf(await send('otherClient', roomId, 'x', { attachment_path: elsewhere })),
    ).toMatchObject(notFound);
    expect(
      errorOf(
        await send('otherClient', other.roomId, 'x', {
          attachment_path: `${roomId}/${randomUUID()}.pdf`,
        }),
      ),
    ).toEqual({ code: '22023', message: 'The document was not found. Upload it again.' });
  });

  it('only the parties of an open, writable room upload, and only <room id>/<uuid>.<pdf|jpg|jpeg|png>', async () => {
    for (const who of ['otherClient', 'otherLawyer', 'staff', 'anon'] as const) {
      const { error } = await upload(who, `${roomId}/${randomUUID()}.pdf`);
      expect(error, who).not.toBeNull();
    }
    for (const name of [
      `${roomId}/notes.pdf`,
      `${roomId}/${randomUUID()}.exe`,
      `${roomId}/a/${randomUUID()}.pdf`,
      `${randomUUID()}/${randomUUID()}.pdf`,
    ]) {
      expect((await upload('client', name)).error, name).not.toBeNull();
    }
    expect(
      (
        await upload(
          'lawyer',
          `${roomId}/${randomUUID()}.jpeg`,
          new Blob([Buffer.from([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
        )
      ).error,
    ).toBeNull();
    const [{ count }] = (await run<{ count: number }>(
      `select count(*)::int as count from storage.objects
        where bucket_id = 'case-documents' and name like ${literal(`${roomId}/%`)}
          and owner_id not in (${literal(accounts.client.id)}, ${literal(accounts.lawyer.id)})`,
    )) as [{ count: number }];
    expect(count).toBe(0);
  });

  it('Storage refuses other types and documents over 10 MB; the database checks what Storage recorded', async () => {
    const html = new Blob(['<html></html>'], { type: 'text/html' });
    expect((await upload('client', `${roomId}/${randomUUID()}.pdf`, html)).error).not.toBeNull();
    const huge = new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: 'application/pdf' });
    expect((await upload('client', `${roomId}/${randomUUID()}.pdf`, huge)).error).not.toBeNull();
    const [{ count }] = (await run<{ count: number }>(
      `select count(*)::int as count from storage.objects
        where bucket_id = 'case-documents' and name like ${literal(`${roomId}/%`)}
          and (metadata ->> 'mimetype' = 'text/html' or (metadata ->> 'size')::bigint > 10485760)`,
    )) as [{ count: number }];
    expect(count).toBe(0);

    // Objects recorded otherwise (a bucket's rules changed later): refused when attached.
    const recorded = async (metadata: object) => {
      const name = `${roomId}/${randomUUID()}.pdf`;
      await run(`
        insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
        values ('case-documents', ${literal(name)}, ${literal(accounts.client.id)},
                ${literal(accounts.client.id)}, ${literal(JSON.stringify(metadata))}::jsonb)`);
      return name;
    };
    const wrongType = await recorded({ mimetype: 'text/html', size: 12 });
    expect(errorOf(await send('client', roomId, '', { attachment_path: wrongType }))).toEqual({
      code: '22023',
      message: 'Only PDF, JPEG or PNG files can be attached.',
    });
    const tooBig = await recorded({ mimetype: 'application/pdf', size: 10 * 1024 * 1024 + 1 });
    expect(errorOf(await send('client', roomId, '', { attachment_path: tooBig }))).toEqual({
      code: '22023',
      message: 'A document can be at most 10 MB.',
    });
    const fine = await recorded({ mimetype: 'image/png', size: 10 * 1024 * 1024 });
    const sent = await send('client', roomId, 'Scan', {
      attachment_path: fine,
      attachment_name: 'x'.repeat(201),
    });
    expect(sent.error?.code).toBe('22023');
    const named = await send('client', roomId, 'Scan', { attachment_path: fine });
    expect(named.data).toMatchObject({
      attachment_type: 'image/png',
      attachment_size: 10 * 1024 * 1024,
      attachment_name: fine.split('/')[1],
    });
  });

  it('signed URLs and listings for the parties only; nobody replaces or removes a document', async () => {
    const name = `${roomId}/${randomUUID()}.pdf`;
    expect((await upload('lawyer', name)).error).toBeNull();

    for (const who of ['client', 'lawyer'] as const) {
      const signed = await (await api(who)).storage.from(bucket).createSignedUrl(name, 60);
      expect(signed.error, who).toBeNull();
      const response = await fetch(signed.data!.signedUrl);
      expect(response.status, who).toBe(200);
      expect(
        Buffer.from(await response.arrayBuffer())
          .toString()
          .startsWith('%PDF-'),
      ).toBe(true);
      const listed = await (await api(who)).storage.from(bucket).list(roomId);
      expect(listed.data?.length, who).toBeGreaterThan(0);
    }
    for (const who of ['otherClient', 'otherLawyer', 'nextLawyer', 'staff', 'anon'] as const) {
      const client = who === 'anon' ? anon() : await api(who);
      const signed = await client.storage.from(bucket).createSignedUrl(name, 60);
      expect(signed.data, who).toBeNull();
      const download = await client.storage.from(bucket).download(name);
      expect(download.data, who).toBeNull();
      const listed = await client.storage.from(bucket).list(roomId);
      expect(listed.data ?? [], who).toEqual([]);
    }
    // No public URL serves it.
    const publicUrl = anon().storage.from(bucket).getPublicUrl(name).data.publicUrl;
    expect((await fetch(publicUrl)).status).not.toBe(200);

    for (const who of ['client', 'lawyer'] as const) {
      const client = await api(who);
      await client.storage
        .from(bucket)
        .update(name, new Blob(['%PDF-replaced'], { type: 'application/pdf' }));
      await client.storage.from(bucket).remove([name]);
    }
    const [stored] = await run<{ size: string }>(
      `select metadata ->> 'size' as size from storage.objects
        where bucket_id = 'case-documents' and name = ${literal(name)}`,
    );
    expect(Number(stored!.size)).toBe(pdf().size);
  });

  it('a released lawyer loses the documents; the client keeps them', async () => {
    const { requestId: request, roomId: room } = await acceptedCase();
    const name = `${room}/${randomUUID()}.pdf`;
    expect((await upload('client', name)).error).toBeNull();
    await (
      await api('lawyer')
    ).rpc('release_consultation_request', {
      request_id: request,
      reason: 'Moving to another city.',
    });
    const lawyerSigned = await (await api('lawyer')).storage.from(bucket).createSignedUrl(name, 60);
    expect(lawyerSigned.data).toBeNull();
    expect((await upload('lawyer', `${room}/${randomUUID()}.pdf`)).error).not.toBeNull();
    expect((await upload('client', `${room}/${randomUUID()}.pdf`)).error).not.toBeNull();
    const clientSigned = await (await api('client')).storage.from(bucket).createSignedUrl(name, 60);
    expect(clientSigned.error).toBeNull();
  });
});

describe('phone sharing', () => {
  it('the client shares a number with this room’s lawyer only, and can stop', async () => {
    const { requestId, roomId } = await acceptedCase();
    const other = await acceptedCase('client', 'otherLawyer');
    const clientApi = await api('client');

    expect(
      errorOf(await clientApi.rpc('set_case_phone_sharing', { room_id: roomId, phone: '12345' })),
    ).toEqual({
      code: '22023',
      message: 'Enter a valid Indian mobile number, like +91 98765 43210.',
    });
    const shared = await clientApi.rpc('set_case_phone_sharing', {
      room_id: roomId,
      phone: '098765 43210',
    });
    expect(shared.data).toEqual({ phoneShared: true, sharedPhone: '+919876543210' });
    expect((await caseRoom('lawyer', requestId)).data).toMatchObject({
      phoneShared: true,
      sharedPhone: '+919876543210',
    });
    expect((await caseRoom('client', requestId)).data).toMatchObject({
      sharedPhone: '+919876543210',
    });
    // Not in the client's other room.
    expect((await caseRoom('otherLawyer', other.requestId)).data).toMatchObject({
      phoneShared: false,
      sharedPhone: null,
    });

    for (const who of ['lawyer', 'otherClient', 'otherLawyer', 'staff'] as const) {
      expect(
        errorOf(
          await (await api(who)).rpc('set_case_phone_sharing', { room_id: roomId, phone: null }),
        ),
        who,
      ).toMatchObject(notFound);
    }

    expect(
      (await clientApi.rpc('set_case_phone_sharing', { room_id: roomId, phone: null })).data,
    ).toEqual({ phoneShared: false, sharedPhone: null });
    expect((await caseRoom('lawyer', requestId)).data).toMatchObject({
      phoneShared: false,
      sharedPhone: null,
    });
  });
});

describe('the meeting ticket', () => {
  async function scheduleIn(requestId: string, minutes: number) {
    // Scheduling takes only future times; the meeting is then moved as the clock would.
    await run(`
      update public.consultation_requests
         set status = 'scheduled', scheduled_for = now() + interval '${minutes} minutes'
       where id = ${literal(requestId)}`);
  }

  it('from 10 minutes before the meeting to 60 after, for the parties only', async () => {
    const { requestId, roomId } = await acceptedCase();
    const ticket = async (who: Party) =>
      (await api(who)).rpc('case_meeting_ticket', { request_id: requestId });

    expect(errorOf(await ticket('client'))).toEqual({
      code: '22023',
      message: 'No meeting is scheduled for this case.',
    });

    const outside = {
      code: '22023',
      message:
        'The video consultation opens 10 minutes before the meeting and closes 60 minutes after it.',
    };
    await scheduleIn(requestId, 11);
    expect(errorOf(await ticket('lawyer'))).toEqual(outside);
    await scheduleIn(requestId, -61);
    expect(errorOf(await ticket('client'))).toEqual(outside);

    await scheduleIn(requestId, 9);
    const asClient = await ticket('client');
    expect(asClient.error).toBeNull();
    expect(asClient.data).toMatchObject({
      roomId,
      requestId,
      role: 'client',
      userId: accounts.client.id,
      displayName: 'Chitra Casefile',
    });
    const data = asClient.data as { scheduledFor: string; opensAt: string; closesAt: string };
    expect(Date.parse(data.scheduledFor) - Date.parse(data.opensAt)).toBe(10 * 60_000);
    expect(Date.parse(data.closesAt) - Date.parse(data.scheduledFor)).toBe(60 * 60_000);
    expect((await ticket('lawyer')).data).toMatchObject({
      role: 'lawyer',
      userId: accounts.lawyer.id,
      displayName: 'Lalit Roomholder',
    });

    for (const who of ['otherClient', 'otherLawyer', 'nextLawyer', 'staff'] as const) {
      expect(errorOf(await ticket(who)), who).toMatchObject(notFound);
    }
    expect((await anon().rpc('case_meeting_ticket', { request_id: requestId })).error?.code).toBe(
      '42501',
    );
  });
});

describe('the new-message mail', () => {
  it('goes to the other party when away, at most once in 10 minutes, without the message', async () => {
    const { requestId, roomId } = await acceptedCase();
    const secret = 'My Aadhaar number is 1234 5678 9012';
    expect((await send('client', roomId, secret)).error).toBeNull();
    expect((await send('client', roomId, 'And another thing')).error).toBeNull();

    let mails = await outbox({ requestId, kind: 'case_message' });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      recipient_id: accounts.lawyer.id,
      data: {
        requestId,
        roomId,
        senderName: 'Chitra Casefile',
        serviceType: 'Environmental Law',
      },
    });
    expect(JSON.stringify(mails[0]!.data)).not.toContain('Aadhaar');
    expect(mails[0]!.idempotency_key).toMatch(
      new RegExp(`^case_message:${roomId}:${accounts.lawyer.id}:[0-9]+$`),
    );

    // The client is away too: the lawyer's reply mails them.
    expect((await send('lawyer', roomId, 'Noted.')).error).toBeNull();
    mails = await outbox({ requestId, kind: 'case_message' });
    expect(mails.map((m) => [m.recipient_id, m.data.senderName])).toEqual([
      [accounts.lawyer.id, 'Chitra Casefile'],
      [accounts.client.id, 'Lalit Roomholder'],
    ]);

    // Ten minutes on (the earlier mail moved to its window), while the lawyer is in the room:
    // no mail.
    await run(`
      update public.case_rooms set lawyer_mailed_at = now() - interval '11 minutes'
       where id = ${literal(roomId)};
      update private.notification_outbox
         set idempotency_key = idempotency_key || '-earlier'
       where data ->> 'roomId' = ${literal(roomId)}`);
    expect(
      (await (await api('lawyer')).rpc('mark_case_room_read', { room_id: roomId })).error,
    ).toBeNull();
    expect((await send('client', roomId, 'Are you there?')).error).toBeNull();
    expect(await outbox({ requestId, kind: 'case_message' })).toHaveLength(2);

    // The lawyer left more than 2 minutes ago: mailed again.
    await run(`
      update public.case_rooms set lawyer_seen_at = now() - interval '3 minutes'
       where id = ${literal(roomId)}`);
    expect((await send('client', roomId, 'Hello?')).error).toBeNull();
    mails = await outbox({ requestId, kind: 'case_message' });
    expect(mails).toHaveLength(3);
    expect(mails[2]!.recipient_id).toBe(accounts.lawyer.id);
  });
});
