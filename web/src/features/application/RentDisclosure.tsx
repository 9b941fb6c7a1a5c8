import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { CreditDisclosure, type CreditDisclosureQuote } from '../../components/CreditDisclosure';

/** The rentQuote fields the review step shows (Borrowers and Lenders Act 2020: rates per annum, APR, total cost, full schedule). */
export interface RentDisclosureQuote extends CreditDisclosureQuote {
  upfrontFee: number;
  rentActWarning?: string | null;
}

/** The rent assistance disclosure: the Rent Act warning, then the same disclosure as every other quote (paid to the landlord). */
export function RentDisclosure({ quote, showRentActWarning = true }: { quote: RentDisclosureQuote; /** False where the page already shows the warning. */ showRentActWarning?: boolean }) {
  return (
    <Box>
      {showRentActWarning && quote.rentActWarning && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {quote.rentActWarning}
        </Alert>
      )}
      <CreditDisclosure quote={quote} headingComponent="h3" title="Cost of credit disclosure" product="rent" />
    </Box>
  );
}
