import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import MenuIcon from '@mui/icons-material/Menu';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { paths } from '../../../lib/paths';
import { AdminSearch } from './AdminSearch';
import type { SearchKind } from './AdminViewerContext';

export interface AdminHeaderProps {
  title: string;
  roleName: string;
  mode: 'light' | 'dark';
  onToggleMode(): void;
  onOpenMenu(): void;
  onSignOut(): void;
  /** What the header search finds for this person (searchScopes); none hides it. */
  searchKinds: SearchKind[];
}

export function AdminHeader(props: AdminHeaderProps) {
  const { title, roleName, mode, onToggleMode, onOpenMenu, onSignOut, searchKinds } = props;
  const themeLabel = mode === 'light' ? 'Switch to dark theme' : 'Switch to light theme';
  const hasSearch = searchKinds.length > 0;
  return (
    <AppBar
      position="sticky"
      color="default"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ gap: 1, px: { xs: 1, sm: 2 }, minHeight: { xs: 56, sm: 64 } }}>
        <IconButton edge="start" aria-label="Open admin menu" onClick={onOpenMenu} sx={{ display: { md: 'none' } }}>
          <MenuIcon />
        </IconButton>
        <Box sx={{ minWidth: 0, flexGrow: { xs: 1, md: 0 }, mr: { md: 2 } }}>
          <Typography variant="h6" component="p" noWrap sx={{ fontWeight: 700, lineHeight: 1.2 }}>
            {title}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="p" sx={{ display: { sm: 'none' } }}>
            {roleName}
          </Typography>
        </Box>
        {hasSearch && (
          <Box sx={{ display: { xs: 'none', md: 'flex' }, flexGrow: 1, minWidth: 0 }}>
            <AdminSearch kinds={searchKinds} />
          </Box>
        )}
        <Box sx={{ flexGrow: { xs: 0, md: hasSearch ? 0 : 1 } }} />
        <Chip label={roleName} color="primary" variant="outlined" size="small" sx={{ display: { xs: 'none', sm: 'inline-flex' } }} />
        <IconButton onClick={onToggleMode} aria-label={themeLabel} title={themeLabel}>
          {mode === 'light' ? <DarkModeOutlined /> : <LightModeOutlined />}
        </IconButton>
        <IconButton component={RouterLink} to={paths.home} aria-label="Back to the customer site" title="Back to the customer site">
          <StorefrontOutlined />
        </IconButton>
        <IconButton onClick={onSignOut} aria-label="Sign out" title="Sign out">
          <LogoutOutlined />
        </IconButton>
      </Toolbar>
      {hasSearch && (
        <Box sx={{ display: { xs: 'block', md: 'none' }, px: { xs: 1, sm: 2 }, pb: 1 }}>
          <AdminSearch kinds={searchKinds} />
        </Box>
      )}
    </AppBar>
  );
}
