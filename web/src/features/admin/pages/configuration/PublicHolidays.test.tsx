import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { AddPublicHolidayDocument, ListPublicHolidaysDocument, RemovePublicHolidayDocument } from '../../gql/graphql';
import { meMock, renderAdminPage } from '../../shared/testing';
import { PublicHolidays } from './PublicHolidays';

const holiday = (date: string, name: string, source: string, changedByName: string | null = null) => ({
  __typename: 'PublicHoliday', date, name, source, changedAt: '2027-01-02T09:00:00Z', changedByName,
});
const SEEDED = [holiday('2027-03-06', 'Independence Day', 'library'), holiday('2027-07-01', 'Republic Day', 'statute')];
const ADDED = holiday('2027-10-15', 'Day of National Mourning', 'staff', 'Akosua Darko');

const list = (year: number, rows: unknown[]): MockedResponse => ({ request: { query: ListPublicHolidaysDocument, variables: { year } }, result: { data: { publicHolidays: rows } } });

describe('public holidays', () => {
  it('lists the year’s holidays with their source, adds one and removes one after confirming', async () => {
    const mocks: MockedResponse[] = [
      meMock('admin', ['manageSystem']),
      list(2027, SEEDED),
      { request: { query: AddPublicHolidayDocument, variables: { date: '2027-10-15', name: 'Day of National Mourning' } }, result: { data: { addPublicHoliday: ADDED } } },
      list(2027, [...SEEDED, ADDED]),
      { request: { query: RemovePublicHolidayDocument, variables: { date: '2027-03-06' } }, result: { data: { removePublicHoliday: { __typename: 'PublicHoliday', date: '2027-03-06', name: 'Independence Day', source: 'library' } } } },
      list(2027, [SEEDED[1], ADDED]),
    ];
    renderAdminPage(<PublicHolidays editable thisYear={2027} />, { path: '/admin/configuration', route: 'configuration', mocks });
    const grid = await screen.findByRole('grid', { name: 'Public holidays in 2027' });
    expect(await within(grid).findByText('Republic Day')).toBeInTheDocument();
    expect(within(grid).getByText('Thu 1 Jul 2027')).toBeInTheDocument();
    expect(within(grid).getByText('Statute')).toBeInTheDocument();
    expect(within(grid).getByText('Holiday library')).toBeInTheDocument();

    // The name is required before anything is sent.
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2027-10-15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add holiday' }));
    expect(await screen.findByText('Give the holiday’s name')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Holiday name'), { target: { value: 'Day of National Mourning' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add holiday' }));
    expect(await screen.findByText('Day of National Mourning added on 15 Oct 2027')).toBeInTheDocument();
    expect(await within(grid).findByText('Added by staff')).toBeInTheDocument();
    expect(screen.getByLabelText('Holiday name')).toHaveValue('');

    fireEvent.click(within(grid).getByRole('button', { name: 'Remove Independence Day on 6 Mar 2027' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Independence Day on 6 Mar 2027 becomes a working day for quotes and working-day rules.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove holiday' }));
    expect(await screen.findByText('Independence Day on 6 Mar 2027 removed: it is a working day again')).toBeInTheDocument();
    await waitFor(() => expect(within(grid).queryByText('Independence Day')).not.toBeInTheDocument());
    expect(within(grid).getByText('Republic Day')).toBeInTheDocument();
  }, 60_000);

  it('shows the server’s refusal of a day already on the calendar and keeps what was typed', async () => {
    const mocks: MockedResponse[] = [
      meMock('admin', ['manageSystem']),
      list(2027, SEEDED),
      {
        request: { query: AddPublicHolidayDocument, variables: { date: '2027-07-01', name: 'Republic Day' } },
        result: { errors: [{ message: '1 Jul 2027 is already a public holiday (Republic Day).', extensions: { code: 'CONFLICT' } }] },
      },
    ];
    renderAdminPage(<PublicHolidays editable thisYear={2027} />, { path: '/admin/configuration', route: 'configuration', mocks });
    await screen.findByText('Republic Day');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2027-07-01' } });
    fireEvent.change(screen.getByLabelText('Holiday name'), { target: { value: 'Republic Day' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add holiday' }));
    expect(await screen.findByText('1 Jul 2027 is already a public holiday (Republic Day).')).toBeInTheDocument();
    expect(screen.getByLabelText('Holiday name')).toHaveValue('Republic Day');
  }, 60_000);

  it('offers no add or remove to a staff member who may only look', async () => {
    renderAdminPage(<PublicHolidays editable={false} thisYear={2027} />, { path: '/admin/configuration', route: 'configuration', mocks: [meMock('admin', []), list(2027, SEEDED)] });
    await screen.findByText('Republic Day');
    expect(screen.queryByRole('button', { name: 'Add holiday' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
  }, 60_000);
});
