import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';

export interface ApplicationStatusBadgeProps {
  /** Status of the newest application; null means the user has none yet (shown as pending). */
  status: string | null;
  loading?: boolean;
  error?: boolean;
}

export type StatusChipColor = 'warning' | 'success' | 'error' | 'default';

/** SPEC section 4: pending yellow, approved green, rejected red, anything else grey. */
export function statusColor(status: string): StatusChipColor {
  switch (status.toLowerCase()) {
    case 'pending':
      return 'warning';
    case 'approved':
      return 'success';
    case 'rejected':
      return 'error';
    default:
      return 'default';
  }
}

/** 'under_review' -> 'Under Review'. */
export function statusLabel(status: string): string {
  return status
    .split('_')
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

export function ApplicationStatusBadge({ status, loading = false, error = false }: ApplicationStatusBadgeProps) {
  if (error) {
    return <Chip size="small" variant="outlined" color="error" label="Error loading status" />;
  }
  if (loading) {
    return (
      <Chip
        size="small"
        variant="outlined"
        aria-busy="true"
        icon={<CircularProgress size={12} aria-hidden="true" />}
        label="Loading status…"
      />
    );
  }
  // SPEC section 4: pending is the default when the user has no application.
  const value = status && status.trim() !== '' ? status.trim() : 'pending';
  // The theme turns off the chip's colour transition (it failed contrast while fading).
  return <Chip size="small" color={statusColor(value)} label={statusLabel(value)} />;
}

export default ApplicationStatusBadge;
