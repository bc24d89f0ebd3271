-- Bounds and rules found missing by a review (ADR 0002, 0014, 0018, 0019, 0020):
--
--   1. AI consultations: one per request, and at most 10 an hour and 30 a day per user.
--   2. Accepting: the same answer for every request the lawyer may not see, and at most 10
--      accepted cases without a scheduled meeting per lawyer at once.
--   3. Withdrawing: a client withdraws a request while it is pending, once a lawyer has
--      accepted it but no meeting is scheduled, and any case whose lawyer is no longer
--      approved. A lawyer whose case is withdrawn sees it on their list, and the event is
--      recorded for the e-mail that will tell them.
--   4. Completing: only once the meeting has started.
--   5. The directory search matches the official and common names of cities and courts.
--   6. Mobile numbers: stored in one form, +91 and ten digits, however they were typed.

-- ---------------------------------------------------------------------------
-- 1. AI consultations
-- ---------------------------------------------------------------------------
-- A call is saved once, when it ends: one row per request, and a person talks to the AI
-- lawyer a few times a day at most. The table itself is counted (the index on
-- (user_id, started_at) leads with the user): a consultation the owner deletes is gone from
-- the database, so deleting and saving in a loop does not grow it. Runs once per INSERT
-- statement from end users, after the rows are in, so a refusal undoes the whole statement.
-- Rows written by the service role are not counted against anyone.
create function private.limit_ai_consultations()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  per_hour constant integer := 10;
  per_day constant integer := 30;
  row_count integer;
  owner uuid;
  saved_last_hour integer;
  saved_last_day integer;
begin
  if not private.is_end_user_request() then
    return null;
  end if;

  select count(*), (array_agg(s.user_id))[1] into row_count, owner from saved as s;
  if row_count > 1 then
    raise exception 'An AI consultation is saved one at a time; this request held % of them.', row_count
      using errcode = '21000', hint = 'Save each consultation in its own request.';
  end if;
  if row_count = 0 then
    return null;
  end if;

  -- Two saves of one user at once count one after the other.
  perform pg_advisory_xact_lock(hashtext('ai_consultations:user:' || owner::text));

  -- The new row is in the table already: it counts.
  select count(*) filter (where c.created_at > now() - interval '1 hour'),
         count(*)
    into saved_last_hour, saved_last_day
    from public.ai_consultations c
   where c.user_id = owner
     and c.created_at > now() - interval '1 day';

  if saved_last_hour > per_hour then
    raise exception 'You have saved 10 AI consultations in the last hour. Please try again later.'
      using errcode = 'PT429', hint = 'At most 10 AI consultations per hour are saved for one user.';
  end if;
  if saved_last_day > per_day then
    raise exception 'You have saved 30 AI consultations today. Please try again tomorrow.'
      using errcode = 'PT429', hint = 'At most 30 AI consultations per day are saved for one user.';
  end if;
  return null;
end;
$$;

comment on function private.limit_ai_consultations() is
  'After each INSERT statement on ai_consultations from end users: one row per statement '
  '(21000), at most 10 per user in any hour and 30 in any day (PT429).';

create index ai_consultations_user_created_at_idx
  on public.ai_consultations (user_id, created_at);

create trigger limit_ai_consultations
  after insert on public.ai_consultations
  referencing new table as saved
  for each statement execute function private.limit_ai_consultations();

-- ---------------------------------------------------------------------------
-- 3. (first, for the functions below) What a withdrawal records
-- ---------------------------------------------------------------------------
alter table public.consultation_requests
  add column withdrawn_at timestamptz;

comment on column public.consultation_requests.withdrawn_at is
  'When the client withdrew the request while a lawyer held it (addressed, assigned or '
  'scheduled); null otherwise. That lawyer sees it on their list as withdrawn.';

alter table public.consultation_requests
  add constraint withdrawn_request_is_cancelled
    check (withdrawn_at is null or status = 'cancelled');

-- What a lawyer is to be told, kept until the e-mail that tells them is sent (an outbox: the
-- mailer reads unsent rows and stamps mailed_at). The lawyer reads their own; only the
-- database's functions write them.
create table public.lawyer_notifications (
  id uuid primary key default gen_random_uuid(),
  lawyer_id uuid not null references public.lawyer_profiles (id) on delete cascade,
  request_id uuid not null references public.consultation_requests (id) on delete cascade,
  kind text not null
    constraint kind_is_known check (kind in ('client_withdrew')),
  created_at timestamptz not null default now(),
  mailed_at timestamptz
);

