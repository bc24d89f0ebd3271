-- Public forms (callbacks, complaints) and the text every table accepts (ADR 0014).
--
--   1. Text rules: required text must have something visible in it; no control characters,
--      and single-line fields no line breaks either; lists without duplicates.
--   2. Partners: `source` names 'site' or a registered partner, whose widget may be limited
--      to the partner's own web origins. Every source already stored becomes a partner.
--   3. One row per public submission, and hourly limits counted per client (an IPv4 address,
--      an IPv6 /64) and normalised phone number or e-mail address.
--
-- Every check is added validated. Rows stored before it are repaired first where that is
-- safe; where it is not, the migration stops and names them (see "Rows stored before").

-- ---------------------------------------------------------------------------
-- 1. Text rules
-- ---------------------------------------------------------------------------

-- Characters that show nothing on screen: ASCII controls and space, DEL and C1 controls,
-- Unicode spaces, zero-width and other format characters, fillers that render blank
-- (Hangul fillers, braille blank), variation selectors and tag characters.
create or replace function private.has_visible_text(value text)
returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select value ~ ('[^\u0001-\u0020\u007F-\u00A0\u00AD\u034F\u061C\u115F\u1160\u1680'
                  || '\u17B4\u17B5\u180B-\u180F\u2000-\u200F\u2028-\u202F\u205F-\u206F\u2800'
                  || '\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB\U0001BCA0-\U0001BCA3'
                  || '\U0001D173-\U0001D17A\U000E0000-\U000E0FFF]')
$$;

-- Single-line fields (names, IDs, locations, URLs): no control characters at all, so no
-- tabs or line breaks, and no Unicode line or paragraph separators.
create or replace function private.is_single_line_text(value text)
returns boolean
language sql immutable parallel safe
set search_path = ''
as $$ select value !~ '[\u0001-\u001F\u007F-\u009F\u2028\u2029]' $$;

-- Multi-line fields (descriptions, bio, complaint text): line breaks (LF, CR) and tabs are
-- kept, every other control character is refused.
create or replace function private.has_no_control_characters(value text)
returns boolean
language sql immutable parallel safe
set search_path = ''
as $$ select value !~ '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]' $$;

create or replace function private.has_no_duplicates(value anyarray)
returns boolean
language sql immutable parallel safe
set search_path = ''
as $$ select cardinality(value) = (select count(distinct item) from unnest(value) as item) $$;

grant execute on function private.has_visible_text(text), private.is_single_line_text(text),
  private.has_no_control_characters(text), private.has_no_duplicates(anyarray)
  to anon, authenticated, service_role;

-- Rows stored before: the checks below are added validated, because a NOT VALID check still
-- holds an old row to it at the row's next update: a request that broke one could not be
-- accepted, nor a lawyer approved or renamed, until someone repaired the row by hand. So the
-- rows are brought within the rules first: control characters become spaces, optional text
-- with nothing visible left becomes null, and repeated list items are dropped (the first one
-- kept). Required text with nothing visible in it has no safe repair: the migration stops
-- and names those rows, for an operator to correct or delete.
do $$
declare
  blank text;
begin
  select string_agg(format('%s %s (%s)', table_name, id, column_name), ', '
                    order by table_name, column_name, id)
    into blank
    from (
      select 'lawyer_profiles' as table_name, id, 'bar_council_id' as column_name
        from public.lawyer_profiles where not private.has_visible_text(bar_council_id)
      union all
      select 'consultation_requests', id, 'description'
        from public.consultation_requests where not private.has_visible_text(description)
      union all
      select 'call_support_requests', id, 'name'
        from public.call_support_requests where not private.has_visible_text(name)
      union all
      select 'call_support_requests', id, 'issue_description'
        from public.call_support_requests where not private.has_visible_text(issue_description)
      union all
      select 'complaints', id, 'complaint_text'
        from public.complaints where not private.has_visible_text(complaint_text)
    ) as required_text;
  if blank is not null then
    raise exception 'Required text with nothing visible in it: %.', blank
      using hint = 'Correct or delete these rows, then apply this migration again.';
  end if;
end;
$$;

-- Each run of control characters the field does not take becomes one space.
create function private.control_characters_as_spaces(value text, multi_line boolean)
returns text
language sql immutable
set search_path = ''
as $$
  select btrim(regexp_replace(
    value,
    case when multi_line then '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]+'
         else '[\u0001-\u001F\u007F-\u009F\u2028\u2029]+' end,
    ' ', 'g'))
