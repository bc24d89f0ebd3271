-- Verified reviews (docs/product/reviews.md, docs/adr/0032-verified-reviews.md): a lawyer's
-- rating is earned from completed consultations, not seeded.
--
--   1. Reviews: one per completed consultation request, by its client, written only through
--      review_consultation and edit_review (14 days, never once hidden); the lawyer replies once
--      through reply_to_review and never changes a review.
--   2. The rating: the average of the lawyer's visible reviews (one decimal) and their count,
--      kept by triggers on lawyer_reviews in lawyer_profiles and the directory's listing. Fewer
--      than 3 visible reviews: no rating ("New"). Lawyers never set either column.
--   3. The public list of reviews (lawyer_review_list): visible reviews of listed lawyers, the
--      reviewer as first name and last initial, never the client's id or the request.
--   4. Reports: anyone signed in reports a visible review that is not their own; support staff
--      hide (the author is mailed), keep or restore reviews, each decision in the audit trail.
--   5. The mails: review_received to the lawyer, review_hidden to the author.
--   6. The directory: review_count in the listing, lawyer_directory and search_lawyer_directory,
--      ordered by rating desc nulls last, review_count desc, id.
--
-- A request or review the caller may not see is answered as one that does not exist (P0002),
-- so ids cannot be probed. Bad input is 22023 with the sentence the forms show.

-- ---------------------------------------------------------------------------
-- 1. Reviews
-- ---------------------------------------------------------------------------
-- "Aarav Mehta" -> "Aarav M."; one word stays as it is.
create function private.reviewer_name(full_name text)
returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select case
           when words is null or pg_catalog.cardinality(words) = 0 then null
           when pg_catalog.cardinality(words) = 1 then words[1]
           else words[1] || ' ' || pg_catalog.upper(pg_catalog.left(words[pg_catalog.cardinality(words)], 1)) || '.'
         end
    from (select pg_catalog.regexp_split_to_array(
                   nullif(pg_catalog.btrim(full_name, E' \t\r\n'), ''), '\s+') as words) as name
$$;

create table public.lawyer_reviews (
  id uuid primary key default gen_random_uuid(),
  request_id uuid not null
    constraint review_request_is_unique unique
    references public.consultation_requests (id) on delete cascade,
  lawyer_id uuid not null references public.lawyer_profiles (id) on delete cascade,
  client_id uuid not null references public.profiles (id) on delete cascade,
  rating smallint not null
    constraint review_rating_between_1_and_5 check (rating between 1 and 5),
  body text
    constraint review_body_at_most_2000_chars check (char_length(body) <= 2000)
    constraint review_body_has_visible_text check (private.has_visible_text(body))
    constraint review_body_has_no_control_characters
      check (private.has_no_control_characters(body)),
  reviewer_name text not null
    constraint reviewer_name_at_most_200_chars check (char_length(reviewer_name) <= 200)
    constraint reviewer_name_has_visible_text check (private.has_visible_text(reviewer_name)),
  created_at timestamptz not null default now(),
  edited_at timestamptz,
  reply text
    constraint review_reply_at_most_1000_chars check (char_length(reply) <= 1000)
    constraint review_reply_has_visible_text check (private.has_visible_text(reply))
    constraint review_reply_has_no_control_characters
      check (private.has_no_control_characters(reply)),
  replied_at timestamptz,
  hidden_at timestamptz,
  hidden_reason text
    constraint review_hidden_reason_at_most_500_chars check (char_length(hidden_reason) <= 500)
    constraint review_hidden_reason_has_visible_text
      check (private.has_visible_text(hidden_reason))
    constraint review_hidden_reason_has_no_control_characters
      check (private.has_no_control_characters(hidden_reason)),
  constraint review_reply_has_a_time check ((reply is null) = (replied_at is null)),
  constraint hidden_review_has_a_reason check ((hidden_at is null) = (hidden_reason is null)),
  constraint reviewer_is_not_the_lawyer check (client_id <> lawyer_id)
);

comment on table public.lawyer_reviews is
  'One review per completed consultation request, by its client (docs/product/reviews.md). '
  'Written only by review_consultation, edit_review, reply_to_review and the support staff''s '
  'hide_review / restore_review. Hidden reviews leave the lawyer''s rating. The public reads '
  'lawyer_review_list.';
