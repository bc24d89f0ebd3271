import { describe, expect, it } from 'vitest';
import { parseFilter, rowMatches, type RowFilter } from './filter.ts';

const parsed = (text: string) => {
  const filter = parseFilter(text);
  if ('error' in filter) throw new Error(filter.error);
  return filter as RowFilter;
};

describe('postgres_changes filters', () => {
  it('reads column=op.value and in.(a,b)', () => {
    expect(parseFilter('room_id=eq.5b0c')).toEqual({
      column: 'room_id',
      operator: 'eq',
      values: ['5b0c'],
    });
    expect(parseFilter('status=in.(assigned,"scheduled")')).toEqual({
      column: 'status',
      operator: 'in',
      values: ['assigned', 'scheduled'],
    });
  });

  it('refuses what hosted Realtime refuses', () => {
    expect(parseFilter('room_id=like.5%')).toHaveProperty('error');
    expect(parseFilter('room_id')).toHaveProperty('error');
    expect(parseFilter('status=in.assigned')).toHaveProperty('error');
    expect(parseFilter('"room id"=eq.1')).toHaveProperty('error');
  });

  it('compares numbers as numbers and text as text; a null matches nothing', () => {
    expect(rowMatches(parsed('size=gt.9'), { size: 10 })).toBe(true);
    expect(rowMatches(parsed('size=lt.9'), { size: 10 })).toBe(false);
    expect(rowMatches(parsed('name=gt.b'), { name: 'a' })).toBe(false);
    expect(rowMatches(parsed('room_id=eq.x'), { room_id: 'x' })).toBe(true);
    expect(rowMatches(parsed('room_id=neq.x'), { room_id: 'y' })).toBe(true);
    expect(rowMatches(parsed('room_id=eq.x'), { room_id: null })).toBe(false);
    expect(rowMatches(parsed('room_id=neq.x'), {})).toBe(false);
    expect(rowMatches(parsed('status=in.(a,b)'), { status: 'b' })).toBe(true);
    expect(rowMatches(parsed('status=in.(a,b)'), { status: 'c' })).toBe(false);
    expect(rowMatches(parsed('flag=eq.true'), { flag: true })).toBe(true);
  });
});
