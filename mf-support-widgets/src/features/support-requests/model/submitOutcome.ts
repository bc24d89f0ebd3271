/** How a callback or complaint submit went, as the form acts on it. */
export type SubmitOutcome =
  | { status: 'submitted'; referenceNumber: string }
  /** `refusal`: the database's sentence when it refused the values, else null. */
  | { status: 'failed'; refusal: string | null };
