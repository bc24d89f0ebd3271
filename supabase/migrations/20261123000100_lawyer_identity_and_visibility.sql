-- Who a lawyer is, and what the directory and lawyers may see (ADR 13).
--
-- - The account type (client or lawyer) is recorded when it is chosen and never changes
--   afterwards; only lawyer accounts submit a verification.
-- - The directory lists a snapshot of the values a reviewer last approved. A lawyer's edit to
--   anything a client trusts sends the profile back to review; the listing keeps the approved
--   values until a reviewer decides again.
-- - A bar council ID is plain ASCII and belongs to one lawyer who is not rejected, however its
--   separators and letter case are written; pictures come from our storage.
-- - A reviewer approves the version of a profile they looked at, or nothing.
-- - Public views cannot reveal hidden lawyers through errors.
-- - Lawyers see pending open requests and their own cases, nothing else.

-- ---------------------------------------------------------------------------
-- Account type, chosen at sign-up
-- ---------------------------------------------------------------------------
alter table public.profiles
  add column account_type text
    constraint account_type_is_client_or_lawyer check (account_type in ('client', 'lawyer'));

comment on column public.profiles.account_type is
  'client or lawyer, as chosen at sign-up (after a Google sign-in: the first role chosen). '
  'Null until chosen. Only the service role can change it.';

-- The role a sign-up (or, after a Google sign-in, the app) wrote into the user metadata.
create or replace function private.account_type_from_metadata(metadata jsonb)
returns text
language sql immutable
set search_path = ''
as $$
  select case when metadata ->> 'role' in ('client', 'lawyer') then metadata ->> 'role' end
$$;

-- Existing accounts: a lawyer profile makes a lawyer; otherwise the role they signed up with,
-- and with none, the default, client. (Left null, such an account could still become
-- a lawyer by writing a role into its metadata.)
update public.profiles p
   set account_type = case
         when exists (select 1 from public.lawyer_profiles l where l.id = p.id) then 'lawyer'
         else coalesce(private.account_type_from_metadata(u.raw_user_meta_data), 'client')
       end
  from auth.users u
 where u.id = p.id;

create or replace function private.create_profile_for_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, full_name, email, account_type)
  values (
    new.id,
    left(nullif(btrim(new.raw_user_meta_data ->> 'full_name'), ''), 200),
    new.email,
    private.account_type_from_metadata(new.raw_user_meta_data)
  )
  on conflict (id) do nothing;
  return new;
end;
$$;

-- A Google sign-in creates the account before the app writes the chosen portal's role into
-- the metadata, so the first role written counts as the sign-up choice. Later writes (users
-- can rewrite their metadata at will) change nothing.
create or replace function private.record_first_account_type()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles
     set account_type = private.account_type_from_metadata(new.raw_user_meta_data)
   where id = new.id and account_type is null;
  return new;
end;
$$;

create trigger on_auth_user_role_written
  after update of raw_user_meta_data on auth.users
  for each row
  when (new.raw_user_meta_data ->> 'role' is distinct from old.raw_user_meta_data ->> 'role')
  execute function private.record_first_account_type();

create or replace function private.guard_profile_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_end_user_request() and new.email is distinct from old.email then
    raise exception 'The e-mail address is managed by sign-in and cannot be changed here.'
      using errcode = '42501';
  end if;
  if private.is_end_user_request() and new.account_type is distinct from old.account_type then
    raise exception 'The account type (client or lawyer) is chosen at sign-up and cannot be changed.'
      using errcode = '42501';
  end if;
  if private.is_end_user_request()
     and (new.id, new.created_at) is distinct from (old.id, old.created_at) then
    raise exception 'Only the full name of a profile can be changed.' using errcode = '42501';
  end if;
  new.full_name := nullif(btrim(new.full_name), '');
  return new;
end;
$$;

