-- Notifications: every party learns by e-mail what happened and what to do next
-- (docs/product/notifications.md, docs/adr/0029-notification-delivery.md).
--
--   1. The outbox: one row is one mail to one recipient, written by AFTER triggers on the tables
--      in the same transaction as the change, so every path (the lawyers' and clients'
--      functions, the reviewers' tool, the service role, a direct update) records its events,
--      and a change that rolls back records none. Rows carry what the mail says and never the
--      matter's description or a mobile number.
--   2. Preferences: a row per user; the optional mails (the open-request digest, meeting
--      reminders) can be turned off there or by a one-click unsubscribe link.
--   3. The worker's functions: claim a row for delivery, mark it sent or failed, hand rows to
--      the job queue, and write the digests and reminders that fall due.
--   4. public.unsubscribe: a link's token turns one topic off for its own user, without sign-in.

-- ---------------------------------------------------------------------------
-- 1. The outbox
-- ---------------------------------------------------------------------------
create table private.notification_outbox (
  id bigint generated always as identity primary key,
  -- The job queue's id for this row's delivery, so handing a row over twice makes one job.
  job_id uuid not null unique default gen_random_uuid(),
  kind text not null
    constraint notification_kind_is_known check (kind in (
      'request_addressed', 'open_requests_digest', 'verification_decided', 'request_accepted',
      'meeting_scheduled', 'request_declined', 'request_released', 'request_completed',
      'meeting_reminder', 'case_cancelled', 'complaint_received')),
  recipient_id uuid references auth.users (id) on delete cascade,
  recipient_email text
    constraint recipient_email_is_valid check (private.is_email(recipient_email)),
  data jsonb not null
    constraint notification_data_is_an_object check (jsonb_typeof(data) = 'object'),
  idempotency_key text not null
    constraint notification_idempotency_key_is_unique unique,
  created_at timestamptz not null default now(),
  status text not null default 'pending'
    constraint notification_status_is_known
      check (status in ('pending', 'sending', 'sent', 'failed', 'skipped')),
  attempts integer not null default 0,
  last_error text,
  claimed_until timestamptz,
  dispatched_at timestamptz,
  sent_at timestamptz,
  message_id text,
  constraint notification_has_a_recipient
    check (recipient_id is not null or recipient_email is not null)
);

comment on table private.notification_outbox is
  'One mail to one recipient, written in the transaction of the change it reports. The worker '
  'hands pending rows to its job queue (dispatched_at), claims each for delivery '
  '(notification_delivery), and marks it sent, failed (permanently: kept for staff) or '
  'skipped (the recipient turned the topic off). No API role writes it; the service role reads.';

create index notification_outbox_undispatched_idx
  on private.notification_outbox (id) where dispatched_at is null and status = 'pending';
create index notification_outbox_recipient_id_idx
  on private.notification_outbox (recipient_id, created_at);
create index notification_outbox_failed_idx
  on private.notification_outbox (created_at) where status = 'failed';

alter table private.notification_outbox enable row level security;
revoke all on private.notification_outbox from public, anon, authenticated, service_role;
grant select on private.notification_outbox to service_role;

-- What makes an event's idempotency key unique: the transaction that made the change (its
-- start time and id). A retried delivery reads the key from its row, so it never changes.
create function private.notification_stamp()
returns text
language sql volatile
set search_path = ''
as $$
  select pg_catalog.to_char(pg_catalog.now() at time zone 'UTC', 'YYYYMMDD"T"HH24MISS.US"Z"')
         || '.' || pg_catalog.pg_current_xact_id()::text
$$;

-- Times in the mails' data: ISO 8601 in UTC, whatever the session's time zone.
create function private.iso_utc(value timestamptz)
returns text
language sql stable
set search_path = ''
as $$
  select pg_catalog.to_char(value at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
$$;

create function private.first_name(full_name text)
returns text
language sql immutable
set search_path = ''
as $$ select nullif(pg_catalog.split_part(pg_catalog.btrim(full_name), ' ', 1), '') $$;

-- The name a client knows a lawyer by: the listed (approved) name, else the profile's.
create function private.lawyer_display_name(lawyer_id uuid)
returns text
language sql stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select l.name from private.lawyer_listings l where l.id = lawyer_display_name.lawyer_id),
    (select p.name from public.lawyer_profiles p where p.id = lawyer_display_name.lawyer_id),
    (select p.full_name from public.profiles p where p.id = lawyer_display_name.lawyer_id))
