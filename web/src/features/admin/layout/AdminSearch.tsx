// Header search: users (viewAllUsers) and applications (viewAllApplications) by name, email, phone or id.
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import SearchIcon from '@mui/icons-material/Search';
import { AdminFindApplicationByIdDocument, AdminFindUserByIdDocument, AdminSearchApplicationsDocument, AdminSearchUsersDocument } from '../gql/graphql';
import { paths } from '../../../lib/paths';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { roleName } from './menu';

export interface SearchResult {
  kind: 'User' | 'Application';
  id: string;
  primary: string;
  secondary: string;
  to: string;
}

const SEARCH_DEBOUNCE_MS = 300;
const MIN_SEARCH_LENGTH = 2;
// Ids are UUIDs; the list searches match names, emails and phones, so an id is looked up directly.
const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AdminSearchProps {
  canSearchUsers: boolean;
  canSearchApplications: boolean;
}

export function AdminSearch({ canSearchUsers, canSearchApplications }: AdminSearchProps) {
  const navigate = useNavigate();
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const active = term.length >= MIN_SEARCH_LENGTH;
  const isId = ID_PATTERN.test(term);

  const users = useQuery(AdminSearchUsersDocument, { variables: { search: term }, skip: !active || !canSearchUsers });
  const applications = useQuery(AdminSearchApplicationsDocument, { variables: { search: term }, skip: !active || !canSearchApplications });
  const userById = useQuery(AdminFindUserByIdDocument, { variables: { id: term }, skip: !isId || !canSearchUsers, errorPolicy: 'ignore' });
  const applicationById = useQuery(AdminFindApplicationByIdDocument, {
    variables: { id: term },
    skip: !isId || !canSearchApplications,
    errorPolicy: 'ignore',
  });

  const results = useMemo<SearchResult[]>(() => {
    if (!active) return [];
    const found: SearchResult[] = [];
    const seen = new Set<string>();
    const add = (result: SearchResult) => {
      const key = `${result.kind}:${result.id}`;
      if (!seen.has(key)) {
        seen.add(key);
        found.push(result);
      }
    };
    const userRows = [...(userById.data?.user ? [userById.data.user] : []), ...(users.data?.users.nodes ?? [])];
    for (const user of userRows) {
      add({
        kind: 'User',
        id: user.id,
        primary: `${user.firstName} ${user.lastName}`.trim() || user.email,
        secondary: `${user.email} · ${roleName(user.role)}`,
        to: paths.adminUserFocus(user.id),
      });
    }
    const applicationRows = [
      ...(applicationById.data?.application ? [applicationById.data.application] : []),
      ...(applications.data?.applications.nodes ?? []),
    ];
    for (const application of applicationRows) {
      add({
        kind: 'Application',
        id: application.id,
        primary: `${application.applicant.firstName} ${application.applicant.lastName}`.trim(),
        secondary: `${application.propertyAddress ?? application.payeeName ?? ''} · ${application.status.replace('_', ' ')}`,
        to: paths.adminApplication(application.id),
      });
    }
    return found;
  }, [active, users.data, applications.data, userById.data, applicationById.data]);

  const loading = active && (users.loading || applications.loading || userById.loading || applicationById.loading);
  const what = [canSearchUsers && 'users', canSearchApplications && 'applications'].filter(Boolean).join(' and ');
  // The header search opens one user or application from any page; each list's own search box narrows that list. The
  // placeholder says so, so on Loans or Payments it does not read as that page's search.
  const target = canSearchUsers && canSearchApplications ? 'a user or application' : canSearchUsers ? 'a user' : 'an application';
  if (!canSearchUsers && !canSearchApplications) return null;

  return (
    <Autocomplete<SearchResult, false, false, true>
      freeSolo
      size="small"
      options={results}
      filterOptions={(options) => options}
      groupBy={(option) => (option.kind === 'User' ? 'Users' : 'Applications')}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.primary)}
      getOptionKey={(option) => (typeof option === 'string' ? option : `${option.kind}:${option.id}`)}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      onChange={(_event, value) => {
        if (value && typeof value !== 'string') {
          setInput('');
          navigate(value.to);
        }
      }}
      loading={loading}
      loadingText="Searching..."
      noOptionsText={active ? 'No matches' : `Type at least ${MIN_SEARCH_LENGTH} characters`}
      sx={{ width: '100%', maxWidth: { md: 360 } }}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <Box component="li" key={key} {...rest}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" noWrap>
                {option.primary}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="p">
                {option.secondary}
              </Typography>
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={`Go to ${target}…`}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': `Search ${what} by name, email, phone or id` },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