create or replace function private.is_lawyer_account(user_id uuid)
returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.profiles where id = user_id and account_type = 'lawyer')
$$;
revoke execute on function private.is_lawyer_account(uuid) from public;
grant execute on function private.is_lawyer_account(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- Profile pictures: files in this project's public storage, or none
-- ---------------------------------------------------------------------------
-- Where this project's Storage API serves public files. Hosted: add the project's URL once,
--   insert into private.storage_origins (origin) values ('https://<project-ref>.supabase.co');
-- (and any custom domain). seed.sql adds the local API. With no row, no picture is accepted.
create table private.storage_origins (
  origin text primary key
    constraint origin_is_https_or_loopback_http check (
      origin ~ '^(https://[a-z0-9.-]+(:[0-9]{1,5})?|http://(localhost|127\.0\.0\.1)(:[0-9]{1,5})?)$'
    )
);

comment on table private.storage_origins is
  'Origins (scheme://host[:port]) of this project''s Storage API; profile pictures must be '
  'public objects there. Plain http only for the local API on loopback.';

-- The shape of a public storage URL: https (plain http only for the local API on loopback),
-- no credentials, query, fragment or dot segments, then /storage/v1/object/public/<bucket>/<path>.
create or replace function private.is_public_storage_url(url text)
returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select url ~ (
           '^(https://[A-Za-z0-9.-]+(:[0-9]{1,5})?|http://(localhost|127\.0\.0\.1)(:[0-9]{1,5})?)'
           || '/storage/v1/object/public/[^/?#\s\\]+/[^?#\s\\]+$'
         )
     and url !~* '/(\.|%2e){1,2}(/|$)'
$$;
grant execute on function private.is_public_storage_url(text) to anon, authenticated, service_role;

-- Whether the URL is on one of this project's storage origins.
create or replace function private.is_own_storage_url(url text)
returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from private.storage_origins o
     where pg_catalog.starts_with(url, o.origin || '/storage/v1/object/public/')
  )
$$;
revoke execute on function private.is_own_storage_url(text) from public;
grant execute on function private.is_own_storage_url(text) to authenticated, service_role;

-- Pictures set before this rule were never reviewed, and the apps have never uploaded one:
-- none of them is known to be ours.
update public.lawyer_profiles
   set profile_picture_url = null
 where profile_picture_url is not null
   and not (private.is_public_storage_url(profile_picture_url)
            and private.is_own_storage_url(profile_picture_url));

alter table public.lawyer_profiles
  drop constraint profile_picture_url_is_https,
  add constraint profile_picture_url_is_public_storage_url check (
    char_length(profile_picture_url) <= 2048
    and private.is_public_storage_url(profile_picture_url)
  );

-- The origin depends on the project, so a trigger checks it (a CHECK constraint must not
-- read tables). URLs of the wrong shape are left to the constraint, which names itself.
create or replace function private.verify_profile_picture_is_ours()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.profile_picture_url is not null
     and (tg_op = 'INSERT' or new.profile_picture_url is distinct from old.profile_picture_url)
     and private.is_public_storage_url(new.profile_picture_url)
     and not private.is_own_storage_url(new.profile_picture_url) then
    raise exception 'A profile picture must be uploaded to NyayaConnect''s storage: % is elsewhere.',
      new.profile_picture_url
      using errcode = '22023',
            hint = 'Use a public storage URL of this project (…/storage/v1/object/public/…), or none.';
  end if;
  return new;
end;
$$;

-- ---------------------------------------------------------------------------
-- Bar council IDs: plain characters, and one lawyer each among lawyers who are not rejected
-- ---------------------------------------------------------------------------
-- An ID as enrolment certificates print it: ASCII letters and digits, optionally separated by
-- spaces and / . - ( ). Anything else (zero-width spaces, full-width digits, Cyrillic letters
-- that look Latin) would let one ID be registered twice in forms a reviewer cannot tell apart.
create or replace function private.is_plain_bar_council_id(value text)
returns boolean
language sql immutable parallel safe
set search_path = ''
as $$ select value ~ '^[A-Za-z0-9 /.()-]*[A-Za-z0-9][A-Za-z0-9 /.()-]*$' $$;

-- What makes two IDs the same: their letters and digits, upper-cased. "MH/1234/2010",
-- "mh 1234 2010" and "MH-1234-2010" are one ID.
create or replace function private.bar_council_id_key(value text)
returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select pg_catalog.upper(pg_catalog.regexp_replace(value, '[^A-Za-z0-9]+', '', 'g') collate "C")
$$;

