// The phone navigation drawer: a lazy chunk (with MUI's Modal and transitions) loaded when it is first opened.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

export interface NavDrawerProps {
  open: boolean;
  onClose(): void;
  brandName: string;
  links: ReadonlyArray<{ label: string; to: string }>;
  /** Shown as a last item when signed in. */
  onSignOut?: () => void;
  /** The user sidebar, when the visitor has one. */
  children?: ReactNode;
}

export function NavDrawer({ open, onClose, brandName, links, onSignOut, children }: NavDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': 'Menu' } }}>
      <Box sx={{ width: 260 }} role="navigation" aria-label="Main menu">
        <Typography variant="h6" sx={{ p: 2, color: 'primary.main', fontWeight: 700 }}>
          {brandName}
        </Typography>
        <Divider />
        <List>
          {links.map((link) => (
            <ListItem key={link.to} disablePadding>
              <ListItemButton component={RouterLink} to={link.to} onClick={onClose}>
                <ListItemText primary={link.label} />
              </ListItemButton>
            </ListItem>
          ))}
          {onSignOut && (
            <ListItem disablePadding>
              <ListItemButton onClick={onSignOut}>
                <ListItemText primary="Sign out" />
              </ListItemButton>
            </ListItem>
          )}
        </List>
        {children && (
          <>
            <Divider />
            {children}
          </>
        )}
      </Box>
    </Drawer>
  );
}

export default NavDrawer;
