// A repayment schedule as a table: every disclosure and the prepayment preview show the same columns.
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
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

/**
 * Seven columns do not fit a 360 px phone: the table scrolls inside its own focusable region instead of the page.
 * The fee column shows only when some row has a fee.
 */
export function ScheduleTable({ rows, label }: { rows: readonly ScheduleTableRow[]; label: string }) {
  const showFees = rows.some((row) => row.fee !== 0);
  return (
    <Box
      sx={{ overflowX: 'auto', maxWidth: '100%', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <Table size="small" sx={{ '& th, & td': { whiteSpace: 'nowrap', px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">#</TableCell>
            <TableCell scope="col">Due</TableCell>
            <TableCell scope="col" align="right">Principal</TableCell>
            <TableCell scope="col" align="right">Interest</TableCell>
            {showFees ? <TableCell scope="col" align="right">Fee</TableCell> : null}
            <TableCell scope="col" align="right">Instalment</TableCell>
            <TableCell scope="col" align="right">Balance after</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.number}>
              <TableCell>{row.number}</TableCell>
              <TableCell>{formatDate(row.dueDate)}</TableCell>
              <TableCell align="right">{formatCedis(row.principal)}</TableCell>
              <TableCell align="right">{formatCedis(row.interest)}</TableCell>
              {showFees ? <TableCell align="right">{formatCedis(row.fee)}</TableCell> : null}
              <TableCell align="right">{formatCedis(row.total)}</TableCell>
              <TableCell align="right">{formatCedis(row.balanceAfter)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export default ScheduleTable;
