// Presentational pieces of the dashboards: headline figures, chart cards with an accessible table, work queues.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';

export function StatCard({ label, value, hint, loading }: { label: string; value: ReactNode; hint?: ReactNode; loading?: boolean }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h2">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, mt: 0.5, overflowWrap: 'anywhere' }}>
          {loading ? <Skeleton width="60%" /> : value}
        </Typography>
        {hint ? (
          <Typography variant="caption" color="text.secondary" component="p">
            {hint}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}

export interface FigureRow {
  label: string;
  values: ReactNode[];
}

/** A titled chart; the same figures follow as a table for screen readers (hidden on screen). */
export function ChartCard({
  title,
  description,
  columns,
  rows,
  children,
  loading,
  empty,
}: {
  title: string;
  description?: string;
  columns: string[];
  rows: FigureRow[];
  children: ReactNode;
  loading?: boolean;
  empty?: boolean;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {description ? (
          <Typography variant="body2" color="text.secondary">
            {description}
          </Typography>
        ) : null}
        <Box sx={{ mt: 1, minHeight: 240, minWidth: 0, overflow: 'hidden', position: 'relative' }}>
          {loading ? <Skeleton variant="rounded" height={240} /> : empty ? <EmptyFigures /> : children}
        </Box>
        {/* The hidden wrapper (not the table) is 1 px wide: a table ignores width and would widen the page. */}
        <Box sx={visuallyHidden}>
        <Table size="small">
          <caption>{title}</caption>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column} component="th" scope="col">
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.label}>
                <TableCell component="th" scope="row">
                  {row.label}
                </TableCell>
                {row.values.map((value, index) => (
                  <TableCell key={index}>{value}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
        </Box>
      </CardContent>
    </Card>
  );
}

function EmptyFigures() {
  return (
    <Box sx={{ height: 240, display: 'grid', placeItems: 'center' }}>
      <Typography color="text.secondary">No figures for this period yet.</Typography>
    </Box>
  );
}

export interface QueueItem {
  id: string;
  primary: string;
  secondary: string;
  to?: string;
}

/** A work queue: the first items, with a link to the full list. */
export function QueueCard({
  title,
  count,
  items,
  emptyText,
  loading,
  footer,
}: {
  title: string;
  count: string;
  items: QueueItem[];
  emptyText: string;
  loading?: boolean;
  footer?: ReactNode;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Typography variant="h6" component="p" color="primary" aria-label={`${count} in total`}>
            {loading ? '…' : count}
          </Typography>
        </Box>
        {loading ? (
          <Skeleton variant="rounded" height={120} sx={{ mt: 1 }} />
        ) : items.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {emptyText}
          </Typography>
        ) : (
          <List dense disablePadding sx={{ mt: 1 }}>
            {items.map((item) =>
              item.to ? (
                <ListItem key={item.id} disablePadding>
                  <ListItemButton component={RouterLink} to={item.to} sx={{ px: 1, borderRadius: 1 }}>
                    <ListItemText primary={item.primary} secondary={item.secondary} slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }} />
                  </ListItemButton>
                </ListItem>
              ) : (
                <ListItem key={item.id} sx={{ px: 1 }}>
                  <ListItemText primary={item.primary} secondary={item.secondary} slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }} />
                </ListItem>
              ),
            )}
          </List>
        )}
        {footer ? <Box sx={{ mt: 1 }}>{footer}</Box> : null}
      </CardContent>
    </Card>
  );
}

/** A figure the server cannot give yet: says so instead of showing a made-up number. */
export function PendingFigures({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Alert severity="info">{children}</Alert>
      </CardContent>
    </Card>
  );
}

export function QueryProblem({ onRetry }: { onRetry(): void }) {
  return (
    <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>Retry</Button>} sx={{ mb: 2 }}>
      Some figures could not be loaded.
    </Alert>
  );
}
