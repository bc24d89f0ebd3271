-- The case lifecycle (ADR 0020): what a lawyer does with a request after it reaches them, and
-- the note a reviewer leaves with a decision.
--
-- - A lawyer accepts an open request or one addressed to them, declines one addressed to them,
--   schedules (and reschedules) the meeting of their case, completes it, or releases it with a
--   reason. Each is a function: one conditional UPDATE, then, when nothing was updated, a look
--   at the row to say why.
-- - A request handed back (declined or released) goes to the open pool, and records who handed
--   it back, when, how and why; the client reads that, and the lawyer who handed it back no
--   longer sees it among open requests.
-- - A reviewer's decision carries an optional note, which the lawyer reads on their profile.

-- ---------------------------------------------------------------------------
-- Who handed a request back, and why
-- ---------------------------------------------------------------------------
alter table public.consultation_requests
  add column returned_by uuid references public.lawyer_profiles (id) on delete set null,
  add column returned_at timestamptz,
  add column return_kind text
    constraint return_kind_is_known check (return_kind in ('declined', 'released')),
  add column return_reason text
    constraint return_reason_length check (char_length(return_reason) <= 500)
    constraint return_reason_has_visible_text check (private.has_visible_text(return_reason))
    constraint return_reason_has_no_control_characters
      check (private.has_no_control_characters(return_reason)),
  add constraint released_request_has_a_reason
    check (return_kind is distinct from 'released' or return_reason is not null),
  add constraint declined_request_has_no_reason
    check (return_kind is distinct from 'declined' or return_reason is null),
  add constraint hand_back_has_a_kind_and_a_time
    check ((return_kind is null) = (returned_at is null));

comment on column public.consultation_requests.returned_by is
  'The lawyer who last handed the request back (declined or released it); null if none has, '
  'or once that lawyer''s profile is deleted. That lawyer no longer sees it among open requests.';
comment on column public.consultation_requests.returned_at is
  'When the request was last handed back.';
comment on column public.consultation_requests.return_kind is
  'declined (an addressed request the lawyer did not take) or released (a case the lawyer gave '
  'up). Kept when another lawyer accepts; overwritten by the next hand-back.';
comment on column public.consultation_requests.return_reason is
  'Why the lawyer released the case (required then; null for declined). The client reads it.';

create index consultation_requests_returned_by_idx
  on public.consultation_requests (returned_by) where returned_by is not null;

-- ---------------------------------------------------------------------------
-- What lawyers and clients see
-- ---------------------------------------------------------------------------
-- A lawyer who handed a request back has said they will not take it: offering it to them again
-- would invite an accept they already refused. Only the latest hand-back is recorded.
alter policy "Approved lawyers read pending open requests and their own cases"
  on public.consultation_requests
  using (
    (
      lawyer_id = (select auth.uid())
      or (
        lawyer_id is null
        and status = 'pending'
        and returned_by is distinct from (select auth.uid())
      )
    )
    and (select private.is_approved_lawyer())
  );

create or replace view public.client_names
with (security_barrier = true)
as
  select p.id, coalesce(p.full_name, 'Unknown') as full_name
    from public.profiles p
   where (select private.is_approved_lawyer())
     and exists (
       select 1 from public.consultation_requests r
        where r.client_id = p.id
          and (
            r.lawyer_id = (select auth.uid())
            or (
              r.lawyer_id is null
              and r.status = 'pending'
              and r.returned_by is distinct from (select auth.uid())
            )
          )
     );

-- A client files a request that no lawyer has handed back: only the lawyers' steps record a
-- hand-back. (The table grant lets an insert name any column; the policy decides.)
alter policy "Signed-in users submit pending requests as themselves"
  on public.consultation_requests
  with check (
    client_id = (select auth.uid())
    and status = 'pending'
    and scheduled_for is null
    and returned_by is null
    and returned_at is null
    and return_kind is null
    and return_reason is null
    and (
      lawyer_id is null
      or exists (
        select 1 from public.lawyer_directory d where d.id = consultation_requests.lawyer_id
      )
    )
  );

