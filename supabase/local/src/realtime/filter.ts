/**
 * The row filters of a `postgres_changes` subscription, as hosted Realtime takes them:
 * `column=op.value` with op one of eq, neq, lt, lte, gt, gte, or `column=in.(a,b,c)`.
 */
export type FilterOperator = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';

export interface RowFilter {
  column: string;
  operator: FilterOperator;
  values: string[];
}

const operators = new Set<string>(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']);

/** The filter, or an error sentence for the join's reply. */
export function parseFilter(text: string): RowFilter | { error: string } {
  const match = /^([A-Za-z_][A-Za-z0-9_]*)=([a-z]+)\.(.*)$/s.exec(text);
  if (!match || !operators.has(match[2]!)) {
    return {
      error: `Invalid filter "${text}": expected column=op.value (eq, neq, lt, lte, gt, gte, in)`,
    };
  }
  const [, column, operator, value] = match as unknown as [string, string, FilterOperator, string];
  if (operator !== 'in') return { column, operator, values: [value] };
  const list = /^\((.*)\)$/s.exec(value);
  if (!list) return { error: `Invalid filter "${text}": in takes a list, like in.(a,b)` };
  const values = list[1]!.split(',').map((item) => item.trim().replace(/^"(.*)"$/s, '$1'));
  return { column, operator, values };
}

/** The value as the filter's text compares it: numbers and booleans as PostgreSQL prints them. */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function compare(left: string, right: string): number {
  const a = Number(left);
  const b = Number(right);
  if (left.trim() !== '' && right.trim() !== '' && Number.isFinite(a) && Number.isFinite(b)) {
    return a - b;
  }
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Whether `row` (column values as jsonb gives them) passes the filter. A null never does. */
export function rowMatches(filter: RowFilter, row: Record<string, unknown>): boolean {
  const value = asText(row[filter.column]);
  if (value === null) return false;
  const [first] = filter.values as [string];
  switch (filter.operator) {
    case 'eq':
      return compare(value, first) === 0;
    case 'neq':
      return compare(value, first) !== 0;
    case 'lt':
      return compare(value, first) < 0;
    case 'lte':
      return compare(value, first) <= 0;
    case 'gt':
      return compare(value, first) > 0;
    case 'gte':
      return compare(value, first) >= 0;
    case 'in':
      return filter.values.some((item) => compare(value, item) === 0);
  }
}
