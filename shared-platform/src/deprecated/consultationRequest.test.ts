import { describe, expect, it } from 'vitest';
import { consultationRequestRow } from '../testing/fixtures';
import { CONSULTATION_REQUEST_COLUMNS, toConsultationRequest } from './consultationRequest';

describe('consultation requests', () => {
  it('reads a row as the dashboards show it, a status it does not know included', () => {
    expect(
      toConsultationRequest(
        consultationRequestRow({
          lawyer_id: 'lawyer-1',
          status: 'on_hold',
          scheduled_for: '2026-11-28T05:30:00Z',
        }),
      ),
    ).toEqual({
      id: 'request-1',
      clientId: 'client-1',
      lawyerId: 'lawyer-1',
      serviceType: 'Family Law',
      description: 'Custody question',
      location: 'Delhi',
      phone: '9876543210',
      status: 'on_hold',
      scheduledFor: '2026-11-28T05:30:00Z',
      createdAt: '2026-11-20T10:00:00Z',
    });
  });

  it('selects every column it reads, by name', () => {
    const read = new Set<string>();
    toConsultationRequest(
      new Proxy(consultationRequestRow(), {
        get(row, column) {
          read.add(String(column));
          return Reflect.get(row, column);
        },
      }),
    );
    expect(CONSULTATION_REQUEST_COLUMNS.split(', ').sort()).toEqual([...read].sort());
  });
});
