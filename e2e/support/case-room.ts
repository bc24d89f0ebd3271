/**
 * The case room at /cases/<request id> (mf_case_room, docs/product/case-room.md) for the
 * journeys: its parts by role and name, its sentences as the product gives them, the demo
 * client's room, documents to attach, and the service role for what only time would do.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { loadLocalEnv } from '@nyaya/local-supabase';
import { shellOrigin } from './apps.ts';
import { clientRequests } from './client-requests.ts';
import { FAKE_DAILY_DOMAIN } from './fake-daily.ts';
import { fetchRuntimeConfig } from './runtime-config.ts';

export const NOT_FOUND = 'Not found';
export const CLOSED = 'This conversation is closed.';
export const OPEN_CASE_ROOM = 'Open case room';
export const JOIN = 'Join video consultation';
export const VIDEO_UNAVAILABLE = 'Video consultation is not available right now.';
export const NOT_SCHEDULED_CLIENT = 'Your lawyer has not scheduled a meeting yet.';
export const NOT_SCHEDULED_LAWYER = 'Schedule a meeting from your dashboard to meet by video.';
export const COMPLETION_PROMPT =
  'The meeting time has passed. Mark this case completed when the consultation is done.';
export const CONTENT_MISMATCH =
  "This file's content does not match its type. Attach the original PDF, JPEG or PNG.";
export const NO_PHONE_SHARED = 'The client has not shared a phone number.';
export const INVALID_MOBILE = 'Enter a valid Indian mobile number, like +91 98765 43210.';
export const opensAt = (time: string) =>
  `The video consultation opens at ${time} IST (10 minutes before the meeting).`;

/** The room's address: the consultation request's id. */
export const caseRoomPath = (requestId: string) => `/cases/${requestId}`;

/** The parts of a case room page. */
export function caseRoom(page: Page) {
  const main = page.getByRole('main');
  const log = main.getByRole('log', { name: 'Messages' });
  const meeting = main.getByRole('region', { name: 'Video consultation', exact: true });
  return {
    /** The matter: "<service type> case". */
    heading: (serviceType: string) =>
      main.getByRole('heading', { level: 1, name: `${serviceType} case`, exact: true }),
    notFound: main.getByRole('heading', { level: 1, name: NOT_FOUND, exact: true }),
    closed: main.getByText(CLOSED, { exact: true }),
    log,
    /** The messages in the log, oldest first. */
    messages: log.getByRole('listitem'),
    message: (text: string | RegExp) => log.getByRole('listitem').filter({ hasText: text }),
    body: main.getByRole('textbox', { name: 'Message', exact: true }),
    attach: main.getByLabel('Attach a document'),
    send: main.getByRole('button', { name: 'Send', exact: true }),
    meeting,
    join: meeting.getByRole('button', { name: JOIN, exact: true }),
    leave: meeting.getByRole('button', { name: 'Leave', exact: true }),
    /** The Daily Prebuilt frame, titled with the other party's name. */
    videoFrame: (otherName: string) =>
      meeting.locator(`iframe[title="Video consultation with ${otherName}"]`),
    phone: main.getByRole('region', { name: 'Phone', exact: true }),
    complete: main.getByRole('button', { name: 'Mark completed', exact: true }),
  };
}
export type CaseRoomPage = ReturnType<typeof caseRoom>;

/** Writes and sends a message; resolves when it is in the sender's log as sent. */
export async function sendMessage(room: CaseRoomPage, text: string): Promise<Locator> {
  await room.body.fill(text);
  await room.send.click();
  const sent = room.message(text);
  await expect(sent).toBeVisible();
  await expect(room.body).toHaveValue('');
  return sent;
}

/** A small but real document of each kind the room takes, by its first bytes. */
export function pdfDocument(title: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n` +
      `2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${title}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

/**
 * A request of the demo client held by a lawyer (assigned or scheduled, so the room is open and
 * writable), from the seed; the seed's room is opened by the migration's backfill.
 */
export async function demoClientHeldRequest(): Promise<{ id: string; serviceType: string }> {
  const rows = await clientRequests('client.demo@nyaya.test');
  const held = rows.find((row) => row.status === 'scheduled' || row.status === 'assigned');
  if (!held) throw new Error('the seed gives client.demo@nyaya.test no request a lawyer holds');
  return { id: held.id, serviceType: held.service_type };
}

/** The service role, for what only time would do (a meeting that has come or passed). */
export async function serviceClient() {
  const { supabase } = await fetchRuntimeConfig(shellOrigin);
  const secretKey = loadLocalEnv().SUPABASE_SECRET_KEY;
  if (!secretKey) throw new Error('SUPABASE_SECRET_KEY is missing from supabase/.env.local');
  return createClient(supabase.url, secretKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}

/** Moves a scheduled meeting to `at`, as time passing would. */
export async function moveMeeting(requestId: string, at: Date): Promise<void> {
  const service = await serviceClient();
  const { error } = await service
    .from('consultation_requests')
    .update({ scheduled_for: at.toISOString() })
    .eq('id', requestId);
  if (error) throw new Error(`moving the meeting of ${requestId}: ${error.message}`);
}

/**
 * Daily Prebuilt's frame cannot load offline: every room of the fake Daily API
 * (`https://<FAKE_DAILY_DOMAIN>/<room>`) is answered with a page of ours naming the room, so a
 * test sees which meeting the frame opened. Like Prebuilt, the page answers daily-js's
 * 'leave-meeting' with 'left-meeting' (daily-js waits for it before it removes the frame).
 * Resolves with the rooms' addresses asked for.
 */
const answerLeave = `
window.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.what !== 'iframe-call-message' || data.action !== 'leave-meeting') return;
  window.parent.postMessage(
    { what: 'iframe-call-message', action: 'left-meeting', callClientId: data.callClientId },
    '*',
  );
});`;

export async function routePrebuiltFrames(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.context().route(`https://${FAKE_DAILY_DOMAIN}/**`, (route) => {
    const url = new URL(route.request().url());
    asked.push(url.toString());
    const room = url.pathname.replace(/^\//, '').replace(/\/$/, '');
    return route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body:
        `<!doctype html><html lang="en"><head><title>Daily Prebuilt</title></head><body>` +
        `<h1>Prebuilt meeting</h1><p id="room">${room}</p><script>${answerLeave}</script></body></html>`,
    });
  });
  return asked;
}

/** An IST wall-clock time like the room shows it: "Tue, 1 Dec 2026, 3:00 PM". */
export function istDateTime(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}
