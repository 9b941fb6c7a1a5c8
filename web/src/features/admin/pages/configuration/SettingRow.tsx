// One setting as a labelled field with its own Save; the caller confirms before → after and reports server errors.
import { useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../../lib/money';
import { fromInput, perAnnum, toInput, type SettingEditor } from './setting-editors';

export interface SettingRowProps {
  settingKey: string;
  description: string;
  editor: SettingEditor;
  value: unknown;
  updatedAt: string;
  updatedByName: string | null;
  /** The server's refusal for this key. */
  serverError: string | null;
  disabled: boolean;
  onSave(next: unknown): void;
}

export function SettingRow({ settingKey, description, editor, value, updatedAt, updatedByName, serverError, disabled, onSave }: SettingRowProps) {
  const initial = toInput(editor.kind, value);
  const [text, setText] = useState(initial);
  const [touched, setTouched] = useState(false);
  const parsed = fromInput(editor.kind, text);
  const changed = text.trim() !== initial.trim();
  const localError = touched && !parsed.ok ? parsed.error : null;
  const id = `setting-${settingKey.replace(/[^a-z0-9]+/gi, '-')}`;

  let hint = description;
  if (editor.kind === 'monthlyRate' && parsed.ok) hint = `${perAnnum(parsed.value as number)}. ${description}`;
  const lastChange = updatedByName ? `Last changed ${formatDateTime(updatedAt)} by ${updatedByName}` : 'Not changed since it was seeded';

  const save = () => {
    setTouched(true);
    if (parsed.ok && changed) onSave(parsed.value);
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' }, py: 1.5 }}
    >
      <Stack sx={{ flex: 1, minWidth: 0 }} spacing={0.5}>
        {editor.kind === 'boolean' ? (
          <FormControlLabel
            control={<Switch checked={text === 'true'} onChange={(event) => setText(event.target.checked ? 'true' : 'false')} disabled={disabled} />}
            label={editor.label}
          />
        ) : editor.kind === 'choice' ? (
          <TextField id={id} select label={editor.label} value={text} onChange={(event) => setText(event.target.value)} disabled={disabled} fullWidth helperText={serverError ?? hint} error={Boolean(serverError)}>
            {(editor.choices ?? []).map((choice) => (
              <MenuItem key={choice.value} value={choice.value}>
                {choice.label}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <TextField
            id={id}
            label={editor.label}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onBlur={() => setTouched(true)}
            disabled={disabled}
            fullWidth
            multiline={editor.kind === 'json'}
            minRows={editor.kind === 'json' ? 3 : undefined}
            error={Boolean(localError ?? serverError)}
            helperText={localError ?? serverError ?? hint}
            slotProps={{ htmlInput: { inputMode: ['text', 'json', 'monthList'].includes(editor.kind) ? 'text' : 'decimal' } }}
          />
        )}
        <Typography variant="caption" color="text.secondary">
          {settingKey} · {lastChange}
        </Typography>
      </Stack>
      <Button type="submit" variant="outlined" disabled={disabled || !changed} aria-label={`Save ${editor.label}`} sx={{ mt: { sm: 1 } }}>
        Save
      </Button>
    </Stack>
  );
}
