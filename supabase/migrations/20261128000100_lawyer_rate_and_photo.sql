-- A lawyer's hourly rate and photo, given in the verification form and reviewed like the rest
-- of the listing (docs/adr/0013, docs/adr/0026).
--
-- - hourly_rate: whole rupees from ₹500 to ₹1,00,000 per hour, or none.
-- - Photos are objects of the public Storage bucket `lawyer-photos`: a lawyer uploads only into
--   the folder named by their user id, only JPEG, PNG or WebP, at most 2 MB, at most 5 files.
--   A lawyer's profile picture must be one of their own uploads there.
--
-- The Storage part runs where the `storage` schema exists: on a hosted project (Supabase
-- Storage creates it) and on the local stack (lite creates it before the migrations). Elsewhere
-- (a bare PostgreSQL) it is skipped with a notice.

-- ---------------------------------------------------------------------------
-- Hourly rate
-- ---------------------------------------------------------------------------
-- Rates the new bounds refuse were never reviewed against them: they are cleared, as the
-- directory shows no rate rather than a wrong one.
update public.lawyer_profiles
   set hourly_rate = null
 where hourly_rate is not null
   and hourly_rate not between 500 and 100000;

alter table public.lawyer_profiles
  drop constraint hourly_rate_in_rupees_between_0_and_1000000,
  add constraint hourly_rate_in_rupees_between_500_and_100000
    check (hourly_rate between 500 and 100000);

comment on column public.lawyer_profiles.hourly_rate is
  'Whole rupees per hour, ₹500 to ₹1,00,000; null when not given. Reviewed (docs/adr/0013).';

-- ---------------------------------------------------------------------------
-- Photo objects
-- ---------------------------------------------------------------------------
-- `<user id>/<name>.<jpg|jpeg|png|webp>`: one folder, the uploader's own, and a plain file name.
create or replace function private.is_lawyer_photo_name(object_name text, user_id uuid)
returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select user_id is not null
     and object_name ~ ('^' || user_id::text || '/[A-Za-z0-9_-]{1,64}\.(jpg|jpeg|png|webp)$')
$$;
grant execute on function private.is_lawyer_photo_name(text, uuid)
  to anon, authenticated, service_role;

-- The most photo files a lawyer keeps: the listed one, one under review, and a few replaced.
create or replace function private.lawyer_photo_quota()
returns integer
language sql immutable parallel safe
as $$ select 5 $$;
grant execute on function private.lawyer_photo_quota() to anon, authenticated, service_role;

-- How many photo files `user_id` has stored; a security definer function, so the policy on
-- storage.objects can count without querying its own table under its own policies. plpgsql:
-- the body is checked when it runs, so the function exists where Storage does not.
create or replace function private.lawyer_photo_count(user_id uuid)
returns integer
language plpgsql stable
security definer
set search_path = ''
as $$
begin
  if to_regclass('storage.objects') is null then
    return 0;
  end if;
  return (select count(*)::integer
            from storage.objects o
           where o.bucket_id = 'lawyer-photos'
             and pg_catalog.starts_with(o.name, user_id::text || '/'));
end;
$$;
revoke execute on function private.lawyer_photo_count(uuid) from public;
grant execute on function private.lawyer_photo_count(uuid) to authenticated, service_role;

-- Whether `object_name` is stored in the lawyer-photos bucket.
create or replace function private.lawyer_photo_exists(object_name text)
returns boolean
language plpgsql stable
security definer
set search_path = ''
as $$
begin
  if to_regclass('storage.objects') is null then
    return false;
  end if;
  return exists (select 1
                   from storage.objects o
                  where o.bucket_id = 'lawyer-photos' and o.name = object_name);
end;
$$;
revoke execute on function private.lawyer_photo_exists(text) from public;
grant execute on function private.lawyer_photo_exists(text) to authenticated, service_role;

