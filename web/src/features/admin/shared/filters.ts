// Layout of the filter row above a list: the search box takes the room, each select keeps a fixed width on wider screens.
import type { TextFieldProps } from '@mui/material';

export const SEARCH_FIELD_SX = { flex: { xs: '0 0 auto', sm: '1 1 240px' }, minWidth: 0 } as const;

/** Props for a filter select whose empty value reads 'All …' instead of hiding under the label. */
export function filterSelectProps(width: number): Pick<TextFieldProps, 'sx' | 'slotProps'> {
  return {
    sx: { width: { xs: '100%', sm: width }, flexShrink: 0 },
    slotProps: { inputLabel: { shrink: true }, select: { displayEmpty: true } },
  };
}