comment on table public.lawyer_notifications is
  'Events a lawyer is to be told of by e-mail (client_withdrew: the client withdrew a request '
  'the lawyer held). Written by the database''s functions; the lawyer reads their own; the '
  'mailer (service role) sets mailed_at once sent.';

create index lawyer_notifications_lawyer_id_idx
  on public.lawyer_notifications (lawyer_id, created_at desc);
create index lawyer_notifications_request_id_idx on public.lawyer_notifications (request_id);
create index lawyer_notifications_unmailed_idx
  on public.lawyer_notifications (created_at) where mailed_at is null;

alter table public.lawyer_notifications enable row level security;

create policy "Lawyers read their own notifications"
  on public.lawyer_notifications for select to authenticated
  using (lawyer_id = (select auth.uid()));

revoke all on public.lawyer_notifications from anon, authenticated, service_role;
grant select on public.lawyer_notifications to authenticated;
grant all on public.lawyer_notifications to service_role;

-- ---------------------------------------------------------------------------
-- 2. Accepting
-- ---------------------------------------------------------------------------
-- A request the lawyer may not see (another lawyer's case, one no longer open, one they
-- handed back, or none at all) gets one answer, so ids and states cannot be probed; only the
-- lawyer's own cases and their own requests as a client are answered as what they are.
-- A lawyer holds at most 10 accepted cases without a scheduled meeting: accepting more than
-- they can arrange leaves clients waiting on a lawyer who will not call, where another lawyer
-- would. Counted under a per-lawyer lock, so simultaneous accepts count one after the other.
create or replace function public.accept_consultation_request(request_id uuid)
returns public.consultation_requests
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  case_limit constant integer := 10;
  unscheduled integer;
  accepted public.consultation_requests;
  existing public.consultation_requests;
begin
  if caller is null or not private.is_approved_lawyer() then
    raise exception 'Not allowed: only approved lawyers can accept consultation requests.'
      using errcode = '42501';
  end if;

  perform pg_advisory_xact_lock(hashtext('consultation_requests:lawyer:' || caller::text));
  select count(*) into unscheduled
    from public.consultation_requests r
   where r.lawyer_id = caller and r.status = 'assigned';
  if unscheduled >= case_limit then
    raise exception 'You already have 10 accepted cases without a scheduled meeting. Schedule a meeting or release a case before you accept another.'
      using errcode = 'PT429', hint = 'case_limit';
  end if;

  update public.consultation_requests r
     set lawyer_id = caller, status = 'assigned'
   where r.id = accept_consultation_request.request_id
     and r.status = 'pending'
     and r.client_id <> caller
     and (
       (r.lawyer_id is null and r.returned_by is distinct from caller)
       or r.lawyer_id = caller
     )
  returning * into accepted;

  if found then
    return accepted;
  end if;

  select * into existing
    from public.consultation_requests r
   where r.id = accept_consultation_request.request_id
     and (r.client_id = caller or r.lawyer_id = caller);
  if not found then
    raise exception 'No such consultation request.'
      using errcode = 'PT404', hint = 'not_available';
  elsif existing.client_id = caller then
    raise exception 'Not allowed: you cannot accept your own consultation request.'
      using errcode = '42501';
  else
    raise exception 'This consultation request is already your case (status: %).', existing.status
      using errcode = 'PT409', hint = 'not_open';
  end if;
end;
$$;

comment on function public.accept_consultation_request(uuid) is
  'Accepts a pending request that is open (and not handed back by the caller) or addressed to '
  'the caller, for the calling approved lawyer; returns it, now assigned. 42501 for anyone '
  'else and for the caller''s own request; PT429 hint case_limit when the caller already has '
  '10 assigned cases without a meeting; PT409 hint not_open for the caller''s own case in '
  'another status; PT404 for every other request (none, another lawyer''s, no longer open, '
  'handed back by the caller).';

-- ---------------------------------------------------------------------------
-- 3. Withdrawing
-- ---------------------------------------------------------------------------
create function private.is_approved_lawyer_id(lawyer_id uuid)
returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.lawyer_profiles l
     where l.id = is_approved_lawyer_id.lawyer_id and l.approval_status = 'approved'
  )
$$;
revoke execute on function private.is_approved_lawyer_id(uuid) from public, anon, authenticated;

