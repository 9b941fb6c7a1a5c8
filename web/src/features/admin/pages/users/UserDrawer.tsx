import { useEffect, useState } from 'react';
import { Alert, Box, Button, Divider, Drawer, IconButton, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../../lib/paths';
import CloseIcon from '@mui/icons-material/Close';
import type { AdminUserDetailQuery, Role } from '../../gql/graphql';
import { formatCedis, formatDate } from '../../../../lib/money';
import { humanize } from '../../shared/StatusChip';
import { formatGhanaPhone } from '../../../../lib/phone-format';

export type UserDetail = AdminUserDetailQuery['user'];

/** A loan of the customer, linked to its loan view. */
export interface UserLoan {
  id: string;
  number: string;
  status: string;
  outstandingBalance: number;
}

export interface UserDrawerProps {
  /** The customer's loans; null hides the section (a staff account, or a role that cannot read loans). */
  loans?: UserLoan[] | null;
  open: boolean;
  user: UserDetail | null;
  loading: boolean;
  error: string | null;
  /** Null hides the management actions (no manageAllUsers, or it is the viewer's own account). */
  assignableRoles: Role[] | null;
  busy: boolean;
  onChangeRole(role: Role): void;
  onBan(): void;
  onUnban(): void;
  /** Shown for staff accounts when the viewer may manage them: removes their two-factor sign-in. */
  onResetTwoFactor(): void;
  onClose(): void;
}

function Fact({ term, value }: { term: string; value: string | null | undefined }) {
  return (
    <Box sx={{ mb: 1 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value || 'Not given'}
      </Typography>
    </Box>
  );
}

export function UserDrawer({ loans, open, user, loading, error, assignableRoles, busy, onChangeRole, onBan, onUnban, onResetTwoFactor, onClose }: UserDrawerProps) {
  const [role, setRole] = useState<Role | ''>('');
  useEffect(() => setRole(user?.role ?? ''), [user?.role]);
  const profile = user?.profile;
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 440 } } } }}>
      <Box component="section" aria-labelledby="user-drawer-title" sx={{ p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography id="user-drawer-title" variant="h6" component="h2">
            {user ? `${user.firstName} ${user.lastName}` : 'Account'}
          </Typography>
          <IconButton aria-label="Close account details" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        {loading && !user ? <Typography>Loading…</Typography> : null}
        {error ? <Alert severity="error">{error}</Alert> : null}
        {user ? (
          <>
            {user.banned ? (
              <Alert severity="error" sx={{ mb: 2 }}>
                Banned{user.banReason ? `: ${user.banReason}` : ''}
              </Alert>
            ) : null}
            <Box component="dl" sx={{ m: 0 }}>
              <Fact term="Email" value={user.email} />
              <Fact term="Role" value={humanize(user.role)} />
              <Fact term="Joined" value={formatDate(user.createdAt)} />
              {user.role !== 'user' ? (
                <Fact
                  term="Two-factor sign-in"
                  value={`${user.twoFactorEnabled ? 'Set up' : 'Not set up yet'}${user.mustChangePassword ? ' · temporary password not changed yet' : ''}`}
                />
              ) : null}
              <Fact term="Phone" value={profile?.phone ? formatGhanaPhone(profile.phone) : null} />
              <Fact term="Ghana Card" value={profile?.ghanaCardNumber} />
              <Fact term="Date of birth" value={profile?.dateOfBirth ? formatDate(profile.dateOfBirth) : null} />
              <Fact term="Residential address" value={profile?.residentialAddress} />
              <Fact term="GhanaPost GPS" value={profile?.digitalAddress} />
              <Fact term="City and region" value={[profile?.city, profile?.region ? humanize(profile.region) : null].filter(Boolean).join(', ')} />
              <Fact term="KYC profile" value={profile?.isComplete ? 'Complete' : 'Incomplete'} />
            </Box>
            {loans ? (
              <>
                <Divider sx={{ my: 2 }} />
                <Typography variant="subtitle1" component="h3" gutterBottom>
                  Loans
                </Typography>
                {loans.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    No loans.
                  </Typography>
                ) : (
                  <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 0, listStyle: 'none' }}>
                    {loans.map((loan) => (
                      <li key={loan.id}>
                        <Link component={RouterLink} to={paths.adminLoan(loan.id)}>
                          {loan.number}
                        </Link>{' '}
                        · {humanize(loan.status)} · {formatCedis(loan.outstandingBalance)} outstanding
                      </li>
                    ))}
                  </Stack>
                )}
              </>
            ) : null}
            {assignableRoles ? (
              <>
                <Divider sx={{ my: 2 }} />
                <Typography variant="subtitle1" component="h3" gutterBottom>
                  Manage account
                </Typography>
                <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
                  <TextField select size="small" label="Role" value={role} onChange={(event) => setRole(event.target.value as Role)} sx={{ flex: 1 }}>
                    {(assignableRoles.includes(user.role) ? assignableRoles : [user.role, ...assignableRoles]).map((option) => (
                      <MenuItem key={option} value={option} disabled={!assignableRoles.includes(option)}>
                        {humanize(option)}
                      </MenuItem>
                    ))}
                  </TextField>
                  <Button variant="outlined" disabled={busy || !role || role === user.role} onClick={() => role && onChangeRole(role)}>
                    Change role
                  </Button>
                </Stack>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                  {user.banned ? (
                    <Button variant="outlined" color="warning" onClick={onUnban} disabled={busy}>
                      Unban account
                    </Button>
                  ) : (
                    <Button variant="contained" color="error" onClick={onBan} disabled={busy}>
                      Ban account
                    </Button>
                  )}
                  {user.role !== 'user' && user.twoFactorEnabled ? (
                    <Button variant="outlined" onClick={onResetTwoFactor} disabled={busy}>
                      Reset two-factor sign-in
                    </Button>
                  ) : null}
                </Stack>
              </>
            ) : null}
          </>
        ) : null}
      </Box>
    </Drawer>
  );
}