comment on column public.lawyer_reviews.reviewer_name is
  'The author as the public sees them: first name and last initial ("Aarav M."), from the '
  'profile''s name when the review was posted.';
comment on column public.lawyer_reviews.edited_at is
  'When the author last changed the stars or text; null if never. Editable until created_at + '
  '14 days, never once hidden.';

-- The profile page's list: a lawyer's visible reviews, newest first.
create index lawyer_reviews_visible_by_lawyer_idx
  on public.lawyer_reviews (lawyer_id, created_at desc, id desc) where hidden_at is null;
create index lawyer_reviews_client_id_idx on public.lawyer_reviews (client_id);
create index lawyer_reviews_hidden_at_idx
  on public.lawyer_reviews (hidden_at desc) where hidden_at is not null;

alter table public.lawyer_reviews enable row level security;

create policy "Authors, the reviewed lawyer and support staff read reviews"
  on public.lawyer_reviews for select to authenticated
  using (
    client_id = (select auth.uid())
    or lawyer_id = (select auth.uid())
    or (select private.has_staff_capability('support'))
  );

revoke all on public.lawyer_reviews from public, anon, authenticated, service_role;
grant select on public.lawyer_reviews to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- 2. The rating
-- ---------------------------------------------------------------------------
alter table public.lawyer_profiles
  add column review_count integer not null default 0
    constraint review_count_is_not_negative check (review_count >= 0);
alter table private.lawyer_listings
  add column review_count integer not null default 0;

comment on column public.lawyer_profiles.rating is
  'The average of the lawyer''s visible reviews, one decimal; null with fewer than 3 ("New"). '
  'Kept by private.refresh_lawyer_ratings; the lawyer never sets it.';
comment on column public.lawyer_profiles.review_count is
  'How many visible reviews the lawyer has. Kept by private.refresh_lawyer_ratings.';