grant execute on function private.is_plain_bar_council_id(text), private.bar_council_id_key(text)
  to anon, authenticated, service_role;

-- Stored IDs that break either rule stop the migration, listed with their lawyers; characters
-- outside the plain set are shown as <U+XXXX>, since many of them are invisible.
do $$
declare
  not_plain text;
  shared text;
begin
  select string_agg(format('%s: "%s"', l.id, shown.bar_council_id), ', ' order by l.id)
    into not_plain
    from public.lawyer_profiles l
    cross join lateral (
      select string_agg(
               case when ch ~ '[A-Za-z0-9 /.()-]' then ch
                    else format('<U+%s>', lpad(hex, greatest(4, length(hex)), '0')) end,
               '' order by n) as bar_council_id
        from regexp_split_to_table(l.bar_council_id, '') with ordinality as split(ch, n),
             lateral upper(to_hex(ascii(ch))) as hex
    ) shown
   where not private.is_plain_bar_council_id(l.bar_council_id);

  select string_agg(holders, '; ') into shared
    from (
      select string_agg(format('"%s" (%s)', bar_council_id, id), ' and ' order by id) as holders
        from public.lawyer_profiles
       where approval_status is distinct from 'rejected'
         and private.is_plain_bar_council_id(bar_council_id)
       group by private.bar_council_id_key(bar_council_id)
      having count(*) > 1
    ) duplicates;

  if not_plain is not null or shared is not null then
    raise exception '%',
      concat_ws(' ',
        'Bar council IDs with characters other than ASCII letters, digits, space and / . - ( ): '
          || not_plain || '.',
        'Bar council IDs held by more than one lawyer who is not rejected: ' || shared || '.')
      using hint = 'Correct the IDs (as service role), or reject the profiles that are not '
                   'theirs, then apply this migration again.';
  end if;
end;
$$;

alter table public.lawyer_profiles
  add constraint bar_council_id_uses_plain_characters
    check (private.is_plain_bar_council_id(bar_council_id));

create unique index bar_council_id_unique_among_lawyers_not_rejected
  on public.lawyer_profiles (private.bar_council_id_key(bar_council_id))
  where approval_status is distinct from 'rejected';

-- The unique index is the guarantee; this says it in a sentence before the index has to.
-- IDs that are not plain are left to the constraint, which names itself.
create or replace function private.verify_bar_council_id_is_free()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.approval_status is distinct from 'rejected'
     and private.is_plain_bar_council_id(new.bar_council_id)
     and exists (
       select 1 from public.lawyer_profiles other
        where private.bar_council_id_key(other.bar_council_id)
              = private.bar_council_id_key(new.bar_council_id)
          and other.approval_status is distinct from 'rejected'
          and other.id <> new.id
     ) then
    raise exception 'Bar council ID % is already registered to another lawyer.', new.bar_council_id
      using errcode = '23505',
            constraint = 'bar_council_id_unique_among_lawyers_not_rejected',
            hint = 'A bar council ID belongs to one lawyer. If it is yours, contact support.';
  end if;
  return new;
end;
$$;

-- ---------------------------------------------------------------------------
-- Lawyers' own writes: only lawyer accounts submit; edits go back to review
-- ---------------------------------------------------------------------------
create or replace function private.prepare_lawyer_profile()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  profile_name text;
begin
  select full_name into profile_name from public.profiles where id = new.id;
  new.name := coalesce(profile_name, new.name);
  new.bar_council_id := btrim(new.bar_council_id);
  new.bio := nullif(btrim(new.bio), '');
  new.profile_picture_url := nullif(btrim(new.profile_picture_url), '');
  -- updated_at is the version a reviewer approves (set_lawyer_approval), so every write must
  -- change it: now() repeats within a transaction, and PGlite's clock ticks in milliseconds.
  new.updated_at := case
    when tg_op = 'UPDATE' then greatest(now(), old.updated_at + interval '1 microsecond')
    else now()
  end;
  return new;
end;
$$;

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
  return new;
end;
$$;

