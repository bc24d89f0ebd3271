-- The partner embed's forms in a frame of our own origin (docs/adr/0022).
--
-- The visitor's words are typed in a frame served from the support widgets' origin, which sends
-- them to the API itself: the partner's page never holds them. The frame's requests carry our
-- origin, not the partner page's, so the source check needs another proof of the page:
--
--   1. embed_partner, asked by the launcher on the partner's page (the browser sets its Origin,
--      which the page cannot change), also returns a frame ticket: an HMAC, under a key only
--      the database knows, of the partner id, that page origin and an expiry.
--   2. The frame reads the page that embeds it from the browser (location.ancestorOrigins,
--      document.referrer), never from the page's word, and sends that origin and the ticket
--      with each submission.
--   3. The source check accepts a request from another origin only when the ticket was made
--      for this partner and for the page origin the frame saw, and that origin is still
--      registered. A page that frames ours on an origin the partner has not registered gets
--      no ticket for it; a ticket taken elsewhere does not match the origin the frame sees.

-- ---------------------------------------------------------------------------
-- 1. The key frame tickets are signed with: made here, never leaves the database
-- ---------------------------------------------------------------------------
create table private.embed_frame_key (
  id boolean primary key default true constraint one_key check (id),
  secret bytea not null default extensions.gen_random_bytes(32)
);
insert into private.embed_frame_key default values;
revoke all on private.embed_frame_key from public, anon, authenticated;

create function private.embed_frame_signature(partner_id text, page_origin text, expires bigint)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select encode(
    extensions.hmac(
      convert_to(partner_id || E'\n' || page_origin || E'\n' || expires::text, 'UTF8'),
      (select key.secret from private.embed_frame_key as key),
      'sha256'),
    'hex')
$$;

