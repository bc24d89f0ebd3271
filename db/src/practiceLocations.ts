const LOCATION_SEPARATOR = ', ';

/** A lawyer's practice locations are stored as one text, joined by ', '. */
export function formatPracticeLocations(locations: readonly string[]): string {
  return locations.join(LOCATION_SEPARATOR);
}

export function parsePracticeLocations(location: string | null | undefined): string[] {
  if (!location) return [];
  return location
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}