$$;

create function private.null_unless_visible(value text)
returns text
language sql immutable
set search_path = ''
as $$ select case when private.has_visible_text(value) then value end $$;

-- A flat list of the items, each once, in the order of first appearance.
create function private.first_of_each(value anyarray)
returns anyarray
language sql immutable
set search_path = ''
as $$
  select array(
    select item from unnest(value) with ordinality as list (item, position)
     group by item order by min(position)
  )
$$;

-- A row is repaired when it breaks one of the rules added below. A lawyer's name follows the
-- profile's (a trigger), and an approved lawyer's listing follows the repaired profile.
update public.profiles
   set full_name = private.null_unless_visible(
         private.control_characters_as_spaces(full_name, false))
 where not (private.has_visible_text(full_name) and private.is_single_line_text(full_name));

update public.lawyer_profiles
   set name = private.null_unless_visible(private.control_characters_as_spaces(name, false)),
       bar_council_id = private.control_characters_as_spaces(bar_council_id, false),
       bio = private.null_unless_visible(private.control_characters_as_spaces(bio, true)),
       expertise_areas = private.first_of_each(expertise_areas),
       location = array_to_string(private.first_of_each(string_to_array(location, ', ')), ', '),
       -- A picture URL with a control character in it loads nothing.
       profile_picture_url = case when private.is_single_line_text(profile_picture_url)
                                  then profile_picture_url end
 where not (private.has_visible_text(name) and private.is_single_line_text(name)
            and private.is_single_line_text(bar_council_id)
            and private.has_visible_text(bio) and private.has_no_control_characters(bio)
            and private.has_no_duplicates(expertise_areas) and array_ndims(expertise_areas) = 1
            and private.has_no_duplicates(string_to_array(location, ', '))
            and private.is_single_line_text(profile_picture_url));

update public.consultation_requests
   set description = private.control_characters_as_spaces(description, true),
       location = private.null_unless_visible(private.control_characters_as_spaces(location, false))
 where not (private.has_no_control_characters(description)
            and private.has_visible_text(location) and private.is_single_line_text(location));

update public.call_support_requests
   set name = private.control_characters_as_spaces(name, false),
       issue_description = private.control_characters_as_spaces(issue_description, true)
 where not (private.is_single_line_text(name)
            and private.has_no_control_characters(issue_description));

update public.complaints
   set complaint_text = private.control_characters_as_spaces(complaint_text, true)
 where not private.has_no_control_characters(complaint_text);

drop function private.control_characters_as_spaces(text, boolean),
  private.null_unless_visible(text), private.first_of_each(anyarray);

