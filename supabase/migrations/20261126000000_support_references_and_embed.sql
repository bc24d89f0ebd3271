-- Reference numbers for callbacks and complaints, and the partner check of the embed widget
-- (ADR 0022).
--
--   1. Every callback and complaint gets a short reference number ('CB-7K3M-9Q2X') that the
--      person is shown and support staff can look up. Only the database makes them.
--   2. submit_callback_request and submit_complaint store a submission and return its
--      reference number: visitors may insert but never read these tables, so a plain insert
--      cannot tell them what was stored.
--   3. embed_partner tells the partner widget whether it may show itself on the calling page.

-- ---------------------------------------------------------------------------
-- 1. Reference numbers
-- ---------------------------------------------------------------------------

-- Eight characters of Crockford's base 32 (no I, L, O or U, so nothing is misread over the
-- phone) in two groups after the form's prefix: 32^8, about 10^12 numbers per form. The bytes
-- come from gen_random_uuid(), skipping its version and variant bits; 256 is a multiple of 32,
-- so every character is equally likely.
create or replace function private.new_reference_number(prefix text)
returns text
language sql volatile
set search_path = ''
as $$
  select prefix || '-' || string_agg(
           substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', get_byte(bytes, i) % 32 + 1, 1)
             || case when i = 3 then '-' else '' end,
           '' order by i)
    from (select uuid_send(gen_random_uuid()) as bytes) as random,
         unnest(array[0, 1, 2, 3, 10, 11, 12, 13]) as i
$$;

alter table public.call_support_requests
  add column reference_number text;
alter table public.complaints
  add column reference_number text;

update public.call_support_requests set reference_number = private.new_reference_number('CB');
update public.complaints set reference_number = private.new_reference_number('CP');

-- The default only tells clients and generated types that inserts need not name it.
alter table public.call_support_requests
  alter column reference_number set default private.new_reference_number('CB'),
  alter column reference_number set not null,
  add constraint call_support_request_reference_number_is_unique unique (reference_number);
alter table public.complaints
  alter column reference_number set default private.new_reference_number('CP'),
  alter column reference_number set not null,
  add constraint complaint_reference_number_is_unique unique (reference_number);

comment on column public.call_support_requests.reference_number is
  'Shown to the caller (CB-XXXX-XXXX); set by the database on insert, never changed.';
comment on column public.complaints.reference_number is
  'Shown to the complainant (CP-XXXX-XXXX); set by the database on insert, never changed.';

-- The database numbers every row from the API's end users, whatever the insert supplied; the
-- service role may restore a row with its number. A number never changes.
create or replace function private.assign_reference_number()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if private.is_end_user_request() or new.reference_number is null then
      new.reference_number := private.new_reference_number(tg_argv[0]);
    end if;
  elsif new.reference_number is distinct from old.reference_number then
    raise exception 'A reference number never changes.'
      using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger assign_reference_number
  before insert or update of reference_number on public.call_support_requests
  for each row execute function private.assign_reference_number('CB');
create trigger assign_reference_number
  before insert or update of reference_number on public.complaints
  for each row execute function private.assign_reference_number('CP');

-- ---------------------------------------------------------------------------
-- 2. Submitting and getting the reference number back
-- ---------------------------------------------------------------------------

-- Security definer only to read back the new row's number: the insert itself passes every
-- check, trigger and hourly limit of a plain insert by the caller (the limits go by the
-- caller's JWT role and request headers, which a definer function keeps). A clash of two
-- random numbers (about one in 10^12 per pair) is retried with a fresh one.
create or replace function public.submit_callback_request(
  name text,
  mobile_number text,
  issue_description text,
  source text default 'site'
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

comment on function public.submit_callback_request(text, text, text, text) is
  'Stores a callback request (anyone may) and returns its reference number.';

-- A signed-in person's complaint is always theirs (user_id), a visitor's has none.
create or replace function public.submit_complaint(
  email text,
  phone_number text,
  complaint_text text,
  source text default 'site'
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

comment on function public.submit_complaint(text, text, text, text) is
  'Stores a complaint (anyone may; a signed-in caller''s carries their user id) and returns its reference number.';

revoke all on function public.submit_callback_request(text, text, text, text),
  public.submit_complaint(text, text, text, text) from public;
grant execute on function public.submit_callback_request(text, text, text, text),
  public.submit_complaint(text, text, text, text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- 3. May the partner widget show itself here?
-- ---------------------------------------------------------------------------

-- The widget asks before it renders, so a partner id that is wrong, or a page the partner has
-- not registered, shows nothing instead of a form whose submissions the source check would
-- refuse. Stricter than that check: a partner with no registered origins has no pages yet.
-- Partner ids and names are public (they are in the partner's script tag and on its page).
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
  return json_build_object('id', partner.id, 'name', partner.name);
end;
$$;

comment on function public.embed_partner(text) is
  'The partner whose support widget the calling page embeds; refuses an unknown partner or an unregistered page origin.';

revoke all on function public.embed_partner(text) from public;
grant execute on function public.embed_partner(text) to anon, authenticated, service_role;