do $storage$
begin
  if to_regclass('storage.objects') is null or to_regclass('storage.buckets') is null then
    raise notice 'No storage schema here: the lawyer-photos bucket and its policies are skipped.';
    return;
  end if;

  -- Public: the directory shows approved photos by their public URL (docs/adr/0013). The
  -- bucket's own limits are enforced by the Storage API before anything is stored.
  insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
  values ('lawyer-photos', 'lawyer-photos', true, 2 * 1024 * 1024,
          array['image/jpeg', 'image/png', 'image/webp'])
  on conflict (id) do update
    set public = excluded.public,
        file_size_limit = excluded.file_size_limit,
        allowed_mime_types = excluded.allowed_mime_types;

  -- The local stack's storage tables belong to the migrating role and grant nothing; a hosted
  -- project's belong to Storage and already grant the API roles.
  if (select c.relowner = (select oid from pg_roles where rolname = current_user)
        from pg_class c where c.oid = 'storage.objects'::regclass) then
    grant select, insert, update, delete on storage.objects to authenticated;
    grant select on storage.objects to anon;
    grant select on storage.buckets to anon, authenticated;
    grant all on storage.objects, storage.buckets to service_role;
  end if;

  drop policy if exists "Lawyers upload photos into their own folder" on storage.objects;
  drop policy if exists "Lawyers see their own photos" on storage.objects;
  drop policy if exists "Lawyers replace their own photos" on storage.objects;
  drop policy if exists "Lawyers remove their own photos" on storage.objects;

  create policy "Lawyers upload photos into their own folder" on storage.objects
    for insert to authenticated
    with check (
      bucket_id = 'lawyer-photos'
      and private.is_lawyer_photo_name(name, (select auth.uid()))
      and private.is_lawyer_account((select auth.uid()))
      and private.lawyer_photo_count((select auth.uid())) < private.lawyer_photo_quota()
    );

  create policy "Lawyers see their own photos" on storage.objects
    for select to authenticated
    using (bucket_id = 'lawyer-photos'
           and private.is_lawyer_photo_name(name, (select auth.uid())));

  create policy "Lawyers replace their own photos" on storage.objects
    for update to authenticated
    using (bucket_id = 'lawyer-photos'
           and private.is_lawyer_photo_name(name, (select auth.uid())))
    with check (bucket_id = 'lawyer-photos'
                and private.is_lawyer_photo_name(name, (select auth.uid())));

  create policy "Lawyers remove their own photos" on storage.objects
    for delete to authenticated
    using (bucket_id = 'lawyer-photos'
           and private.is_lawyer_photo_name(name, (select auth.uid())));

  -- Bucket metadata (limits, public) is readable, as storage-js reads it; nobody but the
  -- service role writes buckets.
  drop policy if exists "Buckets are readable" on storage.buckets;
  create policy "Buckets are readable" on storage.buckets
    for select to anon, authenticated
    using (true);
end;
$storage$;

-- ---------------------------------------------------------------------------
-- The profile picture is the lawyer's own upload
-- ---------------------------------------------------------------------------
-- On top of the shape and origin checks (profile_picture_url_is_public_storage_url,
-- verify_profile_picture_is_ours): a lawyer's own write may only name a file in their folder
-- of lawyer-photos that exists, so nobody lists with another lawyer's photo or an object
-- that is not there. Reviewers and the service role are not held to it.
create or replace function private.verify_profile_picture_is_own_upload()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  object_name text;
begin
  if new.profile_picture_url is null
     or not private.is_end_user_request()
     or (tg_op = 'UPDATE' and new.profile_picture_url is not distinct from old.profile_picture_url)
     or not private.is_public_storage_url(new.profile_picture_url) then
    return new;
  end if;
  object_name := substring(new.profile_picture_url from '/storage/v1/object/public/lawyer-photos/(.*)$');
  if object_name is null or not private.is_lawyer_photo_name(object_name, new.id) then
    raise exception 'A profile picture must be a photo you uploaded to lawyer-photos/%/.', new.id
      using errcode = '22023',
            hint = 'Upload the photo from the verification form.';
  end if;
  if not private.lawyer_photo_exists(object_name) then
    raise exception 'The photo % has not been uploaded (or was removed).', object_name
      using errcode = '22023',
            hint = 'Upload the photo again from the verification form.';
  end if;
  return new;
end;
$$;

-- BEFORE triggers fire in name order: after verify_profile_picture_is_ours.
create trigger verify_profile_picture_is_own_upload
  before insert or update on public.lawyer_profiles
  for each row execute function private.verify_profile_picture_is_own_upload();
