-- AI consultations: what remains of a call with the AI lawyer once it ends.
--
-- - When a call ends, the AI module saves its final transcript (who spoke, what was said,
--   when), how long it lasted and why it ended, as the signed-in caller.
-- - A consultation is its owner's alone: no other user, no lawyer and no visitor reads it.
--   The owner reads and deletes their own; nobody changes one afterwards (no update grant):
--   it is the record of a call that is over.
-- - Every part is bounded, so a hostile client cannot store what a call never produced.

-- ---------------------------------------------------------------------------
-- What a transcript is
-- ---------------------------------------------------------------------------
-- A list of entries, each exactly {"speaker": "user" | "assistant", "text": ..., "at": ...}:
-- the text 1 to 5000 characters with something visible in it (line breaks and tabs kept, no
-- other control characters), the time an ISO 8601 timestamp with its offset, as
-- Date.prototype.toISOString() writes it. Any length: the bounds on entries and bytes are
-- the table's own constraints, so each refusal names the bound it broke.
-- PL/pgSQL so the entries are only looked into once the value is known to be a list of
-- objects (the operands of AND and OR in SQL may run in any order, and jsonb's functions
-- raise errors on a value of the wrong kind).
create or replace function private.is_transcript(value jsonb)
returns boolean
language plpgsql immutable parallel safe
set search_path = ''
as $$
declare
  entry jsonb;
begin
  if jsonb_typeof(value) is distinct from 'array' then
    return false;
  end if;
  for entry in select e from jsonb_array_elements(value) as e loop
    if jsonb_typeof(entry) is distinct from 'object' then
      return false;
    end if;
    if not coalesce(
      entry ?& array['speaker', 'text', 'at']
      and entry - array['speaker', 'text', 'at'] = '{}'::jsonb
      and jsonb_typeof(entry -> 'speaker') = 'string'
      and entry ->> 'speaker' in ('user', 'assistant')
      and jsonb_typeof(entry -> 'text') = 'string'
      and char_length(entry ->> 'text') <= 5000
      and private.has_visible_text(entry ->> 'text')
      and private.has_no_control_characters(entry ->> 'text')
      and jsonb_typeof(entry -> 'at') = 'string'
      and (entry ->> 'at') ~ ('^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])'
                              || 'T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\.[0-9]{1,9})?'
                              || '(Z|[+-]([01][0-9]|2[0-3]):[0-5][0-9])$'),
      false
    ) then
      return false;
    end if;
  end loop;
  return true;
end;
$$;

comment on function private.is_transcript(jsonb) is
  'True for a JSON list of {"speaker": "user"|"assistant", "text": 1..5000 characters of '
  'visible text, "at": ISO 8601 timestamp} objects, and nothing else in them. Any length.';

grant execute on function private.is_transcript(jsonb) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- The table
-- ---------------------------------------------------------------------------
create table public.ai_consultations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  -- A call is saved when it ends, so it cannot have started later than now; the caller's
  -- clock may run a little fast. now() only moves forward, so a row that passed this check
  -- passes it again whenever it is checked (a restore, say).
  started_at timestamptz not null
    constraint started_at_not_in_the_future
      check (started_at <= now() + interval '5 minutes'),
  ended_at timestamptz not null,
  -- Four hours: far above any consultation, and a bound no client can stretch.
  duration_seconds integer not null
    constraint duration_seconds_between_0_and_14400 check (duration_seconds between 0 and 14400),
  end_reason text not null
    constraint end_reason_required check (private.has_visible_text(end_reason))
    constraint end_reason_at_most_200_chars check (char_length(end_reason) <= 200)
    constraint end_reason_is_single_line_text check (private.is_single_line_text(end_reason)),
  -- The rules after the first leave a value that is no list to it (a check passes on null),
  -- so a bad transcript is refused under the one rule it breaks.
  transcript jsonb not null
    constraint transcript_is_a_list check (jsonb_typeof(transcript) = 'array')
    constraint transcript_at_most_500_entries check (
      case when jsonb_typeof(transcript) = 'array' then jsonb_array_length(transcript) <= 500 end
    )
    constraint transcript_entries_are_well_formed check (
      case when jsonb_typeof(transcript) = 'array' then private.is_transcript(transcript) end
    )
    -- 200 KB of JSON as PostgreSQL prints it, whatever the entries: a deterministic
    -- measure (pg_column_size would count the compressed value, which depends on the text).
    constraint transcript_at_most_200_kb check (octet_length(transcript::text) <= 204800),
  created_at timestamptz not null default now(),
  constraint ended_at_not_before_started_at check (ended_at >= started_at),
  -- The duration is what the voice SDK measured; it may round differently from the two
  -- timestamps, which the caller's clock took, but not by more than a few seconds.
  constraint duration_seconds_matches_started_at_and_ended_at check (
    abs(duration_seconds - extract(epoch from ended_at - started_at)) <= 5
  )
);

comment on table public.ai_consultations is
  'Calls with the AI lawyer, saved by the signed-in caller when the call ends. Owner reads, '
  'inserts (as themselves) and deletes; nobody updates.';
comment on column public.ai_consultations.user_id is
  'The caller; defaults to the signed-in user, and may only be them.';
comment on column public.ai_consultations.started_at is
  'When the call started, by the caller''s clock (at most 5 minutes ahead of the server''s).';
comment on column public.ai_consultations.ended_at is
  'When the call ended, by the caller''s clock; not before started_at.';
comment on column public.ai_consultations.duration_seconds is
  'How long the call lasted, 0 to 14400 seconds, within 5 seconds of ended_at - started_at.';
comment on column public.ai_consultations.end_reason is
  'Why the call ended: the voice SDK''s ended reason (customer-ended-call, ...) or error. '
  'One line of at most 200 characters.';
comment on column public.ai_consultations.transcript is
  'The final transcript: a list of at most 500 {"speaker": "user"|"assistant", "text": '
  '1..5000 characters, "at": ISO 8601 timestamp} entries, at most 204800 bytes as '
  'PostgreSQL prints it (a space after each : and ,).';
comment on column public.ai_consultations.created_at is
  'When the consultation was saved (the server''s time for end users).';

-- A user's consultations, newest call first; also serves the foreign key's cascade.
create index ai_consultations_user_id_idx
  on public.ai_consultations (user_id, started_at desc);

-- Rows written by end users carry the server's time, as on every other table.
create trigger stamp_created_at before insert on public.ai_consultations
  for each row execute function private.stamp_created_at();

-- ---------------------------------------------------------------------------
-- Who may do what: the owner reads, saves and deletes their own; the service role all.
-- ---------------------------------------------------------------------------
alter table public.ai_consultations enable row level security;

create policy "Users read their own AI consultations"
  on public.ai_consultations for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Users save AI consultations as themselves"
  on public.ai_consultations for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Users delete their own AI consultations"
  on public.ai_consultations for delete to authenticated
  using (user_id = (select auth.uid()));

-- Hosted Supabase's default privileges give the API roles everything on a new relation.
-- No update grant: a saved call is not edited, by its owner or by anyone but the service role.
revoke all on public.ai_consultations from anon, authenticated, service_role;
grant select, insert, delete on public.ai_consultations to authenticated;
grant all on public.ai_consultations to service_role;
