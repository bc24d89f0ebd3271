-- Data the database derives or guards itself, whoever writes.

-- True while a statement runs for an end user of the API (anon or a signed-in user),
-- read from the verified JWT so it holds inside security-definer functions too.
-- Service-role requests and direct maintenance connections are not end users.
create or replace function private.is_end_user_request()
returns boolean
language sql stable
set search_path = ''
as $$ select coalesce((select auth.role()), '') in ('anon', 'authenticated') $$;
grant execute on function private.is_end_user_request() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- A new auth user gets a profile from the sign-up data.
-- ---------------------------------------------------------------------------
create or replace function private.create_profile_for_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, full_name, email)
  values (
    new.id,
    left(nullif(btrim(new.raw_user_meta_data ->> 'full_name'), ''), 200),
    new.email
  )
  on conflict (id) do nothing;
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.create_profile_for_new_user();

-- Keep the profile's e-mail in step when the auth e-mail changes.
create or replace function private.sync_profile_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set email = new.email where id = new.id;
  return new;
end;
$$;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row when (old.email is distinct from new.email)
  execute function private.sync_profile_email();

-- ---------------------------------------------------------------------------
-- profiles: users may rename themselves, nothing else; the e-mail belongs to sign-in.
-- (Enforced here as well as by column grants, which a table-level grant would override.)
-- ---------------------------------------------------------------------------
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
  if private.is_end_user_request()
     and (new.id, new.created_at) is distinct from (old.id, old.created_at) then
    raise exception 'Only the full name of a profile can be changed.' using errcode = '42501';
  end if;
  new.full_name := nullif(btrim(new.full_name), '');
  return new;
end;
$$;

create trigger guard_profile_update
  before update on public.profiles
  for each row execute function private.guard_profile_update();

-- A lawyer's listed name follows their profile's full name.
create or replace function private.sync_lawyer_name()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.lawyer_profiles set name = new.full_name where id = new.id;
  return new;
end;
$$;

create trigger on_profile_full_name_changed
  after update of full_name on public.profiles
  for each row when (old.full_name is distinct from new.full_name)
  execute function private.sync_lawyer_name();

-- ---------------------------------------------------------------------------
-- lawyer_profiles: the name comes from the profile; lawyers may only submit for review.
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
  new.updated_at := now();
  return new;
end;
$$;

create trigger prepare_lawyer_profile
  before insert or update on public.lawyer_profiles
  for each row execute function private.prepare_lawyer_profile();

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
  -- Changed credentials must be reviewed again before the profile stays listed.
  if (new.bar_council_id, new.years_experience, new.expertise_areas, new.location)
     is distinct from (old.bar_council_id, old.years_experience, old.expertise_areas, old.location) then
    new.approval_status := 'pending';
  end if;
  return new;
end;
$$;

create trigger guard_lawyer_profile_write
  before insert or update on public.lawyer_profiles
  for each row execute function private.guard_lawyer_profile_write();

-- ---------------------------------------------------------------------------
-- Rows written by end users carry the server's time: a back-dated created_at would
-- reorder lists and slip past the hourly rate limit below.
-- ---------------------------------------------------------------------------
create or replace function private.stamp_created_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_end_user_request() then
    new.created_at := now();
  end if;
  return new;
end;
$$;

create trigger stamp_created_at before insert on public.lawyer_profiles
  for each row execute function private.stamp_created_at();
create trigger stamp_created_at before insert on public.consultation_requests
  for each row execute function private.stamp_created_at();
create trigger stamp_created_at before insert on public.call_support_requests
  for each row execute function private.stamp_created_at();
create trigger stamp_created_at before insert on public.complaints
  for each row execute function private.stamp_created_at();

-- ---------------------------------------------------------------------------
-- Callbacks and complaints: at most 5 per hour from the same phone or e-mail.
-- ---------------------------------------------------------------------------
create or replace function private.enforce_submission_rate_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  max_per_hour constant integer := 5;
  phone_key text;
  email_key text;
  recent integer;
begin
  if not private.is_end_user_request() then
    return new;
  end if;

  if tg_table_name = 'call_support_requests' then
    phone_key := right(new.mobile_number, 10);
    perform pg_advisory_xact_lock(hashtext('callback:' || phone_key));
    select count(*) into recent
      from public.call_support_requests
     where right(mobile_number, 10) = phone_key
       and created_at > now() - interval '1 hour';
  else
    phone_key := right(new.phone_number, 10);
    email_key := lower(new.email);
    perform pg_advisory_xact_lock(hashtext('complaint:' || phone_key));
    perform pg_advisory_xact_lock(hashtext('complaint:' || email_key));
    select count(*) into recent
      from public.complaints
     where (right(phone_number, 10) = phone_key or lower(email) = email_key)
       and created_at > now() - interval '1 hour';
  end if;

  if recent >= max_per_hour then
    raise exception 'Too many submissions from this phone number or e-mail address. Please try again in an hour.'
      using errcode = 'PT429', hint = 'At most 5 submissions per hour are accepted.';
  end if;
  return new;
end;
$$;

create trigger enforce_callback_rate_limit
  before insert on public.call_support_requests
  for each row execute function private.enforce_submission_rate_limit();

create trigger enforce_complaint_rate_limit
  before insert on public.complaints
  for each row execute function private.enforce_submission_rate_limit();

-- Views that publish a safe slice of a table are read-only, whatever grants say.
create or replace function private.reject_view_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception '% is read-only.', tg_table_name using errcode = '42501';
end;
$$;
