import Chip from '@mui/material/Chip';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import LockIcon from '@mui/icons-material/Lock';

export interface AuthStatusBadgeProps {
  authenticated: boolean;
}

export function AuthStatusBadge({ authenticated }: AuthStatusBadgeProps) {
  return authenticated ? (
    <Chip size="small" color="success" icon={<LockOpenIcon />} label="Authenticated" />
  ) : (
    <Chip size="small" color="default" variant="outlined" icon={<LockIcon />} label="Not Authenticated" />
  );
}

export default AuthStatusBadge;
