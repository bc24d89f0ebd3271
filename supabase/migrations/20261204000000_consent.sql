-- Consent to the privacy notice and the terms of use (docs/product/privacy.md):
--
--   1. legal_notices: every published version of the privacy notice and the terms, with its
--      effective date. The newest version of each is the current one; the shell's legal pages
--      carry the same versions (a test compares them).
--   2. legal_consents: who agreed to which version and when, and how (at sign-up, or when asked
--      again). Rows are only ever added: a later version is a new row, the old one stays as the
--      record of what was agreed then.
--   3. A sign-up that sends the current versions in its metadata (the ticked box) is recorded
--      with the account. A sign-up without them (Google's, or one that did not tick) has no
--      consent, and the site asks for it before the account is used.
--   4. pending_legal_notices: the current notices the caller has not agreed to, which the site
--      asks for; accept_legal_notices records the caller's agreement to exactly those versions.
--
-- Bad input is 22023 with the sentence the site shows.

-- ---------------------------------------------------------------------------
-- 1. Published versions
-- ---------------------------------------------------------------------------
create table public.legal_notices (
  document text not null
    constraint legal_notice_document_is_known check (document in ('privacy', 'terms')),
  version text not null
    constraint legal_notice_version_is_major_minor check (version ~ '^[0-9]{1,3}\.[0-9]{1,3}$'),
  effective_date date not null,
  primary key (document, version)
);

comment on table public.legal_notices is
  'Published versions of the privacy notice and the terms of use; the newest of each is current.';

alter table public.legal_notices enable row level security;
create policy "Published notices are public"
  on public.legal_notices for select to anon, authenticated
  using (true);
revoke all on public.legal_notices from public, anon, authenticated, service_role;
grant select on public.legal_notices to anon, authenticated, service_role;

-- 1.0 was published with the legal pages, before consent was asked for; 1.1 describes the
-- consent record.
insert into public.legal_notices (document, version, effective_date) values
  ('privacy', '1.0', '2026-11-29'),
  ('privacy', '1.1', '2026-11-29'),
  ('terms', '1.0', '2026-11-29');

-- "1.10" is newer than "1.9": versions compare as numbers, part by part.
create function private.notice_version_order(version text)
returns integer[]
language sql immutable parallel safe
set search_path = ''
as $$
  select pg_catalog.string_to_array(version, '.')::integer[]
$$;

-- The current version of each document.
create view private.current_legal_notices
with (security_barrier = true)
as
select distinct on (document) document, version, effective_date
  from public.legal_notices
 order by document, private.notice_version_order(version) desc;

-- ---------------------------------------------------------------------------
-- 2. Consent records
-- ---------------------------------------------------------------------------
create table public.legal_consents (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.profiles (id) on delete cascade,
  document text not null,
  version text not null,
  accepted_at timestamptz not null default now(),
  given_at text not null
    constraint legal_consent_given_at_is_known check (given_at in ('sign_up', 'asked_again')),
  constraint legal_consent_is_once_per_version unique (user_id, document, version),
  foreign key (document, version) references public.legal_notices (document, version)
);

comment on table public.legal_consents is
  'Agreements to versions of the privacy notice and the terms: who, which version, when, how.';

alter table public.legal_consents enable row level security;
create policy "Users read their own consents"
  on public.legal_consents for select to authenticated
  using (user_id = (select auth.uid()));
revoke all on public.legal_consents from public, anon, authenticated, service_role;
grant select on public.legal_consents to authenticated, service_role;
-- Operators' tools may add a record (an agreement given on paper); nobody changes or deletes one.
grant insert on public.legal_consents to service_role;

-- ---------------------------------------------------------------------------
-- 3. Consent given at sign-up
-- ---------------------------------------------------------------------------
-- The sign-up form sends {"consent": {"privacy": "<version>", "terms": "<version>"}} when its box
-- is ticked. Only the current versions count: a page older than the notice asks again on
-- sign-in.
create function private.record_sign_up_consent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  consent jsonb;
begin
  select u.raw_user_meta_data -> 'consent' into consent
    from auth.users u
   where u.id = new.id;
  if pg_catalog.jsonb_typeof(consent) <> 'object' then
    return null;
  end if;
  if exists (
    select 1 from private.current_legal_notices n
     where (consent ->> n.document) is distinct from n.version
  ) then
    return null;
  end if;
  insert into public.legal_consents (user_id, document, version, given_at)
  select new.id, n.document, n.version, 'sign_up'
    from private.current_legal_notices n
  on conflict on constraint legal_consent_is_once_per_version do nothing;
  return null;
end;
$$;

create trigger on_profile_created_record_consent
  after insert on public.profiles
  for each row execute function private.record_sign_up_consent();

-- ---------------------------------------------------------------------------
-- 4. Asking again
-- ---------------------------------------------------------------------------
-- The current notices the caller has not agreed to; `agreed_before` when they agreed to an
-- earlier version (the site then says the notice changed). Nothing for a visitor.
create function public.pending_legal_notices()
returns table (document text, version text, effective_date date, agreed_before boolean)
language sql stable
security definer
set search_path = ''
as $$
  select n.document, n.version, n.effective_date,
         exists (select 1 from public.legal_consents c
                  where c.user_id = (select auth.uid()) and c.document = n.document)
    from private.current_legal_notices n
   where (select auth.uid()) is not null
     and not exists (select 1 from public.legal_consents c
                      where c.user_id = (select auth.uid())
                        and c.document = n.document and c.version = n.version)
   order by n.document
$$;

-- The caller agrees to the notices they were shown: the version of each one they had not agreed
-- to, which must be the current one (a notice published since the page was opened is shown
-- first). A notice already agreed to in its current version may be left out (null).
create function public.accept_legal_notices(
  privacy_version text default null,
  terms_version text default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if caller is null or not exists (select 1 from public.profiles p where p.id = caller) then
    raise exception 'Sign in to agree to the privacy notice and the terms.'
      using errcode = '42501';
  end if;
  if exists (
    select 1
      from private.current_legal_notices n
      cross join lateral (
        select case n.document when 'privacy' then privacy_version
                               when 'terms' then terms_version end as version
      ) as shown
     where shown.version is distinct from n.version
       and (shown.version is not null
            or not exists (select 1 from public.legal_consents c
                            where c.user_id = caller
                              and c.document = n.document and c.version = n.version))
  ) then
    raise exception 'The privacy notice or the terms have changed since this page was opened. Reload the page to read the current versions.'
      using errcode = '22023';
  end if;
  insert into public.legal_consents (user_id, document, version, given_at)
  select caller, n.document, n.version, 'asked_again'
    from private.current_legal_notices n
   where n.version = case n.document when 'privacy' then privacy_version
                                     when 'terms' then terms_version end
  on conflict on constraint legal_consent_is_once_per_version do nothing;
end;
$$;

revoke all on private.current_legal_notices from public, anon, authenticated, service_role;
revoke execute on function private.notice_version_order(text),
                           private.record_sign_up_consent()
  from public, anon, authenticated, service_role;
revoke execute on function public.pending_legal_notices(),
                           public.accept_legal_notices(text, text)
  from public, anon, authenticated, service_role;
grant execute on function public.pending_legal_notices(),
                          public.accept_legal_notices(text, text)
  to authenticated;
grant execute on function public.pending_legal_notices() to anon;
