-- A client's own consultation requests (ADR 0018).
--
-- - A scheduled request says when the meeting takes place (`scheduled_for`), set by the
--   lawyer's side (the service role for now), never by the client.
-- - Clients read their requests through `client_consultation_requests`, which adds the name
--   of the lawyer each one is addressed or assigned to, and nothing else about the lawyer.
-- - A client withdraws a request while it is pending, and only then:
--   `cancel_consultation_request`.

-- ---------------------------------------------------------------------------
-- When a scheduled meeting takes place
-- ---------------------------------------------------------------------------
alter table public.consultation_requests
  add column scheduled_for timestamptz;

comment on column public.consultation_requests.scheduled_for is
  'When the scheduled meeting takes place. Required while status is scheduled; kept afterwards. '
  'Set by the lawyer''s side, never by the client.';

-- Rows stored before: until now nothing could schedule a request (no screen offered a
-- transition to scheduled), so a scheduled row here was written by hand or by a seed, and
-- nobody ever agreed a time for it. Inventing one would show the client a meeting that was
-- never arranged; a NOT VALID check would still hold the row to the rule at its next update,
-- so it could be neither completed nor cancelled without a time. What such a row truly says
-- is that a lawyer has the case and no meeting is set: it goes back to assigned, from where
-- the lawyer schedules it. The check is then added validated, as every check is (ADR 0014).
update public.consultation_requests
   set status = 'assigned'
 where status = 'scheduled' and scheduled_for is null;

alter table public.consultation_requests
  add constraint scheduled_request_has_a_time
    check (status <> 'scheduled' or scheduled_for is not null);

-- Clients file pending requests without a meeting time. (The table grant lets a client name
-- any column in an insert; there is no update grant, so nothing changes afterwards.)
drop policy "Signed-in users submit pending requests as themselves"
  on public.consultation_requests;

create policy "Signed-in users submit pending requests as themselves"
  on public.consultation_requests for insert to authenticated
  with check (
    client_id = (select auth.uid())
    and status = 'pending'
    and scheduled_for is null
    and (
      lawyer_id is null
      or exists (
        select 1 from public.lawyer_directory d where d.id = consultation_requests.lawyer_id
      )
    )
  );

-- ---------------------------------------------------------------------------
-- What a client reads of their requests
-- ---------------------------------------------------------------------------
-- The view runs with its owner's rights, so it can name lawyers the client may not read
-- (lawyer_profiles is their owner's alone): the barrier keeps a caller's filters from
-- running on any row but the caller's own, and the only lawyer column is the name. The name
-- is the one a reviewer approved for the directory while the lawyer is listed; a lawyer no
-- longer listed (asked to re-verify, say) is still the client's lawyer, and keeps the name
-- on their profile.
create view public.client_consultation_requests
with (security_barrier = true)
as
  select r.id, r.lawyer_id, coalesce(l.name, p.name) as lawyer_name, r.service_type,
         r.description, r.location, r.phone, r.status, r.scheduled_for, r.created_at
    from public.consultation_requests r
    left join private.lawyer_listings l on l.id = r.lawyer_id
    left join public.lawyer_profiles p on p.id = r.lawyer_id
   where r.client_id = (select auth.uid());

comment on view public.client_consultation_requests is
  'The calling client''s own consultation requests, with the name of the lawyer each is '
  'addressed or assigned to (null when open). Read-only; order by created_at desc, id desc.';

create trigger client_consultation_requests_read_only
  instead of insert or update or delete on public.client_consultation_requests
  for each row execute function private.reject_view_write();

-- Hosted Supabase's default privileges give the API roles everything on a new relation.
revoke all on public.client_consultation_requests from anon, authenticated, service_role;
grant select on public.client_consultation_requests to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- A client withdraws a pending request
-- ---------------------------------------------------------------------------
-- One conditional UPDATE, so a cancel racing another cancel, or a lawyer's accept, sees the
-- row as the winner left it: the loser updates nothing and is told why. A request that is not
-- the caller's is answered like one that does not exist, so ids cannot be probed. PostgREST's
-- PTxxx codes give HTTP 404 and 409 on hosted Supabase and on the local stack alike (the
-- local stack answers P0002, PostgREST's own 404, with a 500).
create function public.cancel_consultation_request(request_id uuid)
returns public.consultation_requests
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  cancelled public.consultation_requests;
  current_status text;
begin
  update public.consultation_requests r
     set status = 'cancelled'
   where r.id = cancel_consultation_request.request_id
     and r.client_id = caller
     and r.status = 'pending'
  returning * into cancelled;

  if found then
    return cancelled;
  end if;

  select r.status into current_status
    from public.consultation_requests r
   where r.id = cancel_consultation_request.request_id
     and r.client_id = caller;
  if not found then
    raise exception 'No such consultation request.' using errcode = 'PT404';
  end if;
  raise exception 'Only a pending request can be cancelled; this one is %.', current_status
    using errcode = 'PT409';
end;
$$;

comment on function public.cancel_consultation_request(uuid) is
  'Cancels the caller''s own pending consultation request and returns it. 404 (PT404) for a '
  'request that is not the caller''s or does not exist; 409 (PT409) when it is not pending.';

revoke execute on function public.cancel_consultation_request(uuid) from public, anon;
grant execute on function public.cancel_consultation_request(uuid) to authenticated;
