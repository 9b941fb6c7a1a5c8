// Finds a loan as finance knows it: borrower name, email, phone (0244 123 456, +233 24 412 3456) or loan number.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SearchPaymentLoansDocument, type SearchPaymentLoansQuery } from '../../gql/graphql';
import { formatCedis } from '../../../../lib/money';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { describeServerError, humanize } from '../../shared';
import { customerName } from './customer';
import { LOAN_STATUS_COLORS } from './labels';
import { formatGhanaPhone } from '../../../../lib/phone-format';

export type PickedLoan = SearchPaymentLoansQuery['loans']['nodes'][number];

/** Typing waits this long before asking the server, so a search is not sent for every key. */
export const LOAN_SEARCH_DEBOUNCE_MS = 300;
const MIN_SEARCH_LENGTH = 2;

export function loanLabel(loan: Pick<PickedLoan, 'number' | 'customer'>): string {
  return `${loan.number} · ${customerName(loan.customer)}`;
}

export interface LoanPickerProps {
  value: PickedLoan | null;
  onChange(loan: PickedLoan | null): void;
  error?: string;
}

export function LoanPicker({ value, onChange, error }: LoanPickerProps) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), LOAN_SEARCH_DEBOUNCE_MS);
  const searching = search.length >= MIN_SEARCH_LENGTH && (!value || search !== loanLabel(value));
  const result = useQuery(SearchPaymentLoansDocument, { variables: { search }, skip: !searching, fetchPolicy: 'network-only' });
  const options = searching ? (result.data?.loans.nodes ?? []) : value ? [value] : [];
  const problem = result.error ? describeServerError(result.error).message : undefined;
  return (
    <Autocomplete
      options={options}
      value={value}
      loading={result.loading}
      filterOptions={(list) => list}
      getOptionLabel={loanLabel}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      noOptionsText={text.trim().length < MIN_SEARCH_LENGTH ? 'Type at least 2 characters' : 'No loan matches'}
      onInputChange={(_, typed) => setText(typed)}
      onChange={(_, loan) => onChange(loan)}
      renderOption={({ key, ...props }, loan) => (
        <Box component="li" key={key} {...props}>
          <Stack sx={{ width: '100%', minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {loan.number}
              </Typography>
              <Chip size="small" label={humanize(loan.status)} color={LOAN_STATUS_COLORS[loan.status] ?? 'default'} />
            </Stack>
            <Typography variant="body2" noWrap>
              {customerName(loan.customer)}
              {loan.customer.phone ? ` · ${formatGhanaPhone(loan.customer.phone)}` : ''}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              Outstanding {formatCedis(loan.outstandingBalance)}
            </Typography>
          </Stack>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Loan"
          required
          error={Boolean(error ?? problem)}
          helperText={error ?? problem ?? 'Borrower name, email, phone or loan number (LN-…)'}
        />
      )}
    />
  );
}