-- Everything the directory shows, and the bar council ID behind it, is reviewed: a lawyer's
-- change to any of it (the name included, which follows profiles.full_name) is a new
-- submission. Runs after prepare_lawyer_profile, so it compares normalised values.
create or replace function private.send_lawyer_changes_to_review()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_end_user_request()
     and (new.name, new.bar_council_id, new.years_experience, new.expertise_areas, new.location,
          new.bio, new.hourly_rate, new.profile_picture_url)
         is distinct from
         (old.name, old.bar_council_id, old.years_experience, old.expertise_areas, old.location,
          old.bio, old.hourly_rate, old.profile_picture_url) then
    new.approval_status := 'pending';
  end if;
  return new;
end;
$$;

-- BEFORE triggers fire in name order: guard_…, prepare_…, review_…, stamp_…, verify_….
create trigger review_lawyer_profile_changes
  before update on public.lawyer_profiles
  for each row execute function private.send_lawyer_changes_to_review();

create trigger verify_bar_council_id_is_free
  before insert or update on public.lawyer_profiles
  for each row execute function private.verify_bar_council_id_is_free();

create trigger verify_profile_picture_is_ours
  before insert or update on public.lawyer_profiles
  for each row execute function private.verify_profile_picture_is_ours();

-- ---------------------------------------------------------------------------
-- The listing: what a reviewer last approved
-- ---------------------------------------------------------------------------
-- One row per listed lawyer, holding only what the directory publishes. Written by
-- sync_lawyer_listing alone. Not exposed by the API (schema private); the directory search
-- reads it directly so the planner can use its indexes.
create table private.lawyer_listings (
  id uuid primary key references public.lawyer_profiles (id) on delete cascade,
  name text,
  years_experience integer not null,
  expertise_areas text[] not null,
  location text not null,
  bio text,
  rating numeric(2, 1),
  hourly_rate integer,
  profile_picture_url text,
  created_at timestamptz not null
);

comment on table private.lawyer_listings is
  'The directory: each listed lawyer''s values as last approved by a reviewer, and their '
  'current rating. Written only by private.sync_lawyer_listing().';

insert into private.lawyer_listings
  (id, name, years_experience, expertise_areas, location, bio, rating, hourly_rate,
   profile_picture_url, created_at)
select id, name, years_experience, expertise_areas, location, bio, rating, hourly_rate,
       profile_picture_url, created_at
  from public.lawyer_profiles
 where approval_status = 'approved';

-- The directory's filters and order, as lawyer_profiles had them (see the first migration).
create index lawyer_listings_name_trgm_idx
  on private.lawyer_listings using gin (name extensions.gin_trgm_ops) with (fastupdate = off);
create index lawyer_listings_location_trgm_idx
  on private.lawyer_listings using gin (location extensions.gin_trgm_ops) with (fastupdate = off);
create index lawyer_listings_expertise_areas_idx
  on private.lawyer_listings using gin (expertise_areas);
create index lawyer_listings_rating_idx on private.lawyer_listings (rating desc nulls last);
create index lawyer_listings_years_experience_idx on private.lawyer_listings (years_experience);

drop index public.lawyer_profiles_name_trgm_idx;
drop index public.lawyer_profiles_location_trgm_idx;
drop index public.lawyer_profiles_expertise_areas_idx;
drop index public.lawyer_profiles_rating_idx;
drop index public.lawyer_profiles_years_experience_idx;

-- A profile that is approved by anyone but its lawyer (set_lawyer_approval, the service
-- role, seeding) is listed as it now stands. Rejected, reverify or no status: unlisted.
-- Pending: the listing stays as last approved. The rating, which only reviewers set, is
-- always current.
create or replace function private.sync_lawyer_listing()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.approval_status = 'approved' and not private.is_end_user_request() then
    insert into private.lawyer_listings
      (id, name, years_experience, expertise_areas, location, bio, rating, hourly_rate,
       profile_picture_url, created_at)
    values
      (new.id, new.name, new.years_experience, new.expertise_areas, new.location, new.bio,
       new.rating, new.hourly_rate, new.profile_picture_url, new.created_at)
    on conflict (id) do update set
      name = excluded.name,
      years_experience = excluded.years_experience,
      expertise_areas = excluded.expertise_areas,
      location = excluded.location,
      bio = excluded.bio,
      rating = excluded.rating,
      hourly_rate = excluded.hourly_rate,
      profile_picture_url = excluded.profile_picture_url,
      created_at = excluded.created_at;
  elsif new.approval_status is distinct from 'approved'
        and new.approval_status is distinct from 'pending' then
    delete from private.lawyer_listings where id = new.id;
  elsif tg_op = 'UPDATE' and new.rating is distinct from old.rating then
    update private.lawyer_listings set rating = new.rating where id = new.id;
  end if;
  return null;
