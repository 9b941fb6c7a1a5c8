// Which columns of a staff list show at a width: every column that fits, in the list's order of importance, and always
// the row's actions. The grid library's free edition cannot pin a column, so a list that is wider than the screen would
// push its actions (Reverse, Statement, Assign…) out of sight; instead the least important columns step aside.
import type { GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';
import { ADMIN_DRAWER_WIDTH_PX } from './layout';

export type StaffColumn<Row extends GridValidRowModel> = GridColDef<Row> & {
  /**
   * Shown at every width: the row's actions and whatever names the row. A column of type `actions`, a column named
   * `actions` and the first column are always kept without saying so.
   */
  keep?: boolean;
  /** Lower goes first when room is short (default: the column's place in the list, so later columns step aside first). */
  priority?: number;
};

/** The width a column needs: its fixed width, else its minimum (the grid's own default: 100), and its 1 px border. */
export function columnNeed(column: GridColDef): number {
  return (column.width ?? column.minWidth ?? 100) + 1;
}

/** Room kept for a scrollbar (the page's or the grid's), so a list that just fits never scrolls sideways. */
export const SCROLLBAR_ROOM_PX = 16;

export function isKept(column: StaffColumn<GridValidRowModel>, index: number): boolean {
  return index === 0 || column.keep === true || column.type === 'actions' || column.field === 'actions';
}

/**
 * The visibility model for a grid `width` px wide: the kept columns, then the others by priority while they fit. Hidden
 * columns are `false` in the model; a column not named is shown.
 */
export function columnVisibility<Row extends GridValidRowModel>(columns: readonly StaffColumn<Row>[], width: number): GridColumnVisibilityModel {
  const kept = columns.filter((column, index) => isKept(column as StaffColumn<GridValidRowModel>, index));
  let used = kept.reduce((sum, column) => sum + columnNeed(column), 0);
  const others = columns
    .map((column, index) => ({ column, index }))
    .filter(({ column, index }) => !isKept(column as StaffColumn<GridValidRowModel>, index))
    .sort((a, b) => (a.column.priority ?? a.index) - (b.column.priority ?? b.index));
  const model: GridColumnVisibilityModel = {};
  let full = false;
  for (const { column } of others) {
    // Once one column does not fit, the less important ones after it stay hidden too: the list reads in its order.
    if (!full && used + columnNeed(column) <= width) {
      used += columnNeed(column);
      model[column.field] = true;
    } else {
      full = true;
      model[column.field] = false;
    }
  }
  for (const column of kept) model[column.field] = true;
  return model;
}

/** MUI's md breakpoint: from here the staff sidebar is always open beside the page. */
const SIDEBAR_FROM_PX = 900;
/** PageContainer's lg maximum width (1200) less its side padding. */
const PAGE_MAX_PX = 1200 - 48;

/**
 * The width a staff page gives a full-width grid in a viewport `viewport` px wide (sidebar from md, the page's padding,
 * the grid's border, room for a scrollbar): used where the grid cannot be measured (before the first layout, and in tests).
 */
export function gridWidthForViewport(viewport: number): number {
  const content = viewport >= SIDEBAR_FROM_PX ? Math.min(viewport - ADMIN_DRAWER_WIDTH_PX - 48, PAGE_MAX_PX) : viewport - (viewport >= 600 ? 48 : 32);
  return Math.max(content - 2 - SCROLLBAR_ROOM_PX, 0);
}
