-- Core schema: the product's tables, with constraints that reject bad data by name.
-- Constraint names read as the rule they enforce, so a violation explains itself
-- ("violates check constraint mobile_number_is_indian_mobile").

create schema if not exists extensions;
create extension if not exists pg_trgm with schema extensions;
create extension if not exists pgcrypto with schema extensions;

-- Helpers that policies and triggers call. Kept out of the API-exposed schema.
create schema if not exists private;
grant usage on schema private to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- Domain vocabulary (docs/product/data-and-permissions.md). Immutable so check constraints
-- can use it.
-- ---------------------------------------------------------------------------
create or replace function public.legal_specializations()
returns text[]
language sql immutable parallel safe
set search_path = ''
as $$
  select array[
    'Property Law', 'Family Law', 'Criminal Law', 'Business Law', 'Employment Law',
    'Immigration Law', 'Personal Injury', 'Tax Law', 'Intellectual Property', 'Environmental Law'
  ]::text[]
$$;

create or replace function public.practice_locations()
returns text[]
language sql immutable parallel safe
set search_path = ''
as $$
  select array[
    'Delhi High Court', 'Mumbai High Court', 'Chennai High Court', 'Kolkata High Court',
    'Allahabad High Court', 'Rajasthan High Court', 'Gujarat High Court', 'Karnataka High Court',
    'Kerala High Court', 'Madhya Pradesh High Court', 'Punjab & Haryana High Court',
    'Supreme Court of India',
    'Delhi District Court', 'Mumbai District Court', 'Chennai District Court',
    'Kolkata District Court', 'Pune District Court', 'Bangalore District Court',
    'Hyderabad District Court', 'Ahmedabad District Court', 'Jaipur District Court',
    'Lucknow District Court'
  ]::text[]
$$;

-- Practice locations are stored joined by ', ' (docs/product/data-and-permissions.md).
create or replace function private.is_valid_practice_location_list(value text)
returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select value is not null
     and btrim(value) <> ''
     and string_to_array(value, ', ') <@ public.practice_locations()
$$;

-- Indian mobile: optional +91, then 10 digits starting 6-9.
create or replace function private.is_indian_mobile(value text)
returns boolean
language sql immutable parallel safe
set search_path = ''
as $$ select value ~ '^(\+91)?[6-9][0-9]{9}$' $$;

create or replace function private.is_email(value text)
returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select char_length(value) <= 254
     and value ~ '^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$'
$$;

grant execute on function public.legal_specializations(), public.practice_locations()
  to anon, authenticated, service_role;
grant execute on function private.is_valid_practice_location_list(text),
  private.is_indian_mobile(text), private.is_email(text)
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- Tables (docs/product/data-and-permissions.md)
-- ---------------------------------------------------------------------------
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text
    constraint full_name_at_most_200_chars check (char_length(full_name) <= 200),
  email text
    constraint email_is_valid check (email is null or private.is_email(email)),
  created_at timestamptz not null default now()
);

