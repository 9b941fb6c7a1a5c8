// The borrower of a loan as the staff grids show it: name on one line, phone (or email) beneath.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LoanCustomerFieldsFragment } from '../../gql/graphql';
import { formatGhanaPhone } from '../../../../lib/phone-format';

export function customerName(customer: Pick<LoanCustomerFieldsFragment, 'firstName' | 'lastName'>): string {
  return `${customer.firstName} ${customer.lastName}`.trim();
}

export function CustomerCell({ customer }: { customer: LoanCustomerFieldsFragment }) {
  return (
    <Stack sx={{ py: 0.5, minWidth: 0 }}>
      <Typography variant="body2" noWrap>
        {customerName(customer)}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap>
        {customer.phone ? formatGhanaPhone(customer.phone) : customer.email}
      </Typography>
    </Stack>
  );
}