-- Still one conditional UPDATE (a cancel racing an accept, a schedule or another cancel leaves
-- one winner). A client withdraws:
--   * a pending request (open, or addressed to a lawyer);
--   * an assigned one: a lawyer accepted it, and no meeting is scheduled yet;
--   * any assigned or scheduled case whose lawyer is no longer approved (under review after a
--     profile edit, rejected, or gone): that lawyer cannot schedule or release it meanwhile.
-- A scheduled meeting with an approved lawyer is theirs to release: the client asks them.
-- The lawyer keeps the case on their list, marked withdrawn, and is notified.
create or replace function public.cancel_consultation_request(request_id uuid)
returns public.consultation_requests
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  cancelled public.consultation_requests;
  current_status text;
begin
  update public.consultation_requests r
     set status = 'cancelled',
         withdrawn_at = case when r.lawyer_id is not null then now() end
   where r.id = cancel_consultation_request.request_id
     and r.client_id = caller
     and (
       r.status in ('pending', 'assigned')
       or (r.status = 'scheduled' and not private.is_approved_lawyer_id(r.lawyer_id))
     )
  returning * into cancelled;

  if found then
    if cancelled.lawyer_id is not null then
      insert into public.lawyer_notifications (lawyer_id, request_id, kind)
      values (cancelled.lawyer_id, cancelled.id, 'client_withdrew');
    end if;
    return cancelled;
  end if;

  select r.status into current_status
    from public.consultation_requests r
   where r.id = cancel_consultation_request.request_id
     and r.client_id = caller;
  if not found then
    raise exception 'No such consultation request.' using errcode = 'PT404';
  elsif current_status = 'scheduled' then
    raise exception 'A meeting is scheduled for this request, so only your lawyer can call it off now; please contact them.'
      using errcode = 'PT409', hint = 'meeting_scheduled';
  end if;
  raise exception 'Only a request that is pending or accepted without a meeting can be cancelled; this one is %.', current_status
    using errcode = 'PT409', hint = 'not_cancellable';
end;
$$;

comment on function public.cancel_consultation_request(uuid) is
  'Withdraws the caller''s own request: pending, assigned (no meeting yet), or any case whose '
  'lawyer is no longer approved; returns it, cancelled. A lawyer who held it sees it withdrawn '
  '(withdrawn_at) and is notified (lawyer_notifications). 404 (PT404) for a request that is '
  'not the caller''s or does not exist; 409 (PT409) hint meeting_scheduled or not_cancellable.';

-- The dashboard offers the withdrawal the function takes, and says why a scheduled case may
-- be withdrawn: `withdrawable` is the function's rule, appended at the end of the view.
create or replace view public.client_consultation_requests
with (security_barrier = true)
as
  select r.id, r.lawyer_id, coalesce(l.name, p.name) as lawyer_name, r.service_type,
         r.description, r.location, r.phone, r.status, r.scheduled_for, r.created_at,
         r.return_kind, r.return_reason, r.returned_at,
         coalesce(rl.name, rp.name) as returned_by_name,
         (r.status in ('pending', 'assigned')
          or (r.status = 'scheduled' and p.approval_status is distinct from 'approved'))
           as withdrawable
    from public.consultation_requests r
    left join private.lawyer_listings l on l.id = r.lawyer_id
    left join public.lawyer_profiles p on p.id = r.lawyer_id
    left join private.lawyer_listings rl on rl.id = r.returned_by
    left join public.lawyer_profiles rp on rp.id = r.returned_by
   where r.client_id = (select auth.uid());

comment on view public.client_consultation_requests is
  'The calling client''s own consultation requests, with the name of the lawyer each is '
  'addressed or assigned to (null when open), once a lawyer has handed it back how, why and '
  'by whom (returned_by_name), and whether the client may withdraw it now (withdrawable: '
  'pending, assigned, or scheduled with a lawyer no longer approved). Read-only; order by '
  'created_at desc, id desc.';

