import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import WifiOffIcon from '@mui/icons-material/WifiOff';
import { FullPageMessage } from './FullPageMessage';

export type StatusScreenKind = 'auth' | 'unavailable' | 'connection' | 'generic';

export interface StatusScreenProps {
  /** e.g. 'Authentication Error', 'Service Temporarily Unavailable', 'Connection Error' */
  title: string;
  message: string;
  /** e.g. 'Go to Login', 'Try Again Now', 'Retry Connection' */
  actionLabel: string;
  onAction: () => void;
  /** Picks the icon; defaults to a generic warning. */
  kind?: StatusScreenKind;
  /** Disables the action while a retry is in flight. */
  actionDisabled?: boolean;
}

const icons: Record<StatusScreenKind, ReactNode> = {
  auth: <LockOutlinedIcon color="error" />,
  unavailable: <CloudOffIcon color="warning" />,
  connection: <WifiOffIcon color="error" />,
  generic: <ErrorOutlineIcon color="error" />,
};

/** Full-page screen for SPEC section 8's error screens. */
export function StatusScreen({
  title,
  message,
  actionLabel,
  onAction,
  kind = 'generic',
  actionDisabled = false,
}: StatusScreenProps) {
  return (
    <FullPageMessage
      role="alert"
      icon={icons[kind]}
      title={title}
      actions={
        <Button variant="contained" size="large" onClick={onAction} disabled={actionDisabled}>
          {actionLabel}
        </Button>
      }
    >
      <Typography color="text.secondary">{message}</Typography>
    </FullPageMessage>
  );
}

export default StatusScreen;
