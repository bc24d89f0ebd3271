/**
 * Migration 20261128000000 on rows stored before it: every mobile number takes the one form
 * (+91 and ten digits) in callbacks, complaints and consultation requests, and a case marked
 * completed before its meeting started is scheduled again (its meeting is still ahead). The
 * checks that keep both are added validated.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../src/database.ts';
import { applyPendingMigrations, listMigrations } from '../src/migrations.ts';
import { createOwnDatabase, literal, type OwnDatabase } from './support/own-database.ts';

describe('migration 20261128000000 on rows stored before it', () => {
  const migration = '20261128000000';
  const client = 'e2000000-0000-4000-8000-000000000001';
  const lawyer = 'e2000000-0000-4000-8000-000000000002';
  const early = 'e2000000-0000-4000-8000-000000000011';
  const done = 'e2000000-0000-4000-8000-000000000012';
  const request = (n: number) => `e2000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;
  const typed = ['9876543210', '+919876543210'];
  let own: OwnDatabase;
  let database: OpenDatabase | undefined;

  beforeAll(async () => {
    own = await createOwnDatabase('nyaya_case_rules');
    database = await own.open(listMigrations().filter((file) => file.version < migration));
    await database.runScript(`
      insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data,
        created_at, updated_at)
      values
        (${literal(client)}, 'authenticated', 'authenticated', 'old.client@rules.nyaya.test',
         '{}'::jsonb, '{"role": "client"}'::jsonb, now(), now()),
        (${literal(lawyer)}, 'authenticated', 'authenticated', 'old.lawyer@rules.nyaya.test',
         '{}'::jsonb, '{"role": "lawyer", "full_name": "Old Lawyer"}'::jsonb, now(), now());
      insert into public.lawyer_profiles (id, bar_council_id, years_experience, expertise_areas,
        location, approval_status)
      values (${literal(lawyer)}, 'OLD/1/2020', 5, array['Family Law'], 'Delhi High Court',
        'approved');
      insert into public.call_support_requests (name, mobile_number, issue_description, source)
      values ('Embed Caller', ${literal(typed[0]!)}, 'Stored by the partner embed.', 'site'),
             ('Site Caller', ${literal(typed[1]!)}, 'Stored by the site.', 'site');
      insert into public.complaints (email, phone_number, complaint_text)
      values ('embed@rules.nyaya.test', ${literal(typed[0]!)}, 'Stored by the partner embed.'),
             ('site@rules.nyaya.test', ${literal(typed[1]!)}, 'Stored by the site.');
      insert into public.consultation_requests (id, client_id, service_type, description, phone)
      values (${literal(request(1))}, ${literal(client)}, 'Family Law', 'Without +91.', ${literal(typed[0]!)}),
             (${literal(request(2))}, ${literal(client)}, 'Family Law', 'With +91.', ${literal(typed[1]!)}),
             (${literal(request(3))}, ${literal(client)}, 'Family Law', 'No phone.', null);
      insert into public.consultation_requests (id, client_id, lawyer_id, service_type,
        description, status, scheduled_for)
      values (${literal(early)}, ${literal(client)}, ${literal(lawyer)}, 'Family Law',
              'Completed days before its meeting.', 'completed', now() + interval '5 days'),
             (${literal(done)}, ${literal(client)}, ${literal(lawyer)}, 'Family Law',
              'Completed after its meeting.', 'completed', now() - interval '5 days');
    `);
    await applyPendingMigrations(
      database,
      listMigrations().filter((file) => file.version === migration),
    );
  }, 120_000);

  afterAll(async () => {
    await database?.connection.close();
    await own?.remove();
  }, 60_000);

  it('stores every mobile number as +91 and ten digits', async () => {
    expect(
      await database!.query(
        `select mobile_number as number from public.call_support_requests
         union all select phone_number from public.complaints
         union all select phone from public.consultation_requests
          where id in (${literal(request(1))}, ${literal(request(2))}, ${literal(request(3))})
         order by 1`,
      ),
    ).toEqual([...Array(6).fill({ number: '+919876543210' }), { number: null }]);
  });

  it('schedules again a case completed before its meeting, and keeps one completed after it', async () => {
    expect(
      await database!.query(
        `select id, status from public.consultation_requests
          where id in (${literal(early)}, ${literal(done)}) order by id`,
      ),
    ).toEqual([
      { id: early, status: 'scheduled' },
      { id: done, status: 'completed' },
    ]);
  });

  it('adds its checks validated', async () => {
    expect(
      await database!.query(
        `select conname, convalidated from pg_constraint
          where conname in ('completed_after_meeting_start', 'withdrawn_request_is_cancelled',
                            'mobile_number_is_normal_form', 'phone_number_is_normal_form',
                            'phone_is_normal_form')
          order by conname`,
      ),
    ).toEqual(
      [
        'completed_after_meeting_start',
        'mobile_number_is_normal_form',
        'phone_is_normal_form',
        'phone_number_is_normal_form',
        'withdrawn_request_is_cancelled',
      ].map((conname) => ({ conname, convalidated: true })),
    );
  });
});
