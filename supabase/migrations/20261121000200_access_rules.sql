-- Who may do what (docs/product/data-and-permissions.md), enforced here and nowhere else.
-- Roles that matter come from tables only reviewers change, never from user metadata.

create or replace function private.is_approved_lawyer()
returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.lawyer_profiles
     where id = (select auth.uid()) and approval_status = 'approved'
  )
$$;
revoke execute on function private.is_approved_lawyer() from public;
grant execute on function private.is_approved_lawyer() to anon, authenticated, service_role;

alter table public.profiles enable row level security;
alter table public.lawyer_profiles enable row level security;
alter table public.consultation_requests enable row level security;
alter table public.call_support_requests enable row level security;
alter table public.complaints enable row level security;

-- ---------------------------------------------------------------------------
-- profiles: each user reads and renames only themselves.
-- ---------------------------------------------------------------------------
create policy "Users read their own profile"
  on public.profiles for select to authenticated
  using (id = (select auth.uid()));

create policy "Users update their own profile"
  on public.profiles for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

-- ---------------------------------------------------------------------------
-- lawyer_profiles: a lawyer reads and writes their own row. The public reads
-- approved profiles through lawyer_directory, which leaves out bar_council_id.
-- ---------------------------------------------------------------------------
create policy "Lawyers read their own profile"
  on public.lawyer_profiles for select to authenticated
  using (id = (select auth.uid()));

create policy "Lawyers submit their own verification"
  on public.lawyer_profiles for insert to authenticated
  with check (id = (select auth.uid()));

create policy "Lawyers update their own profile"
  on public.lawyer_profiles for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

-- No security_barrier here: the rows it hides are not secret, and the barrier would keep
-- the planner from using the trigram indexes for the directory search.
create view public.lawyer_directory as
  select id, name, years_experience, expertise_areas, location, bio, rating, hourly_rate,
         profile_picture_url, created_at
    from public.lawyer_profiles
   where approval_status = 'approved';

comment on view public.lawyer_directory is
  'Approved lawyers, public columns only. Read-only.';

create trigger lawyer_directory_read_only
  instead of insert or update or delete on public.lawyer_directory
  for each row execute function private.reject_view_write();

-- ---------------------------------------------------------------------------
-- consultation_requests
-- ---------------------------------------------------------------------------
create policy "Clients read their own requests"
  on public.consultation_requests for select to authenticated
  using (client_id = (select auth.uid()));

create policy "Approved lawyers read open requests and their own cases"
  on public.consultation_requests for select to authenticated
  using (
    (lawyer_id is null or lawyer_id = (select auth.uid()))
    and (select private.is_approved_lawyer())
  );

create policy "Signed-in users submit pending requests as themselves"
  on public.consultation_requests for insert to authenticated
  with check (
    client_id = (select auth.uid())
    and status = 'pending'
    and (
      lawyer_id is null
      or exists (
        select 1 from public.lawyer_directory d where d.id = consultation_requests.lawyer_id
      )
    )
  );

-- Approved lawyers see the names (never the e-mails) of clients whose requests they can see.
create view public.client_names
with (security_barrier = true)
as
  select p.id, coalesce(p.full_name, 'Unknown') as full_name
    from public.profiles p
   where (select private.is_approved_lawyer())
     and exists (
       select 1 from public.consultation_requests r
        where r.client_id = p.id
          and (r.lawyer_id is null or r.lawyer_id = (select auth.uid()))
     );

comment on view public.client_names is
  'Names of clients whose requests the calling approved lawyer may see. Read-only.';

create trigger client_names_read_only
  instead of insert or update or delete on public.client_names
  for each row execute function private.reject_view_write();

-- Accepting is one conditional UPDATE, so two lawyers racing for a request cannot both
-- win: the loser's UPDATE re-checks `lawyer_id is null` after the winner commits.
-- Errors use PostgREST's PTxxx codes so clients get 403/404/409 and can tell
-- "not allowed" (42501) from "already accepted" (PT409, hint already_accepted).
create or replace function public.accept_consultation_request(request_id uuid)
returns public.consultation_requests
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  accepted public.consultation_requests;
  existing public.consultation_requests;
