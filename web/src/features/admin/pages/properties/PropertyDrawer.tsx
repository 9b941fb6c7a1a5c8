import { useEffect, useState, type FormEvent } from 'react';
import {
  Alert, Box, Button, Divider, Drawer, FormControl, FormControlLabel, FormLabel, IconButton, Link, List, ListItem, ListItemText, Radio, RadioGroup, Stack,
  TextField, Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../../lib/paths';
import type { InspectionStatus, StaffPropertyDetailQuery } from '../../gql/graphql';
import { formatCedis, formatDate, formatDateTime } from '../../../../lib/money';
import { StatusChip, humanize } from '../../shared/StatusChip';
import { formatGhanaPhone, phoneHref } from '../../../../lib/phone-format';

export type PropertyDetail = StaffPropertyDetailQuery['property'];

export interface PropertyDrawerProps {
  open: boolean;
  property: PropertyDetail | null;
  loading: boolean;
  error: string | null;
  /** Shown only with manageProperties. */
  canInspect: boolean;
  busy: boolean;
  inspectionError: string | null;
  onRecordInspection(status: InspectionStatus, notes: string): void;
  onClose(): void;
}

export function PropertyDrawer({ open, property, loading, error, canInspect, busy, inspectionError, onRecordInspection, onClose }: PropertyDrawerProps) {
  const [result, setResult] = useState<InspectionStatus | ''>('');
  const [notes, setNotes] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    setResult('');
    setNotes('');
    setTouched(false);
  }, [property?.id]);
  const notesProblem = touched && notes.trim().length < 3 ? 'Write at least 3 characters about what you found.' : null;
  const resultProblem = touched && !result ? 'Choose passed or failed.' : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (result && notes.trim().length >= 3) onRecordInspection(result, notes.trim());
  };
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 460 } } } }}>
      <Box component="section" aria-labelledby="property-drawer-title" sx={{ p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography id="property-drawer-title" variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {property?.address ?? 'Property'}
          </Typography>
          <IconButton aria-label="Close property details" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        {loading && !property ? <Typography>Loading…</Typography> : null}
        {error ? <Alert severity="error">{error}</Alert> : null}
        {property ? (
          <>
            <Stack spacing={0.5} sx={{ mb: 2 }}>
              <Typography>GhanaPost GPS: {property.digitalAddress}</Typography>
              <Typography>Type: {humanize(property.propertyType)}</Typography>
              <Typography>
                Landlord: {property.landlordName}, <Link href={phoneHref(property.landlordPhone)}>{formatGhanaPhone(property.landlordPhone)}</Link>
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography>Inspection:</Typography>
                <StatusChip status={property.inspectionStatus} />
                {property.inspectedAt ? <Typography variant="body2" color="text.secondary">{formatDateTime(property.inspectedAt)}</Typography> : null}
              </Stack>
              {property.inspectionNotes ? <Typography color="text.secondary">Notes: {property.inspectionNotes}</Typography> : null}
            </Stack>
            <Divider />
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
              Linked applications
            </Typography>
            {property.applications.nodes.length === 0 ? (
              <Typography color="text.secondary">No application is linked to this property.</Typography>
            ) : (
              <List dense disablePadding>
                {property.applications.nodes.map((application) => (
                  <ListItem key={application.id} disableGutters secondaryAction={<StatusChip status={application.status} />}>
                    <ListItemText
                      primary={
                        <Link component={RouterLink} to={paths.adminApplication(application.id)}>
                          {application.applicant.firstName} {application.applicant.lastName}
                        </Link>
                      }
                      secondary={`${application.monthlyRent === null ? '' : `${formatCedis(application.monthlyRent)} a month · `}${formatDate(application.createdAt)}`}
                    />
                  </ListItem>
                ))}
              </List>
            )}
            {canInspect ? (
              <Box component="form" noValidate onSubmit={submit} aria-labelledby="inspection-title" sx={{ mt: 2 }}>
                <Divider sx={{ mb: 2 }} />
                <Typography id="inspection-title" variant="subtitle1" component="h3">
                  Record inspection result
                </Typography>
                <FormControl error={Boolean(resultProblem)} sx={{ my: 1 }}>
                  <FormLabel id="inspection-result-label">Result</FormLabel>
                  <RadioGroup row aria-labelledby="inspection-result-label" value={result} onChange={(event) => setResult(event.target.value as InspectionStatus)}>
                    <FormControlLabel value="passed" control={<Radio />} label="Passed" />
                    <FormControlLabel value="failed" control={<Radio />} label="Failed" />
                  </RadioGroup>
                  {resultProblem ? <Typography variant="caption" color="error">{resultProblem}</Typography> : null}
                </FormControl>
                <TextField
                  label="Inspection notes"
                  value={notes}
                  onChange={(event) => setNotes(event.target.value)}
                  multiline
                  minRows={3}
                  fullWidth
                  required
                  error={Boolean(notesProblem)}
                  helperText={notesProblem ?? 'What you saw: rooms, water, power, safety.'}
                />
                {inspectionError ? <Alert severity="error" sx={{ mt: 1 }}>{inspectionError}</Alert> : null}
                <Button type="submit" variant="contained" sx={{ mt: 1.5 }} disabled={busy}>
                  {busy ? 'Saving…' : 'Save inspection'}
                </Button>
              </Box>
            ) : null}
          </>
        ) : null}
      </Box>
    </Drawer>
  );
}
