import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  message?: ReactNode;
  /** Label of the text box, e.g. 'Reason' or 'Note'. */
  label: string;
  confirmLabel: string;
  /** Fewest characters accepted; 0 makes the text optional. */
  minLength?: number;
  maxLength?: number;
  helperText?: string;
  destructive?: boolean;
  busy?: boolean;
  /** The server's refusal; what the user typed stays. */
  error?: string | null;
  onSubmit(text: string): void;
  onClose(): void;
}

/** A confirmation that carries a written reason (approve, reject, ban, verify with a note). */
export function ReasonDialog({
  open, title, message, label, confirmLabel, minLength = 0, maxLength = 1000, helperText, destructive = false, busy = false, error, onSubmit, onClose,
}: ReasonDialogProps) {
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (open) {
      setText('');
      setTouched(false);
    }
  }, [open]);
  const trimmed = text.trim();
  const tooShort = trimmed.length < minLength;
  const invalid = tooShort || trimmed.length > maxLength;
  const problem = touched && invalid
    ? minLength > 0 && trimmed.length === 0
      ? `${label} is required.`
      : tooShort
        ? `${label} must be at least ${minLength} characters.`
        : `${label} must be at most ${maxLength} characters.`
    : null;
  const submit = () => {
    setTouched(true);
    if (!invalid) onSubmit(trimmed);
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="reason-dialog-title" fullWidth maxWidth="sm">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogTitle id="reason-dialog-title">{title}</DialogTitle>
        <DialogContent>
          {message ? <DialogContentText component="div" sx={{ mb: 2 }}>{message}</DialogContentText> : null}
          <TextField
            label={label}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onBlur={() => setTouched(true)}
            required={minLength > 0}
            multiline
            minRows={3}
            fullWidth
            autoFocus
            error={Boolean(problem)}
            helperText={problem ?? helperText}
          />
          {error ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy} variant="contained" color={destructive ? 'error' : 'primary'}>
            {busy ? 'Working…' : confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