begin
  if caller is null or not private.is_approved_lawyer() then
    raise exception 'Not allowed: only approved lawyers can accept consultation requests.'
      using errcode = '42501';
  end if;

  update public.consultation_requests
     set lawyer_id = caller, status = 'assigned'
   where id = request_id
     and lawyer_id is null
     and status = 'pending'
     and client_id <> caller
  returning * into accepted;

  if found then
    return accepted;
  end if;

  select * into existing from public.consultation_requests where id = request_id;
  if not found then
    raise exception 'Consultation request not found.' using errcode = 'PT404';
  elsif existing.lawyer_id is not null then
    raise exception 'Already accepted: this consultation request has been accepted by another lawyer.'
      using errcode = 'PT409', hint = 'already_accepted';
  elsif existing.client_id = caller then
    raise exception 'Not allowed: you cannot accept your own consultation request.'
      using errcode = '42501';
  else
    raise exception 'This consultation request is no longer open (status: %).', existing.status
      using errcode = 'PT409', hint = 'not_open';
  end if;
end;
$$;

revoke execute on function public.accept_consultation_request(uuid) from public, anon;
grant execute on function public.accept_consultation_request(uuid) to authenticated;

-- ---------------------------------------------------------------------------
-- Callbacks and complaints: anyone may submit; only the service role reads.
-- ---------------------------------------------------------------------------
create policy "Anyone requests a callback"
  on public.call_support_requests for insert to anon, authenticated
  with check (true);

create policy "Visitors file anonymous complaints"
  on public.complaints for insert to anon
  with check (user_id is null);

create policy "Signed-in users file complaints as themselves or anonymously"
  on public.complaints for insert to authenticated
  with check (user_id is null or user_id = (select auth.uid()));

-- ---------------------------------------------------------------------------
-- Reviewers (service role) decide verifications.
-- ---------------------------------------------------------------------------
create or replace function public.set_lawyer_approval(lawyer_id uuid, decision text)
returns public.lawyer_profiles
language plpgsql
security definer
set search_path = ''
as $$
declare
  updated public.lawyer_profiles;
begin
  if coalesce((select auth.role()), '') <> 'service_role' then
    raise exception 'Not allowed: only reviewers can decide verifications.' using errcode = '42501';
  end if;
  if decision is null or decision not in ('approved', 'rejected', 'reverify') then
    raise exception 'Unknown decision "%": use approved, rejected or reverify.', decision
      using errcode = '22023';
  end if;

  update public.lawyer_profiles
     set approval_status = decision
   where id = lawyer_id
  returning * into updated;

  if not found then
    raise exception 'No lawyer profile with id %.', lawyer_id using errcode = 'PT404';
  end if;
  return updated;
end;
$$;

revoke execute on function public.set_lawyer_approval(uuid, text) from public, anon, authenticated;
grant execute on function public.set_lawyer_approval(uuid, text) to service_role;

-- ---------------------------------------------------------------------------
-- Grants: the least each API role needs. RLS above still decides the rows.
-- ---------------------------------------------------------------------------
grant usage on schema public to anon, authenticated, service_role;
revoke all on public.profiles, public.lawyer_profiles, public.consultation_requests,
  public.call_support_requests, public.complaints, public.lawyer_directory, public.client_names
  from anon, authenticated;

grant select on public.lawyer_directory to anon, authenticated;
grant select, update (full_name) on public.profiles to authenticated;
grant select, insert, update on public.lawyer_profiles to authenticated;
grant select, insert on public.consultation_requests to authenticated;
grant select on public.client_names to authenticated;
grant insert on public.call_support_requests to anon, authenticated;
grant insert on public.complaints to anon, authenticated;

grant all on public.profiles, public.lawyer_profiles, public.consultation_requests,
  public.call_support_requests, public.complaints to service_role;
grant select on public.lawyer_directory, public.client_names to service_role;
