-- The staff console (docs/product/ops-console.md, docs/adr/0030-ops-console.md).
--
--   1. Staff: a person holds capabilities ('reviewer', 'support') granted by the operator tool
--      (service role); nobody becomes staff by signing up or through user metadata.
--   2. The audit trail: one append-only row per staff action, written only by the functions below.
--   3. Callbacks: a status, the agent who took the callback, and the take race (one winner).
--   4. Complaints: a status, the response to the complainant (mailed), a linked lawyer.
--   5. Private staff notes on callbacks and complaints.
--   6. Verifications: the console's decisions and the reviewers' tool go through one function,
--      which keeps every decision in verification_decisions.
--   7. The public status look-up of a callback or complaint, by reference number and contact.
--   8. The operator's functions (grant, revoke, list staff).

-- ---------------------------------------------------------------------------
-- 1. Staff capabilities
-- ---------------------------------------------------------------------------
create table private.staff_capabilities (
  user_id uuid not null references auth.users (id) on delete cascade,
  capability text not null
    constraint staff_capability_is_known check (capability in ('reviewer', 'support')),
  granted_at timestamptz not null default now(),
  primary key (user_id, capability)
);

comment on table private.staff_capabilities is
  'Who is staff: one row per person and capability (reviewer: lawyer verifications; support: '
  'callbacks and complaints). Written only by grant_staff_capability / revoke_staff_capability '
  '(the operator tool, service role).';

alter table private.staff_capabilities enable row level security;
revoke all on private.staff_capabilities from public, anon, authenticated, service_role;

create function private.has_staff_capability(capability text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from private.staff_capabilities s
     where s.user_id = (select auth.uid())
       and s.capability = has_staff_capability.capability)
$$;

create function private.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from private.staff_capabilities s where s.user_id = (select auth.uid()))
$$;

revoke all on function private.has_staff_capability(text), private.is_staff() from public, anon;
grant execute on function private.has_staff_capability(text), private.is_staff()
  to authenticated, service_role;

-- Refuses the caller who lacks the capability, in a sentence the console can show.
create function private.require_staff_capability(capability text)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.has_staff_capability(capability) then
    raise exception '%', case capability
        when 'reviewer' then 'Not allowed: only reviewers can do this.'
        else 'Not allowed: only support staff can do this.'
      end
      using errcode = '42501',
            hint = format('The operator grants the %s capability with the staff tool.', capability);
  end if;
end;
$$;

-- The name staff are shown by: the profile's name, else the e-mail address.
create function private.staff_name(user_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(nullif(btrim(p.full_name), ''), p.email, u.email)
    from auth.users u
    left join public.profiles p on p.id = u.id
   where u.id = staff_name.user_id
$$;

create function public.my_staff_capabilities()
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(s.capability order by s.capability), '{}')
    from private.staff_capabilities s
   where s.user_id = (select auth.uid())
$$;

comment on function public.my_staff_capabilities() is
  'The staff capabilities of the caller (reviewer, support); empty for everyone else.';

-- ---------------------------------------------------------------------------
-- 2. The audit trail
-- ---------------------------------------------------------------------------
create table public.staff_audit_log (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  -- null: an operator tool with the secret key.
  actor_id uuid,
  actor_label text not null
    constraint staff_audit_actor_label_required check (private.has_visible_text(actor_label)),
  action text not null
    constraint staff_audit_action_is_dotted_name check (action ~ '^[a-z_]+\.[a-z_]+$'),
  subject_table text,
  subject_id text,
  before jsonb,
  after jsonb
);

comment on table public.staff_audit_log is
  'Append-only: one row per staff action (verifications, callbacks, complaints, notes, staff '
  'grants). Written only by the definer functions; staff read it; nobody updates or deletes it.';

create index staff_audit_log_subject_idx
  on public.staff_audit_log (subject_table, subject_id, created_at);
create index staff_audit_log_created_at_idx on public.staff_audit_log (created_at);

alter table public.staff_audit_log enable row level security;
revoke all on public.staff_audit_log from public, anon, authenticated, service_role;
grant select on public.staff_audit_log to authenticated, service_role;

create policy "Staff read the audit trail"
  on public.staff_audit_log for select to authenticated
  using ((select private.is_staff()));

create function private.refuse_audit_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'The staff audit trail is append-only: its rows are never changed or removed.'
    using errcode = '42501';
end;
$$;

create trigger refuse_audit_change
  before update or delete on public.staff_audit_log
  for each row execute function private.refuse_audit_change();

create trigger refuse_audit_truncate
  before truncate on public.staff_audit_log
  for each statement execute function private.refuse_audit_change();

