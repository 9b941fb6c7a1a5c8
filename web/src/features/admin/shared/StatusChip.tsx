import Chip from '@mui/material/Chip';

type ChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

const COLORS: Record<string, ChipColor> = {
  // applications (SPEC §4: pending yellow, approved green, rejected red, others grey)
  pending: 'warning',
  under_review: 'info',
  approved: 'success',
  rejected: 'error',
  cancelled: 'default',
  // documents
  verified: 'success',
  // inspections
  passed: 'success',
  failed: 'error',
  // webhook endpoints and deliveries
  active: 'success',
  queued: 'info',
  sending: 'info',
  delivered: 'success',
  dead: 'error',
};

/** 'under_review' → 'Under review'; 'ghana_card' → 'Ghana card'. */
export function humanize(value: string): string {
  const text = value.replaceAll('_', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A coloured chip for an application, document or inspection status. */
export function StatusChip({ status, label }: { status: string; label?: string }) {
  return <Chip component="span" size="small" color={COLORS[status] ?? 'default'} label={label ?? humanize(status)} />;
}
