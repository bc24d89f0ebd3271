import { isConsultationLanguage, isLegalSpecialization } from '@nyaya/db';
import {
  FILTER_CITIES,
  MIN_EXPERIENCE_OPTIONS,
  MIN_RATING_OPTIONS,
  type FilterCity,
  type LawyerSearchFilters,
  type MinimumFilterOption,
} from './filters';

/** The directory's query-string parameters: `/lawyers?q=sharma&specialization=Family+Law`. */
export const DIRECTORY_PARAMS = {
  search: 'q',
  specialization: 'specialization',
  minRating: 'rating',
  minExperience: 'experience',
  city: 'city',
  /** A consultation language's code: `/lawyers?language=hi`. */
  language: 'language',
  /** How many pages of results are shown ("Load more"), so a reload shows as many again. */
  pages: 'pages',
} as const;

/**
 * A crafted link must not make the page fetch page after page: beyond this many a reload
 * starts from this many, and "Load more" goes on from there.
 */
export const MAX_RESTORED_PAGES = 20;

export interface DirectoryUrlState {
  filters: LawyerSearchFilters;
  /** Pages of results to show, at least 1. */
  pages: number;
}

function minimumFrom(raw: string | null, options: readonly MinimumFilterOption[]): number | null {
  return options.find((option) => option.min !== null && option.value === raw)?.min ?? null;
}

function cityFrom(raw: string | null): FilterCity | null {
  return FILTER_CITIES.find((city) => city === raw) ?? null;
}

function pagesFrom(raw: string | null): number {
  const pages = Number(raw);
  return Number.isInteger(pages) && pages > 1 ? Math.min(pages, MAX_RESTORED_PAGES) : 1;
}

/**
 * The filters a URL asks for. A value the directory does not offer (an edited or outdated link)
 * is ignored rather than sent to the database, so the page still shows results.
 */
export function readDirectoryParams(params: URLSearchParams): DirectoryUrlState {
  const specialization = params.get(DIRECTORY_PARAMS.specialization);
  const language = params.get(DIRECTORY_PARAMS.language);
  return {
    filters: {
      search: params.get(DIRECTORY_PARAMS.search) ?? '',
      specialization: isLegalSpecialization(specialization) ? specialization : null,
      minRating: minimumFrom(params.get(DIRECTORY_PARAMS.minRating), MIN_RATING_OPTIONS),
      minExperience: minimumFrom(
        params.get(DIRECTORY_PARAMS.minExperience),
        MIN_EXPERIENCE_OPTIONS,
      ),
      city: cityFrom(params.get(DIRECTORY_PARAMS.city)),
      language: isConsultationLanguage(language) ? language : null,
    },
    pages: pagesFrom(params.get(DIRECTORY_PARAMS.pages)),
  };
}

function setOrDelete(params: URLSearchParams, name: string, value: string | null): void {
  if (value) params.set(name, value);
  else params.delete(name);
}

/**
 * `current` with the given filters (and page count) written in. Unset filters leave the URL, and
 * parameters that are not the directory's own (a campaign tag) stay.
 */
export function writeDirectoryParams(
  current: URLSearchParams,
  { filters, pages }: DirectoryUrlState,
): URLSearchParams {
  const next = new URLSearchParams(current);
  // Kept as typed (a trailing space is the next word coming); the query trims it.
  setOrDelete(next, DIRECTORY_PARAMS.search, filters.search?.trim() ? filters.search : null);
  setOrDelete(next, DIRECTORY_PARAMS.specialization, filters.specialization ?? null);
  setOrDelete(
    next,
    DIRECTORY_PARAMS.minRating,
    filters.minRating == null ? null : String(filters.minRating),
  );
  setOrDelete(
    next,
    DIRECTORY_PARAMS.minExperience,
    filters.minExperience == null ? null : String(filters.minExperience),
  );
  setOrDelete(next, DIRECTORY_PARAMS.city, filters.city ?? null);
  setOrDelete(next, DIRECTORY_PARAMS.language, filters.language ?? null);
  setOrDelete(next, DIRECTORY_PARAMS.pages, pages > 1 ? String(pages) : null);
  return next;
}