-- Required text columns keep their `<column>_required` name (clients map it to "… is
-- required"); the rule behind it becomes "has visible text". Optional text, when present,
-- must have visible text too.
alter table public.profiles
  add constraint full_name_has_visible_text
    check (private.has_visible_text(full_name)),
  add constraint full_name_is_single_line_text
    check (private.is_single_line_text(full_name));

alter table public.lawyer_profiles
  add constraint name_has_visible_text
    check (private.has_visible_text(name)),
  add constraint name_is_single_line_text
    check (private.is_single_line_text(name)),
  drop constraint bar_council_id_required,
  add constraint bar_council_id_required
    check (private.has_visible_text(bar_council_id)),
  add constraint bar_council_id_is_single_line_text
    check (private.is_single_line_text(bar_council_id)),
  add constraint bio_has_visible_text
    check (private.has_visible_text(bio)),
  add constraint bio_has_no_control_characters
    check (private.has_no_control_characters(bio)),
  add constraint expertise_areas_are_distinct
    check (private.has_no_duplicates(expertise_areas)),
  add constraint expertise_areas_is_a_flat_list
    check (array_ndims(expertise_areas) = 1),
  add constraint location_names_each_court_once
    check (private.has_no_duplicates(string_to_array(location, ', '))),
  add constraint profile_picture_url_is_single_line_text
    check (private.is_single_line_text(profile_picture_url));

alter table public.consultation_requests
  drop constraint description_required,
  add constraint description_required
    check (private.has_visible_text(description)),
  add constraint description_has_no_control_characters
    check (private.has_no_control_characters(description)),
  add constraint location_has_visible_text
    check (private.has_visible_text(location)),
  add constraint location_is_single_line_text
    check (private.is_single_line_text(location));

alter table public.call_support_requests
  drop constraint name_required,
  add constraint name_required
    check (private.has_visible_text(name)),
  add constraint name_is_single_line_text
    check (private.is_single_line_text(name)),
  drop constraint issue_description_required,
  add constraint issue_description_required
    check (private.has_visible_text(issue_description)),
  add constraint issue_description_has_no_control_characters
    check (private.has_no_control_characters(issue_description));

alter table public.complaints
  drop constraint complaint_text_required,
  add constraint complaint_text_required
    check (private.has_visible_text(complaint_text)),
  add constraint complaint_text_has_no_control_characters
    check (private.has_no_control_characters(complaint_text));

-- Sign-up must not fail over the name in the sign-up data: a name the rules above refuse is
-- left out of the new profile, and the user can set one later (and is told why then).
create or replace function private.drop_unusable_profile_name()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not (private.has_visible_text(new.full_name) and private.is_single_line_text(new.full_name)) then
    new.full_name := null;
  end if;
  return new;
end;
$$;

create trigger drop_unusable_profile_name
  before insert on public.profiles
  for each row execute function private.drop_unusable_profile_name();

-- ---------------------------------------------------------------------------
-- The API request, as PostgREST passes it: `request.headers` holds its headers (lower-case
-- names) on every request, hosted and local alike (the local stack sets it; see
-- supabase/local/src/request-headers.ts). Outside a request there are none.
-- ---------------------------------------------------------------------------
create or replace function private.request_header(name text)
returns text
language sql stable
set search_path = ''
as $$
  select nullif(btrim((nullif(current_setting('request.headers', true), '')::jsonb) ->> name), '')
$$;

-- The client's network address as the platform's edge saw it: cf-connecting-ip on hosted
-- Supabase (Cloudflare sets it, replacing whatever the client sent), else x-real-ip (the
-- socket peer, on the local stack). Never x-forwarded-for: a client can put any address there.
create or replace function private.client_address()
returns text
language sql stable
set search_path = ''
as $$
  select left(lower(coalesce(
    private.request_header('cf-connecting-ip'),
    private.request_header('x-real-ip')
  )), 64)
$$;

grant execute on function private.request_header(text), private.client_address()
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- 2. Partners: who may appear as the `source` of a callback or complaint
-- ---------------------------------------------------------------------------
create or replace function private.are_web_origins(value text[])
returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select coalesce(bool_and(
    origin ~ '^https://[a-z0-9-]+(\.[a-z0-9-]+)*(:[0-9]{1,5})?$'
    or origin ~ '^http://(localhost|127\.0\.0\.1)(:[0-9]{1,5})?$'
  ), true)
  from unnest(value) as origin
$$;
grant execute on function private.are_web_origins(text[]) to anon, authenticated, service_role;

create table public.partners (
  id text primary key
    constraint id_is_lowercase_slug check (private.is_valid_source(id)),
  name text not null
    constraint name_required check (private.has_visible_text(name))
    constraint name_is_single_line_text check (private.is_single_line_text(name))
    constraint name_at_most_200_chars check (char_length(name) <= 200),
  -- Web origins ('https://legal-aid.example.org') whose pages may carry this partner's
  -- widget. Empty: no origin check (the site itself, served from several origins).
  allowed_origins text[] not null default '{}'
    constraint allowed_origins_are_web_origins check (private.are_web_origins(allowed_origins)),
  created_at timestamptz not null default now()
);

comment on table public.partners is
  'Sources of callbacks and complaints: ''site'', and partners embedding the support widget. Service role only.';

insert into public.partners (id, name) values ('site', 'NyayaConnect');

-- Every source already stored is a partner whose widget is in use: it is registered under its
-- id, with no origin check until the partner names its pages, so it keeps working.
insert into public.partners (id, name)
select source, source from public.call_support_requests
union
select source, source from public.complaints
on conflict (id) do nothing;

-- Nobody but the service role reads or writes partners: submissions are checked by a
-- security-definer trigger, so the API roles need no access at all.
alter table public.partners enable row level security;
revoke all on public.partners from anon, authenticated;
grant all on public.partners to service_role;

-- The format check on `source` gives way to "names a registered partner".
alter table public.call_support_requests
  drop constraint source_is_site_or_partner_id,
  add constraint source_is_registered_partner
    foreign key (source) references public.partners (id);

alter table public.complaints
  drop constraint source_is_site_or_partner_id,
  add constraint source_is_registered_partner
    foreign key (source) references public.partners (id);

-- Answers an unknown source with a clear 400 before the foreign key would answer 409, and
-- keeps a partner's widget on the partner's own pages. A request without an Origin header
-- (not a browser) is not origin-checked: the rate limit below covers scripted abuse.
create or replace function private.check_submission_source()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  partner public.partners;
  origin text := lower(private.request_header('origin'));
begin
  if new.source is null then
    return new;
  end if;
  select * into partner from public.partners where id = new.source;
  if not found then
    raise exception 'Unknown source "%": use ''site'' or the id of a registered partner.', new.source
      using errcode = '22023';
  end if;
  if private.is_end_user_request()
     and origin is not null
     and cardinality(partner.allowed_origins) > 0
     and not origin = any (partner.allowed_origins) then
    raise exception 'The % support widget is not allowed on %.', partner.name, origin
      using errcode = '42501',
            hint = 'The partner registers the origins of its pages with NyayaConnect.';
  end if;
  return new;
end;
$$;

create trigger check_submission_source
  before insert or update of source on public.call_support_requests
  for each row execute function private.check_submission_source();

create trigger check_submission_source
  before insert or update of source on public.complaints
  for each row execute function private.check_submission_source();

-- ---------------------------------------------------------------------------
-- 3. One row per submission, and the hourly limit
-- ---------------------------------------------------------------------------

-- One key per mobile number, however it is written: '+91 98765-43210', '098765 43210' and
-- '9876543210' are the same number.
create or replace function private.mobile_key(value text)
returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select case
           when digits ~ '^(91|0)[0-9]{10}$' then right(digits, 10)
           else digits
         end
    from (select regexp_replace(value, '[^0-9]', '', 'g') as digits) as number
$$;

-- One key per mailbox: letter case and '+tags' ignored, and for Gmail the dots too
-- ('A.Sharma+1@GoogleMail.com' and 'asharma@gmail.com' reach the same inbox).
create or replace function private.email_key(value text)
returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select case
           when domain in ('gmail.com', 'googlemail.com')
             then replace(split_part(local_part, '+', 1), '.', '') || '@gmail.com'
           else split_part(local_part, '+', 1) || '@' || domain
         end
    from (
      select split_part(lower(btrim(value)), '@', 1) as local_part,
             split_part(lower(btrim(value)), '@', 2) as domain
    ) as address
$$;

-- One key per client: an IPv4 address is one client (or one network sharing it, CGNAT);
-- an IPv6 subscriber is usually given a whole /64 and can send from any address in it, so
-- the /64 is the client. A value that is no address (the edge should never pass one) counts
-- as written rather than failing the submission.
create or replace function private.address_key(address text)
returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  parsed inet;
begin
  begin
    parsed := address::inet;
  exception when data_exception then
    return address;
  end;
  if family(parsed) = 4 then
    return host(parsed);
  elsif parsed << '::ffff:0.0.0.0/96' then
    -- An IPv4 address written as IPv6 is that IPv4 address.
    return host('0.0.0.0'::inet + (parsed - '::ffff:0.0.0.0'::inet));
  end if;
  return network(set_masklen(parsed, 64))::text;
end;
$$;

grant execute on function private.mobile_key(text), private.email_key(text),
  private.address_key(text)
  to anon, authenticated, service_role;

-- What the hourly limits count. Kept apart from the submissions (which reviewers read and
-- delete) and only for an hour, so client addresses are not stored with the requests.
create table private.public_form_submissions (
  id bigint generated always as identity primary key,
  form text not null,
  client_key text,
  phone_key text,
  email_key text,
  submitted_at timestamptz not null default now()
);
revoke all on private.public_form_submissions from public, anon, authenticated;

create index public_form_submissions_client_idx
  on private.public_form_submissions (form, client_key, submitted_at);
create index public_form_submissions_phone_idx
  on private.public_form_submissions (form, phone_key, submitted_at);
create index public_form_submissions_email_idx
  on private.public_form_submissions (form, email_key, submitted_at);
create index public_form_submissions_submitted_at_idx
  on private.public_form_submissions (submitted_at);

-- The old limit counted the submissions tables by phone or e-mail alone: anyone could use
-- up a stranger's five, and '+tags' slipped past it. These indexes served only that count.
drop trigger enforce_callback_rate_limit on public.call_support_requests;
drop trigger enforce_complaint_rate_limit on public.complaints;
drop function private.enforce_submission_rate_limit();
drop index public.call_support_requests_mobile_recent_idx;
drop index public.complaints_email_recent_idx;
drop index public.complaints_phone_recent_idx;

-- Runs once per INSERT statement from the API's end users, after the rows are in (so a
-- refusal undoes the whole statement):
--   * a public form is one row per request;
--   * the same phone number or mailbox at most 5 times an hour from one client (an IPv4
--     address or an IPv6 /64), so one client's submissions never use up another's allowance;
--   * the same phone number or mailbox at most 20 times an hour from all clients together,
--     so nobody's number receives endless callbacks, while locking its owner out of a form
--     takes 4 clients (ADR 0014);
--   * one client at most 50 times an hour per form, whatever the contact details;
--   * where the API passes no client address, the same phone or mailbox at most 5 times.
create or replace function private.check_public_submission()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  per_contact_per_client constant integer := 5;
  per_contact constant integer := 20;
  per_client constant integer := 50;
  row_count integer;
  submission jsonb;
  client text := private.address_key(private.client_address());
  phone text;
  email text;
  contact_from_client integer;
  contact_from_anyone integer;
  from_client integer;