$$;

create function private.enqueue_notification(
  kind text,
  recipient_id uuid,
  recipient_email text,
  data jsonb,
  idempotency_key text
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.notification_outbox (kind, recipient_id, recipient_email, data, idempotency_key)
  values (enqueue_notification.kind, enqueue_notification.recipient_id,
          enqueue_notification.recipient_email, enqueue_notification.data,
          enqueue_notification.idempotency_key)
  on conflict (idempotency_key) do nothing
$$;

revoke execute on function private.notification_stamp(), private.iso_utc(timestamptz),
  private.first_name(text), private.lawyer_display_name(uuid),
  private.enqueue_notification(text, uuid, text, jsonb, text)
  from public, anon, authenticated, service_role;

-- The meeting's version for the calendar file (.ics SEQUENCE): 0 when first scheduled, one more
-- at every move, kept across a release so a later schedule updates the same calendar entry.
create table private.notification_meeting_sequences (
  request_id uuid primary key references public.consultation_requests (id) on delete cascade,
  sequence integer not null default 0
);
alter table private.notification_meeting_sequences enable row level security;
revoke all on private.notification_meeting_sequences from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- What a change to a consultation request tells whom
-- ---------------------------------------------------------------------------
-- The transitions are those of the case lifecycle (ADR 0020) and the client's withdrawal:
--   * a new request addressed to a lawyer  -> request_addressed, to that lawyer (an open one
--     reaches lawyers in the hourly digest instead);
--   * pending -> assigned (accepted)        -> request_accepted, to the client;
--   * a meeting time set or moved           -> meeting_scheduled, to the client;
--   * handed back as declined or released   -> request_declined / request_released, to the client;
--   * -> completed                          -> request_completed, to the client;
--   * withdrawn by the client while a lawyer held it (withdrawn_at) -> case_cancelled, to the lawyer.
create function private.record_request_notifications()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  stamp text := private.notification_stamp();
  client_name text;
  lawyer_name text;
  meeting_sequence integer;
begin
  select p.full_name into client_name from public.profiles p where p.id = new.client_id;

  if tg_op = 'INSERT' then
    if new.lawyer_id is not null and new.status = 'pending' then
      perform private.enqueue_notification(
        'request_addressed', new.lawyer_id, null,
        jsonb_build_object(
          'requestId', new.id,
          'clientFirstName', private.first_name(client_name),
          'serviceType', new.service_type,
          'location', new.location),
        format('request_addressed:%s:%s:%s', new.id, new.lawyer_id, stamp));
    end if;
    return null;
  end if;

  if old.status = 'pending' and new.status = 'assigned' and new.lawyer_id is not null then
    perform private.enqueue_notification(
      'request_accepted', new.client_id, null,
      jsonb_build_object(
        'requestId', new.id,
        'lawyerId', new.lawyer_id,
        'lawyerName', private.lawyer_display_name(new.lawyer_id),
        'serviceType', new.service_type),
      format('request_accepted:%s:%s:%s:%s', new.id, new.client_id, new.lawyer_id, stamp));
  end if;

  if new.status = 'scheduled' and new.scheduled_for is not null
     and new.scheduled_for is distinct from old.scheduled_for then
    insert into private.notification_meeting_sequences as s (request_id, sequence)
    values (new.id, 0)
    on conflict (request_id) do update set sequence = s.sequence + 1
    returning s.sequence into meeting_sequence;
    perform private.enqueue_notification(
      'meeting_scheduled', new.client_id, null,
      jsonb_build_object(
        'requestId', new.id,
        'lawyerId', new.lawyer_id,
        'lawyerName', private.lawyer_display_name(new.lawyer_id),
        'serviceType', new.service_type,
        'scheduledFor', private.iso_utc(new.scheduled_for),
        'previousScheduledFor', private.iso_utc(old.scheduled_for),
        'sequence', meeting_sequence),
      format('meeting_scheduled:%s:%s:%s', new.id, new.client_id, meeting_sequence));
  end if;

  if new.return_kind is not null and new.returned_at is distinct from old.returned_at then
    lawyer_name := private.lawyer_display_name(new.returned_by);
    if new.return_kind = 'declined' then
      perform private.enqueue_notification(
        'request_declined', new.client_id, null,
        jsonb_build_object(
          'requestId', new.id,
          'lawyerName', lawyer_name,
          'serviceType', new.service_type),
        format('request_declined:%s:%s:%s', new.id, new.client_id, stamp));
    else
      perform private.enqueue_notification(
        'request_released', new.client_id, null,
        jsonb_build_object(
          'requestId', new.id,
          'lawyerName', lawyer_name,
          'serviceType', new.service_type,
          'reason', new.return_reason),
        format('request_released:%s:%s:%s', new.id, new.client_id, stamp));
    end if;
  end if;

  if new.status = 'completed' and old.status <> 'completed' then
    perform private.enqueue_notification(
      'request_completed', new.client_id, null,
      jsonb_build_object(
        'requestId', new.id,
        'lawyerId', new.lawyer_id,
        'lawyerName', private.lawyer_display_name(new.lawyer_id),
        'serviceType', new.service_type),
      format('request_completed:%s:%s:%s', new.id, new.client_id, stamp));
  end if;

  if new.status = 'cancelled' and old.status <> 'cancelled'
     and new.withdrawn_at is not null and new.lawyer_id is not null then
    perform private.enqueue_notification(
      'case_cancelled', new.lawyer_id, null,
      jsonb_build_object(
        'requestId', new.id,
        'cancelledBy', 'client',
        'otherPartyName', client_name,
        'serviceType', new.service_type),
      format('case_cancelled:%s:%s:%s', new.id, new.lawyer_id, stamp));
  end if;
  return null;
end;
$$;

create trigger record_request_notifications
  after insert on public.consultation_requests
  for each row execute function private.record_request_notifications();

create trigger record_request_change_notifications
  after update on public.consultation_requests
  for each row
  when ((old.status, old.scheduled_for, old.returned_at)
        is distinct from (new.status, new.scheduled_for, new.returned_at))
  execute function private.record_request_notifications();

-- The scheduled meetings, for the reminders' look-up.
create index consultation_requests_scheduled_meetings_idx
  on public.consultation_requests (scheduled_for) where status = 'scheduled';

-- ---------------------------------------------------------------------------
-- A reviewer's decision tells the lawyer, with the note
-- ---------------------------------------------------------------------------
-- Recorded when a decision (approved, rejected, reverify) is set by anyone but the lawyer (the
-- reviewers' set_lawyer_approval, the service role), and when the same decision is given again
-- with another note: the lawyer reads the new advice.
create function private.record_verification_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.is_end_user_request() then
    return null;
  end if;
  perform private.enqueue_notification(
    'verification_decided', new.id, null,
    jsonb_build_object('decision', new.approval_status, 'note', new.review_note),
    format('verification_decided:%s:%s:%s:%s', new.id, new.id, new.approval_status,
           private.notification_stamp()));
  return null;
end;
$$;

create trigger record_verification_notification
  after update on public.lawyer_profiles
  for each row
  when (new.approval_status in ('approved', 'rejected', 'reverify')
        and (old.approval_status, old.review_note)
            is distinct from (new.approval_status, new.review_note))
  execute function private.record_verification_notification();

-- ---------------------------------------------------------------------------
-- A complaint's receipt, to the e-mail address it gave
-- ---------------------------------------------------------------------------
create function private.record_complaint_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.enqueue_notification(
    'complaint_received', null, new.email,
    jsonb_build_object(
      'referenceNumber', new.reference_number,
      'name', (select p.full_name from public.profiles p where p.id = new.user_id)),
    format('complaint_received:%s:%s', new.id, lower(new.email)));
  return null;
end;
$$;

create trigger record_complaint_notification
  after insert on public.complaints
  for each row execute function private.record_complaint_notification();

revoke execute on function private.record_request_notifications(),
  private.record_verification_notification(), private.record_complaint_notification()
  from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- 2. Preferences
-- ---------------------------------------------------------------------------
create table public.notification_preferences (
  user_id uuid primary key references auth.users (id) on delete cascade,
  open_request_digest boolean not null default true,
  meeting_reminders boolean not null default true,
  language text not null default 'en'
    constraint language_is_english_or_hindi check (language in ('en', 'hi')),
  updated_at timestamptz not null default now()
);

comment on table public.notification_preferences is
  'Which optional e-mails a user gets (open_request_digest: lawyers'' hourly digest of open '
  'requests in their areas; meeting_reminders: 24 h and 1 h before a meeting) and their '
  'language. One row per user, made with the profile. Mails about a decision on the user''s '
  'case or verification are always sent. Each user reads and updates their own row.';

create function private.touch_notification_preferences()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger touch_notification_preferences
  before update on public.notification_preferences
  for each row execute function private.touch_notification_preferences();

create function private.create_notification_preferences()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.notification_preferences (user_id) values (new.id)
  on conflict (user_id) do nothing;
  return null;
end;
$$;

create trigger create_notification_preferences
  after insert on public.profiles
  for each row execute function private.create_notification_preferences();

revoke execute on function private.touch_notification_preferences(),
  private.create_notification_preferences()
  from public, anon, authenticated, service_role;

-- Every account there is now.
insert into public.notification_preferences (user_id)
select u.id from auth.users u
on conflict (user_id) do nothing;

alter table public.notification_preferences enable row level security;

create policy "Users read their own notification preferences"
  on public.notification_preferences for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Users update their own notification preferences"
  on public.notification_preferences for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

revoke all on public.notification_preferences from public, anon, authenticated, service_role;
grant select, update (open_request_digest, meeting_reminders, language)
  on public.notification_preferences to authenticated, service_role;

-- Unsubscribe links: a random token per optional mail, stored as its SHA-256 only.
create table private.notification_unsubscribe_tokens (
  token_hash bytea primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  topic text not null
    constraint unsubscribe_topic_is_optional_mail
      check (topic in ('open_request_digest', 'meeting_reminders')),
  created_at timestamptz not null default now()
);
create index notification_unsubscribe_tokens_user_id_idx
  on private.notification_unsubscribe_tokens (user_id);
alter table private.notification_unsubscribe_tokens enable row level security;
revoke all on private.notification_unsubscribe_tokens from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- 3. The worker's functions (it connects as the database owner; the service role may too)
-- ---------------------------------------------------------------------------

-- Claims a row for one delivery attempt and returns what the mail needs:
--   {id, kind, email, recipientName, language, data, unsubscribeToken, topic, idempotencyKey}
-- (unsubscribeToken and topic only for the optional kinds). Returns null when there is nothing
-- to send: the row is sent, skipped, failed for good, or claimed by another delivery whose
-- claim has not run out (2 minutes). Returns the JSON string 'skipped' when the row is not to
-- be sent after all (status skipped, last_error says why): the recipient turned the topic off,
-- or a reminder's meeting moved or was called off. A recipient without an e-mail address is a
-- permanent failure (status failed), and null.
create function private.notification_delivery(outbox_id bigint)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  claimed private.notification_outbox;
  topic text;
  preferences public.notification_preferences;
  recipient_email text;
  recipient_name text;
  reason text;
  token text;
begin
  update private.notification_outbox o
     set status = 'sending',
         claimed_until = pg_catalog.clock_timestamp() + interval '2 minutes',
         attempts = o.attempts + 1
   where o.id = notification_delivery.outbox_id
     and (o.status = 'pending'
          or (o.status = 'sending' and o.claimed_until < pg_catalog.clock_timestamp()))
  returning * into claimed;
  if not found then
    return null;
  end if;

  topic := case claimed.kind
             when 'open_requests_digest' then 'open_request_digest'
             when 'meeting_reminder' then 'meeting_reminders'
           end;

  if claimed.recipient_id is null then
    recipient_email := claimed.recipient_email;
    recipient_name := claimed.data ->> 'name';
  else
    select u.email into recipient_email from auth.users u where u.id = claimed.recipient_id;
    select coalesce(l.name, p.full_name) into recipient_name
      from public.profiles p
      left join public.lawyer_profiles l on l.id = p.id
     where p.id = claimed.recipient_id;
    select * into preferences
      from public.notification_preferences np
     where np.user_id = claimed.recipient_id;
  end if;

  if topic = 'open_request_digest' and preferences.open_request_digest is false
     or topic = 'meeting_reminders' and preferences.meeting_reminders is false then
    reason := 'The recipient turned these e-mails off.';
  elsif claimed.kind = 'meeting_reminder' and not exists (
    select 1 from public.consultation_requests r
     where r.id = (claimed.data ->> 'requestId')::uuid
       and r.status = 'scheduled'
       and r.scheduled_for = (claimed.data ->> 'scheduledFor')::timestamptz
       and r.scheduled_for > now()) then
    reason := 'The meeting was moved or called off.';
  end if;
  if reason is not null then
    update private.notification_outbox o
       set status = 'skipped', claimed_until = null, last_error = reason
     where o.id = claimed.id;
    return to_jsonb('skipped'::text);
  end if;

  if recipient_email is null or btrim(recipient_email) = '' then
    update private.notification_outbox o
       set status = 'failed', claimed_until = null,
           last_error = 'The recipient has no e-mail address.'
     where o.id = claimed.id;
    return null;
  end if;

  if topic is not null then
    token := replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');
    insert into private.notification_unsubscribe_tokens (token_hash, user_id, topic)
    values (pg_catalog.sha256(convert_to(token, 'UTF8')), claimed.recipient_id, topic);
  end if;

  return jsonb_build_object(
    'id', claimed.id,
    'kind', claimed.kind,
    'email', recipient_email,
    'recipientName', recipient_name,
    'language', coalesce(preferences.language, 'en'),
    'data', claimed.data,
    'unsubscribeToken', token,
    'topic', topic,
    'idempotencyKey', claimed.idempotency_key);
end;
$$;

create function private.mark_notification_sent(outbox_id bigint, message_id text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.notification_outbox o
     set status = 'sent',
         sent_at = now(),
         message_id = mark_notification_sent.message_id,
         claimed_until = null
   where o.id = mark_notification_sent.outbox_id
     and o.status in ('pending', 'sending');
end;
$$;

-- A failure that may pass (SMTP down) puts the row back to pending for the queue's next try;
-- a permanent one (the address refused) keeps it as failed, with its error, for staff.
create function private.mark_notification_failed(outbox_id bigint, error text, permanent boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.notification_outbox o
     set status = case when mark_notification_failed.permanent then 'failed' else 'pending' end,
         last_error = left(coalesce(mark_notification_failed.error, 'unknown error'), 4000),
         claimed_until = null
   where o.id = mark_notification_failed.outbox_id
     and o.status in ('pending', 'sending');
end;
$$;

create function private.undispatched_notifications(max_rows integer)
returns table (id bigint, job_id uuid)
language sql
stable
security definer
set search_path = ''
as $$
  select o.id, o.job_id
    from private.notification_outbox o
   where o.dispatched_at is null and o.status = 'pending'
   order by o.id
   limit greatest(coalesce(undispatched_notifications.max_rows, 100), 0)
$$;

create function private.mark_notifications_dispatched(ids bigint[])
returns void
language sql
security definer
set search_path = ''
as $$
  update private.notification_outbox o
     set dispatched_at = now()
   where o.id = any (mark_notifications_dispatched.ids) and o.dispatched_at is null
$$;

-- ---------------------------------------------------------------------------
-- The open-request digest
-- ---------------------------------------------------------------------------
-- Whether a request's location (free text the client typed: 'Saket, New Delhi', 'Bengaluru')
-- is in one of a lawyer's practice locations ('Delhi High Court, Bangalore District Court'):
-- a court's place ('Delhi', 'Punjab & Haryana') named as a whole word in the request's location,
-- with cities' other names read as the directory search reads them (Bengaluru is Bangalore,
-- Gurugram is in Punjab & Haryana). The Supreme Court is no place of its own. A request that
-- names no location may be anywhere, so it matches every lawyer.
create function private.is_in_practice_locations(request_location text, practice_locations text)
returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select nullif(pg_catalog.btrim(request_location), '') is null
      or exists (
        select 1
          from unnest(pg_catalog.string_to_array(practice_locations, ', ')) as court
         where (court like '% High Court' or court like '% District Court')
           and private.listed_place_names(request_location) ~* (
                 '\m' || pg_catalog.regexp_replace(
                           pg_catalog.regexp_replace(court, ' (High|District) Court$', ''),
                           '([.*+?^${}()|\[\]\\])', '\\\1', 'g')
                 || '\M'))
$$;

-- Per lawyer: when the last digest was written, and which requests it has told them of (for
-- a week: older requests are not offered again).
create table private.notification_digest_state (
  lawyer_id uuid primary key references public.lawyer_profiles (id) on delete cascade,
  last_digest_at timestamptz not null,
  last_request_created_at timestamptz
);
create table private.notification_digest_items (
  lawyer_id uuid not null references public.lawyer_profiles (id) on delete cascade,
  request_id uuid not null references public.consultation_requests (id) on delete cascade,
  digested_at timestamptz not null default now(),
  primary key (lawyer_id, request_id)
);
create index notification_digest_items_request_id_idx
  on private.notification_digest_items (request_id);
create index notification_digest_items_digested_at_idx
  on private.notification_digest_items (digested_at);
alter table private.notification_digest_state enable row level security;
alter table private.notification_digest_items enable row level security;
revoke all on private.notification_digest_state, private.notification_digest_items
  from public, anon, authenticated, service_role;

-- For each approved lawyer who gets the digest and had none in the last hour: the open
-- requests (no lawyer, pending, not handed back by them, not their own) of the last 7 days in
-- their areas (service type) and practice locations that no digest has told them of yet, at
-- most 50, oldest first: one open_requests_digest row. Returns the rows written.
create function private.queue_due_digests()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  stamp text := private.notification_stamp();
  written integer := 0;
  lawyer record;
  requests jsonb;
  request_ids uuid[];
  newest timestamptz;
begin
  -- Two workers at once write one digest each, not two.
  perform pg_advisory_xact_lock(hashtext('notifications:queue_due_digests'));

  delete from private.notification_digest_items i where i.digested_at < now() - interval '8 days';

  for lawyer in
    select l.id, l.expertise_areas, l.location
      from public.lawyer_profiles l
      join public.notification_preferences np on np.user_id = l.id and np.open_request_digest
      left join private.notification_digest_state s on s.lawyer_id = l.id
     where l.approval_status = 'approved'
       and (s.last_digest_at is null or s.last_digest_at <= now() - interval '1 hour')
     order by l.id
  loop
    select jsonb_agg(jsonb_build_object(
                       'requestId', r.id,
                       'serviceType', r.service_type,
                       'location', r.location,
                       'createdAt', private.iso_utc(r.created_at))
                     order by r.created_at, r.id),
           array_agg(r.id),
           max(r.created_at)
      into requests, request_ids, newest
      from (
        select r.id, r.service_type, r.location, r.created_at
          from public.consultation_requests r
         where r.lawyer_id is null
           and r.status = 'pending'
           and r.client_id <> lawyer.id
           and r.returned_by is distinct from lawyer.id
           and r.created_at > now() - interval '7 days'
           and r.service_type = any (lawyer.expertise_areas)
           and private.is_in_practice_locations(r.location, lawyer.location)
           and not exists (
             select 1 from private.notification_digest_items i
              where i.lawyer_id = lawyer.id and i.request_id = r.id)
         order by r.created_at, r.id
         limit 50
      ) r;

    continue when request_ids is null;

    perform private.enqueue_notification(
      'open_requests_digest', lawyer.id, null,
      jsonb_build_object('requests', requests),
      format('open_requests_digest:%s:%s:%s', lawyer.id, lawyer.id, stamp));
    insert into private.notification_digest_items (lawyer_id, request_id)
    select lawyer.id, unnest(request_ids)
    on conflict do nothing;
    insert into private.notification_digest_state as s (lawyer_id, last_digest_at, last_request_created_at)
    values (lawyer.id, now(), newest)
    on conflict (lawyer_id) do update
      set last_digest_at = excluded.last_digest_at,
          last_request_created_at = greatest(s.last_request_created_at, excluded.last_request_created_at);
    written := written + 1;
  end loop;
  return written;
end;
$$;

-- ---------------------------------------------------------------------------
-- Meeting reminders
-- ---------------------------------------------------------------------------
-- A scheduled meeting within 24 hours (and more than 1 hour away) gets the 24-hour reminder;
-- within the hour and still ahead, the 1-hour one. The key names the request, the meeting's
-- time and the hours, so each reminder is written once, and a moved meeting is reminded of
-- again. Clients who turned reminders off get none.
create function private.queue_due_reminders()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  written integer;
begin
  with due as (
    select r.id, r.client_id, r.lawyer_id, r.service_type, r.scheduled_for,
           case when r.scheduled_for <= now() + interval '1 hour' then 1 else 24 end as hours
      from public.consultation_requests r
      join public.notification_preferences np
        on np.user_id = r.client_id and np.meeting_reminders
     where r.status = 'scheduled'
       and r.scheduled_for > now()
       and r.scheduled_for <= now() + interval '24 hours'
  ),
  inserted as (
    insert into private.notification_outbox (kind, recipient_id, data, idempotency_key)
    select 'meeting_reminder', due.client_id,
           jsonb_build_object(
             'requestId', due.id,
             'lawyerName', private.lawyer_display_name(due.lawyer_id),
             'serviceType', due.service_type,
             'scheduledFor', private.iso_utc(due.scheduled_for),
             'hoursBefore', due.hours),
           format('meeting_reminder:%s:%s:%s:%s', due.id, due.client_id,
                  private.iso_utc(due.scheduled_for), due.hours)
      from due
    on conflict (idempotency_key) do nothing
    returning 1
  )
  select count(*) into written from inserted;
  return written;
end;
$$;

revoke execute on function private.notification_delivery(bigint),
  private.mark_notification_sent(bigint, text),
  private.mark_notification_failed(bigint, text, boolean),
  private.undispatched_notifications(integer),
  private.mark_notifications_dispatched(bigint[]),
  private.queue_due_digests(),
  private.queue_due_reminders()
  from public, anon, authenticated;
grant execute on function private.notification_delivery(bigint),
  private.mark_notification_sent(bigint, text),
  private.mark_notification_failed(bigint, text, boolean),
  private.undispatched_notifications(integer),
  private.mark_notifications_dispatched(bigint[]),
  private.queue_due_digests(),
  private.queue_due_reminders()
  to service_role;
revoke execute on function private.is_in_practice_locations(text, text)
  from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- 4. One-click unsubscribe
-- ---------------------------------------------------------------------------
-- Works without sign-in: the token is the proof. It turns off its own topic for its own user
-- only, whoever sends it; using it again changes nothing more. Returns the topic turned off.
create function public.unsubscribe(token text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  link private.notification_unsubscribe_tokens;
begin
  if unsubscribe.token is not null and unsubscribe.token ~ '^[0-9a-f]{64}$' then
    select * into link
      from private.notification_unsubscribe_tokens t
     where t.token_hash = pg_catalog.sha256(convert_to(unsubscribe.token, 'UTF8'));
  end if;
  if link.user_id is null then
    raise exception 'This unsubscribe link is not valid.'
      using errcode = 'PT404',
            hint = 'Sign in and change which e-mails you get in your dashboard''s notification settings.';
  end if;

  update public.notification_preferences p
     set open_request_digest = p.open_request_digest and link.topic <> 'open_request_digest',
         meeting_reminders = p.meeting_reminders and link.topic <> 'meeting_reminders'
   where p.user_id = link.user_id;
  return link.topic;
end;
$$;

comment on function public.unsubscribe(text) is
  'Turns off the optional e-mails (open_request_digest or meeting_reminders) an unsubscribe '
  'link''s token was made for, for that token''s user only; returns the topic. Anyone may call '
  'it (the link works without sign-in). PT404 for an unknown or malformed token.';

revoke execute on function public.unsubscribe(text) from public;
grant execute on function public.unsubscribe(text) to anon, authenticated, service_role;
