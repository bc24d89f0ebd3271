-- The languages a lawyer consults in, and the language of a new account's e-mails
-- (docs/product/languages.md, docs/product/lawyer-portal.md).
--
-- - lawyer_profiles.languages: codes of public.consultation_languages(), no duplicates, at most
--   all 23. Part of the listing a reviewer approves, like the other listing fields
--   (docs/adr/0013): a lawyer's change sends the profile back to review, the directory keeps
--   the approved languages until a reviewer decides again. A lawyer submits with at least one;
--   profiles submitted before this migration have none until their lawyer chooses.
-- - The directory lists them (lawyer_directory.languages) and filters by one
--   (search_lawyer_directory's `language`).
-- - A sign-up's `language` metadata ('en' or 'hi', the site's language at the time) is the
--   language of the account's e-mails.

-- ---------------------------------------------------------------------------
-- 1. The vocabulary
-- ---------------------------------------------------------------------------
-- The 22 languages of the Eighth Schedule and English, as codes (ISO 639-1 where there is
-- one, else ISO 639-2/3), in the order the apps list them. Immutable so check constraints
-- can use it.
create or replace function public.consultation_languages()
returns text[]
language sql immutable parallel safe
set search_path = ''
as $$
  select array[
    'en', 'hi', 'bn', 'te', 'mr', 'ta', 'ur', 'gu', 'kn', 'ml', 'or', 'pa', 'as', 'mai', 'sat',
    'ks', 'ne', 'kok', 'sd', 'doi', 'mni', 'brx', 'sa'
  ]::text[]
$$;

grant execute on function public.consultation_languages() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- 2. The profile's field
-- ---------------------------------------------------------------------------
alter table public.lawyer_profiles
  add column languages text[] not null default '{}'
    constraint languages_are_known_consultation_languages
      check (languages <@ public.consultation_languages())
    constraint languages_are_distinct
      check (private.has_no_duplicates(languages))
    constraint languages_at_most_23
      check (cardinality(languages) <= 23)
    constraint languages_is_a_flat_list
      check (array_ndims(languages) = 1);

comment on column public.lawyer_profiles.languages is
  'Codes of public.consultation_languages() the lawyer consults in, in the lawyer''s order; '
  'at least one in every submission. Reviewed (docs/adr/0013).';

-- A lawyer's submission (their own write that leaves the profile pending) names at least one
-- language, as it names at least one area of expertise. The profile's other required fields
-- are the table's checks; this one is a trigger because profiles submitted before the field
-- existed have none, and their reviews and decisions still update them. A rename in the
-- account's settings reaches the profile through the trigger that copies profiles.full_name
-- (trigger depth 2): it sends the profile to review, as every name change does, but is not a
-- submission of the verification form, so it is not refused here.
create or replace function private.verify_languages_chosen()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if coalesce(current_setting('nyaya.rating_refresh', true), '') = 'on'
     or not private.is_end_user_request()
     or pg_catalog.pg_trigger_depth() > 1
     or new.approval_status is distinct from 'pending'
     or cardinality(new.languages) > 0 then
    return new;
  end if;
  raise exception 'Choose at least one language you consult in.'
    using errcode = '22023',
          hint = 'Add the languages you consult in to the verification form.';
end;
$$;

revoke execute on function private.verify_languages_chosen()
  from public, anon, authenticated, service_role;

-- BEFORE triggers fire in name order: after review_lawyer_profile_changes, which sets the
-- status a lawyer's edit leaves.
create trigger verify_languages_chosen
  before insert or update on public.lawyer_profiles
  for each row execute function private.verify_languages_chosen();

-- As in 20261123000100, with languages: a lawyer's change to them is a new submission.
create or replace function private.send_lawyer_changes_to_review()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_end_user_request()
     and (new.name, new.bar_council_id, new.years_experience, new.expertise_areas, new.location,
          new.bio, new.hourly_rate, new.profile_picture_url, new.languages)
         is distinct from
         (old.name, old.bar_council_id, old.years_experience, old.expertise_areas, old.location,
          old.bio, old.hourly_rate, old.profile_picture_url, old.languages) then
    new.approval_status := 'pending';
  end if;
  return new;
end;
$$;

-- ---------------------------------------------------------------------------
-- 3. The listing
-- ---------------------------------------------------------------------------
-- Lawyers listed before the field existed list none until a reviewer approves their choice.
alter table private.lawyer_listings
  add column languages text[] not null default '{}';

create index lawyer_listings_languages_idx
  on private.lawyer_listings using gin (languages);

-- As in 20261202000000, with languages.
create or replace function private.sync_lawyer_listing()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and coalesce(current_setting('nyaya.rating_refresh', true), '') = 'on' then
    update private.lawyer_listings
       set rating = new.rating, review_count = new.review_count
     where id = new.id;
  elsif new.approval_status = 'approved' and not private.is_end_user_request() then
    insert into private.lawyer_listings
      (id, name, years_experience, expertise_areas, location, bio, rating, hourly_rate,
       profile_picture_url, created_at, review_count, languages)
    values
      (new.id, new.name, new.years_experience, new.expertise_areas, new.location, new.bio,
       new.rating, new.hourly_rate, new.profile_picture_url, new.created_at, new.review_count,
       new.languages)
    on conflict (id) do update set
      name = excluded.name,
      years_experience = excluded.years_experience,
      expertise_areas = excluded.expertise_areas,
      location = excluded.location,
      bio = excluded.bio,
      rating = excluded.rating,
      hourly_rate = excluded.hourly_rate,
      profile_picture_url = excluded.profile_picture_url,
      created_at = excluded.created_at,
      review_count = excluded.review_count,
      languages = excluded.languages;
  elsif new.approval_status is distinct from 'approved'
        and new.approval_status is distinct from 'pending' then
    delete from private.lawyer_listings where id = new.id;
  elsif tg_op = 'UPDATE'
        and (new.rating, new.review_count) is distinct from (old.rating, old.review_count) then
    update private.lawyer_listings
       set rating = new.rating, review_count = new.review_count
     where id = new.id;
  end if;
  return null;
