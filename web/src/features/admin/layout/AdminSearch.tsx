// Header search: every kind of record the viewer may open (people, applications, loans by number or borrower, orders,
// payments by reference, tickets), answered by the server's staffSearch, which scopes each kind by role.
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import SearchIcon from '@mui/icons-material/Search';
import { AdminStaffSearchDocument, type AdminStaffSearchQuery, type StaffSearchKind } from '../gql/graphql';
import { paths } from '../../../lib/paths';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { SearchKind } from './AdminViewerContext';

export interface SearchResult {
  kind: StaffSearchKind;
  id: string;
  primary: string;
  secondary: string;
  to: string;
}

const SEARCH_DEBOUNCE_MS = 300;
const MIN_SEARCH_LENGTH = 2;
const MAX_SEARCH_LENGTH = 100;

const GROUPS: Record<StaffSearchKind, string> = { user: 'Users', application: 'Applications', loan: 'Loans', order: 'Orders', payment: 'Payments', ticket: 'Tickets' };
const WORDS: Record<SearchKind, string> = { users: 'users', applications: 'applications', loans: 'loans', orders: 'orders', payments: 'payments', tickets: 'tickets' };

/** The page a result opens: its own, or for a payment the loan it pays into (money with no loan waits in suspense). */
export function searchResultPath(hit: AdminStaffSearchQuery['staffSearch'][number]): string {
  switch (hit.kind) {
    case 'user':
      return paths.adminUserFocus(hit.id);
    case 'application':
      return paths.adminApplication(hit.id);
    case 'loan':
      return paths.adminLoan(hit.id);
    case 'order':
      return paths.adminOrder(hit.id);
    case 'payment':
      return hit.loanId ? paths.adminLoan(hit.loanId) : paths.adminPage('suspense');
    case 'ticket':
      return paths.adminTicket(hit.id);
  }
}

function listed(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

export interface AdminSearchProps {
  /** What this person may find (searchScopes); the server answers only these kinds. */
  kinds: SearchKind[];
}

export function AdminSearch({ kinds }: AdminSearchProps) {
  const navigate = useNavigate();
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const active = term.length >= MIN_SEARCH_LENGTH && term.length <= MAX_SEARCH_LENGTH;
  const { data, loading } = useQuery(AdminStaffSearchDocument, { variables: { text: term }, skip: !active || kinds.length === 0 });

  const results = useMemo<SearchResult[]>(
    () => (active ? (data?.staffSearch ?? []).map((hit) => ({ kind: hit.kind, id: hit.id, primary: hit.title, secondary: hit.subtitle, to: searchResultPath(hit) })) : []),
    [active, data],
  );

  if (kinds.length === 0) return null;
  const what = listed(kinds.map((kind) => WORDS[kind]));

  return (
    <Autocomplete<SearchResult, false, false, true>
      freeSolo
      size="small"
      options={results}
      filterOptions={(options) => options}
      groupBy={(option) => GROUPS[option.kind]}
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
      loading={active && loading}
      loadingText="Searching..."
      noOptionsText={active ? 'No matches' : `Type at least ${MIN_SEARCH_LENGTH} characters`}
      sx={{ width: '100%', maxWidth: { md: 420 } }}
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
          // The header search opens one record from any page; each list's own search box narrows that list.
          placeholder="Go to a record…"
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': `Search ${what}` },
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