create table public.lawyer_profiles (
  id uuid primary key references public.profiles (id) on delete cascade,
  name text
    constraint name_at_most_200_chars check (char_length(name) <= 200),
  bar_council_id text not null
    constraint bar_council_id_required check (btrim(bar_council_id) <> '')
    constraint bar_council_id_at_most_50_chars check (char_length(bar_council_id) <= 50),
  years_experience integer not null
    constraint years_experience_between_0_and_70 check (years_experience between 0 and 70),
  expertise_areas text[] not null
    constraint expertise_areas_not_empty check (cardinality(expertise_areas) > 0)
    constraint expertise_areas_are_known_specializations
      check (expertise_areas <@ public.legal_specializations()),
  location text not null
    constraint location_is_known_practice_locations
      check (private.is_valid_practice_location_list(location)),
  bio text
    constraint bio_at_most_2000_chars check (char_length(bio) <= 2000),
  approval_status text
    constraint approval_status_is_known
      check (approval_status in ('pending', 'approved', 'rejected', 'reverify')),
  rating numeric(2, 1)
    constraint rating_between_0_and_5 check (rating between 0 and 5),
  hourly_rate integer
    constraint hourly_rate_in_rupees_between_0_and_1000000
      check (hourly_rate between 0 and 1000000),
  profile_picture_url text
    constraint profile_picture_url_is_https
      check (char_length(profile_picture_url) <= 2048 and profile_picture_url ~ '^https://'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.consultation_requests (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references public.profiles (id) on delete cascade,
  lawyer_id uuid references public.lawyer_profiles (id) on delete set null,
  service_type text not null
    constraint service_type_is_known_specialization
      check (service_type = any (public.legal_specializations())),
  description text not null
    constraint description_required check (btrim(description) <> '')
    constraint description_at_most_5000_chars check (char_length(description) <= 5000),
  location text
    constraint location_at_most_200_chars check (char_length(location) <= 200),
  phone text
    constraint phone_is_indian_mobile check (private.is_indian_mobile(phone)),
  status text not null default 'pending'
    constraint status_is_known
      check (status in ('pending', 'assigned', 'scheduled', 'completed', 'cancelled')),
  created_at timestamptz not null default now(),
  constraint lawyer_is_not_the_client check (lawyer_id is distinct from client_id)
);

-- Where a callback or complaint came from: 'site', or a partner's id for the embed widget.
create or replace function private.is_valid_source(value text)
returns boolean
language sql immutable parallel safe
set search_path = ''
as $$ select value ~ '^[a-z0-9][a-z0-9_-]{0,63}$' $$;
grant execute on function private.is_valid_source(text) to anon, authenticated, service_role;

create table public.call_support_requests (
  id uuid primary key default gen_random_uuid(),
  name text not null
    constraint name_required check (btrim(name) <> '')
    constraint name_at_most_200_chars check (char_length(name) <= 200),
  mobile_number text not null
    constraint mobile_number_is_indian_mobile check (private.is_indian_mobile(mobile_number)),
  issue_description text not null
    constraint issue_description_required check (btrim(issue_description) <> '')
    constraint issue_description_at_most_5000_chars check (char_length(issue_description) <= 5000),
  source text not null default 'site'
    constraint source_is_site_or_partner_id check (private.is_valid_source(source)),
  created_at timestamptz not null default now()
);

create table public.complaints (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references public.profiles (id) on delete set null,
  email text not null
    constraint email_is_valid check (private.is_email(email)),
  phone_number text not null
    constraint phone_number_is_indian_mobile check (private.is_indian_mobile(phone_number)),
  complaint_text text not null
    constraint complaint_text_required check (btrim(complaint_text) <> '')
    constraint complaint_text_at_most_5000_chars check (char_length(complaint_text) <= 5000),
  source text not null default 'site'
    constraint source_is_site_or_partner_id check (private.is_valid_source(source)),
  created_at timestamptz not null default now()
);

-- ---------------------------------------------------------------------------
-- Indexes: every directory filter, every foreign key, and the rate-limit look-ups.
-- ---------------------------------------------------------------------------
-- fastupdate off: profiles change rarely, and a GIN pending list left by a bulk load makes
-- the planner skip the index until vacuum runs (PGlite has no autovacuum).
create index lawyer_profiles_name_trgm_idx
  on public.lawyer_profiles using gin (name extensions.gin_trgm_ops) with (fastupdate = off);
create index lawyer_profiles_location_trgm_idx
  on public.lawyer_profiles using gin (location extensions.gin_trgm_ops) with (fastupdate = off);
create index lawyer_profiles_expertise_areas_idx
  on public.lawyer_profiles using gin (expertise_areas);
create index lawyer_profiles_rating_idx
  on public.lawyer_profiles (rating desc nulls last);
create index lawyer_profiles_years_experience_idx
  on public.lawyer_profiles (years_experience);
create index lawyer_profiles_approval_status_idx
  on public.lawyer_profiles (approval_status);
create index lawyer_profiles_created_at_idx on public.lawyer_profiles (created_at);

create index consultation_requests_client_id_idx
  on public.consultation_requests (client_id, created_at desc);
create index consultation_requests_lawyer_id_idx
  on public.consultation_requests (lawyer_id, created_at desc);
create index consultation_requests_open_idx
  on public.consultation_requests (created_at desc) where lawyer_id is null;
create index consultation_requests_created_at_idx
  on public.consultation_requests (created_at);

create index call_support_requests_mobile_recent_idx
  on public.call_support_requests (right(mobile_number, 10), created_at);
create index call_support_requests_created_at_idx on public.call_support_requests (created_at);
create index complaints_email_recent_idx on public.complaints (lower(email), created_at);
create index complaints_phone_recent_idx on public.complaints (right(phone_number, 10), created_at);
create index complaints_user_id_idx on public.complaints (user_id);
create index complaints_created_at_idx on public.complaints (created_at);
