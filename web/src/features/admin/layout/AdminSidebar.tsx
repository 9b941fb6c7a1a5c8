import { NavLink } from 'react-router-dom';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { paths } from '../../../lib/paths';
import { visibleMenu } from './menu';

export interface AdminSidebarProps {
  /** The role's admin routes from `me`. */
  adminRoutes: readonly string[];
  /** Called after a link is followed (closes the phone drawer). */
  onNavigate?: () => void;
}

/** Exactly the role's admin pages, in menu order. */
export function AdminSidebar({ adminRoutes, onNavigate }: AdminSidebarProps) {
  return (
    <List component="nav" aria-label="Admin menu" sx={{ px: 1 }}>
      {visibleMenu(adminRoutes).map((entry) => (
        <ListItemButton
          key={entry.route}
          component={NavLink}
          to={entry.to}
          end={entry.to === paths.admin}
          onClick={onNavigate}
          sx={{
            borderRadius: 1,
            mb: 0.5,
            '&.active': { bgcolor: 'action.selected', color: 'primary.main', '& .MuiListItemIcon-root': { color: 'primary.main' } },
          }}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>{entry.icon}</ListItemIcon>
          <ListItemText primary={entry.label} />
        </ListItemButton>
      ))}
    </List>
  );
}
