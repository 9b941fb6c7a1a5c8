// Before → after of an audit event, one row per changed or kept field, changes marked for eyes and screen readers.
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

function asRecord(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function show(value: unknown): string {
  if (value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export interface DiffLine {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

/** Field-by-field comparison of two JSON values; non-objects compare as one line named 'value'. */
export function diffJson(before: unknown, after: unknown): DiffLine[] {
  const left = asRecord(before);
  const right = asRecord(after);
  if (!left && !right) {
    return [{ field: 'value', before: show(before ?? undefined), after: show(after ?? undefined), changed: JSON.stringify(before) !== JSON.stringify(after) }];
  }
  const keys = Array.from(new Set([...Object.keys(left ?? {}), ...Object.keys(right ?? {})])).sort();
  return keys.map((field) => {
    const was = left?.[field];
    const now = right?.[field];
    return { field, before: show(was), after: show(now), changed: JSON.stringify(was) !== JSON.stringify(now) };
  });
}

export function JsonDiff({ before, after }: { before: unknown; after: unknown }) {
  const lines = diffJson(before, after);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Changes">
        <TableHead>
          <TableRow>
            <TableCell>Field</TableCell>
            <TableCell>Before</TableCell>
            <TableCell>After</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.field} sx={line.changed ? { bgcolor: 'action.selected' } : undefined}>
              <TableCell component="th" scope="row">
                {line.field}
                {line.changed && (
                  <Typography component="span" variant="caption" sx={{ ml: 1, fontWeight: 700 }}>
                    changed
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', color: line.changed ? 'error.main' : undefined }}>{line.before}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', color: line.changed ? 'success.main' : undefined }}>{line.after}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
