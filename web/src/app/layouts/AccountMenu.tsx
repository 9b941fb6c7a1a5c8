// The signed-in account menu (Dashboard, Profile, Sign out): a lazy chunk loaded when it is first opened.
import { Link as RouterLink } from 'react-router-dom';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

export interface AccountMenuProps {
  anchorEl: HTMLElement | null;
  onClose(): void;
  links: ReadonlyArray<{ label: string; to: string }>;
  onSignOut(): void;
}

export function AccountMenu({ anchorEl, onClose, links, onSignOut }: AccountMenuProps) {
  return (
    <Menu anchorEl={anchorEl} open={Boolean(anchorEl)} onClose={onClose}>
      {links.map((link) => (
        <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={onClose}>
          {link.label}
        </MenuItem>
      ))}
      <MenuItem onClick={onSignOut}>Sign out</MenuItem>
    </Menu>
  );
}

export default AccountMenu;
