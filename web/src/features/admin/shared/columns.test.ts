import { describe, expect, it } from 'vitest';
import { columnVisibility, gridWidthForViewport, type StaffColumn } from './columns';

type Row = { id: string };
const column = (field: string, minWidth: number, extra: Partial<StaffColumn<Row>> = {}): StaffColumn<Row> => ({ field, minWidth, ...extra });

describe('the columns a staff list shows for its width', () => {
  it('gives a grid the viewport less the sidebar (from 900 px), the page padding and room for a scrollbar', () => {
    // Less the grid's border and 16 px kept for a scrollbar.
    expect(gridWidthForViewport(1280)).toBe(1280 - 248 - 48 - 2 - 16);
    expect(gridWidthForViewport(360)).toBe(360 - 32 - 2 - 16);
    // The page stops growing at its maximum width.
    expect(gridWidthForViewport(2560)).toBe(1200 - 48 - 2 - 16);
  });

  it('keeps the first column and the actions at any width, and fills the rest in order of priority', () => {
    const columns = [column('date', 150), column('customer', 180), column('note', 160, { priority: 9 }), column('amount', 130), column('actions', 110)];
    expect(columnVisibility(columns, 310)).toEqual({ date: true, actions: true, customer: false, amount: false, note: false });
    expect(columnVisibility(columns, 600)).toEqual({ date: true, actions: true, customer: true, amount: true, note: false });
    expect(columnVisibility(columns, 800)).toEqual({ date: true, actions: true, customer: true, amount: true, note: true });
  });

  it('stops at the first column that does not fit, so a later small one does not jump ahead of it', () => {
    const columns = [column('name', 100), column('wide', 400), column('small', 50)];
    expect(columnVisibility(columns, 300)).toEqual({ name: true, wide: false, small: false });
  });

  it('keeps a column marked keep (a statement link) and one of type actions', () => {
    const columns = [column('number', 130), column('customer', 180), column('statement', 110, { keep: true }), column('menu', 60, { type: 'actions' })];
    expect(columnVisibility(columns, 310)).toEqual({ number: true, statement: true, menu: true, customer: false });
  });
});