-- The client reads who handed their request back, by name only, as they read their lawyer's
-- (listing name while listed, else the profile's).
create or replace view public.client_consultation_requests
with (security_barrier = true)
as
  select r.id, r.lawyer_id, coalesce(l.name, p.name) as lawyer_name, r.service_type,
         r.description, r.location, r.phone, r.status, r.scheduled_for, r.created_at,
         r.return_kind, r.return_reason, r.returned_at,
         coalesce(rl.name, rp.name) as returned_by_name
    from public.consultation_requests r
    left join private.lawyer_listings l on l.id = r.lawyer_id
    left join public.lawyer_profiles p on p.id = r.lawyer_id
    left join private.lawyer_listings rl on rl.id = r.returned_by
    left join public.lawyer_profiles rp on rp.id = r.returned_by
   where r.client_id = (select auth.uid());

comment on view public.client_consultation_requests is
  'The calling client''s own consultation requests, with the name of the lawyer each is '
  'addressed or assigned to (null when open) and, once a lawyer has handed it back, how, why '
  'and by whom (returned_by_name). Read-only; order by created_at desc, id desc.';

-- ---------------------------------------------------------------------------
-- Accepting: an open request, or one addressed to the caller
-- ---------------------------------------------------------------------------
-- Still one conditional UPDATE, so racing lawyers leave exactly one winner, and a client's
-- cancel racing an accept leaves one of the two.
create or replace function public.accept_consultation_request(request_id uuid)
returns public.consultation_requests
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  accepted public.consultation_requests;
  existing public.consultation_requests;
begin
  if caller is null or not private.is_approved_lawyer() then
    raise exception 'Not allowed: only approved lawyers can accept consultation requests.'
      using errcode = '42501';
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
   where r.id = accept_consultation_request.request_id;
  if not found then
    raise exception 'No such consultation request.' using errcode = 'PT404';
  elsif existing.lawyer_id is not null and existing.lawyer_id <> caller then
    raise exception 'Already accepted: this consultation request has been accepted by another lawyer.'
      using errcode = 'PT409', hint = 'already_accepted';
  elsif existing.client_id = caller then
    raise exception 'Not allowed: you cannot accept your own consultation request.'
      using errcode = '42501';
  elsif existing.status <> 'pending' then
    raise exception 'This consultation request is no longer open (status: %).', existing.status
      using errcode = 'PT409', hint = 'not_open';
  else
    raise exception 'You handed this request back, so it is left to other lawyers now.'
      using errcode = 'PT409', hint = 'handed_back';
  end if;
end;
$$;

comment on function public.accept_consultation_request(uuid) is
  'Accepts a pending request that is open (and not handed back by the caller) or addressed to '
  'the caller, for the calling approved lawyer; returns it, now assigned. 42501 for anyone '
  'else and for the caller''s own request; PT404 no such request; PT409 with hint '
  'already_accepted, not_open or handed_back.';

-- ---------------------------------------------------------------------------
-- Why a step on the caller's case was refused
-- ---------------------------------------------------------------------------
-- Each step is one conditional UPDATE; when it changes nothing, this says why, always by
-- raising. A request that is not the caller's case is answered like one that does not exist,
-- so ids cannot be probed; otherwise the case is in a status the step does not start from.
-- Only the steps call it: they run as the owner, and no API role may execute it.
create function private.refuse_case_step(
  request_id uuid,
  caller uuid,
  refusal text,
  hint text
)
returns void
language plpgsql
set search_path = ''
as $$
declare
  current_status text;
begin
  select r.status into current_status
    from public.consultation_requests r
   where r.id = refuse_case_step.request_id
     and r.lawyer_id = refuse_case_step.caller;
  if not found then
    raise exception 'No such consultation request.' using errcode = 'PT404';
  end if;
  raise exception '%; this one is %.', refusal, current_status
    using errcode = 'PT409', hint = refuse_case_step.hint;
end;
$$;

revoke execute on function private.refuse_case_step(uuid, uuid, text, text)
  from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- Declining a request addressed to the caller
-- ---------------------------------------------------------------------------
create function public.decline_consultation_request(request_id uuid)
returns public.consultation_requests
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  declined public.consultation_requests;
begin
  if caller is null or not private.is_approved_lawyer() then
    raise exception 'Not allowed: only approved lawyers can decline consultation requests.'
      using errcode = '42501';
  end if;

  update public.consultation_requests r
     set lawyer_id = null,
         returned_by = caller,
         returned_at = now(),
         return_kind = 'declined',
         return_reason = null
   where r.id = decline_consultation_request.request_id
     and r.lawyer_id = caller
     and r.status = 'pending'
  returning * into declined;

  if found then
    return declined;
  end if;

  perform private.refuse_case_step(
    decline_consultation_request.request_id,
    caller,
    'Only a request that is still pending can be declined',
    'not_pending'
  );
  return null;
end;
$$;

comment on function public.decline_consultation_request(uuid) is
  'Declines a pending request addressed to the calling approved lawyer: it becomes open to any '
  'other lawyer, recorded as declined by the caller. Returns it. 42501 for anyone else; PT404 '
  'when it is not addressed to the caller; PT409 hint not_pending.';

-- ---------------------------------------------------------------------------
-- Scheduling (and rescheduling) the meeting of the caller's case
-- ---------------------------------------------------------------------------
create function public.schedule_consultation_request(request_id uuid, meeting_at timestamptz)
returns public.consultation_requests
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  scheduled public.consultation_requests;
begin
  if caller is null or not private.is_approved_lawyer() then
    raise exception 'Not allowed: only approved lawyers can schedule consultations.'
      using errcode = '42501';
  end if;
  if meeting_at is null or meeting_at <= now() then
    raise exception 'The meeting must be in the future.'
      using errcode = '22023', hint = 'meeting_in_past';
  end if;
  if meeting_at > now() + interval '365 days' then
    raise exception 'The meeting must be within a year from now.'
      using errcode = '22023', hint = 'meeting_too_far';
  end if;

  update public.consultation_requests r
     set status = 'scheduled', scheduled_for = schedule_consultation_request.meeting_at
   where r.id = schedule_consultation_request.request_id
     and r.lawyer_id = caller
     and r.status in ('assigned', 'scheduled')
  returning * into scheduled;

  if found then
    return scheduled;
  end if;

  perform private.refuse_case_step(
    schedule_consultation_request.request_id,
    caller,
    'Only an assigned or scheduled case can be scheduled',
    'not_assigned'
  );
  return null;
end;
$$;

comment on function public.schedule_consultation_request(uuid, timestamptz) is
  'Sets when the meeting of the calling approved lawyer''s assigned or scheduled case takes '
  'place (after now, at most 365 days ahead); the case becomes scheduled. Returns it. 42501 '
  'for anyone else; 22023 hint meeting_in_past or meeting_too_far; PT404 when it is not the '
  'caller''s case; PT409 hint not_assigned.';

-- ---------------------------------------------------------------------------
-- Completing the caller's scheduled case
-- ---------------------------------------------------------------------------
create function public.complete_consultation_request(request_id uuid)
returns public.consultation_requests
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  completed public.consultation_requests;
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
  returning * into completed;

  if found then
    return completed;
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
  'Marks the calling approved lawyer''s scheduled case completed (the meeting time is kept). '
  'Returns it. 42501 for anyone else; PT404 when it is not the caller''s case; PT409 hint '
  'not_scheduled.';

-- ---------------------------------------------------------------------------
-- Releasing the caller's case, with a reason the client reads
-- ---------------------------------------------------------------------------
create function public.release_consultation_request(request_id uuid, reason text)
returns public.consultation_requests
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  trimmed text := pg_catalog.btrim(reason, E' \t\r\n');
  released public.consultation_requests;
begin
  if caller is null or not private.is_approved_lawyer() then
    raise exception 'Not allowed: only approved lawyers can release consultations.'
      using errcode = '42501';
  end if;
  if trimmed is null or not private.has_visible_text(trimmed) then
    raise exception 'Say why you are releasing this case: the client reads the reason.'
      using errcode = '22023', hint = 'reason_required';
  end if;
  if pg_catalog.char_length(trimmed) > 500 then
    raise exception 'The reason is at most 500 characters; this one has %.',
      pg_catalog.char_length(trimmed)
      using errcode = '22023', hint = 'reason_too_long';
  end if;

  update public.consultation_requests r
     set lawyer_id = null,
         status = 'pending',
         scheduled_for = null,
         returned_by = caller,
         returned_at = now(),
         return_kind = 'released',
         return_reason = trimmed
   where r.id = release_consultation_request.request_id
     and r.lawyer_id = caller
     and r.status in ('assigned', 'scheduled')
  returning * into released;

  if found then
    return released;
  end if;

  perform private.refuse_case_step(
    release_consultation_request.request_id,
    caller,
    'Only an assigned or scheduled case can be released',
    'not_assigned'
  );
  return null;
end;
$$;

comment on function public.release_consultation_request(uuid, text) is
  'Gives up the calling approved lawyer''s assigned or scheduled case, with a reason (at most '
  '500 characters) the client reads: it becomes pending and open to any other lawyer, and any '
  'meeting time is cleared. Returns it. 42501 for anyone else; 22023 hint reason_required or '
  'reason_too_long; PT404 when it is not the caller''s case; PT409 hint not_assigned.';

-- Hosted Supabase's default privileges give every role execute on a new function.
revoke execute on function public.decline_consultation_request(uuid),
  public.schedule_consultation_request(uuid, timestamptz),
  public.complete_consultation_request(uuid),
  public.release_consultation_request(uuid, text)
  from public, anon;
grant execute on function public.decline_consultation_request(uuid),
  public.schedule_consultation_request(uuid, timestamptz),
  public.complete_consultation_request(uuid),
  public.release_consultation_request(uuid, text)
  to authenticated;

-- ---------------------------------------------------------------------------
-- The reviewer's note
-- ---------------------------------------------------------------------------
alter table public.lawyer_profiles
  add column review_note text
    constraint review_note_at_most_1000_chars check (char_length(review_note) <= 1000)
    constraint review_note_has_visible_text check (private.has_visible_text(review_note))
    constraint review_note_has_no_control_characters
      check (private.has_no_control_characters(review_note));

comment on column public.lawyer_profiles.review_note is
  'What the reviewer told the lawyer with their last decision (e.g. what to correct); null if '
  'nothing. Set by set_lawyer_approval only; the lawyer reads it, the directory never shows it.';

-- As in 20261123000100, plus: the review note is the reviewer's.
create or replace function private.guard_lawyer_profile_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_end_user_request() then
    return new;
  end if;

  if tg_op = 'INSERT' then
    if not private.is_lawyer_account(new.id) then
      raise exception 'Only accounts that signed up as lawyers can submit a lawyer verification.'
        using errcode = '42501',
              hint = 'Sign up through the lawyer portal to offer consultations.';
    end if;
    if new.rating is not null then
      raise exception 'A rating cannot be set by the lawyer.' using errcode = '42501';
    end if;
    if new.approval_status is distinct from 'pending' then
      raise exception 'A verification can only be submitted with approval_status pending.'
        using errcode = '42501';
    end if;
    if new.review_note is not null then
      raise exception 'The review note is written by the reviewer, not the lawyer.'
        using errcode = '42501';
    end if;
    return new;
  end if;

  if new.rating is distinct from old.rating then
    raise exception 'A rating cannot be set by the lawyer.' using errcode = '42501';
  end if;
  if (new.id, new.created_at) is distinct from (old.id, old.created_at) then
    raise exception 'A profile''s id and creation date cannot be changed.' using errcode = '42501';
  end if;
  if new.approval_status is distinct from old.approval_status
     and new.approval_status is distinct from 'pending' then
    raise exception 'A lawyer can only set approval_status to pending (submit for review).'
      using errcode = '42501';
  end if;
  if new.review_note is distinct from old.review_note then
    raise exception 'The review note is written by the reviewer, not the lawyer.'
      using errcode = '42501';
  end if;
  return new;
end;
$$;

-- The note is recorded with every decision: a decision without one clears the previous note,
-- so the lawyer never reads advice meant for an earlier decision.
drop function public.set_lawyer_approval(uuid, text, timestamptz);

create function public.set_lawyer_approval(
  lawyer_id uuid,
  decision text,
  reviewed_version timestamptz default null,
  note text default null
)
returns public.lawyer_profiles
language plpgsql
security definer
set search_path = ''
as $$
declare
  current_version timestamptz;
  trimmed_note text := pg_catalog.btrim(note, E' \t\r\n');
  updated public.lawyer_profiles;
begin
  if coalesce((select auth.role()), '') <> 'service_role' then
    raise exception 'Not allowed: only reviewers can decide verifications.' using errcode = '42501';
  end if;
  if decision is null or decision not in ('approved', 'rejected', 'reverify') then
    raise exception 'Unknown decision "%": use approved, rejected or reverify.', decision
      using errcode = '22023';
  end if;

  -- The lock holds off the lawyer's writes until the decision is recorded.
  select l.updated_at into current_version
    from public.lawyer_profiles l
   where l.id = set_lawyer_approval.lawyer_id
     for update;
  if not found then
    raise exception 'No lawyer profile with id %.', lawyer_id using errcode = 'PT404';
  end if;
  if reviewed_version is not null and reviewed_version <> current_version then
    raise exception
      'The lawyer has changed the profile since the version reviewed (%); nothing was decided.',
      reviewed_version
      using errcode = 'PT409',
            detail = format('The current version is %s.', current_version),
            hint = 'changed_since_review';
  end if;

  update public.lawyer_profiles l
     set approval_status = decision,
         review_note = case when private.has_visible_text(trimmed_note) then trimmed_note end
   where l.id = set_lawyer_approval.lawyer_id
  returning * into updated;
  return updated;
end;
$$;

revoke execute on function public.set_lawyer_approval(uuid, text, timestamptz, text)
  from public, anon, authenticated;
grant execute on function public.set_lawyer_approval(uuid, text, timestamptz, text) to service_role;
