-- Consultation requests: limits per client.
--
-- Any signed-up account may file requests, and open ones go to every approved lawyer's list.
-- Without a bound, one script could fill that list and bury real clients' requests. A person
-- asking for legal help files a few; the limits sit well above that:
--   * at most 10 requests per client in any hour (cancelled ones count: filing and
--     cancelling in a loop is the same flood);
--   * at most 10 of a client's requests waiting for a lawyer (pending) at once.
-- Both answer HTTP 429 (PT429) with a sentence the request form shows as it is. Rows written by
-- the service role (reviewers, seeding, the lawyer portal's own functions) are not counted
-- against anyone.

create or replace function private.limit_consultation_requests()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  filed_last_hour integer;
  waiting integer;
begin
  if not private.is_end_user_request() then
    return new;
  end if;

  -- Two requests of one client at once count one after the other.
  perform pg_advisory_xact_lock(hashtext('consultation_requests:client:' || new.client_id::text));

  select count(*) filter (where created_at > now() - interval '1 hour'),
         count(*) filter (where status = 'pending')
    into filed_last_hour, waiting
    from public.consultation_requests
   where client_id = new.client_id;

  if filed_last_hour >= 10 then
    raise exception 'You have sent 10 consultation requests in the last hour. Please try again later.'
      using errcode = 'PT429', hint = 'At most 10 consultation requests per hour are accepted from one client.';
  end if;
  if waiting >= 10 then
    raise exception 'You already have 10 requests waiting for a lawyer. Please wait for a reply, or cancel a request you no longer need.'
      using errcode = 'PT429', hint = 'At most 10 pending consultation requests per client.';
  end if;
  return new;
end;
$$;

comment on function private.limit_consultation_requests() is
  'Before insert on consultation_requests: at most 10 requests per client per hour and 10 pending at once (PT429).';

create trigger limit_consultation_requests
  before insert on public.consultation_requests
  for each row execute function private.limit_consultation_requests();
