import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { daysLateText, loanTitle } from '../../lib/loans';
import { formatCedis, formatDate } from '../../lib/money';

export interface PickableLoan {
  id: string;
  number: string;
  source: string;
  outstandingBalance: number;
  amountOverdue: number;
  daysPastDue: number;
  nextInstalment?: { number: number; dueDate: string; amountDue: number } | null;
}

/** What a loan asks for now: everything overdue, else its next instalment. */
export function dueNow(loan: PickableLoan): number {
  return loan.amountOverdue > 0 ? loan.amountOverdue : (loan.nextInstalment?.amountDue ?? 0);
}

function describe(loan: PickableLoan): string {
  const next = loan.nextInstalment;
  const late = daysLateText(loan.daysPastDue);
  return [
    `${formatCedis(loan.outstandingBalance)} outstanding`,
    loan.amountOverdue > 0 ? `${formatCedis(loan.amountOverdue)} overdue` : null,
    next ? `next ${formatCedis(next.amountDue)} due ${formatDate(`${next.dueDate}T12:00:00Z`)}` : null,
    late,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The loan to pay, when the customer has several (the one due soonest comes first and is chosen by default), and what
 * is due now across all of them. Each loan is paid on its own (one payment, one receipt, one loan), one after another.
 */
export function LoanPicker({ loans, selectedId, onSelect }: { loans: readonly PickableLoan[]; selectedId: string; onSelect: (loanId: string) => void }) {
  const total = loans.reduce((sum, loan) => sum + dueNow(loan), 0);
  const owing = loans.filter((loan) => dueNow(loan) > 0);
  return (
    <Card variant="outlined" component="section" aria-labelledby="loan-picker-heading" sx={{ mb: 3 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography id="loan-picker-heading" variant="h6" component="h2">
            Your loans
          </Typography>
          <FormControl>
            <FormLabel id="loan-picker-label">Loan to pay</FormLabel>
            <RadioGroup aria-labelledby="loan-picker-label" value={selectedId} onChange={(event) => onSelect(event.target.value)}>
              {loans.map((loan) => (
                <FormControlLabel
                  key={loan.id}
                  value={loan.id}
                  control={<Radio />}
                  sx={{ alignItems: 'flex-start', my: 0.5, '& .MuiRadio-root': { pt: 0.5 } }}
                  label={
                    <Stack sx={{ minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{loanTitle(loan)}</Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {describe(loan)}
                      </Typography>
                    </Stack>
                  }
                />
              ))}
            </RadioGroup>
          </FormControl>
          {owing.length > 1 ? (
            <Alert severity="info" role="note" aria-label="Everything due now">
              <Typography sx={{ fontWeight: 600 }}>Everything due now: {formatCedis(total)}</Typography>
              <Stack component="ul" sx={{ m: 0, pl: 2.5 }}>
                {owing.map((loan) => (
                  <li key={loan.id}>
                    {formatCedis(dueNow(loan))} on {loanTitle(loan)}
                  </li>
                ))}
              </Stack>
              <Typography variant="body2" sx={{ mt: 1 }}>
                Each loan is paid separately, so each gets exactly its amount and its own receipt: pay one, then choose the next above.
              </Typography>
            </Alert>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}

export default LoanPicker;
