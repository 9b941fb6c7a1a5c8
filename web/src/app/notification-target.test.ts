import { describe, expect, it } from 'vitest';
import { notificationTargetPath } from '../lib/paths';

describe('notificationTargetPath', () => {
  it('opens the screen of the record a notification is about, or its list without an id', () => {
    const id = '0b9a3c1e-5d7f-4a2b-9c8d-1e2f3a4b5c6d';
    expect(notificationTargetPath({ kind: 'ORDER', id })).toBe(`/orders/${id}`);
    expect(notificationTargetPath({ kind: 'ORDER', id: null })).toBe('/orders');
    expect(notificationTargetPath({ kind: 'TICKET', id })).toBe(`/tickets/${id}`);
    expect(notificationTargetPath({ kind: 'PAYMENT', id })).toBe(`/payments?receipt=${id}`);
    expect(notificationTargetPath({ kind: 'LOAN', id })).toBe('/payments');
    expect(notificationTargetPath({ kind: 'APPLICATION', id })).toBe('/application');
    expect(notificationTargetPath({ kind: 'DOCUMENT', id })).toBe('/documents');
  });
});
