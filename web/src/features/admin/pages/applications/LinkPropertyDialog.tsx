// Inspectors link an application to the property record they inspected, so the credit analyst sees the result on
// the application. The search starts from the application's GhanaPost GPS code, the usual way to find the house.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { StaffFindPropertiesDocument, StaffLinkApplicationToPropertyDocument, type StaffFindPropertiesQuery } from '../../gql/graphql';
import { toastOptions } from '../../../../lib/toasts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { describeServerError } from '../../shared/errors';
import { ResponsiveDialog } from '../../shared/ResponsiveDialog';
import { StatusChip } from '../../shared/StatusChip';

type FoundProperty = StaffFindPropertiesQuery['properties']['nodes'][number];

const SEARCH_DEBOUNCE_MS = 300;
const RESULTS = 20;
export const PROPERTY_LINKED_TOAST = 'Application linked to the property.';

export interface LinkPropertyDialogProps {
  open: boolean;
  applicationId: string;
  /** The application's GhanaPost GPS code: the first search. */
  digitalAddress: string;
  /** The property linked today, if any (linking again moves the application to another property). */
  currentPropertyId: string | null;
  /** Whether the page shows the application's audit history (manageSystem), which the link adds to. */
  refreshAudit?: boolean;
  onClose(): void;
}

export function LinkPropertyDialog({ open, applicationId, digitalAddress, currentPropertyId, refreshAudit = false, onClose }: LinkPropertyDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [text, setText] = useState(digitalAddress);
  const [chosen, setChosen] = useState<FoundProperty | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const found = useQuery(StaffFindPropertiesDocument, { variables: { search: search || null, first: RESULTS }, skip: !open, fetchPolicy: 'network-only' });
  // The answer carries the application's property and approval checks, so the page updates from the cache.
  const [link, linking] = useMutation(StaffLinkApplicationToPropertyDocument, { refetchQueries: refreshAudit ? ['StaffApplicationAudit'] : [] });
  const options = found.data?.properties.nodes ?? [];

  const close = () => {
    if (linking.loading) return;
    setChosen(null);
    setProblem(null);
    onClose();
  };
  const submit = async () => {
    if (!chosen) {
      setProblem('Choose the inspected property first.');
      return;
    }
    setProblem(null);
    try {
      await link({ variables: { applicationId, propertyId: chosen.id } });
      enqueueSnackbar(PROPERTY_LINKED_TOAST, toastOptions('success'));
      setChosen(null);
      onClose();
    } catch (caught) {
      setProblem(describeServerError(caught).message);
    }
  };

  return (
    <ResponsiveDialog open={open} onClose={close} aria-labelledby="link-property-title">
      <DialogTitle id="link-property-title">Link to an inspected property</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Find the property record by GhanaPost GPS code, address or landlord. The credit analyst then sees its inspection result on this
          application.
        </DialogContentText>
        <Autocomplete
          options={options}
          value={chosen}
          inputValue={text}
          loading={found.loading}
          filterOptions={(list) => list}
          getOptionLabel={(option) => `${option.address} (${option.digitalAddress})`}
          getOptionDisabled={(option) => option.id === currentPropertyId}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          noOptionsText="No property matches. Create it on the Properties page first."
          onInputChange={(_, typed, reason) => {
            if (reason !== 'reset') setText(typed);
          }}
          onChange={(_, value) => {
            setChosen(value);
            setProblem(null);
          }}
          renderOption={({ key, ...props }, option) => (
            <Box component="li" key={key} {...props}>
              <Stack sx={{ width: '100%', minWidth: 0 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {option.address}
                  </Typography>
                  <StatusChip status={option.inspectionStatus} />
                </Stack>
                <Typography variant="caption" color="text.secondary">
                  {option.digitalAddress} · {option.landlordName}
                  {option.id === currentPropertyId ? ' · linked now' : ''}
                </Typography>
              </Stack>
            </Box>
          )}
          renderInput={(params) => <TextField {...params} label="Property" helperText="GhanaPost GPS code, address or landlord name" />}
        />
        {found.error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {describeServerError(found.error).message}
          </Alert>
        ) : null}
        {problem ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={linking.loading}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={linking.loading}>
          {linking.loading ? 'Linking…' : 'Link property'}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
