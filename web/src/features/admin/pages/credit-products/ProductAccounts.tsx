// The accounts a credit product posts to in the books, role by role: staff choose among the chart's active accounts.
// The server refuses an unknown or inactive account, and any change once the product's loans are booked on them.
import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toastOptions } from '../../../../lib/toasts';
import { CreditProductAccountChoicesDocument, SetCreditProductAccountsDocument, type CreditProductAccountFieldsFragment } from '../../gql/graphql';
import { reasonsOf } from './server-reasons';

export function ProductAccounts({ productId, name, accounts, manage }: { productId: string; name: string; accounts: CreditProductAccountFieldsFragment[]; manage: boolean }) {
  const { enqueueSnackbar } = useSnackbar();
  const choices = useQuery(CreditProductAccountChoicesDocument, { skip: !manage });
  const [save, saving] = useMutation(SetCreditProductAccountsDocument);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [reasons, setReasons] = useState<string[]>([]);
  useEffect(() => {
    setChosen(Object.fromEntries(accounts.map((account) => [account.role, account.accountCode])));
  }, [accounts]);
  const changed = accounts.filter((account) => chosen[account.role] && chosen[account.role] !== account.accountCode);
  const options = choices.data?.creditProductAccountChoices ?? [];

  const submit = async () => {
    setReasons([]);
    try {
      await save({ variables: { productId, accounts: changed.map((account) => ({ role: account.role, accountCode: chosen[account.role] })) } });
      enqueueSnackbar(`${name} now posts to the accounts chosen.`, toastOptions('success'));
    } catch (caught) {
      setReasons(reasonsOf(caught).map((reason) => reason.message));
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="cp-accounts" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="cp-accounts" variant="h6" component="h2">
        Accounts in the books
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Where this product&apos;s loans post. They cannot change once its loans are booked on them.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {accounts.map((account) =>
          manage && options.length > 0 ? (
            <TextField
              key={account.role}
              select
              label={account.label}
              value={chosen[account.role] ?? account.accountCode}
              onChange={(event) => setChosen((current) => ({ ...current, [account.role]: event.target.value }))}
            >
              {(options.some((option) => option.code === account.accountCode) ? options : [{ code: account.accountCode, name: `${account.accountName} (inactive)`, type: '' }, ...options]).map((option) => (
                <MenuItem key={option.code} value={option.code}>
                  {option.code} {option.name}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <Box key={account.role}>
              <Typography variant="caption" color="text.secondary">
                {account.label}
              </Typography>
              <Typography variant="body2">
                {account.accountCode} {account.accountName}
              </Typography>
            </Box>
          ),
        )}
      </Box>
      {manage ? (
        <Stack spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
          <Button variant="contained" disabled={changed.length === 0 || saving.loading} onClick={() => void submit()}>
            {saving.loading ? 'Saving…' : 'Save accounts'}
          </Button>
          {reasons.map((reason) => (
            <Alert key={reason} severity="error">
              {reason}
            </Alert>
          ))}
        </Stack>
      ) : null}
    </Paper>
  );
}
