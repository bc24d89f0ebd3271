-- The lawyer directory search (docs/product/public-site.md, docs/adr/0002).
--
-- User text arrives as a JSON argument, never inside a PostgREST filter, so characters
-- such as , ( ) . : * % cannot add filter terms or act as wildcards. LIKE wildcards in
-- the text are escaped here. The function is plain SQL without SET options so the
-- planner inlines it and can use the trigram and GIN indexes on lawyer_profiles.

create or replace function private.escape_like(value text)
returns text
language sql immutable parallel safe
as $$
  select pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(
    value, '\', '\\'), '%', '\%'), '_', '\_')
$$;
grant execute on function private.escape_like(text) to anon, authenticated, service_role;

create or replace function private.assert_directory_filters(
  specialization text, min_rating numeric, min_experience integer
)
returns boolean
language plpgsql immutable
as $$
begin
  if specialization is not null and not (specialization = any (public.legal_specializations())) then
    raise exception 'Unknown specialization "%".', specialization using errcode = '22023';
  end if;
  if min_rating is not null and (min_rating < 0 or min_rating > 5) then
    raise exception 'Minimum rating must be between 0 and 5.' using errcode = '22023';
  end if;
  if min_experience is not null and (min_experience < 0 or min_experience > 70) then
    raise exception 'Minimum experience must be between 0 and 70 years.' using errcode = '22023';
  end if;
  return true;
end;
$$;
grant execute on function private.assert_directory_filters(text, numeric, integer)
  to anon, authenticated, service_role;

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
  select d.*
    from public.lawyer_directory d
   where private.assert_directory_filters(
           search_lawyer_directory.specialization,
           search_lawyer_directory.min_rating,
           search_lawyer_directory.min_experience)
     and (
       nullif(pg_catalog.btrim(search_lawyer_directory.search), '') is null
       or d.name ilike '%' || private.escape_like(pg_catalog.btrim(search_lawyer_directory.search)) || '%'
       or d.location ilike '%' || private.escape_like(pg_catalog.btrim(search_lawyer_directory.search)) || '%'
     )
     and (search_lawyer_directory.specialization is null
          or d.expertise_areas @> array[search_lawyer_directory.specialization])
     and (search_lawyer_directory.min_rating is null
          or d.rating >= search_lawyer_directory.min_rating)
     and (search_lawyer_directory.min_experience is null
          or d.years_experience >= search_lawyer_directory.min_experience)
     and (nullif(pg_catalog.btrim(search_lawyer_directory.city), '') is null
          or d.location ilike '%' || private.escape_like(pg_catalog.btrim(search_lawyer_directory.city)) || '%')
$$;

comment on function public.search_lawyer_directory(text, text, numeric, integer, text) is
  'Approved lawyers matching the directory filters. Order and page with PostgREST (order=, Range).';

grant execute on function public.search_lawyer_directory(text, text, numeric, integer, text)
  to anon, authenticated, service_role;