end;
$$;

-- ---------------------------------------------------------------------------
-- 4. The directory
-- ---------------------------------------------------------------------------
-- The old search returns the view's row type: it goes before the view gains a column, and
-- comes back with the language filter.
drop function public.search_lawyer_directory(text, text, numeric, integer, text);

create or replace view public.lawyer_directory
with (security_barrier = true)
as
  select id, name, years_experience, expertise_areas, location, bio, rating, hourly_rate,
         profile_picture_url, created_at, review_count, languages
    from private.lawyer_listings;

-- As private.assert_directory_filters, for the language filter.
create or replace function private.assert_directory_language(language text)
returns boolean
language plpgsql immutable
as $$
begin
  if language is not null and not (language = any (public.consultation_languages())) then
    raise exception 'Unknown language "%".', language using errcode = '22023';
  end if;
  return true;
end;
$$;
grant execute on function private.assert_directory_language(text)
  to anon, authenticated, service_role;

-- As in 20261202000000, with languages and the language filter (lawyers who consult in it;
-- lawyer_listings_languages_idx serves it). Still plain SQL without SET options, so the
-- planner inlines it.
create function public.search_lawyer_directory(
  search text default null,
  specialization text default null,
  min_rating numeric default null,
  min_experience integer default null,
  city text default null,
  language text default null
)
returns setof public.lawyer_directory
language sql stable
as $$
  select l.id, l.name, l.years_experience, l.expertise_areas, l.location, l.bio, l.rating,
         l.hourly_rate, l.profile_picture_url, l.created_at, l.review_count, l.languages
    from private.lawyer_listings l
   where private.assert_directory_filters(
           search_lawyer_directory.specialization,
           search_lawyer_directory.min_rating,
           search_lawyer_directory.min_experience)
     and private.assert_directory_language(search_lawyer_directory.language)
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
     and (search_lawyer_directory.language is null
          or l.languages @> array[search_lawyer_directory.language])
$$;

comment on function public.search_lawyer_directory(text, text, numeric, integer, text, text) is
  'Approved lawyers matching the directory filters. Order and page with PostgREST (order=, Range).';

revoke execute on function public.search_lawyer_directory(text, text, numeric, integer, text, text)
  from public;
grant execute on function public.search_lawyer_directory(text, text, numeric, integer, text, text)
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- 5. Verification: reviewers see the languages, decisions record them
-- ---------------------------------------------------------------------------
-- As in 20261130000000, with languages in the decision's snapshot.
create or replace function private.decide_verification(
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
      'profile_picture_url', current.profile_picture_url, 'languages', current.languages,
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

-- As in 20261130000000, with the submitted languages (appended last) and the listed ones in
-- `listed`. Its row type changes, so it is made anew.
drop function public.verification_queue(timestamptz, uuid, integer);

create function public.verification_queue(
  after_submitted_at timestamptz default null,
  after_id uuid default null,
  page_size integer default 25
)
returns table (
  id uuid, name text, email text, bar_council_id text, years_experience integer,
  expertise_areas text[], location text, bio text, hourly_rate integer, profile_picture_url text,
  submitted_at timestamptz, version timestamptz, previous_decision text, listed jsonb,
  bar_council_id_shared_with text, linked_complaints integer, languages text[]
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
                     'profile_picture_url', ll.profile_picture_url, 'languages', ll.languages)
              from private.lawyer_listings ll where ll.id = l.id),
           (select coalesce(o.name, op.full_name, 'another lawyer')
              from public.lawyer_profiles o
              left join public.profiles op on op.id = o.id
             where private.bar_council_id_key(o.bar_council_id)
                   = private.bar_council_id_key(l.bar_council_id)
               and o.id <> l.id
             order by o.created_at, o.id
             limit 1),
           (select count(*)::integer from public.complaints c where c.lawyer_id = l.id),
           l.languages
      from public.lawyer_profiles l
      left join public.profiles p on p.id = l.id
     where l.approval_status = 'pending'
       and (after_submitted_at is null or (l.updated_at, l.id) > (after_submitted_at, after_id))
     order by l.updated_at, l.id
     limit page_size;
end;
$$;

revoke execute on function public.verification_queue(timestamptz, uuid, integer)
  from public, anon, authenticated;
grant execute on function public.verification_queue(timestamptz, uuid, integer) to authenticated;

-- ---------------------------------------------------------------------------
-- 6. The language of a new account's e-mails
-- ---------------------------------------------------------------------------
-- As in 20261129000000, with the language the sign-up sent in its metadata (the site's
-- language then), when it is one the e-mails are written in; otherwise the default, English.
create or replace function private.create_notification_preferences()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  signup_language text;
begin
  select u.raw_user_meta_data ->> 'language' into signup_language
    from auth.users u
   where u.id = new.id;
  insert into public.notification_preferences (user_id, language)
  values (new.id, case when signup_language in ('en', 'hi') then signup_language else 'en' end)
  on conflict (user_id) do nothing;
  return null;
end;
$$;

revoke execute on function private.create_notification_preferences()
  from public, anon, authenticated, service_role;