-- Recomputes the rating and count of each lawyer in `lawyer_ids`, in one update. The profile
-- rows are locked first, in id order (two multi-lawyer writes cannot deadlock): a second review
-- of the same lawyer in another transaction waits there, and its count (the next statement,
-- so a new snapshot) includes the first one's review once that commits. The lock is the one
-- the update takes anyway (FOR NO KEY UPDATE): FOR UPDATE would conflict with the KEY SHARE
-- lock each review's foreign key check holds on the profile, and two reviews posted at once
-- would deadlock. The update is marked (nyaya.rating_refresh) for the profile's triggers: the
-- guard lets this write, and only this write, change rating and review_count, and the
-- profile's version (updated_at, which a reviewer approves) stays as it was.
create function private.refresh_lawyer_ratings(lawyer_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1 from public.lawyer_profiles p
   where p.id = any (lawyer_ids)
   order by p.id
     for no key update;

  -- A new statement, so a new snapshot: it sees every review committed before the locks.
  perform pg_catalog.set_config('nyaya.rating_refresh', 'on', true);
  update public.lawyer_profiles p
     set rating = case when s.visible >= 3 then s.average end,
         review_count = s.visible
    from (
      select t.id, count(r.id)::integer as visible, pg_catalog.round(avg(r.rating), 1) as average
        from (select distinct l.id from pg_catalog.unnest(lawyer_ids) as l (id)) t
        left join public.lawyer_reviews r on r.lawyer_id = t.id and r.hidden_at is null
       group by t.id
    ) s
   where p.id = s.id
     and (p.rating, p.review_count) is distinct from
         (case when s.visible >= 3 then s.average end, s.visible);
  perform pg_catalog.set_config('nyaya.rating_refresh', '', true);
end;
$$;

create function private.refresh_ratings_after_review_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.refresh_lawyer_ratings(array(select n.lawyer_id from new_reviews n));
  return null;
end;
$$;

create function private.refresh_ratings_after_review_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.refresh_lawyer_ratings(array(
    select n.lawyer_id from new_reviews n
      join old_reviews o on o.id = n.id
     where (n.rating, n.hidden_at is null, n.lawyer_id)
           is distinct from (o.rating, o.hidden_at is null, o.lawyer_id)
    union
    select o.lawyer_id from new_reviews n
      join old_reviews o on o.id = n.id
     where n.lawyer_id is distinct from o.lawyer_id));
  return null;
end;
$$;

create function private.refresh_ratings_after_review_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.refresh_lawyer_ratings(array(select o.lawyer_id from old_reviews o));
  return null;
end;
$$;

-- Statement triggers: a bulk write (seeding) refreshes each lawyer once.
create trigger refresh_ratings_after_review_insert
  after insert on public.lawyer_reviews
  referencing new table as new_reviews
  for each statement execute function private.refresh_ratings_after_review_insert();
create trigger refresh_ratings_after_review_update
  after update on public.lawyer_reviews
  referencing old table as old_reviews new table as new_reviews
  for each statement execute function private.refresh_ratings_after_review_update();
create trigger refresh_ratings_after_review_delete
  after delete on public.lawyer_reviews
  referencing old table as old_reviews
  for each statement execute function private.refresh_ratings_after_review_delete();

-- As in 20261123000100; the rating refresh keeps the profile as it is (name, version).
create or replace function private.prepare_lawyer_profile()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  profile_name text;
begin
  if tg_op = 'UPDATE' and coalesce(current_setting('nyaya.rating_refresh', true), '') = 'on' then
    return new;
  end if;
  select full_name into profile_name from public.profiles where id = new.id;
  new.name := coalesce(profile_name, new.name);
  new.bar_council_id := btrim(new.bar_council_id);
  new.bio := nullif(btrim(new.bio), '');
  new.profile_picture_url := nullif(btrim(new.profile_picture_url), '');
  -- updated_at is the version a reviewer approves (set_lawyer_approval), so every write must
  -- change it: now() repeats within a transaction, and PGlite's clock ticks in milliseconds.
  new.updated_at := case
    when tg_op = 'UPDATE' then greatest(now(), old.updated_at + interval '1 microsecond')
    else now()
  end;
  return new;
end;
$$;

-- As in 20261125000000, plus: rating and review_count are the reviews', written only by
-- private.refresh_lawyer_ratings (which changes nothing else).
create or replace function private.guard_lawyer_profile_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and coalesce(current_setting('nyaya.rating_refresh', true), '') = 'on' then
    if (to_jsonb(new) - 'rating' - 'review_count') <> (to_jsonb(old) - 'rating' - 'review_count') then
      raise exception 'The rating refresh changes only rating and review_count.'
        using errcode = '42501';
    end if;
    return new;
  end if;

  if not private.is_end_user_request() then
    return new;
  end if;

  if tg_op = 'INSERT' then
    if not private.is_lawyer_account(new.id) then
      raise exception 'Only accounts that signed up as lawyers can submit a lawyer verification.'
        using errcode = '42501',
              hint = 'Sign up through the lawyer portal to offer consultations.';
    end if;
    if new.rating is not null or new.review_count <> 0 then
      raise exception 'A rating cannot be set by the lawyer.' using errcode = '42501';
    end if;
    if new.approval_status is distinct from 'pending' then
      raise exception 'A verification can only be submitted with approval_status pending.'
        using errcode = '42501';
    end if;
    if new.review_note is not null then
      raise exception 'The review note is written by the reviewer, not the lawyer.'
        using errcode = '42501';
    end if;
    return new;
  end if;

  if (new.rating, new.review_count) is distinct from (old.rating, old.review_count) then
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
  if new.review_note is distinct from old.review_note then
    raise exception 'The review note is written by the reviewer, not the lawyer.'
      using errcode = '42501';
  end if;
  return new;
end;
$$;

-- As in 20261123000100, with review_count: the rating refresh updates the listing's rating
-- and count only (a pending lawyer's listing stays as last approved).
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
       profile_picture_url, created_at, review_count)
    values
      (new.id, new.name, new.years_experience, new.expertise_areas, new.location, new.bio,
       new.rating, new.hourly_rate, new.profile_picture_url, new.created_at, new.review_count)
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
      review_count = excluded.review_count;
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

revoke execute on function private.reviewer_name(text),
  private.refresh_lawyer_ratings(uuid[]),
  private.refresh_ratings_after_review_insert(),
  private.refresh_ratings_after_review_update(),
  private.refresh_ratings_after_review_delete()
  from public, anon, authenticated, service_role;

-- Ratings stored before were set by hand: from now on they are the reviews' (none yet).
do $$
begin
  perform private.refresh_lawyer_ratings(array(
    select p.id from public.lawyer_profiles p where p.rating is not null or p.review_count <> 0));
end;
$$;

-- ---------------------------------------------------------------------------
-- 3. The public list of reviews
-- ---------------------------------------------------------------------------
-- Owned by the migrating role, so it reads the reviews past their row security; it publishes
-- only visible reviews of listed lawyers, and never who wrote them or about which request.
create view public.lawyer_review_list
with (security_barrier = true)
as
  select r.id, r.lawyer_id, r.rating, r.body, r.reviewer_name, r.created_at, r.edited_at,
         r.reply, r.replied_at
    from public.lawyer_reviews r
   where r.hidden_at is null
     and exists (select 1 from private.lawyer_listings l where l.id = r.lawyer_id);

comment on view public.lawyer_review_list is
  'Visible reviews of listed lawyers, as the profile page shows them (reviewer as first name and '
  'last initial). Read-only; page by lawyer_id, created_at desc, id desc.';

revoke all on public.lawyer_review_list from public, anon, authenticated, service_role;
grant select on public.lawyer_review_list to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- 4. Reports
-- ---------------------------------------------------------------------------
create table public.review_reports (
  id uuid primary key default gen_random_uuid(),
  review_id uuid not null references public.lawyer_reviews (id) on delete cascade,
  reporter_id uuid not null references auth.users (id) on delete cascade,
  reason text not null
    constraint review_report_reason_at_most_500_chars check (char_length(reason) <= 500)
    constraint review_report_reason_has_visible_text check (private.has_visible_text(reason))
    constraint review_report_reason_has_no_control_characters
      check (private.has_no_control_characters(reason)),
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  resolution text
    constraint review_report_resolution_is_known check (resolution in ('hidden', 'kept')),
  resolved_by uuid references auth.users (id) on delete set null,
  constraint resolved_report_has_a_resolution check ((resolved_at is null) = (resolution is null))
);

comment on table public.review_reports is
  'A signed-in person''s report of a review. Written only by report_review; closed by support '
  'staff''s hide_review (hidden) or keep_review (kept). The reporter reads their own.';

-- One open report per person and review.
create unique index review_reports_one_open_per_reporter_idx
  on public.review_reports (review_id, reporter_id) where resolved_at is null;
create index review_reports_review_id_idx on public.review_reports (review_id, created_at desc);
create index review_reports_open_idx
  on public.review_reports (created_at desc) where resolved_at is null;
create index review_reports_reporter_id_idx on public.review_reports (reporter_id);

alter table public.review_reports enable row level security;

create policy "Reporters read their own reports, support staff all"
  on public.review_reports for select to authenticated
  using (
    reporter_id = (select auth.uid())
    or (select private.has_staff_capability('support'))
  );

revoke all on public.review_reports from public, anon, authenticated, service_role;
grant select on public.review_reports to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- The functions
-- ---------------------------------------------------------------------------
-- Text as stored: trimmed, '' as null.
create function private.review_text(value text)
returns text
language sql immutable
set search_path = ''
as $$ select nullif(pg_catalog.btrim(value, E' \t\r\n'), '') $$;

-- The stars and text of a review, or the sentence the form shows.
create function private.check_review_input(rating integer, body text)
returns void
language plpgsql immutable
set search_path = ''
as $$
begin
  if rating is null or rating not between 1 and 5 then
    raise exception 'Choose a rating from 1 to 5 stars.' using errcode = '22023';
  end if;
  if body is not null and char_length(body) > 2000 then
    raise exception 'Your review can be at most 2,000 characters.' using errcode = '22023';
  end if;
  if body is not null and not private.has_visible_text(body) then
    raise exception 'Write some words in your review, or leave it empty.' using errcode = '22023';
  end if;
end;
$$;

create function public.review_consultation(request_id uuid, rating integer, body text default null)
returns public.lawyer_reviews
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  request public.consultation_requests;
  trimmed_body text := private.review_text(body);
  created public.lawyer_reviews;
begin
  -- The lock makes a second review of the request wait for the first, then see it.
  select * into request from public.consultation_requests r
   where r.id = review_consultation.request_id
     and r.client_id = caller
     for update;
  if not found or caller is null then
    raise exception 'This consultation was not found.' using errcode = 'P0002';
  end if;
  if request.status <> 'completed' or request.lawyer_id is null then
    raise exception 'Only a completed consultation can be reviewed.' using errcode = '55000';
  end if;
  if exists (select 1 from public.lawyer_reviews r where r.request_id = request.id) then
    raise exception 'You have already reviewed this consultation. You can edit your review instead.'
      using errcode = '23505';
  end if;
  perform private.check_review_input(rating, trimmed_body);

  insert into public.lawyer_reviews (request_id, lawyer_id, client_id, rating, body, reviewer_name)
  values (
    request.id, request.lawyer_id, caller, rating, trimmed_body,
    coalesce(private.reviewer_name((select p.full_name from public.profiles p where p.id = caller)),
             'Client'))
  returning * into created;
  return created;
exception
  when unique_violation then
    raise exception 'You have already reviewed this consultation. You can edit your review instead.'
      using errcode = '23505';
end;
$$;

comment on function public.review_consultation(uuid, integer, text) is
  'The client of a completed consultation request reviews its lawyer, once: 1 to 5 stars and an '
  'optional text (at most 2000 characters; '''' or null is none).';

create function public.edit_review(review_id uuid, rating integer, body text default null)
returns public.lawyer_reviews
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  review public.lawyer_reviews;
  trimmed_body text := private.review_text(body);
  updated public.lawyer_reviews;
begin
  select * into review from public.lawyer_reviews r
   where r.id = edit_review.review_id
     and r.client_id = caller
     for update;
  if not found or caller is null then
    raise exception 'This review was not found.' using errcode = 'P0002';
  end if;
  if review.hidden_at is not null then
    raise exception 'This review was hidden by our team and can no longer be edited.'
      using errcode = '55000';
  end if;
  if now() > review.created_at + interval '14 days' then
    raise exception
      'This review can no longer be edited: reviews can be edited for 14 days after posting.'
      using errcode = '55000';
  end if;
  perform private.check_review_input(rating, trimmed_body);

  if (review.rating, review.body) is not distinct from (rating::smallint, trimmed_body) then
    return review;
  end if;
  update public.lawyer_reviews r
     set rating = edit_review.rating,
         body = trimmed_body,
         edited_at = now()
   where r.id = review.id
  returning * into updated;
  return updated;
end;
$$;

comment on function public.edit_review(uuid, integer, text) is
  'The author changes the stars and text of their review: within 14 days of posting, never once '
  'hidden. Sets edited_at when anything changed.';

create function public.reply_to_review(review_id uuid, reply text)
returns public.lawyer_reviews
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  review public.lawyer_reviews;
  trimmed_reply text := private.review_text(reply);
  updated public.lawyer_reviews;
begin
  select * into review from public.lawyer_reviews r
   where r.id = reply_to_review.review_id
     and r.lawyer_id = caller
     and r.hidden_at is null
     for update;
  if not found or caller is null then
    raise exception 'This review was not found.' using errcode = 'P0002';
  end if;
  if review.reply is not null then
    raise exception 'You have already replied to this review.' using errcode = '23505';
  end if;
  if trimmed_reply is null or not private.has_visible_text(trimmed_reply) then
    raise exception 'Write your reply.' using errcode = '22023';
  end if;
  if char_length(trimmed_reply) > 1000 then
    raise exception 'A reply can be at most 1,000 characters.' using errcode = '22023';
  end if;

  update public.lawyer_reviews r
     set reply = trimmed_reply,
         replied_at = now()
   where r.id = review.id
  returning * into updated;
  return updated;
end;
$$;

comment on function public.reply_to_review(uuid, text) is
  'The reviewed lawyer''s one public reply to a visible review (at most 1000 characters); final.';

create function public.report_review(review_id uuid, reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  review public.lawyer_reviews;
  trimmed_reason text := private.review_text(reason);
begin
  select * into review from public.lawyer_reviews r
   where r.id = report_review.review_id
     and r.hidden_at is null
     and exists (select 1 from private.lawyer_listings l where l.id = r.lawyer_id);
  if not found or caller is null then
    raise exception 'This review was not found.' using errcode = 'P0002';
  end if;
  if review.client_id = caller then
    raise exception 'You cannot report your own review.' using errcode = '22023';
  end if;
  if trimmed_reason is null or not private.has_visible_text(trimmed_reason) then
    raise exception 'Tell us why you are reporting this review.' using errcode = '22023';
  end if;
  if char_length(trimmed_reason) > 500 then
    raise exception 'A reason can be at most 500 characters.' using errcode = '22023';
  end if;

  insert into public.review_reports (review_id, reporter_id, reason)
  values (review.id, caller, trimmed_reason);
exception
  when unique_violation then
    raise exception 'You have already reported this review. Our team will look at it.'
      using errcode = '23505';
end;
$$;

comment on function public.report_review(uuid, text) is
  'Anyone signed in reports a visible review that is not their own, with a reason (at most 500 '
  'characters); one open report per person and review.';

-- A staff reason (hide, restore), or the sentence the console shows.
create function private.staff_review_reason(reason text, missing text)
returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  trimmed text := private.review_text(reason);
begin
  if trimmed is null or not private.has_visible_text(trimmed) then
    raise exception '%', missing using errcode = '22023';
  end if;
  if char_length(trimmed) > 500 then
    raise exception 'A reason can be at most 500 characters.' using errcode = '22023';
  end if;
  return trimmed;
end;
$$;

-- Closes the review's open reports with `resolution`; how many it closed.
create function private.close_review_reports(review_id uuid, resolution text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  closed integer;
begin
  update public.review_reports rr
     set resolved_at = now(),
         resolution = close_review_reports.resolution,
         resolved_by = (select auth.uid())
   where rr.review_id = close_review_reports.review_id
     and rr.resolved_at is null;
  get diagnostics closed = row_count;
  return closed;
end;
$$;

create function public.hide_review(review_id uuid, reason text)
returns public.lawyer_reviews
language plpgsql
security definer
set search_path = ''
as $$
declare
  review public.lawyer_reviews;
  trimmed_reason text;
  closed integer;
  updated public.lawyer_reviews;
begin
  perform private.require_staff_capability('support');
  trimmed_reason := private.staff_review_reason(reason, 'Give a reason for hiding this review.');
  select * into review from public.lawyer_reviews r
   where r.id = hide_review.review_id
     for update;
  if not found then
    raise exception 'This review was not found.' using errcode = 'P0002';
  end if;
  if review.hidden_at is not null then
    raise exception 'This review is already hidden.' using errcode = '55000';
  end if;

  update public.lawyer_reviews r
     set hidden_at = now(),
         hidden_reason = trimmed_reason
   where r.id = review.id
  returning * into updated;
  closed := private.close_review_reports(review.id, 'hidden');
  perform private.write_staff_audit(
    'review.hidden', 'lawyer_reviews', review.id::text,
    jsonb_build_object('hiddenAt', null, 'rating', review.rating, 'lawyerId', review.lawyer_id),
    jsonb_build_object('hiddenAt', updated.hidden_at, 'reason', trimmed_reason,
                       'closedReports', closed));
  return updated;
end;
$$;

comment on function public.hide_review(uuid, text) is
  'Support: hides a review with a reason (at most 500 characters). It leaves the lawyer''s '
  'rating, its open reports close as hidden, the author is mailed, the audit trail records it.';

create function public.keep_review(review_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  review public.lawyer_reviews;
  closed integer;
begin
  perform private.require_staff_capability('support');
  select * into review from public.lawyer_reviews r
   where r.id = keep_review.review_id
     for update;
  if not found then
    raise exception 'This review was not found.' using errcode = 'P0002';
  end if;
  closed := private.close_review_reports(review.id, 'kept');
  if closed = 0 then
    raise exception 'This review has no open reports.' using errcode = '55000';
  end if;
  perform private.write_staff_audit(
    'review.kept', 'lawyer_reviews', review.id::text,
    jsonb_build_object('openReports', closed),
    jsonb_build_object('openReports', 0, 'closedReports', closed));
end;
$$;

comment on function public.keep_review(uuid) is
  'Support: keeps a reported review as it is; its open reports close as kept (audited).';

create function public.restore_review(review_id uuid, reason text)
returns public.lawyer_reviews
language plpgsql
security definer
set search_path = ''
as $$
declare
  review public.lawyer_reviews;
  trimmed_reason text;
  updated public.lawyer_reviews;
begin
  perform private.require_staff_capability('support');
  trimmed_reason := private.staff_review_reason(reason, 'Give a reason for restoring this review.');
  select * into review from public.lawyer_reviews r
   where r.id = restore_review.review_id
     for update;
  if not found then
    raise exception 'This review was not found.' using errcode = 'P0002';
  end if;
  if review.hidden_at is null then
    raise exception 'This review is not hidden.' using errcode = '55000';
  end if;

  update public.lawyer_reviews r
     set hidden_at = null,
         hidden_reason = null
   where r.id = review.id
  returning * into updated;
  perform private.write_staff_audit(
    'review.restored', 'lawyer_reviews', review.id::text,
    jsonb_build_object('hiddenAt', review.hidden_at, 'hiddenReason', review.hidden_reason),
    jsonb_build_object('hiddenAt', null, 'reason', trimmed_reason));
  return updated;
end;
$$;

comment on function public.restore_review(uuid, text) is
  'Support: shows a hidden review again, with a reason (audited); it counts in the rating again.';

create function public.reported_reviews(state text default 'open')
returns table (
  review_id uuid,
  lawyer_id uuid,
  lawyer_name text,
  rating smallint,
  body text,
  reviewer_name text,
  created_at timestamptz,
  edited_at timestamptz,
  hidden_at timestamptz,
  hidden_reason text,
  open_reports integer,
  reports jsonb,
  last_reported_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff_capability('support');
  if state is null or state not in ('open', 'hidden') then
    raise exception 'Unknown state "%": use open or hidden.', state using errcode = '22023';
  end if;

  return query
    select r.id, r.lawyer_id, private.lawyer_display_name(r.lawyer_id), r.rating, r.body,
           r.reviewer_name, r.created_at, r.edited_at, r.hidden_at, r.hidden_reason,
           coalesce(agg.open_reports, 0), coalesce(agg.reports, '[]'::jsonb), agg.last_reported_at
      from public.lawyer_reviews r
      left join lateral (
        select count(*) filter (where rr.resolved_at is null)::integer as open_reports,
               max(rr.created_at) filter (where rr.resolved_at is null) as last_open_at,
               max(rr.created_at) as last_reported_at,
               jsonb_agg(jsonb_build_object(
                 'id', rr.id,
                 'reason', rr.reason,
                 'reporterLabel',
                   coalesce(private.reviewer_name(p.full_name), 'A signed-in person')
                   || case when rr.reporter_id = r.lawyer_id then ' (the lawyer)' else '' end,
                 'createdAt', rr.created_at,
                 'resolution', rr.resolution)
                 order by rr.created_at desc, rr.id desc) as reports
          from public.review_reports rr
          left join public.profiles p on p.id = rr.reporter_id
         where rr.review_id = r.id
      ) agg on true
     where (reported_reviews.state = 'open' and coalesce(agg.open_reports, 0) > 0)
        or (reported_reviews.state = 'hidden' and r.hidden_at is not null)
     order by case when reported_reviews.state = 'open' then agg.last_open_at end desc nulls last,
              r.hidden_at desc nulls last,
              r.id
     limit 200;
end;
$$;

comment on function public.reported_reviews(text) is
  'Support: reviews with open reports (''open'', newest report first) or hidden reviews '
  '(''hidden'', most recently hidden first), with all their reports (newest first); at most 200.';

-- ---------------------------------------------------------------------------
-- 5. The mails (docs/product/notifications.md): both transactional, never an optional topic
-- ---------------------------------------------------------------------------
alter table private.notification_outbox
  drop constraint notification_kind_is_known,
  add constraint notification_kind_is_known check (kind in (
    'request_addressed', 'open_requests_digest', 'verification_decided', 'request_accepted',
    'meeting_scheduled', 'request_declined', 'request_released', 'request_completed',
    'meeting_reminder', 'case_cancelled', 'complaint_received', 'complaint_status_changed',
    'case_message', 'review_received', 'review_hidden'));

-- A new review (not an edit) -> review_received, to the lawyer, who can reply from the link.
create function private.record_review_received_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.enqueue_notification(
    'review_received', new.lawyer_id, null,
    jsonb_build_object(
      'reviewId', new.id,
      'lawyerId', new.lawyer_id,
      'lawyerName', private.lawyer_display_name(new.lawyer_id),
      'reviewerName', new.reviewer_name,
      'rating', new.rating,
      'serviceType', (select r.service_type from public.consultation_requests r
                       where r.id = new.request_id)),
    format('review_received:%s:%s', new.id, new.lawyer_id));
  return null;
end;
$$;

create trigger record_review_received_notification
  after insert on public.lawyer_reviews
  for each row execute function private.record_review_received_notification();

-- A review hidden by staff -> review_hidden, to its author, with the staff's reason.
create function private.record_review_hidden_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.enqueue_notification(
    'review_hidden', new.client_id, null,
    jsonb_build_object(
      'reviewId', new.id,
      'lawyerId', new.lawyer_id,
      'lawyerName', private.lawyer_display_name(new.lawyer_id),
      'reason', new.hidden_reason),
    format('review_hidden:%s:%s:%s', new.id, new.client_id, private.notification_stamp()));
  return null;
end;
$$;

create trigger record_review_hidden_notification
  after update of hidden_at on public.lawyer_reviews
  for each row
  when (old.hidden_at is null and new.hidden_at is not null)
  execute function private.record_review_hidden_notification();

-- ---------------------------------------------------------------------------
-- 6. The directory
-- ---------------------------------------------------------------------------
update private.lawyer_listings l
   set review_count = p.review_count
  from public.lawyer_profiles p
 where p.id = l.id and l.review_count <> p.review_count;

-- The directory's order (rating desc nulls last, review_count desc, id); its prefix serves
-- the rating filter as the index it replaces did.
create index lawyer_listings_rating_order_idx
  on private.lawyer_listings (rating desc nulls last, review_count desc, id);
drop index private.lawyer_listings_rating_idx;

create or replace view public.lawyer_directory
with (security_barrier = true)
as
  select id, name, years_experience, expertise_areas, location, bio, rating, hourly_rate,
         profile_picture_url, created_at, review_count
    from private.lawyer_listings;

-- As in 20261128000000, with review_count. Still plain SQL without SET options, so the
-- planner inlines it.
create or replace function public.search_lawyer_directory(
  search text default null,
  specialization text default null,
  min_rating numeric default null,
  min_experience integer default null,
  city text default null
)
returns setof public.lawyer_directory
language sql stable
as $$
  select l.id, l.name, l.years_experience, l.expertise_areas, l.location, l.bio, l.rating,
         l.hourly_rate, l.profile_picture_url, l.created_at, l.review_count
    from private.lawyer_listings l
   where private.assert_directory_filters(
           search_lawyer_directory.specialization,
           search_lawyer_directory.min_rating,
           search_lawyer_directory.min_experience)
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
$$;

-- ---------------------------------------------------------------------------
-- Grants
-- ---------------------------------------------------------------------------
revoke execute on function private.review_text(text),
  private.check_review_input(integer, text),
  private.staff_review_reason(text, text),
  private.close_review_reports(uuid, text),
  private.record_review_received_notification(),
  private.record_review_hidden_notification()
  from public, anon, authenticated, service_role;

revoke execute on function public.review_consultation(uuid, integer, text),
  public.edit_review(uuid, integer, text),
  public.reply_to_review(uuid, text),
  public.report_review(uuid, text),
  public.hide_review(uuid, text),
  public.keep_review(uuid),
  public.restore_review(uuid, text),
  public.reported_reviews(text)
  from public, anon, authenticated, service_role;

grant execute on function public.review_consultation(uuid, integer, text),
  public.edit_review(uuid, integer, text),
  public.reply_to_review(uuid, text),
  public.report_review(uuid, text),
  public.hide_review(uuid, text),
  public.keep_review(uuid),
  public.restore_review(uuid, text),
  public.reported_reviews(text)
  to authenticated;