-- ---------------------------------------------------------------------------
-- 4. Completing: only once the meeting has started
-- ---------------------------------------------------------------------------
-- Rows stored before: a case marked completed before its meeting's start still has that
-- meeting ahead of it, which is what a scheduled case is. now() only moves forward, so a row
-- that passes the check passes it whenever it is checked again. A completed case without a
-- time was written by hand or a seed (the lawyers' function completes scheduled cases only):
-- it keeps no time rather than an invented one.
update public.consultation_requests
   set status = 'scheduled'
 where status = 'completed' and scheduled_for > now();

alter table public.consultation_requests
  add constraint completed_after_meeting_start
    check (status <> 'completed' or scheduled_for is null or scheduled_for <= now());

create or replace function public.complete_consultation_request(request_id uuid)
returns public.consultation_requests
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  completed public.consultation_requests;
  existing public.consultation_requests;
begin
  if caller is null or not private.is_approved_lawyer() then
    raise exception 'Not allowed: only approved lawyers can complete consultations.'
      using errcode = '42501';
  end if;

  update public.consultation_requests r
     set status = 'completed'
   where r.id = complete_consultation_request.request_id
     and r.lawyer_id = caller
     and r.status = 'scheduled'
     and r.scheduled_for <= now()
  returning * into completed;

  if found then
    return completed;
  end if;

  select * into existing
    from public.consultation_requests r
   where r.id = complete_consultation_request.request_id
     and r.lawyer_id = caller;
  if found and existing.status = 'scheduled' then
    raise exception 'The meeting has not started yet: a case can be completed once its meeting has begun.'
      using errcode = 'PT409', hint = 'meeting_not_started';
  end if;

  perform private.refuse_case_step(
    complete_consultation_request.request_id,
    caller,
    'Only a scheduled case can be completed',
    'not_scheduled'
  );
  return null;
end;
$$;

comment on function public.complete_consultation_request(uuid) is
  'Marks the calling approved lawyer''s scheduled case completed once its meeting has started '
  '(the meeting time is kept). Returns it. 42501 for anyone else; PT404 when it is not the '
  'caller''s case; PT409 hint meeting_not_started or not_scheduled.';

-- ---------------------------------------------------------------------------
-- 5. Names of cities and courts in the directory search
-- ---------------------------------------------------------------------------
-- Practice locations are stored under one name each (public.practice_locations()); people
-- search by the city's official or common name, or the court's official one ('Bengaluru',
-- 'Bombay High Court', 'High Court of Madras', 'Gurugram'). The search text is matched as
-- typed and, when it names a place, once more with the name the list uses. A city with no
-- court of its own in the list is named by its High Court (Gurugram: Punjab & Haryana).
-- Whole words only, any letter case.
create function private.listed_place_names(value text)
returns text
language plpgsql immutable parallel safe
set search_path = ''
as $$
declare
  renamed text := regexp_replace(value, '\s+', ' ', 'g');
  alias record;
begin
  -- 'High Court of Bombay' is the 'Bombay High Court'.
  renamed := regexp_replace(renamed, '\mhigh court of ([a-z& ]+?)\s*$', '\1 High Court', 'i');
  for alias in
    select * from (values
      ('bengaluru', 'Bangalore'), ('bangaluru', 'Bangalore'),
      ('bombay', 'Mumbai'),
      ('madras', 'Chennai'),
      ('calcutta', 'Kolkata'),
      ('prayagraj', 'Allahabad'), ('prayag', 'Allahabad'),
      ('poona', 'Pune'),
      ('amdavad', 'Ahmedabad'),
      ('new delhi', 'Delhi'), ('nct of delhi', 'Delhi'),
      ('gurugram', 'Punjab & Haryana'), ('gurgaon', 'Punjab & Haryana'),
      ('chandigarh', 'Punjab & Haryana'),
      ('kochi', 'Kerala'), ('cochin', 'Kerala'), ('ernakulam', 'Kerala'),
      ('jodhpur', 'Rajasthan'),
      ('jabalpur', 'Madhya Pradesh')
    ) as aliases (name, listed)
  loop
    renamed := regexp_replace(renamed, '\m' || alias.name || '\M', alias.listed, 'gi');
  end loop;
  return renamed;
end;
$$;

comment on function private.listed_place_names(text) is
  'The search text with each official or common name of a city or court replaced by the name '
  'practice_locations() uses (Bengaluru -> Bangalore, Bombay -> Mumbai, Gurugram -> Punjab & '
  'Haryana, High Court of X -> X High Court).';

grant execute on function private.listed_place_names(text) to anon, authenticated, service_role;

-- As in 20261123000100, with the location matched by either name. Still plain SQL without
-- SET options, so the planner inlines it.
create or replace function public.search_lawyer_directory(
  search text default null,
  specialization text default null,
  min_rating numeric default null,
  min_experience integer default null,
  city text default null
)
returns setof public.lawyer_directory
language sql stable
as $$
  select l.id, l.name, l.years_experience, l.expertise_areas, l.location, l.bio, l.rating,
         l.hourly_rate, l.profile_picture_url, l.created_at
    from private.lawyer_listings l
   where private.assert_directory_filters(
           search_lawyer_directory.specialization,
           search_lawyer_directory.min_rating,
           search_lawyer_directory.min_experience)
     and (
       nullif(pg_catalog.btrim(search_lawyer_directory.search), '') is null
       or l.name ilike '%' || private.escape_like(pg_catalog.btrim(search_lawyer_directory.search)) || '%'
       or l.location ilike '%' || private.escape_like(pg_catalog.btrim(search_lawyer_directory.search)) || '%'
       or l.location ilike '%' || private.escape_like(
            private.listed_place_names(pg_catalog.btrim(search_lawyer_directory.search))) || '%'
     )
     and (search_lawyer_directory.specialization is null
          or l.expertise_areas @> array[search_lawyer_directory.specialization])
     and (search_lawyer_directory.min_rating is null
          or l.rating >= search_lawyer_directory.min_rating)
     and (search_lawyer_directory.min_experience is null
          or l.years_experience >= search_lawyer_directory.min_experience)
     and (nullif(pg_catalog.btrim(search_lawyer_directory.city), '') is null
          or l.location ilike '%' || private.escape_like(pg_catalog.btrim(search_lawyer_directory.city)) || '%'
          or l.location ilike '%' || private.escape_like(
               private.listed_place_names(pg_catalog.btrim(search_lawyer_directory.city))) || '%')
$$;

-- ---------------------------------------------------------------------------
-- 6. One form of mobile number
-- ---------------------------------------------------------------------------
-- The site sends '+919876543210', the partner embed sent '9876543210', and a person may
-- type '098765 43210' or '+91 98765-43210': the same number, stored as '+91' and its ten
-- digits. A value that is no Indian mobile in any of these forms is left as sent, for the
-- column's check to refuse by name.
create function private.normal_indian_mobile(value text)
returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select case
           when value ~ '^\s*\+?[0-9][0-9 ().-]*$'
                and digits ~ '^(0091|091|91|0)?[6-9][0-9]{9}$'
             then '+91' || right(digits, 10)
           else value
         end
    from (select regexp_replace(value, '[^0-9]', '', 'g') as digits) as number
$$;

grant execute on function private.normal_indian_mobile(text) to anon, authenticated, service_role;

create function private.normalise_mobile_numbers()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_table_name = 'call_support_requests' then
    new.mobile_number := private.normal_indian_mobile(new.mobile_number);
  elsif tg_table_name = 'complaints' then
    new.phone_number := private.normal_indian_mobile(new.phone_number);
  else
    new.phone := private.normal_indian_mobile(new.phone);
  end if;
  return new;
end;
$$;

-- Named to run before the other row triggers ("a" before "c" and "s").
create trigger a_normalise_mobile_number
  before insert or update of mobile_number on public.call_support_requests
  for each row execute function private.normalise_mobile_numbers();
create trigger a_normalise_mobile_number
  before insert or update of phone_number on public.complaints
  for each row execute function private.normalise_mobile_numbers();
create trigger a_normalise_mobile_number
  before insert or update of phone on public.consultation_requests
  for each row execute function private.normalise_mobile_numbers();

-- Rows stored before take the one form (the triggers above do it).
update public.call_support_requests
   set mobile_number = mobile_number
 where mobile_number is distinct from private.normal_indian_mobile(mobile_number);
update public.complaints
   set phone_number = phone_number
 where phone_number is distinct from private.normal_indian_mobile(phone_number);
update public.consultation_requests
   set phone = phone
 where phone is distinct from private.normal_indian_mobile(phone);

-- From now on only the one form is stored, whoever writes.
alter table public.call_support_requests
  add constraint mobile_number_is_normal_form check (mobile_number ~ '^\+91[6-9][0-9]{9}$');
alter table public.complaints
  add constraint phone_number_is_normal_form check (phone_number ~ '^\+91[6-9][0-9]{9}$');
alter table public.consultation_requests
  add constraint phone_is_normal_form check (phone ~ '^\+91[6-9][0-9]{9}$');
