-- Limits that keep one hostile request from taking the database away from everyone else.

-- Statement timeouts per API role, as a hosted Supabase project has them. PostgREST applies
-- the impersonated role's settings to every request, so a runaway filter (a regular
-- expression with back-references, say) is cancelled with SQLSTATE 57014 instead of holding
-- a connection for minutes.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

-- ---------------------------------------------------------------------------
-- User metadata is free-form JSON the user writes (sign-up data, updateUser). It travels in
-- every session, so it is kept small: the product stores a name and an account type.
-- ---------------------------------------------------------------------------
create or replace function private.bound_user_metadata()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  max_bytes constant integer := 4096;
begin
  if octet_length(new.raw_user_meta_data::text) > max_bytes then
    raise exception 'User metadata must be at most % bytes of JSON.', max_bytes
      using errcode = '22023';
  end if;
  return new;
end;
$$;

create trigger bound_user_metadata
  before insert or update of raw_user_meta_data on auth.users
  for each row execute function private.bound_user_metadata();