end;
$$;

create trigger sync_lawyer_listing
  after insert or update on public.lawyer_profiles
  for each row execute function private.sync_lawyer_listing();

-- ---------------------------------------------------------------------------
-- Reviewers' decisions: on the version reviewed
-- ---------------------------------------------------------------------------
-- An approval lists the profile as it stands when the decision is recorded, so a lawyer's
-- edit between the reviewer's look and the click would be published unreviewed. The reviewer
-- passes the version they looked at (the profile's updated_at, which every write changes);
-- if the profile has changed since, nothing is decided. Without a version (seeding, scripts)
-- the decision applies to the profile as it stands.
drop function public.set_lawyer_approval(uuid, text);

create function public.set_lawyer_approval(
  lawyer_id uuid,
  decision text,
  reviewed_version timestamptz default null
)
returns public.lawyer_profiles
language plpgsql
security definer
set search_path = ''
as $$
declare
  current_version timestamptz;
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
     set approval_status = decision
   where l.id = set_lawyer_approval.lawyer_id
  returning * into updated;
  return updated;
end;
$$;

revoke execute on function public.set_lawyer_approval(uuid, text, timestamptz)
  from public, anon, authenticated;
grant execute on function public.set_lawyer_approval(uuid, text, timestamptz) to service_role;

-- Nobody writes these but their functions. The listing holds listed lawyers' public columns
-- only, so reading it reveals nothing the directory does not; the search function runs as
-- its caller and needs it.
revoke all on private.lawyer_listings, private.storage_origins
  from public, anon, authenticated, service_role;
grant select on private.lawyer_listings to anon, authenticated, service_role;

-- A barrier keeps a visitor's filter from running on anything but the listing's rows, even
-- if the listing should one day hold more; the search below reads the table directly.
create or replace view public.lawyer_directory
with (security_barrier = true)
as
  select id, name, years_experience, expertise_areas, location, bio, rating, hourly_rate,
         profile_picture_url, created_at
    from private.lawyer_listings;

comment on view public.lawyer_directory is
  'Listed lawyers as last approved by a reviewer, public columns only. Read-only.';

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
     )
     and (search_lawyer_directory.specialization is null
          or l.expertise_areas @> array[search_lawyer_directory.specialization])
     and (search_lawyer_directory.min_rating is null
          or l.rating >= search_lawyer_directory.min_rating)
     and (search_lawyer_directory.min_experience is null
          or l.years_experience >= search_lawyer_directory.min_experience)
     and (nullif(pg_catalog.btrim(search_lawyer_directory.city), '') is null
          or l.location ilike '%' || private.escape_like(pg_catalog.btrim(search_lawyer_directory.city)) || '%')
$$;

-- private.is_approved_lawyer() keeps its meaning (docs/product/data-and-permissions.md): only a
-- lawyer whose approval_status is approved loads, sees and accepts requests. A listed lawyer whose
-- edits await review stays in the directory, where clients may still address requests to them;
-- those wait for the reviewer's approval.

-- ---------------------------------------------------------------------------
-- Requests a lawyer sees: pending open requests and their own cases
-- ---------------------------------------------------------------------------
drop policy "Approved lawyers read open requests and their own cases"
  on public.consultation_requests;

create policy "Approved lawyers read pending open requests and their own cases"
  on public.consultation_requests for select to authenticated
  using (
    (lawyer_id = (select auth.uid()) or (lawyer_id is null and status = 'pending'))
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
          and (r.lawyer_id = (select auth.uid()) or (r.lawyer_id is null and r.status = 'pending'))
     );

create index consultation_requests_pending_open_idx
  on public.consultation_requests (created_at desc)
  where lawyer_id is null and status = 'pending';
drop index public.consultation_requests_open_idx;
