// Act 843 consent: a signed-in customer who has not accepted the Terms or the Privacy Policy in force (a new
// version, or an account created without the register form's checkbox) sees what changed and accepts here. Until
// then the server refuses new credit (CONSENT_REQUIRED).
import { useMutation, useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, AlertTitle, Box, Button, Link, Typography } from '@mui/material';
import { paths } from '../../lib/paths';
import { AcceptLegalDocumentsDocument, MyConsentDocument } from '../../gql/graphql';

const TITLES = { terms: 'Terms of Service', privacy: 'Privacy Policy' } as const;

export function ConsentBanner() {
  const { data } = useQuery(MyConsentDocument, { fetchPolicy: 'cache-and-network' });
  const [accept, { loading, error }] = useMutation(AcceptLegalDocumentsDocument, {
    update(cache, result) {
      const status = result.data?.acceptLegalDocuments;
      if (status) cache.writeQuery({ query: MyConsentDocument, data: { myConsent: status } });
    },
  });
  const status = data?.myConsent;
  if (!status || status.upToDate) return null;
  const pending = status.documents.filter((entry) => !entry.upToDate);
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pt: 1 }}>
      <Alert
        severity="info"
        role="region"
        aria-label="Terms and privacy update"
        action={
          <Button color="inherit" variant="outlined" size="small" disabled={loading} onClick={() => void accept()}>
            Accept
          </Button>
        }
        sx={{ alignItems: 'flex-start', '& .MuiAlert-action': { pt: 0.5 } }}
      >
        <AlertTitle>Please review and accept our updated terms</AlertTitle>
        {pending.map((entry) => (
          <Typography key={entry.document} variant="body2" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
            <Link component={RouterLink} to={entry.document === 'terms' ? paths.terms : paths.privacy}>
              {TITLES[entry.document]}
            </Link>{' '}
            (version {entry.current.version}): {entry.current.summary}
          </Typography>
        ))}
        <Typography variant="body2" color="text.secondary">
          You need to accept them before you apply for rent assistance or check out with Buy Now Pay Later.
        </Typography>
        {error && (
          <Typography variant="body2" color="error">
            We could not save your acceptance. Please try again.
          </Typography>
        )}
      </Alert>
    </Box>
  );
}

export default ConsentBanner;