begin
  if not private.is_end_user_request() then
    return null;
  end if;

  select count(*), (array_agg(to_jsonb(s)))[1] into row_count, submission from submitted as s;
  if row_count > 1 then
    raise exception '% takes one row per request; this request held % rows.', tg_table_name, row_count
      using errcode = '21000', hint = 'A public form stores one submission per request.';
  end if;
  if row_count = 0 then
    return null;
  end if;

  if tg_table_name = 'call_support_requests' then
    phone := private.mobile_key(submission ->> 'mobile_number');
  else
    phone := private.mobile_key(submission ->> 'phone_number');
    email := private.email_key(submission ->> 'email');
  end if;

  -- Concurrent submissions that share a key count one after the other. Locks are taken in
  -- one order, so two requests sharing several keys cannot deadlock.
  perform pg_advisory_xact_lock(key)
     from (
       select distinct hashtext(tg_table_name || ':' || k) as key
         from unnest(array['client:' || client, 'phone:' || phone, 'email:' || email]) as k
        where k is not null
     ) as keys
    order by key;

  select count(*) filter (where client_key = client and (phone_key = phone or email_key = email)),
         count(*) filter (where phone_key = phone or email_key = email),
         count(*) filter (where client_key = client)
    into contact_from_client, contact_from_anyone, from_client
    from private.public_form_submissions
   where form = tg_table_name
     and submitted_at > now() - interval '1 hour'
     and (client_key = client or phone_key = phone or email_key = email);

  if contact_from_client >= per_contact_per_client
     or (client is null and contact_from_anyone >= per_contact_per_client) then
    raise exception 'Too many submissions from this phone number or e-mail address. Please try again in an hour.'
      using errcode = 'PT429', hint = 'At most 5 submissions per hour are accepted.';
  end if;
  if contact_from_anyone >= per_contact then
    raise exception 'Too many submissions from this phone number or e-mail address. Please try again in an hour.'
      using errcode = 'PT429',
            hint = 'At most 20 submissions per hour are accepted for one phone number or e-mail address.';
  end if;
  if from_client >= per_client then
    raise exception 'Too many submissions from your network. Please try again in an hour.'
      using errcode = 'PT429', hint = 'At most 50 submissions per hour are accepted from one network address.';
  end if;

  insert into private.public_form_submissions (form, client_key, phone_key, email_key)
  values (tg_table_name, client, phone, email);

  -- Forget what no longer counts, a little at a time, never waiting for another request.
  delete from private.public_form_submissions
   where id in (
     select id from private.public_form_submissions
      where submitted_at < now() - interval '1 hour'
      order by submitted_at
      limit 100
      for update skip locked
   );
  return null;
end;
$$;

create trigger check_public_submission
  after insert on public.call_support_requests
  referencing new table as submitted
  for each statement execute function private.check_public_submission();

create trigger check_public_submission
  after insert on public.complaints
  referencing new table as submitted
  for each statement execute function private.check_public_submission();
