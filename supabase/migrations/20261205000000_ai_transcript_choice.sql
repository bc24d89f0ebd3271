-- The AI Lawyer keeps a transcript only if its user chose so (docs/product/ai-lawyer.md#transcripts,
-- docs/product/privacy.md): a clear choice before the first call, remembered, changeable.
--
--   1. ai_lawyer_preferences: one row per user who has chosen, `keep_transcripts`, and when.
--   2. Saving a consultation (an insert into ai_consultations by its user) is refused unless
--      that user chose to keep transcripts, with the sentence the dialog shows.
--
-- Choosing not to keep transcripts stops new ones being saved; those already saved stay in the
-- history until their owner deletes them.

-- ---------------------------------------------------------------------------
-- 1. The choice
-- ---------------------------------------------------------------------------
create table public.ai_lawyer_preferences (
  user_id uuid primary key default auth.uid()
    references public.profiles (id) on delete cascade,
  keep_transcripts boolean not null,
  chosen_at timestamptz not null default now()
);

comment on table public.ai_lawyer_preferences is
  'Whether each user chose to keep the transcripts of their AI Lawyer calls, and when.';

-- The time of the choice is the server's.
create function private.stamp_transcript_choice()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.chosen_at := pg_catalog.now();
  return new;
end;
$$;

create trigger stamp_chosen_at
  before insert or update on public.ai_lawyer_preferences
  for each row execute function private.stamp_transcript_choice();

alter table public.ai_lawyer_preferences enable row level security;

create policy "Users read their own AI Lawyer choice"
  on public.ai_lawyer_preferences for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Users make their own AI Lawyer choice"
  on public.ai_lawyer_preferences for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Users change their own AI Lawyer choice"
  on public.ai_lawyer_preferences for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

revoke all on public.ai_lawyer_preferences from public, anon, authenticated, service_role;
grant select on public.ai_lawyer_preferences to authenticated;
grant insert (user_id, keep_transcripts), update (keep_transcripts)
  on public.ai_lawyer_preferences to authenticated;
grant all on public.ai_lawyer_preferences to service_role;

revoke execute on function private.stamp_transcript_choice()
  from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- 2. Saving only what the user agreed to keep
-- ---------------------------------------------------------------------------
create function private.refuse_unwanted_transcript()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.is_end_user_request() and not exists (
    select 1 from public.ai_lawyer_preferences p
     where p.user_id = new.user_id and p.keep_transcripts
  ) then
    raise exception 'This consultation was not saved: you chose not to keep AI Lawyer transcripts.'
      using errcode = '42501';
  end if;
  return new;
end;
$$;

-- Before stamp_created_at (triggers fire in name order) and before the row's policies.
create trigger refuse_unwanted_transcript
  before insert on public.ai_consultations
  for each row execute function private.refuse_unwanted_transcript();

revoke execute on function private.refuse_unwanted_transcript()
  from public, anon, authenticated, service_role;
