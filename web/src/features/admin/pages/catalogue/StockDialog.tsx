import { useEffect, useState } from 'react';
import { Alert, Button, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { ResponsiveDialog } from '../../shared/ResponsiveDialog';

export interface StockDialogProps {
  open: boolean;
  productName: string;
  stock: number;
  busy: boolean;
  error: string | null;
  onSubmit(delta: number, reason: string): void;
  onClose(): void;
}

/** Units received (+) or written off (−), with the reason the audit trail keeps. */
export function StockDialog({ open, productName, stock, busy, error, onSubmit, onClose }: StockDialogProps) {
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (open) {
      setDelta('');
      setReason('');
      setTouched(false);
    }
  }, [open]);
  const change = /^[-+]?\d{1,7}$/.test(delta.trim()) ? Number(delta.trim()) : NaN;
  const deltaProblem = !Number.isInteger(change) || change === 0 ? 'A whole number other than 0: e.g. 5 received, -2 damaged.' : stock + change < 0 ? `Only ${stock} in stock.` : null;
  const reasonProblem = reason.trim().length < 3 ? 'Say why (at least 3 characters).' : reason.trim().length > 200 ? 'At most 200 characters.' : null;
  return (
    <ResponsiveDialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="stock-dialog-title" maxWidth="xs">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!deltaProblem && !reasonProblem) onSubmit(change, reason.trim());
        }}
      >
        <DialogTitle id="stock-dialog-title">Adjust stock</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {productName}: {stock} in stock now.
          </DialogContentText>
          <Stack spacing={2}>
            <TextField
              label="Change in units"
              value={delta}
              onChange={(event) => setDelta(event.target.value)}
              required
              error={touched && Boolean(deltaProblem)}
              helperText={(touched && deltaProblem) || 'Positive for units received, negative for units written off.'}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <TextField
              label="Reason"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              required
              error={touched && Boolean(reasonProblem)}
              helperText={(touched && reasonProblem) || 'Kept in the audit trail.'}
            />
            {!deltaProblem && Number.isInteger(change) ? <DialogContentText>After the change: {stock + change} in stock.</DialogContentText> : null}
            {error ? <Alert severity="error">{error}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving…' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </ResponsiveDialog>
  );
}
