// A repayment schedule as a table: every disclosure and the prepayment preview show the same columns.
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Theme } from '@mui/material/styles';
import { formatCedis, formatDate } from '../lib/money';

export interface ScheduleTableRow {
  number: number;
  dueDate: string;
  principal: number;
  interest: number;
  fee: number;
  total: number;
  balanceAfter: number;
}

export const SCHEDULE_COLUMNS = {
  number: '#',
  dueDate: 'Due',
  principal: 'Principal',
  interest: 'Interest',
  fee: 'Fee',
  total: 'Instalment',
  balanceAfter: 'Balance after',
} as const;

// Below the md breakpoint (phones, and tablets without the sidebar) seven columns do not fit: each instalment becomes
// a small card of labelled figures (the label is the cell's data-label), so every figure shows without sideways
// scrolling; explicit roles keep the table's semantics whatever the CSS display. Wider screens keep the table, which still scrolls inside its own region if a column grows.
const narrowLayout = (theme: Theme) => ({
  [theme.breakpoints.down('md')]: {
    '& thead': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
    '& table, & tbody': { display: 'block', width: '100%' },
    '& tbody tr': {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      columnGap: theme.spacing(2),
      rowGap: theme.spacing(0.75),
      py: 1.25,
      borderBottom: 1,
      borderColor: 'divider',
    },
    '& tbody td': { display: 'block', border: 0, p: 0, whiteSpace: 'normal', textAlign: 'left', overflowWrap: 'anywhere' },
    '& tbody td::before': {
      content: 'attr(data-label)',
      display: 'block',
      fontSize: '0.75rem',
      lineHeight: 1.4,
      color: 'text.secondary',
    },
    '& tbody td[data-emphasis]': { fontWeight: 600 },
  },
});

/** The fee column shows only when some row has a fee. */
export function ScheduleTable({ rows, label }: { rows: readonly ScheduleTableRow[]; label: string }) {
  const showFees = rows.some((row) => row.fee !== 0);
  return (
    <Box
      sx={[
        { overflowX: 'auto', maxWidth: '100%', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } },
        narrowLayout,
      ]}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <Table role="table" size="small" sx={{ '& th, & td': { whiteSpace: 'nowrap', px: 1 } }}>
        <TableHead>
          <TableRow role="row">
            <TableCell role="columnheader" scope="col">{SCHEDULE_COLUMNS.number}</TableCell>
            <TableCell role="columnheader" scope="col">{SCHEDULE_COLUMNS.dueDate}</TableCell>
            <TableCell role="columnheader" scope="col" align="right">{SCHEDULE_COLUMNS.principal}</TableCell>
            <TableCell role="columnheader" scope="col" align="right">{SCHEDULE_COLUMNS.interest}</TableCell>
            {showFees ? <TableCell role="columnheader" scope="col" align="right">{SCHEDULE_COLUMNS.fee}</TableCell> : null}
            <TableCell role="columnheader" scope="col" align="right">{SCHEDULE_COLUMNS.total}</TableCell>
            <TableCell role="columnheader" scope="col" align="right">{SCHEDULE_COLUMNS.balanceAfter}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.number} role="row">
              <TableCell role="cell" data-label="Instalment number">{row.number}</TableCell>
              <TableCell role="cell" data-label={SCHEDULE_COLUMNS.dueDate}>{formatDate(row.dueDate)}</TableCell>
              <TableCell role="cell" data-label={SCHEDULE_COLUMNS.principal} align="right">{formatCedis(row.principal)}</TableCell>
              <TableCell role="cell" data-label={SCHEDULE_COLUMNS.interest} align="right">{formatCedis(row.interest)}</TableCell>
              {showFees ? <TableCell role="cell" data-label={SCHEDULE_COLUMNS.fee} align="right">{formatCedis(row.fee)}</TableCell> : null}
              <TableCell role="cell" data-label={SCHEDULE_COLUMNS.total} data-emphasis="" align="right">{formatCedis(row.total)}</TableCell>
              <TableCell role="cell" data-label={SCHEDULE_COLUMNS.balanceAfter} align="right">{formatCedis(row.balanceAfter)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export default ScheduleTable;