create function private.write_staff_audit(
  action text,
  subject_table text,
  subject_id text,
  before jsonb,
  after jsonb,
  tool_label text default 'staff tool'
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.staff_audit_log
    (actor_id, actor_label, action, subject_table, subject_id, before, after)
  select (select auth.uid()),
         coalesce(private.staff_name((select auth.uid())), write_staff_audit.tool_label),
         write_staff_audit.action, write_staff_audit.subject_table, write_staff_audit.subject_id,
         write_staff_audit.before, write_staff_audit.after
$$;

-- ---------------------------------------------------------------------------
-- 3. Callbacks
-- ---------------------------------------------------------------------------
alter table public.call_support_requests
  add column status text not null default 'new'
    constraint callback_status_is_known check (status in ('new', 'contacted', 'no_answer', 'resolved')),
  add column retry_at timestamptz,
  add column assigned_to uuid references auth.users (id) on delete set null,
  add column assigned_at timestamptz,
  add column updated_at timestamptz not null default now(),
  add constraint callback_retry_at_only_with_no_answer
    check ((status = 'no_answer') = (retry_at is not null)),
  add constraint callback_assigned_at_with_assignee
    check ((assigned_to is null) = (assigned_at is null));

-- The queue's order: what needs a call first.
create function private.callback_status_rank(status text)
returns integer
language sql immutable parallel safe
set search_path = ''
as $$
  select case status when 'new' then 0 when 'no_answer' then 1 when 'contacted' then 2 else 3 end
$$;
grant execute on function private.callback_status_rank(text) to authenticated, service_role;

create index call_support_requests_queue_idx
  on public.call_support_requests (private.callback_status_rank(status), created_at, id);
create index call_support_requests_reference_idx
  on public.call_support_requests (lower(reference_number));
create index call_support_requests_assigned_to_idx
  on public.call_support_requests (assigned_to) where assigned_to is not null;

-- A visitor submits only what the form asks (and may choose the row's id, as before); the
-- status and assignee are staff's.
revoke insert on public.call_support_requests from anon, authenticated;
-- reference_number and created_at stay insertable: the database sets both whatever is sent.
grant insert (id, name, mobile_number, issue_description, source, reference_number, created_at)
  on public.call_support_requests to anon, authenticated;

-- A callback as the queue shows it.
create function private.callback_json(callback_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
           'id', c.id, 'reference_number', c.reference_number, 'name', c.name,
           'mobile_number', c.mobile_number, 'issue_description', c.issue_description,
           'source', c.source, 'created_at', c.created_at, 'status', c.status,
           'retry_at', c.retry_at, 'assigned_to', c.assigned_to,
           'assigned_to_name', private.staff_name(c.assigned_to), 'assigned_at', c.assigned_at,
           'updated_at', c.updated_at, 'sort_rank', private.callback_status_rank(c.status))
    from public.call_support_requests c
   where c.id = callback_json.callback_id
$$;

create function public.callback_queue(
  status_filter text default null,
  after_rank integer default null,
  after_created_at timestamptz default null,
  after_id uuid default null,
  page_size integer default 25
)
returns table (
  id uuid, reference_number text, name text, mobile_number text, issue_description text,
  source text, created_at timestamptz, status text, retry_at timestamptz, assigned_to uuid,
  assigned_to_name text, assigned_at timestamptz, updated_at timestamptz, sort_rank integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff_capability('support');
  if status_filter is not null
     and status_filter not in ('all', 'new', 'contacted', 'no_answer', 'resolved') then
    raise exception 'Unknown status filter "%": use all, new, contacted, no_answer or resolved.',
      status_filter using errcode = '22023';
  end if;
  if page_size is null or page_size not between 1 and 100 then
    raise exception 'A page holds 1 to 100 callbacks.' using errcode = '22023';
  end if;
  if after_rank is not null and (after_created_at is null or after_id is null) then
    raise exception 'A cursor is the last row''s sort_rank, created_at and id.' using errcode = '22023';
  end if;

  return query
    select c.id, c.reference_number, c.name, c.mobile_number, c.issue_description, c.source,
           c.created_at, c.status, c.retry_at, c.assigned_to, private.staff_name(c.assigned_to),
           c.assigned_at, c.updated_at, private.callback_status_rank(c.status)
      from public.call_support_requests c
     where case
             when status_filter is null then c.status <> 'resolved'
             when status_filter = 'all' then true
             else c.status = status_filter
           end
       and (after_rank is null
            or (private.callback_status_rank(c.status), c.created_at, c.id)
               > (after_rank, after_created_at, after_id))
     order by private.callback_status_rank(c.status), c.created_at, c.id
     limit page_size;
end;
$$;

comment on function public.callback_queue(text, integer, timestamptz, uuid, integer) is
  'Support: callbacks, new first, then no answer, contacted, resolved; oldest first within a '
  'status. status_filter null: all but resolved; ''all''; or one status. Keyset cursor: the last '
  'row''s (sort_rank, created_at, id).';

-- Refuses anyone but the agent holding the callback; PT404 for an unknown one.
create function private.require_callback_holder(callback_id uuid)
returns public.call_support_requests
language plpgsql
security definer
set search_path = ''
as $$
declare
  callback public.call_support_requests;
begin
  select * into callback from public.call_support_requests c
   where c.id = require_callback_holder.callback_id
     for update;
  if not found then
    raise exception 'No callback request with id %.', callback_id using errcode = 'PT404';
  end if;
  if callback.assigned_to is distinct from (select auth.uid()) then
    raise exception 'Only the agent who took this callback can change it.'
      using errcode = 'PT409',
            detail = coalesce(private.staff_name(callback.assigned_to), ''),
            hint = 'not_holder';
  end if;
  return callback;
end;
$$;

-- One winner: the conditional update takes the row only while nobody holds it; a concurrent
-- take waits for the winner's commit, re-reads the row, and finds it held.
create function public.take_callback(callback_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  holder uuid;
  holder_name text;
begin
  perform private.require_staff_capability('support');

  update public.call_support_requests c
     set assigned_to = (select auth.uid()), assigned_at = now(), updated_at = now()
   where c.id = take_callback.callback_id and c.assigned_to is null;
  if found then
    perform private.write_staff_audit(
      'callback.taken', 'call_support_requests', callback_id::text,
      jsonb_build_object('assignedTo', null),
      jsonb_build_object('assignedTo', (select auth.uid())));
    return private.callback_json(callback_id);
  end if;

  select c.assigned_to into holder from public.call_support_requests c
   where c.id = take_callback.callback_id;
  if not found then
    raise exception 'No callback request with id %.', callback_id using errcode = 'PT404';
  end if;
  if holder = (select auth.uid()) then
    return private.callback_json(callback_id);
  end if;
  holder_name := coalesce(private.staff_name(holder), 'another agent');
  raise exception 'Already taken by %.', holder_name
    using errcode = 'PT409', detail = holder_name, hint = 'callback_taken';
end;
$$;

create function public.release_callback(callback_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  callback public.call_support_requests;
begin
  perform private.require_staff_capability('support');
  callback := private.require_callback_holder(callback_id);
  update public.call_support_requests c
     set assigned_to = null, assigned_at = null, updated_at = now()
   where c.id = release_callback.callback_id;
  perform private.write_staff_audit(
    'callback.released', 'call_support_requests', callback_id::text,
    jsonb_build_object('assignedTo', callback.assigned_to),
    jsonb_build_object('assignedTo', null));
  return private.callback_json(callback_id);
end;
$$;

create function public.set_callback_status(
  callback_id uuid,
  status text,
  retry_at timestamptz default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  callback public.call_support_requests;
begin
  perform private.require_staff_capability('support');
  if status is null or status not in ('new', 'contacted', 'no_answer', 'resolved') then
    raise exception 'Unknown callback status "%": use new, contacted, no_answer or resolved.', status
      using errcode = '22023';
  end if;
  if status = 'no_answer' and (retry_at is null or retry_at <= now()) then
    raise exception 'Choose when to try again, in the future.' using errcode = '22023';
  end if;
  callback := private.require_callback_holder(callback_id);

  update public.call_support_requests c
     set status = set_callback_status.status,
         retry_at = case when set_callback_status.status = 'no_answer'
                         then set_callback_status.retry_at end,
         updated_at = now()
   where c.id = set_callback_status.callback_id;
  perform private.write_staff_audit(
    'callback.status_changed', 'call_support_requests', callback_id::text,
    jsonb_build_object('status', callback.status, 'retryAt', callback.retry_at),
    jsonb_build_object('status', status,
                       'retryAt', case when status = 'no_answer' then retry_at end));
  return private.callback_json(callback_id);
end;
$$;

-- ---------------------------------------------------------------------------
-- 4. Complaints
-- ---------------------------------------------------------------------------
alter table public.complaints
  add column status text not null default 'received'
    constraint complaint_status_is_known
      check (status in ('received', 'in_review', 'resolved', 'rejected')),
  add column response text
    constraint complaint_response_at_most_2000_chars check (char_length(response) <= 2000)
    constraint complaint_response_has_visible_text check (private.has_visible_text(response))
    constraint complaint_response_has_no_control_characters
      check (private.has_no_control_characters(response)),
  add column handled_by uuid references auth.users (id) on delete set null,
  add column lawyer_id uuid references public.lawyer_profiles (id) on delete set null,
  add column updated_at timestamptz not null default now(),
  add constraint complaint_response_only_when_decided
    check ((status in ('resolved', 'rejected')) = (response is not null));

create index complaints_queue_idx on public.complaints (status, created_at desc, id desc);
create index complaints_created_at_id_idx on public.complaints (created_at desc, id desc);
create index complaints_reference_idx on public.complaints (lower(reference_number));
create index complaints_lawyer_id_idx on public.complaints (lawyer_id) where lawyer_id is not null;

revoke insert on public.complaints from anon, authenticated;
grant insert (id, user_id, email, phone_number, complaint_text, source, reference_number,
  created_at)
  on public.complaints to anon, authenticated;

create function private.complaint_json(complaint_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
           'id', c.id, 'reference_number', c.reference_number, 'email', c.email,
           'phone_number', c.phone_number, 'complaint_text', c.complaint_text,
           'source', c.source, 'created_at', c.created_at, 'status', c.status,
           'response', c.response, 'handled_by_name', private.staff_name(c.handled_by),
           'lawyer_id', c.lawyer_id,
           'lawyer_name', case when c.lawyer_id is not null
                               then private.lawyer_display_name(c.lawyer_id) end,
           'updated_at', c.updated_at)
    from public.complaints c
   where c.id = complaint_json.complaint_id
$$;

create function public.complaint_queue(
  status_filter text default null,
  reference text default null,
  after_created_at timestamptz default null,
  after_id uuid default null,
  page_size integer default 25
)
returns table (
  id uuid, reference_number text, email text, phone_number text, complaint_text text,
  source text, created_at timestamptz, status text, response text, handled_by_name text,
  lawyer_id uuid, lawyer_name text, updated_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  wanted_reference text := lower(btrim(reference));
begin
  perform private.require_staff_capability('support');
  if status_filter is not null
     and status_filter not in ('all', 'received', 'in_review', 'resolved', 'rejected') then
    raise exception 'Unknown status filter "%": use all, received, in_review, resolved or rejected.',
      status_filter using errcode = '22023';
  end if;
  if page_size is null or page_size not between 1 and 100 then
    raise exception 'A page holds 1 to 100 complaints.' using errcode = '22023';
  end if;
  if after_created_at is not null and after_id is null then
    raise exception 'A cursor is the last row''s created_at and id.' using errcode = '22023';
  end if;

  return query
    select c.id, c.reference_number, c.email, c.phone_number, c.complaint_text, c.source,
           c.created_at, c.status, c.response, private.staff_name(c.handled_by), c.lawyer_id,
           case when c.lawyer_id is not null then private.lawyer_display_name(c.lawyer_id) end,
           c.updated_at
      from public.complaints c
     where case
             when status_filter is null then c.status in ('received', 'in_review')
             when status_filter = 'all' then true
             else c.status = status_filter
           end
       and (nullif(wanted_reference, '') is null
            or lower(c.reference_number) = wanted_reference)
       and (after_created_at is null or (c.created_at, c.id) < (after_created_at, after_id))
     order by c.created_at desc, c.id desc
     limit page_size;
end;
$$;

comment on function public.complaint_queue(text, text, timestamptz, uuid, integer) is
  'Support: complaints, newest first. status_filter null: open (received, in review); ''all''; '
  'or one status. reference: one reference number. Keyset cursor: the last row''s (created_at, id).';

create function public.set_complaint_status(
  complaint_id uuid,
  status text,
  response text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  complaint public.complaints;
  trimmed_response text := nullif(pg_catalog.btrim(response, E' \t\r\n'), '');
begin
  perform private.require_staff_capability('support');
  if status is null or status not in ('received', 'in_review', 'resolved', 'rejected') then
    raise exception 'Unknown complaint status "%": use received, in_review, resolved or rejected.',
      status using errcode = '22023';
  end if;
  if status in ('resolved', 'rejected') then
    if not coalesce(private.has_visible_text(trimmed_response), false) then
      raise exception 'Write a response to the complainant.' using errcode = '22023';
    end if;
    if char_length(trimmed_response) > 2000 then
      raise exception 'The response is at most 2000 characters.' using errcode = '22023';
    end if;
  else
    trimmed_response := null;
  end if;

  select * into complaint from public.complaints c
   where c.id = set_complaint_status.complaint_id
     for update;
  if not found then
    raise exception 'No complaint with id %.', complaint_id using errcode = 'PT404';
  end if;

  update public.complaints c
     set status = set_complaint_status.status,
         response = trimmed_response,
         handled_by = (select auth.uid()),
         updated_at = now()
   where c.id = set_complaint_status.complaint_id;
  perform private.write_staff_audit(
    'complaint.status_changed', 'complaints', complaint_id::text,
    jsonb_build_object('status', complaint.status, 'response', complaint.response),
    jsonb_build_object('status', status, 'response', trimmed_response));
  return private.complaint_json(complaint_id);
end;
$$;

-- The complainant learns of each step by e-mail, with the response when decided
-- (docs/product/notifications.md). Written by a trigger, as the other mails, so every path that
-- changes the status records it.
alter table private.notification_outbox
  drop constraint notification_kind_is_known,
  add constraint notification_kind_is_known check (kind in (
    'request_addressed', 'open_requests_digest', 'verification_decided', 'request_accepted',
    'meeting_scheduled', 'request_declined', 'request_released', 'request_completed',
    'meeting_reminder', 'case_cancelled', 'complaint_received', 'complaint_status_changed'));

create function private.record_complaint_status_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.enqueue_notification(
    'complaint_status_changed', null, new.email,
    jsonb_build_object(
      'referenceNumber', new.reference_number,
      'status', new.status,
      'response', new.response),
    format('complaint_status_changed:%s:%s:%s', new.id, new.status, private.notification_stamp()));
  return null;
end;
$$;

create trigger record_complaint_status_notification
  after update of status, response on public.complaints
  for each row
  when (new.status in ('in_review', 'resolved', 'rejected')
        and (old.status, old.response) is distinct from (new.status, new.response))
  execute function private.record_complaint_status_notification();

revoke execute on function private.record_complaint_status_notification()
  from public, anon, authenticated, service_role;

create function public.link_complaint_lawyer(complaint_id uuid, lawyer_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  previous uuid;
begin
  perform private.require_staff_capability('support');
  select c.lawyer_id into previous from public.complaints c
   where c.id = link_complaint_lawyer.complaint_id
     for update;
  if not found then
    raise exception 'No complaint with id %.', complaint_id using errcode = 'PT404';
  end if;
  if lawyer_id is not null
     and not exists (select 1 from public.lawyer_profiles l where l.id = link_complaint_lawyer.lawyer_id) then
    raise exception 'No lawyer profile with id %.', lawyer_id using errcode = 'PT404';
  end if;

  update public.complaints c
     set lawyer_id = link_complaint_lawyer.lawyer_id, updated_at = now()
   where c.id = link_complaint_lawyer.complaint_id;
  perform private.write_staff_audit(
    'complaint.lawyer_linked', 'complaints', complaint_id::text,
    jsonb_build_object('lawyerId', previous),
    jsonb_build_object('lawyerId', lawyer_id));
  return private.complaint_json(complaint_id);
end;
$$;

create function public.find_lawyers_for_link(query text)
returns table (id uuid, name text, bar_council_id text, approval_status text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  wanted text := btrim(query);
  pattern text;
begin
  perform private.require_staff_capability('support');
  if wanted is null or wanted = '' or char_length(wanted) > 200 then
    return;
  end if;
  pattern := '%' || replace(replace(replace(wanted, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  return query
    select l.id, coalesce(l.name, p.full_name), l.bar_council_id, l.approval_status
      from public.lawyer_profiles l
      left join public.profiles p on p.id = l.id
     where l.name ilike pattern
        or p.full_name ilike pattern
        or (private.bar_council_id_key(wanted) <> ''
            and private.bar_council_id_key(l.bar_council_id) = private.bar_council_id_key(wanted))
     order by (private.bar_council_id_key(l.bar_council_id) = private.bar_council_id_key(wanted)) desc,
              coalesce(l.name, p.full_name), l.id
     limit 10;
end;
$$;

create index lawyer_profiles_bar_council_id_key_idx
  on public.lawyer_profiles (private.bar_council_id_key(bar_council_id));

-- ---------------------------------------------------------------------------
-- 5. Staff notes
-- ---------------------------------------------------------------------------
create table public.support_notes (
  id bigint generated always as identity primary key,
  callback_id uuid references public.call_support_requests (id) on delete cascade,
  complaint_id uuid references public.complaints (id) on delete cascade,
  author_id uuid not null,
  author_name text not null,
  body text not null
    constraint support_note_body_has_visible_text check (private.has_visible_text(body))
    constraint support_note_body_at_most_2000_chars check (char_length(body) <= 2000)
    constraint support_note_body_has_no_control_characters
      check (private.has_no_control_characters(body)),
  created_at timestamptz not null default now(),
  constraint support_note_on_exactly_one_request
    check ((callback_id is null) <> (complaint_id is null))
);

comment on table public.support_notes is
  'Support staff''s private notes on a callback or a complaint; never shown outside the console. '
  'Support staff read them; written only by add_support_note.';

create index support_notes_callback_idx on public.support_notes (callback_id, created_at desc)
  where callback_id is not null;
create index support_notes_complaint_idx on public.support_notes (complaint_id, created_at desc)
  where complaint_id is not null;

alter table public.support_notes enable row level security;
revoke all on public.support_notes from public, anon, authenticated, service_role;
grant select on public.support_notes to authenticated, service_role;

create policy "Support staff read the notes"
  on public.support_notes for select to authenticated
  using ((select private.has_staff_capability('support')));

create function public.add_support_note(callback_id uuid, complaint_id uuid, body text)
returns public.support_notes
language plpgsql
security definer
set search_path = ''
as $$
declare
  note public.support_notes;
  trimmed_body text := pg_catalog.btrim(body, E' \t\r\n');
begin
  perform private.require_staff_capability('support');
  if (callback_id is null) = (complaint_id is null) then
    raise exception 'A note is on one callback or one complaint.' using errcode = '22023';
  end if;
  if not coalesce(private.has_visible_text(trimmed_body), false) then
    raise exception 'Write the note.' using errcode = '22023';
  end if;
  if char_length(trimmed_body) > 2000 then
    raise exception 'A note is at most 2000 characters.' using errcode = '22023';
  end if;
  if callback_id is not null
     and not exists (select 1 from public.call_support_requests c where c.id = add_support_note.callback_id) then
    raise exception 'No callback request with id %.', callback_id using errcode = 'PT404';
  end if;
  if complaint_id is not null
     and not exists (select 1 from public.complaints c where c.id = add_support_note.complaint_id) then
    raise exception 'No complaint with id %.', complaint_id using errcode = 'PT404';
  end if;

  insert into public.support_notes (callback_id, complaint_id, author_id, author_name, body)
  values (add_support_note.callback_id, add_support_note.complaint_id, (select auth.uid()),
          coalesce(private.staff_name((select auth.uid())), 'support'), trimmed_body)
  returning * into note;
  perform private.write_staff_audit(
    case when callback_id is not null then 'callback.note_added' else 'complaint.note_added' end,
    case when callback_id is not null then 'call_support_requests' else 'complaints' end,
    coalesce(callback_id, complaint_id)::text,
    null,
    jsonb_build_object('noteId', note.id, 'body', note.body));
  return note;
end;
$$;

create function public.support_notes_of(callback_id uuid, complaint_id uuid)
returns setof public.support_notes
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff_capability('support');
  if (callback_id is null) = (complaint_id is null) then
    raise exception 'Notes are of one callback or one complaint.' using errcode = '22023';
  end if;
  return query
    select * from public.support_notes n
     where (support_notes_of.callback_id is not null and n.callback_id = support_notes_of.callback_id)
        or (support_notes_of.complaint_id is not null and n.complaint_id = support_notes_of.complaint_id)
     order by n.created_at desc, n.id desc;
end;
$$;

-- ---------------------------------------------------------------------------
-- 6. Verifications
-- ---------------------------------------------------------------------------
create table public.verification_decisions (
  id bigint generated always as identity primary key,
  lawyer_id uuid not null references public.lawyer_profiles (id) on delete cascade,
  decision text not null
    constraint verification_decision_is_known check (decision in ('approved', 'rejected', 'reverify')),
  note text,
  decided_by uuid,
  decided_by_label text not null,
  decided_at timestamptz not null default now(),
  reviewed_version timestamptz,
  snapshot jsonb not null
    constraint verification_snapshot_is_an_object check (jsonb_typeof(snapshot) = 'object')
);

comment on table public.verification_decisions is
  'Every verification decision (the staff console and the reviewers'' tool), with the profile '
  'as decided. Reviewers read it; written only by private.decide_verification.';

create index verification_decisions_lawyer_idx
  on public.verification_decisions (lawyer_id, decided_at desc, id desc);

alter table public.verification_decisions enable row level security;
revoke all on public.verification_decisions from public, anon, authenticated, service_role;
grant select on public.verification_decisions to authenticated, service_role;

create policy "Reviewers read the decisions"
  on public.verification_decisions for select to authenticated
  using ((select private.has_staff_capability('reviewer')));

-- A reviewer's decision in the console is made as the reviewers' tool makes it: the profile's
-- triggers treat the write as not the lawyer's (the guard lets the status and note change, the
-- listing follows an approval, the lawyer is mailed). private.decide_verification marks its own
-- update for the length of that statement; the API cannot set the mark (it runs no SQL of its
-- own), so every other request from anon and authenticated stays an end user's.
create or replace function private.is_end_user_request()
returns boolean
language sql stable
set search_path = ''
as $$
  select coalesce((select auth.role()), '') in ('anon', 'authenticated')
     and coalesce(current_setting('nyaya.staff_decision', true), '') <> 'on'
$$;

-- The one way a decision is made: the version check, the profile's status and note, the
-- history row and the audit row, under the lock that holds off the lawyer's writes.
create function private.decide_verification(
  lawyer_id uuid,
  decision text,
  reviewed_version timestamptz,
  note text,
  decided_by uuid,
  decided_by_label text
)
returns public.lawyer_profiles
language plpgsql
security definer
set search_path = ''
as $$
declare
  current public.lawyer_profiles;
  trimmed_note text := pg_catalog.btrim(note, E' \t\r\n');
  updated public.lawyer_profiles;
begin
  if decision is null or decision not in ('approved', 'rejected', 'reverify') then
    raise exception 'Unknown decision "%": use approved, rejected or reverify.', decision
      using errcode = '22023';
  end if;

  select * into current from public.lawyer_profiles l
   where l.id = decide_verification.lawyer_id
     for update;
  if not found then
    raise exception 'No lawyer profile with id %.', lawyer_id using errcode = 'PT404';
  end if;
  if reviewed_version is not null and reviewed_version <> current.updated_at then
    raise exception
      'The lawyer has changed the profile since the version reviewed (%); nothing was decided.',
      reviewed_version
      using errcode = 'PT409',
            detail = format('The current version is %s.', current.updated_at),
            hint = 'changed_since_review';
  end if;

  perform set_config('nyaya.staff_decision', 'on', true);
  update public.lawyer_profiles l
     set approval_status = decision,
         review_note = case when private.has_visible_text(trimmed_note) then trimmed_note end
   where l.id = decide_verification.lawyer_id
  returning * into updated;
  perform set_config('nyaya.staff_decision', '', true);

  insert into public.verification_decisions
    (lawyer_id, decision, note, decided_by, decided_by_label, reviewed_version, snapshot)
  values (
    decide_verification.lawyer_id, decision, updated.review_note, decided_by, decided_by_label,
    current.updated_at,
    jsonb_build_object(
      'name', current.name, 'email', (select p.email from public.profiles p where p.id = current.id),
      'bar_council_id', current.bar_council_id, 'years_experience', current.years_experience,
      'expertise_areas', current.expertise_areas, 'location', current.location,
      'bio', current.bio, 'hourly_rate', current.hourly_rate,
      'profile_picture_url', current.profile_picture_url,
      'approval_status', current.approval_status, 'updated_at', current.updated_at));

  insert into public.staff_audit_log
    (actor_id, actor_label, action, subject_table, subject_id, before, after)
  values (
    decided_by, decided_by_label, 'verification.' || decision, 'lawyer_profiles',
    decide_verification.lawyer_id::text,
    jsonb_build_object('status', current.approval_status, 'reviewNote', current.review_note),
    jsonb_build_object('status', updated.approval_status, 'reviewNote', updated.review_note));
  return updated;
end;
$$;

-- As in 20261125000000, now through private.decide_verification: the reviewers' tool's
-- decisions are in the history too.
create or replace function public.set_lawyer_approval(
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
begin
  if coalesce((select auth.role()), '') <> 'service_role' then
    raise exception 'Not allowed: only reviewers can decide verifications.' using errcode = '42501';
  end if;
  return private.decide_verification(
    lawyer_id, decision, reviewed_version, note, null, 'reviewer tool');
end;
$$;

revoke execute on function public.set_lawyer_approval(uuid, text, timestamptz, text)
  from public, anon, authenticated;
grant execute on function public.set_lawyer_approval(uuid, text, timestamptz, text) to service_role;

create function public.decide_lawyer_verification(
  lawyer_id uuid,
  decision text,
  reviewed_version timestamptz,
  note text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  updated public.lawyer_profiles;
begin
  perform private.require_staff_capability('reviewer');
  if decision is null or decision not in ('approved', 'rejected', 'reverify') then
    raise exception 'Unknown decision "%": use approved, rejected or reverify.', decision
      using errcode = '22023';
  end if;
  if reviewed_version is null then
    raise exception 'Send the version you reviewed.' using errcode = '22023';
  end if;
  if decision in ('rejected', 'reverify')
     and not coalesce(private.has_visible_text(pg_catalog.btrim(note, E' \t\r\n')), false) then
    raise exception 'Write a note for the lawyer.' using errcode = '22023';
  end if;
  if char_length(pg_catalog.btrim(note, E' \t\r\n')) > 1000 then
    raise exception 'The note is at most 1000 characters.' using errcode = '22023';
  end if;
  updated := private.decide_verification(
    lawyer_id, decision, reviewed_version, note, (select auth.uid()),
    coalesce(private.staff_name((select auth.uid())), 'reviewer'));
  return jsonb_build_object('status', updated.approval_status, 'reviewNote', updated.review_note);
end;
$$;

create function public.verification_queue(
  after_submitted_at timestamptz default null,
  after_id uuid default null,
  page_size integer default 25
)
returns table (
  id uuid, name text, email text, bar_council_id text, years_experience integer,
  expertise_areas text[], location text, bio text, hourly_rate integer, profile_picture_url text,
  submitted_at timestamptz, version timestamptz, previous_decision text, listed jsonb,
  bar_council_id_shared_with text, linked_complaints integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff_capability('reviewer');
  if page_size is null or page_size not between 1 and 100 then
    raise exception 'A page holds 1 to 100 profiles.' using errcode = '22023';
  end if;
  if after_submitted_at is not null and after_id is null then
    raise exception 'A cursor is the last row''s submitted_at and id.' using errcode = '22023';
  end if;
  return query
    select l.id, coalesce(l.name, p.full_name), p.email, l.bar_council_id, l.years_experience,
           l.expertise_areas, l.location, l.bio, l.hourly_rate, l.profile_picture_url,
           l.updated_at, l.updated_at,
           (select d.decision from public.verification_decisions d
             where d.lawyer_id = l.id order by d.decided_at desc, d.id desc limit 1),
           (select jsonb_build_object(
                     'name', ll.name, 'years_experience', ll.years_experience,
                     'expertise_areas', ll.expertise_areas, 'location', ll.location,
                     'bio', ll.bio, 'hourly_rate', ll.hourly_rate,
                     'profile_picture_url', ll.profile_picture_url)
              from private.lawyer_listings ll where ll.id = l.id),
           (select coalesce(o.name, op.full_name, 'another lawyer')
              from public.lawyer_profiles o
              left join public.profiles op on op.id = o.id
             where private.bar_council_id_key(o.bar_council_id)
                   = private.bar_council_id_key(l.bar_council_id)
               and o.id <> l.id
             order by o.created_at, o.id
             limit 1),
           (select count(*)::integer from public.complaints c where c.lawyer_id = l.id)
      from public.lawyer_profiles l
      left join public.profiles p on p.id = l.id
     where l.approval_status = 'pending'
       and (after_submitted_at is null or (l.updated_at, l.id) > (after_submitted_at, after_id))
     order by l.updated_at, l.id
     limit page_size;
end;
$$;

create index lawyer_profiles_pending_idx
  on public.lawyer_profiles (updated_at, id) where approval_status = 'pending';

create function public.verification_history(lawyer_id uuid)
returns setof public.verification_decisions
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff_capability('reviewer');
  return query
    select * from public.verification_decisions d
     where d.lawyer_id = verification_history.lawyer_id
     order by d.decided_at desc, d.id desc;
end;
$$;

create function public.lawyer_complaints(lawyer_id uuid)
returns table (reference_number text, status text, created_at timestamptz, complaint_text text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff_capability('reviewer');
  return query
    select c.reference_number, c.status, c.created_at, c.complaint_text
      from public.complaints c
     where c.lawyer_id = lawyer_complaints.lawyer_id
     order by c.created_at desc, c.id desc;
end;
$$;

-- ---------------------------------------------------------------------------
-- Counters
-- ---------------------------------------------------------------------------
create index call_support_requests_open_created_idx
  on public.call_support_requests (created_at) where status in ('new', 'no_answer');

create function public.ops_counters()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  support boolean := private.has_staff_capability('support');
  reviewer boolean := private.has_staff_capability('reviewer');
begin
  if not (support or reviewer) then
    raise exception 'Not allowed: only staff can do this.' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'newCallbacks', case when support then
      (select count(*) from public.call_support_requests c
        where private.callback_status_rank(c.status) = 0) end,
    'overdueCallbacks', case when support then
      (select count(*) from public.call_support_requests c
        where c.status in ('new', 'no_answer') and c.created_at < now() - interval '24 hours') end,
    'openComplaints', case when support then
      (select count(*) from public.complaints c where c.status in ('received', 'in_review')) end,
    'pendingVerifications', case when reviewer then
      (select count(*) from public.lawyer_profiles l where l.approval_status = 'pending') end);
end;
$$;

-- ---------------------------------------------------------------------------
-- 7. The public status look-up
-- ---------------------------------------------------------------------------
-- At most 10 look-ups per 10 minutes from one client (an IPv4 address or an IPv6 /64), counted
-- before the look-up, in the public forms' table (kept an hour). A wrong pair, an unknown
-- reference and malformed input all answer null: the answer never says which part was wrong.
create function public.support_request_status(reference text, contact text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  per_client constant integer := 10;
  client text := coalesce(private.address_key(private.client_address()), 'unknown');
  wanted text := lower(btrim(reference));
  contact_mobile text := private.mobile_key(contact);
  contact_email text;
  recent integer;
  callback public.call_support_requests;
  complaint public.complaints;
begin
  perform pg_advisory_xact_lock(hashtext('support_request_status:client:' || client));
  select count(*) into recent
    from private.public_form_submissions s
   where s.form = 'support_request_status'
     and s.client_key = client
     and s.submitted_at > now() - interval '10 minutes';
  if recent >= per_client then
    raise exception 'Too many status checks from this connection. Please wait 10 minutes and try again.'
      using errcode = 'PT429', hint = 'At most 10 status checks per 10 minutes are answered.';
  end if;
  insert into private.public_form_submissions (form, client_key)
  values ('support_request_status', client);

  delete from private.public_form_submissions
   where id in (
     select s.id from private.public_form_submissions s
      where s.submitted_at < now() - interval '1 hour'
      order by s.submitted_at
      limit 100
      for update skip locked
   );

  if wanted is null or wanted = '' or char_length(wanted) > 64
     or contact is null or btrim(contact) = '' or char_length(contact) > 254 then
    return null;
  end if;
  if position('@' in contact) > 0 then
    contact_email := private.email_key(contact);
    contact_mobile := null;
  elsif contact_mobile !~ '^[0-9]{10}$' then
    return null;
  end if;

  select * into callback from public.call_support_requests c
   where lower(c.reference_number) = wanted
     and contact_mobile is not null
     and private.mobile_key(c.mobile_number) = contact_mobile;
  if found then
    return jsonb_build_object(
      'kind', 'callback',
      'referenceNumber', callback.reference_number,
      'status', callback.status,
      'receivedAt', private.iso_utc(callback.created_at),
      'updatedAt', private.iso_utc(callback.updated_at),
      'retryAt', case when callback.status = 'no_answer' then private.iso_utc(callback.retry_at) end,
      'response', null);
  end if;

  select * into complaint from public.complaints c
   where lower(c.reference_number) = wanted
     and ((contact_email is not null and private.email_key(c.email) = contact_email)
          or (contact_mobile is not null and private.mobile_key(c.phone_number) = contact_mobile));
  if found then
    return jsonb_build_object(
      'kind', 'complaint',
      'referenceNumber', complaint.reference_number,
      'status', complaint.status,
      'receivedAt', private.iso_utc(complaint.created_at),
      'updatedAt', private.iso_utc(complaint.updated_at),
      'retryAt', null,
      'response', case when complaint.status in ('resolved', 'rejected') then complaint.response end);
  end if;
  return null;
end;
$$;

comment on function public.support_request_status(text, text) is
  'The status of a callback (by its mobile number) or complaint (by its e-mail or phone) for '
  'anyone holding its reference number; null for any wrong pair. At most 10 look-ups per 10 '
  'minutes from one connection (PT429).';

-- ---------------------------------------------------------------------------
-- 8. The operator's functions (the staff tool, service role)
-- ---------------------------------------------------------------------------
create function private.require_service_role()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if coalesce((select auth.role()), '') <> 'service_role' then
    raise exception 'Not allowed: only the operator''s staff tool can do this.' using errcode = '42501';
  end if;
end;
$$;

create function public.grant_staff_capability(user_id uuid, capability text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_service_role();
  if capability is null or capability not in ('reviewer', 'support') then
    raise exception 'Unknown capability "%": use reviewer or support.', capability
      using errcode = '22023';
  end if;
  if not exists (select 1 from auth.users u where u.id = grant_staff_capability.user_id) then
    raise exception 'No account with id %.', user_id using errcode = 'PT404';
  end if;
  insert into private.staff_capabilities (user_id, capability)
  values (grant_staff_capability.user_id, grant_staff_capability.capability)
  on conflict do nothing;
  if found then
    perform private.write_staff_audit(
      'staff.granted', 'staff_capabilities', user_id::text, null,
      jsonb_build_object('capability', capability), 'staff tool');
  end if;
end;
$$;

create function public.revoke_staff_capability(user_id uuid, capability text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_service_role();
  if capability is null or capability not in ('reviewer', 'support') then
    raise exception 'Unknown capability "%": use reviewer or support.', capability
      using errcode = '22023';
  end if;
  delete from private.staff_capabilities s
   where s.user_id = revoke_staff_capability.user_id
     and s.capability = revoke_staff_capability.capability;
  if found then
    perform private.write_staff_audit(
      'staff.revoked', 'staff_capabilities', user_id::text,
      jsonb_build_object('capability', capability), null, 'staff tool');
  end if;
end;
$$;

create function public.list_staff()
returns table (user_id uuid, email text, full_name text, capabilities text[])
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_service_role();
  return query
    select s.user_id, u.email::text, p.full_name,
           array_agg(s.capability order by s.capability)
      from private.staff_capabilities s
      join auth.users u on u.id = s.user_id
      left join public.profiles p on p.id = s.user_id
     group by s.user_id, u.email, p.full_name
     order by u.email;
end;
$$;

-- ---------------------------------------------------------------------------
-- Grants
-- ---------------------------------------------------------------------------
revoke execute on function private.require_staff_capability(text), private.staff_name(uuid),
  private.write_staff_audit(text, text, text, jsonb, jsonb, text),
  private.callback_json(uuid), private.require_callback_holder(uuid), private.complaint_json(uuid),
  private.decide_verification(uuid, text, timestamptz, text, uuid, text),
  private.require_service_role(), private.refuse_audit_change()
  from public, anon, authenticated, service_role;

revoke execute on function public.my_staff_capabilities(), public.ops_counters(),
  public.callback_queue(text, integer, timestamptz, uuid, integer),
  public.take_callback(uuid), public.release_callback(uuid),
  public.set_callback_status(uuid, text, timestamptz),
  public.complaint_queue(text, text, timestamptz, uuid, integer),
  public.set_complaint_status(uuid, text, text), public.link_complaint_lawyer(uuid, uuid),
  public.find_lawyers_for_link(text), public.add_support_note(uuid, uuid, text),
  public.support_notes_of(uuid, uuid),
  public.verification_queue(timestamptz, uuid, integer),
  public.decide_lawyer_verification(uuid, text, timestamptz, text),
  public.verification_history(uuid), public.lawyer_complaints(uuid),
  public.support_request_status(text, text),
  public.grant_staff_capability(uuid, text), public.revoke_staff_capability(uuid, text),
  public.list_staff()
  from public, anon, authenticated;

grant execute on function public.my_staff_capabilities(), public.ops_counters(),
  public.callback_queue(text, integer, timestamptz, uuid, integer),
  public.take_callback(uuid), public.release_callback(uuid),
  public.set_callback_status(uuid, text, timestamptz),
  public.complaint_queue(text, text, timestamptz, uuid, integer),
  public.set_complaint_status(uuid, text, text), public.link_complaint_lawyer(uuid, uuid),
  public.find_lawyers_for_link(text), public.add_support_note(uuid, uuid, text),
  public.support_notes_of(uuid, uuid),
  public.verification_queue(timestamptz, uuid, integer),
  public.decide_lawyer_verification(uuid, text, timestamptz, text),
  public.verification_history(uuid), public.lawyer_complaints(uuid)
  to authenticated;

grant execute on function public.support_request_status(text, text) to anon, authenticated;

grant execute on function public.grant_staff_capability(uuid, text),
  public.revoke_staff_capability(uuid, text), public.list_staff()
  to service_role;
