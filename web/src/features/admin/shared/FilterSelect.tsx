import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { filterSelectProps } from './filters';
import { humanize } from './StatusChip';

export interface FilterSelectProps<Value extends string> {
  label: string;
  /** '' means no filter. */
  value: Value | '';
  /** What the empty choice reads, e.g. 'All statuses'. */
  allLabel: string;
  options: ReadonlyArray<{ value: Value; label: string }>;
  onChange(value: Value | ''): void;
  width?: number;
}

/** A select above a list that narrows it to one value, or none. */
export function FilterSelect<Value extends string>({ label, value, allLabel, options, onChange, width = 200 }: FilterSelectProps<Value>) {
  return (
    <TextField select size="small" label={label} value={value} onChange={(event) => onChange(event.target.value as Value | '')} {...filterSelectProps(width)}>
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Options from a label map, in its key order. */
export function optionsOf<Value extends string>(labels: Record<Value, string>): Array<{ value: Value; label: string }> {
  return (Object.keys(labels) as Value[]).map((value) => ({ value, label: labels[value] }));
}

/** Options from enum values, read as words ('under_review' → 'Under review'). */
export function humanizedOptions<Value extends string>(values: readonly Value[]): Array<{ value: Value; label: string }> {
  return values.map((value) => ({ value, label: humanize(value) }));
}