-- A ticket lasts a working day: a partner's page may stay open for hours before the visitor
-- opens a form.
create function private.embed_frame_ticket(partner_id text, page_origin text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select expires::text || '.' || private.embed_frame_signature(partner_id, page_origin, expires)
    from (select extract(epoch from now())::bigint + 12 * 3600 as expires) as ticket
$$;

create function private.is_embed_frame_ticket(ticket text, partner_id text, page_origin text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  expires bigint;
begin
  if ticket is null or page_origin is null or ticket !~ '^[0-9]{1,12}\.[0-9a-f]{64}$' then
    return false;
  end if;
  expires := split_part(ticket, '.', 1)::bigint;
  return expires > extract(epoch from now())
     and split_part(ticket, '.', 2)
         = private.embed_frame_signature(partner_id, page_origin, expires);
end;
$$;

revoke all on function private.embed_frame_signature(text, text, bigint),
  private.embed_frame_ticket(text, text), private.is_embed_frame_ticket(text, text, text)
  from public;

-- ---------------------------------------------------------------------------
-- 2. embed_partner: the partner, and a frame ticket for the asking page
-- ---------------------------------------------------------------------------
create or replace function public.embed_partner(partner_id text)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  partner public.partners;
  origin text := lower(private.request_header('origin'));
begin
  select * into partner from public.partners as p where p.id = partner_id and p.id <> 'site';
  if not found then
    raise exception 'Unknown partner "%".', partner_id
      using errcode = '22023',
            hint = 'Check data-partner on the script tag: it is the id NyayaConnect gave the partner.';
  end if;
  if origin is null or not origin = any (partner.allowed_origins) then
    raise exception 'The % support widget is not allowed on %.', partner.name,
        coalesce(origin, 'a page without an origin')
      using errcode = '42501',
            hint = 'The partner registers the origins of its pages with NyayaConnect.';
  end if;
  return json_build_object(
    'id', partner.id,
    'name', partner.name,
    'frame_ticket', private.embed_frame_ticket(partner.id, origin));
end;
$$;

comment on function public.embed_partner(text) is
  'The partner whose support widget the calling page embeds, with a ticket for the widget''s frame on that page; refuses an unknown partner or an unregistered page origin.';

-- ---------------------------------------------------------------------------
-- 3. Submissions from the frame: the page origin it saw, and the ticket
-- ---------------------------------------------------------------------------
-- The submit functions hand both to the source check for this transaction only.
create function private.set_embed_frame(page_origin text, frame_ticket text)
returns void
language sql
volatile
set search_path = ''
as $$
  select set_config('nyaya.embed_page_origin', coalesce(lower(page_origin), ''), true),
         set_config('nyaya.embed_frame_ticket', coalesce(frame_ticket, ''), true)
$$;
revoke all on function private.set_embed_frame(text, text) from public;

drop function public.submit_callback_request(text, text, text, text);
drop function public.submit_complaint(text, text, text, text);

create function public.submit_callback_request(
  name text,
  mobile_number text,
  issue_description text,
  source text default 'site',
  page_origin text default null,
  frame_ticket text default null
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  reference text;
begin
  perform private.set_embed_frame(page_origin, frame_ticket);
  for attempt in 1..3 loop
    begin
      insert into public.call_support_requests (name, mobile_number, issue_description, source)
      values (submit_callback_request.name, submit_callback_request.mobile_number,
              submit_callback_request.issue_description,
              coalesce(submit_callback_request.source, 'site'))
      returning call_support_requests.reference_number into reference;
      return reference;
    exception when unique_violation then
      if attempt = 3 then raise; end if;
    end;
  end loop;
end;
$$;

comment on function public.submit_callback_request(text, text, text, text, text, text) is
  'Stores a callback request (anyone may) and returns its reference number. The partner embed''s frame adds the page origin it saw and its frame ticket.';

create function public.submit_complaint(
  email text,
  phone_number text,
  complaint_text text,
  source text default 'site',
  page_origin text default null,
  frame_ticket text default null
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  reference text;
begin
  perform private.set_embed_frame(page_origin, frame_ticket);
  for attempt in 1..3 loop
    begin
      insert into public.complaints (user_id, email, phone_number, complaint_text, source)
      values ((select auth.uid()), submit_complaint.email, submit_complaint.phone_number,
              submit_complaint.complaint_text, coalesce(submit_complaint.source, 'site'))
      returning complaints.reference_number into reference;
      return reference;
    exception when unique_violation then
      if attempt = 3 then raise; end if;
    end;
  end loop;
end;
$$;

comment on function public.submit_complaint(text, text, text, text, text, text) is
  'Stores a complaint (anyone may; a signed-in caller''s carries their user id) and returns its reference number. The partner embed''s frame adds the page origin it saw and its frame ticket.';

revoke all on function public.submit_callback_request(text, text, text, text, text, text),
  public.submit_complaint(text, text, text, text, text, text) from public;
grant execute on function public.submit_callback_request(text, text, text, text, text, text),
  public.submit_complaint(text, text, text, text, text, text)
  to anon, authenticated, service_role;

-- The source check: the page's own Origin as before, or the frame's page origin with a ticket
-- made for it. A refusal names the page the frame saw, which is the one the partner would add.
create or replace function private.check_submission_source()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  partner public.partners;
  origin text := lower(private.request_header('origin'));
  framed_origin text := nullif(current_setting('nyaya.embed_page_origin', true), '');
  ticket text := nullif(current_setting('nyaya.embed_frame_ticket', true), '');
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
     and not origin = any (partner.allowed_origins)
     and not coalesce(framed_origin = any (partner.allowed_origins)
                      and private.is_embed_frame_ticket(ticket, partner.id, framed_origin),
                      false) then
    raise exception 'The % support widget is not allowed on %.', partner.name,
        coalesce(framed_origin, origin)
      using errcode = '42501',
            hint = 'The partner registers the origins of its pages with NyayaConnect.';
  end if;
  return new;
end;
$$;
