-- The case room (docs/product/case-room.md, docs/adr/0031-case-room.md): once a lawyer accepts a
-- request, the client and that lawyer talk in a room of their own, share documents, meet by
-- video and, if the client wants, share a phone number.
--
--   1. Rooms: one per (request, accepting lawyer), opened and closed by a trigger on the
--      request; the requests already held get theirs here.
--   2. Messages: written only through send_case_message; read by the room's client (any room of
--      their request), and by its lawyer while the room is open. Realtime publishes them.
--   3. Documents: objects of the private Storage bucket `case-documents`, `<room id>/<uuid>.<ext>`,
--      uploaded and read by the room's parties only.
--   4. The functions the room calls: case_room, case_room_messages, send_case_message,
--      mark_case_room_read, set_case_phone_sharing, case_meeting_ticket (the meeting route's).
--   5. The mail: the other party learns of a new message when away, at most once in 10 minutes.
--
-- Every function answers a room that is not the caller's, or does not exist, alike: P0002
-- "Not found", so ids cannot be probed. Bad input is 22023 with the sentence the room shows.

-- ---------------------------------------------------------------------------
-- 1. Rooms
-- ---------------------------------------------------------------------------
create table public.case_rooms (
  id uuid primary key default gen_random_uuid(),
  request_id uuid not null references public.consultation_requests (id) on delete cascade,
  client_id uuid not null references public.profiles (id) on delete cascade,
  lawyer_id uuid not null references public.lawyer_profiles (id) on delete cascade,
  opened_at timestamptz not null default now(),
  closed_at timestamptz,
  client_phone text
    constraint client_phone_is_indian_mobile check (client_phone ~ '^\+91[6-9][0-9]{9}$'),
  client_seen_at timestamptz,
  lawyer_seen_at timestamptz,
  client_mailed_at timestamptz,
  lawyer_mailed_at timestamptz,
  constraint case_room_closes_after_it_opens check (closed_at is null or closed_at >= opened_at),
  constraint case_room_lawyer_is_not_the_client check (lawyer_id <> client_id)
);

comment on table public.case_rooms is
  'A conversation between a request''s client and the lawyer who accepted it. Opened when the '
  'lawyer accepts, closed (closed_at) when that lawyer no longer holds the request; the next '
  'lawyer''s accept opens another. client_phone: the number the client shares with this lawyer '
  '(null: not shared). *_seen_at: the party''s last mark_case_room_read (presence, for the mail '
  'rule); *_mailed_at: the last new-message mail to that party. No API role reads it directly: '
  'case_room() answers the caller''s room.';

create unique index case_rooms_one_open_room_per_request_idx
  on public.case_rooms (request_id) where closed_at is null;
create index case_rooms_request_id_idx on public.case_rooms (request_id, opened_at desc);
create index case_rooms_client_id_idx on public.case_rooms (client_id);
create index case_rooms_lawyer_id_idx on public.case_rooms (lawyer_id);

alter table public.case_rooms enable row level security;
revoke all on public.case_rooms from public, anon, authenticated, service_role;
grant select on public.case_rooms to service_role;

-- Opens the accepting lawyer's room and closes the room of a lawyer who no longer holds the
-- request (declined, released, or replaced). A cancelled request keeps its room open: the
-- room is read-only then, and the lawyer still reads it.
create function private.open_and_close_case_rooms()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and old.lawyer_id is not null
     and new.lawyer_id is distinct from old.lawyer_id then
    update public.case_rooms c
       set closed_at = now(), client_phone = null
     where c.request_id = new.id and c.closed_at is null;
  end if;

  if new.lawyer_id is not null and new.status in ('assigned', 'scheduled', 'completed')
     and not exists (select 1 from public.case_rooms c
                      where c.request_id = new.id and c.closed_at is null) then
    insert into public.case_rooms (request_id, client_id, lawyer_id)
    values (new.id, new.client_id, new.lawyer_id);
  end if;
  return null;
end;
$$;

create trigger open_and_close_case_rooms
  after insert on public.consultation_requests
  for each row execute function private.open_and_close_case_rooms();

create trigger open_and_close_case_room_on_change
  after update on public.consultation_requests
  for each row
  when ((old.lawyer_id, old.status) is distinct from (new.lawyer_id, new.status))
  execute function private.open_and_close_case_rooms();

revoke execute on function private.open_and_close_case_rooms()
  from public, anon, authenticated, service_role;

-- The requests a lawyer holds today.
insert into public.case_rooms (request_id, client_id, lawyer_id)
select r.id, r.client_id, r.lawyer_id
  from public.consultation_requests r
 where r.lawyer_id is not null
   and r.status in ('assigned', 'scheduled', 'completed');

-- ---------------------------------------------------------------------------
-- 2. Messages
-- ---------------------------------------------------------------------------
create table public.case_messages (
  id uuid primary key default gen_random_uuid(),
  room_id uuid not null references public.case_rooms (id) on delete cascade,
  sender_id uuid not null references public.profiles (id) on delete cascade,
  body text not null default ''
    constraint body_at_most_4000_chars check (char_length(body) <= 4000),
  attachment_path text,
  attachment_name text
    constraint attachment_name_at_most_200_chars check (char_length(attachment_name) <= 200),
  attachment_type text
    constraint attachment_type_is_pdf_jpeg_or_png
      check (attachment_type in ('application/pdf', 'image/jpeg', 'image/png')),
  attachment_size integer
    constraint attachment_size_at_most_10_mb check (attachment_size between 1 and 10485760),
  created_at timestamptz not null default now(),
  read_at timestamptz,
  constraint message_has_text_or_a_document
    check (btrim(body) <> '' or attachment_path is not null),
  constraint attachment_is_complete check (
    (attachment_path is null and attachment_name is null and attachment_type is null
     and attachment_size is null)
    or (attachment_path is not null and attachment_name is not null
        and attachment_type is not null and attachment_size is not null))
);

comment on table public.case_messages is
  'A message of a case room: text (at most 4,000 characters) and/or one document of the '
  'case-documents bucket (type and size read from Storage). created_at is the database''s '
  'time; read_at is set when the other party reads it. Written only by send_case_message and '
  'mark_case_room_read; read by the room''s client, and its lawyer while the room is open.';

create index case_messages_room_id_idx on public.case_messages (room_id, created_at desc, id desc);
create index case_messages_sender_id_idx on public.case_messages (sender_id, created_at);
create unique index case_messages_attachment_path_idx
  on public.case_messages (attachment_path) where attachment_path is not null;

-- The database's time, whatever was sent; a message is never edited, only marked read.
create function private.guard_case_message()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.created_at := now();
    new.read_at := null;
    return new;
  end if;
  if (new.id, new.room_id, new.sender_id, new.body, new.attachment_path, new.attachment_name,
      new.attachment_type, new.attachment_size, new.created_at)
     is distinct from
     (old.id, old.room_id, old.sender_id, old.body, old.attachment_path, old.attachment_name,
      old.attachment_type, old.attachment_size, old.created_at) then
    raise exception 'A message cannot be changed once sent.' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger guard_case_message
  before insert or update on public.case_messages
  for each row execute function private.guard_case_message();

revoke execute on function private.guard_case_message()
  from public, anon, authenticated, service_role;

-- Whether the caller reads the room: its client always, its lawyer while it is open.
create function private.may_read_case_room(room_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.case_rooms c
     where c.id = may_read_case_room.room_id
       and (c.client_id = (select auth.uid())
            or (c.lawyer_id = (select auth.uid()) and c.closed_at is null)))
$$;

revoke execute on function private.may_read_case_room(uuid) from public, anon;
grant execute on function private.may_read_case_room(uuid) to authenticated, service_role;

alter table public.case_messages enable row level security;

create policy "The room's parties read its messages"
  on public.case_messages for select to authenticated
  using ((select private.may_read_case_room(room_id)));

revoke all on public.case_messages from public, anon, authenticated, service_role;
grant select (id, room_id, sender_id, body, attachment_path, attachment_name, attachment_type,
              attachment_size, created_at, read_at)
  on public.case_messages to authenticated;
grant select on public.case_messages to service_role;

-- Realtime sends the parties each new message and read mark (hosted projects have the
-- publication; elsewhere it is made here).
do $realtime$
begin
  if not exists (select 1 from pg_catalog.pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
  if not (select puballtables from pg_catalog.pg_publication where pubname = 'supabase_realtime')
     and not exists (select 1 from pg_catalog.pg_publication_tables
                      where pubname = 'supabase_realtime'
                        and schemaname = 'public' and tablename = 'case_messages') then
    alter publication supabase_realtime add table public.case_messages;
  end if;
end;
$realtime$;

-- ---------------------------------------------------------------------------
-- 3. Documents
-- ---------------------------------------------------------------------------
-- `<room id>/<uuid>.<pdf|jpg|jpeg|png>`: the room's folder and a random name; the room's id,
-- or null when the name has another shape.
create function private.case_document_room(object_name text)
returns uuid
language sql immutable parallel safe
set search_path = ''
as $$
  select case
           when object_name ~ ('^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/'
                               || '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
                               || '\.(pdf|jpg|jpeg|png)$')
             then pg_catalog.split_part(object_name, '/', 1)::uuid
         end
$$;

-- Whether the caller writes in the room: a party of an open room whose request is still
-- assigned, scheduled or completed.
create function private.may_write_case_room(room_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
      from public.case_rooms c
      join public.consultation_requests r on r.id = c.request_id
     where c.id = may_write_case_room.room_id
       and c.closed_at is null
       and (select auth.uid()) in (c.client_id, c.lawyer_id)
       and r.status in ('assigned', 'scheduled', 'completed'))
$$;

revoke execute on function private.case_document_room(text),
  private.may_write_case_room(uuid)
  from public, anon;
grant execute on function private.case_document_room(text),
  private.may_write_case_room(uuid)
  to authenticated, service_role;

do $storage$
begin
  if to_regclass('storage.objects') is null or to_regclass('storage.buckets') is null then
    raise notice 'No storage schema here: the case-documents bucket and its policies are skipped.';
    return;
  end if;

  -- Private: documents are read through signed URLs, made only for the room's parties.
  insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
  values ('case-documents', 'case-documents', false, 10 * 1024 * 1024,
          array['application/pdf', 'image/jpeg', 'image/png'])
  on conflict (id) do update
    set public = excluded.public,
        file_size_limit = excluded.file_size_limit,
        allowed_mime_types = excluded.allowed_mime_types;

  drop policy if exists "Case room parties upload documents into their open room" on storage.objects;
  drop policy if exists "Case room parties read their room's documents" on storage.objects;

  create policy "Case room parties upload documents into their open room" on storage.objects
    for insert to authenticated
    with check (
      bucket_id = 'case-documents'
      and private.case_document_room(name) is not null
      and private.may_write_case_room(private.case_document_room(name))
    );

  -- Also what a signed URL and a listing need. No update or delete policy: a document sent
  -- stays as it was sent.
  create policy "Case room parties read their room's documents" on storage.objects
    for select to authenticated
    using (
      bucket_id = 'case-documents'
      and private.case_document_room(name) is not null
      and private.may_read_case_room(private.case_document_room(name))
    );
end;
$storage$;

-- The stored document `object_name` of case-documents, uploaded by `owner_id`: its type and
-- size as Storage recorded them, or no row. plpgsql, so it exists where Storage does not.
create function private.case_document_object(object_name text, owner_id uuid)
returns table (mime_type text, size bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if to_regclass('storage.objects') is null then
    return;
  end if;
  return query
    select o.metadata ->> 'mimetype',
           coalesce(o.metadata ->> 'size', o.metadata ->> 'contentLength')::bigint
      from storage.objects o
     where o.bucket_id = 'case-documents'
       and o.name = case_document_object.object_name
       and coalesce(o.owner_id, o.owner::text) = case_document_object.owner_id::text;
end;
$$;

revoke execute on function private.case_document_object(text, uuid)
  from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- 4. The room's functions
-- ---------------------------------------------------------------------------
create function private.case_room_not_found()
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'Not found' using errcode = 'P0002';
end;
$$;

revoke execute on function private.case_room_not_found()
  from public, anon, authenticated, service_role;

-- The caller's room of the request: the lawyer's open room; for the client the open room,
-- else the latest closed one. Anyone else: Not found.
create function public.case_room(request_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  request public.consultation_requests;
  room public.case_rooms;
  caller_role text;
  earlier jsonb := '[]'::jsonb;
  account_phone text;
begin
  select * into request from public.consultation_requests r where r.id = case_room.request_id;
  if caller is null or not found then
    perform private.case_room_not_found();
  end if;

  if request.client_id = caller then
    caller_role := 'client';
    select * into room
      from public.case_rooms c
     where c.request_id = request.id
     order by c.closed_at is null desc, c.opened_at desc, c.id
     limit 1;
  else
    caller_role := 'lawyer';
    select * into room
      from public.case_rooms c
     where c.request_id = request.id and c.lawyer_id = caller and c.closed_at is null;
  end if;
  if room.id is null then
    perform private.case_room_not_found();
  end if;

  if caller_role = 'client' then
    select coalesce(jsonb_agg(jsonb_build_object(
                      'roomId', c.id,
                      'lawyerName', private.lawyer_display_name(c.lawyer_id),
                      'openedAt', private.iso_utc(c.opened_at),
                      'closedAt', private.iso_utc(c.closed_at))
                    order by c.opened_at desc, c.id), '[]'::jsonb)
      into earlier
      from public.case_rooms c
     where c.request_id = request.id and c.id <> room.id and c.closed_at is not null;
    select private.normal_indian_mobile(
             nullif(pg_catalog.btrim(coalesce(u.raw_user_meta_data ->> 'phone', u.phone)), ''))
      into account_phone
      from auth.users u
     where u.id = caller;
  end if;

  return jsonb_build_object(
    'roomId', room.id,
    'requestId', request.id,
    'role', caller_role,
    'readOnly', room.closed_at is not null
                or request.status not in ('assigned', 'scheduled', 'completed'),
    'serviceType', request.service_type,
    'description', request.description,
    'location', request.location,
    'status', request.status,
    'scheduledFor', private.iso_utc(request.scheduled_for),
    'createdAt', private.iso_utc(request.created_at),
    'client', jsonb_build_object(
      'id', room.client_id,
      'name', coalesce((select p.full_name from public.profiles p where p.id = room.client_id),
                       'Client')),
    'lawyer', jsonb_build_object(
      'id', room.lawyer_id,
      'name', coalesce(private.lawyer_display_name(room.lawyer_id), 'Lawyer'),
      'listed', exists (select 1 from private.lawyer_listings l where l.id = room.lawyer_id)),
    'phoneShared', room.client_phone is not null,
    'sharedPhone', room.client_phone,
    'accountPhone', account_phone,
    'earlierRooms', earlier);
end;
$$;

comment on function public.case_room(uuid) is
  'The calling party''s room of a consultation request (docs/product/case-room.md): the '
  'lawyer''s open room; the client''s open room, else the latest closed one, with the earlier '
  'closed rooms. jsonb { roomId, requestId, role, readOnly, serviceType, description, location, '
  'status, scheduledFor, createdAt, client {id, name}, lawyer {id, name, listed}, phoneShared, '
  'sharedPhone, accountPhone (client only), earlierRooms (client only) }. P0002 Not found for '
  'anyone else and for an unknown id.';

-- A page of the room's messages, newest first, older than `before`.
create function public.case_room_messages(
  room_id uuid,
  before timestamptz default null,
  max_rows integer default 50
)
returns setof public.case_messages
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.may_read_case_room(case_room_messages.room_id) then
    perform private.case_room_not_found();
  end if;
  return query
    select m.*
      from public.case_messages m
     where m.room_id = case_room_messages.room_id
       and (case_room_messages.before is null or m.created_at < case_room_messages.before)
     order by m.created_at desc, m.id desc
     limit least(greatest(coalesce(case_room_messages.max_rows, 50), 1), 100);
end;
$$;

comment on function public.case_room_messages(uuid, timestamptz, integer) is
  'The room''s messages, newest first, created before `before` (all when null), at most '
  'max_rows (1 to 100, default 50), for its client (any of their rooms) or its lawyer while '
  'open. P0002 Not found otherwise.';

create function public.send_case_message(
  room_id uuid,
  body text,
  attachment_path text default null,
  attachment_name text default null
)
returns public.case_messages
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  room public.case_rooms;
  request_status text;
  text_body text := pg_catalog.btrim(coalesce(send_case_message.body, ''), E' \t\r\n');
  path text := nullif(send_case_message.attachment_path, '');
  file_name text := pg_catalog.btrim(coalesce(send_case_message.attachment_name, ''));
  document_type text;
  document_size bigint;
  sent public.case_messages;
begin
  select * into room from public.case_rooms c where c.id = send_case_message.room_id;
  if caller is null or room.id is null
     or not (room.client_id = caller or (room.lawyer_id = caller and room.closed_at is null)) then
    perform private.case_room_not_found();
  end if;
  select r.status into request_status
    from public.consultation_requests r where r.id = room.request_id;
  if room.closed_at is not null or request_status not in ('assigned', 'scheduled', 'completed') then
    raise exception 'This conversation is closed.' using errcode = '22023', hint = 'closed';
  end if;

  if pg_catalog.char_length(text_body) > 4000 then
    raise exception 'A message can be at most 4,000 characters.'
      using errcode = '22023', hint = 'body_too_long';
  end if;
  if not private.has_no_control_characters(text_body) then
    raise exception 'A message cannot contain control characters.'
      using errcode = '22023', hint = 'body_control_characters';
  end if;
  if not private.has_visible_text(text_body) then
    text_body := '';
  end if;
  if text_body = '' and path is null then
    raise exception 'Write a message or attach a document.'
      using errcode = '22023', hint = 'empty';
  end if;

  if path is not null then
    if private.case_document_room(path) is distinct from room.id then
      raise exception 'The document was not found. Upload it again.'
        using errcode = '22023', hint = 'document_not_found';
    end if;
    select d.mime_type, d.size into document_type, document_size
      from private.case_document_object(path, caller) d;
    if document_type is null
       or exists (select 1 from public.case_messages m where m.attachment_path = path) then
      raise exception 'The document was not found. Upload it again.'
        using errcode = '22023', hint = 'document_not_found';
    end if;
    if document_type not in ('application/pdf', 'image/jpeg', 'image/png') then
      raise exception 'Only PDF, JPEG or PNG files can be attached.'
        using errcode = '22023', hint = 'document_type';
    end if;
    if document_size is null or document_size not between 1 and 10485760 then
      raise exception 'A document can be at most 10 MB.'
        using errcode = '22023', hint = 'document_size';
    end if;
    if file_name = '' then
      file_name := pg_catalog.split_part(path, '/', 2);
    end if;
    if pg_catalog.char_length(file_name) > 200 or not private.is_single_line_text(file_name) then
      raise exception 'A document''s name can be at most 200 characters, on one line.'
        using errcode = '22023', hint = 'document_name';
    end if;
  end if;

  -- One sender at a time per room and sender, so the count below holds.
  perform pg_advisory_xact_lock(hashtext('case_messages:' || caller::text));
  if (select count(*) from public.case_messages m
       where m.sender_id = caller and m.created_at > now() - interval '1 minute') >= 30 then
    raise exception 'You are sending messages too quickly. Wait a minute and try again.'
      using errcode = 'PT429', hint = 'too_many_messages';
  end if;

  insert into public.case_messages
    (room_id, sender_id, body, attachment_path, attachment_name, attachment_type, attachment_size)
  values
    (room.id, caller, text_body, path,
     case when path is not null then file_name end,
     document_type, document_size::integer)
  returning * into sent;
  return sent;
end;
$$;

comment on function public.send_case_message(uuid, text, text, text) is
  'Sends a message in the caller''s open, writable room: text (trimmed, at most 4,000 '
  'characters) and/or a document the caller uploaded to case-documents/<room id>/ and has not '
  'attached before (type and size read from Storage; name at most 200 characters, default the '
  'object''s). 30 messages a minute per sender (PT429). 22023 with the sentence for bad input '
  'and for a closed room; P0002 Not found when not a party.';

create function public.mark_case_room_read(room_id uuid)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  room public.case_rooms;
  marked integer;
begin
  select * into room from public.case_rooms c where c.id = mark_case_room_read.room_id;
  if caller is null or room.id is null
     or not (room.client_id = caller or (room.lawyer_id = caller and room.closed_at is null)) then
    perform private.case_room_not_found();
  end if;

  update public.case_messages m
     set read_at = now()
   where m.room_id = room.id and m.sender_id <> caller and m.read_at is null;
  get diagnostics marked = row_count;

  if room.client_id = caller then
    update public.case_rooms c set client_seen_at = now() where c.id = room.id;
  else
    update public.case_rooms c set lawyer_seen_at = now() where c.id = room.id;
  end if;
  return marked;
end;
$$;

comment on function public.mark_case_room_read(uuid) is
  'Marks the other party''s unread messages of the caller''s room read, and records that the '
  'caller is in the room (no new-message mail for the next 2 minutes). Returns how many were '
  'marked. P0002 Not found when not a party.';

create function public.set_case_phone_sharing(room_id uuid, phone text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  room public.case_rooms;
  number text := private.normal_indian_mobile(pg_catalog.btrim(set_case_phone_sharing.phone));
begin
  select * into room from public.case_rooms c where c.id = set_case_phone_sharing.room_id;
  if caller is null or room.id is null or room.client_id <> caller then
    perform private.case_room_not_found();
  end if;
  if room.closed_at is not null then
    raise exception 'This conversation is closed.' using errcode = '22023', hint = 'closed';
  end if;
  if number = '' then
    number := null;
  end if;
  if set_case_phone_sharing.phone is not null
     and (number is null or number !~ '^\+91[6-9][0-9]{9}$') then
    raise exception 'Enter a valid Indian mobile number, like +91 98765 43210.'
      using errcode = '22023', hint = 'phone';
  end if;

  update public.case_rooms c set client_phone = number where c.id = room.id;
  return jsonb_build_object('phoneShared', number is not null, 'sharedPhone', number);
end;
$$;

comment on function public.set_case_phone_sharing(uuid, text) is
  'The client of an open room shares a mobile number with its lawyer (normalised to +91 and '
  'ten digits), or stops sharing (null). Returns { phoneShared, sharedPhone }. 22023 for a '
  'number that is no Indian mobile and for a closed room; P0002 Not found for anyone else.';

create function public.case_meeting_ticket(request_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  request public.consultation_requests;
  room public.case_rooms;
  opens_at timestamptz;
  closes_at timestamptz;
begin
  select * into request from public.consultation_requests r
   where r.id = case_meeting_ticket.request_id;
  select * into room from public.case_rooms c
   where c.request_id = request.id and c.closed_at is null;
  if caller is null or room.id is null or caller not in (room.client_id, room.lawyer_id) then
    perform private.case_room_not_found();
  end if;
  if request.status <> 'scheduled' or request.scheduled_for is null then
    raise exception 'No meeting is scheduled for this case.'
      using errcode = '22023', hint = 'not_scheduled';
  end if;
  opens_at := request.scheduled_for - interval '10 minutes';
  closes_at := request.scheduled_for + interval '60 minutes';
  if now() < opens_at or now() > closes_at then
    raise exception 'The video consultation opens 10 minutes before the meeting and closes 60 minutes after it.'
      using errcode = '22023', hint = 'outside_window';
  end if;

  return jsonb_build_object(
    'roomId', room.id,
    'requestId', request.id,
    'role', case when caller = room.client_id then 'client' else 'lawyer' end,
    'userId', caller,
    'displayName', case
                     when caller = room.client_id then
                       coalesce((select p.full_name from public.profiles p where p.id = caller),
                                'Client')
                     else coalesce(private.lawyer_display_name(caller), 'Lawyer')
                   end,
    'scheduledFor', private.iso_utc(request.scheduled_for),
    'opensAt', private.iso_utc(opens_at),
    'closesAt', private.iso_utc(closes_at));
end;
$$;

comment on function public.case_meeting_ticket(uuid) is
  'For the meeting route: the calling party''s open room of a scheduled request, from 10 '
  'minutes before the meeting to 60 minutes after it. jsonb { roomId, requestId, role, userId, '
  'displayName, scheduledFor, opensAt, closesAt }. 22023 hint not_scheduled or outside_window; '
  'P0002 Not found when not a party.';

revoke execute on function public.case_room(uuid),
  public.case_room_messages(uuid, timestamptz, integer),
  public.send_case_message(uuid, text, text, text),
  public.mark_case_room_read(uuid),
  public.set_case_phone_sharing(uuid, text),
  public.case_meeting_ticket(uuid)
  from public, anon;
grant execute on function public.case_room(uuid),
  public.case_room_messages(uuid, timestamptz, integer),
  public.send_case_message(uuid, text, text, text),
  public.mark_case_room_read(uuid),
  public.set_case_phone_sharing(uuid, text),
  public.case_meeting_ticket(uuid)
  to authenticated;

-- ---------------------------------------------------------------------------
-- 5. The new-message mail (docs/product/notifications.md)
-- ---------------------------------------------------------------------------
alter table private.notification_outbox
  drop constraint notification_kind_is_known,
  add constraint notification_kind_is_known check (kind in (
    'request_addressed', 'open_requests_digest', 'verification_decided', 'request_accepted',
    'meeting_scheduled', 'request_declined', 'request_released', 'request_completed',
    'meeting_reminder', 'case_cancelled', 'complaint_received', 'complaint_status_changed',
    'case_message'));

-- The other party is mailed when away (no mark_case_room_read from them in the last 2
-- minutes) and not mailed about this room in the last 10. The mail names the sender and the
-- matter, never the message or its document.
create function private.record_case_message_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  room public.case_rooms;
  request public.consultation_requests;
  recipient uuid;
  seen_at timestamptz;
  mailed_at timestamptz;
  sender_name text;
begin
  select * into room from public.case_rooms c where c.id = new.room_id for update;
  if new.sender_id = room.client_id then
    recipient := room.lawyer_id;
    seen_at := room.lawyer_seen_at;
    mailed_at := room.lawyer_mailed_at;
    sender_name := (select p.full_name from public.profiles p where p.id = room.client_id);
  else
    recipient := room.client_id;
    seen_at := room.client_seen_at;
    mailed_at := room.client_mailed_at;
    sender_name := private.lawyer_display_name(room.lawyer_id);
  end if;

  if seen_at > now() - interval '2 minutes' or mailed_at > now() - interval '10 minutes' then
    return null;
  end if;

  select * into request from public.consultation_requests r where r.id = room.request_id;
  perform private.enqueue_notification(
    'case_message', recipient, null,
    jsonb_build_object(
      'requestId', room.request_id,
      'roomId', room.id,
      'senderName', coalesce(sender_name, case when recipient = room.client_id
                                                then 'Your lawyer' else 'Your client' end),
      'serviceType', request.service_type),
    format('case_message:%s:%s:%s', room.id, recipient,
           floor(extract(epoch from now()) / 600)::bigint));

  if recipient = room.client_id then
    update public.case_rooms c set client_mailed_at = now() where c.id = room.id;
  else
    update public.case_rooms c set lawyer_mailed_at = now() where c.id = room.id;
  end if;
  return null;
end;
$$;

create trigger record_case_message_notification
  after insert on public.case_messages
  for each row execute function private.record_case_message_notification();

revoke execute on function private.record_case_message_notification()
  from public, anon, authenticated, service_role;
