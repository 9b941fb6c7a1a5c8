// The working-day calendar: a year's Ghanaian public holidays (seeded from the holiday library and the statutory days
// it lacks, such as Republic Day on 1 July), which staff with manageSystem add to or remove from. Early-settlement
// quotes and every working-day rule skip these days.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { AddPublicHolidayDocument, ListPublicHolidaysDocument, RemovePublicHolidayDocument, type ListPublicHolidaysQuery } from '../../gql/graphql';
import { formatDate } from '../../../../lib/money';
import { toastOptions } from '../../../../lib/toasts';
import { ConfirmDialog, describeServerError } from '../../shared';

type Holiday = ListPublicHolidaysQuery['publicHolidays'][number];

const SOURCE_LABELS: Record<string, string> = { library: 'Holiday library', statute: 'Statute', staff: 'Added by staff' };
const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });

const schema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the day'),
  name: z.string().trim().min(1, 'Give the holiday’s name').max(80, 'At most 80 characters'),
});
type Values = z.infer<typeof schema>;

/** The years offered: this one and the next (seeded ahead), and the one before for looking back. */
function yearsAround(year: number): number[] {
  return [year - 1, year, year + 1];
}

export function PublicHolidays({ editable, thisYear = new Date().getUTCFullYear() }: { editable: boolean; thisYear?: number }) {
  const { enqueueSnackbar } = useSnackbar();
  const [year, setYear] = useState(thisYear);
  const { data, loading, error } = useQuery(ListPublicHolidaysDocument, { variables: { year }, fetchPolicy: 'cache-and-network' });
  const refetchQueries = [{ query: ListPublicHolidaysDocument, variables: { year } }];
  const [add, adding] = useMutation(AddPublicHolidayDocument, { refetchQueries, awaitRefetchQueries: true });
  const [remove, removing] = useMutation(RemovePublicHolidayDocument, { refetchQueries, awaitRefetchQueries: true });
  const [removingDay, setRemovingDay] = useState<Holiday | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset, setError } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { date: '', name: '' } });
  const rows = data?.publicHolidays ?? [];

  const onAdd = async (values: Values) => {
    setFormError(null);
    try {
      const result = await add({ variables: { date: values.date, name: values.name.trim() } });
      const saved = result.data?.addPublicHoliday;
      enqueueSnackbar(`${saved?.name ?? values.name} added on ${formatDate(values.date)}`, toastOptions('success'));
      reset({ date: '', name: '' });
      const addedYear = Number(values.date.slice(0, 4));
      if (addedYear !== year && yearsAround(thisYear).includes(addedYear)) setYear(addedYear);
    } catch (caught) {
      const problem = describeServerError(caught);
      if (problem.field === 'date' || problem.field === 'name') setError(problem.field, { message: problem.message });
      else setFormError(problem.message);
    }
  };

  const onRemove = async () => {
    if (!removingDay) return;
    setRemoveError(null);
    try {
      await remove({ variables: { date: removingDay.date } });
      enqueueSnackbar(`${removingDay.name} on ${formatDate(removingDay.date)} removed: it is a working day again`, toastOptions('success'));
      setRemovingDay(null);
    } catch (caught) {
      setRemoveError(describeServerError(caught).message);
    }
  };

  const columns: GridColDef<Holiday>[] = [
    {
      field: 'date',
      headerName: 'Date',
      minWidth: 130,
      sortable: false,
      valueFormatter: (value: string) => `${WEEKDAY.format(new Date(`${value}T00:00:00Z`))} ${formatDate(value)}`,
    },
    { field: 'name', headerName: 'Holiday', flex: 1, minWidth: 170, sortable: false },
    {
      field: 'source',
      headerName: 'Source',
      minWidth: 140,
      sortable: false,
      renderCell: ({ row }) => <Chip size="small" variant={row.source === 'staff' ? 'filled' : 'outlined'} label={SOURCE_LABELS[row.source] ?? row.source} />,
    },
  ];
  if (editable) {
    columns.push({
      field: 'actions',
      headerName: 'Actions',
      minWidth: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <Button
          size="small"
          color="error"
          onClick={() => {
            setRemoveError(null);
            setRemovingDay(row);
          }}
          aria-label={`Remove ${row.name} on ${formatDate(row.date)}`}
        >
          Remove
        </Button>
      ),
    });
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="public-holidays-heading" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id="public-holidays-heading" variant="h6" component="h2">
        Public holidays
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The days early-settlement quotes and every working-day rule skip, besides weekends. They come from the holiday library and the statutory holidays it lacks;
        add a day the government declares, or remove one that is not observed. Every change is written to the audit log.
      </Typography>
      <Stack spacing={2}>
        <TextField select size="small" label="Year" value={year} onChange={(event) => setYear(Number(event.target.value))} sx={{ maxWidth: { sm: 160 } }}>
          {yearsAround(thisYear).map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        {error ? <Alert severity="error">{describeServerError(error).message}</Alert> : null}
        <Box sx={{ width: '100%', minWidth: 0, height: rows.length > 0 ? undefined : 180 }}>
          <DataGrid
            aria-label={`Public holidays in ${year}`}
            rows={rows}
            columns={columns}
            getRowId={(row) => row.date}
            loading={loading && !data}
            hideFooter
            disableRowSelectionOnClick
            disableColumnMenu
            disableVirtualization
            autoHeight={rows.length > 0}
            density="compact"
            localeText={{ noRowsLabel: `No public holidays in ${year}` }}
          />
        </Box>
        {editable && (
          <Box component="form" noValidate aria-label="Add a public holiday" onSubmit={handleSubmit((values) => void onAdd(values))}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
              <TextField
                label="Date"
                type="date"
                slotProps={{ inputLabel: { shrink: true } }}
                {...register('date')}
                error={Boolean(formState.errors.date)}
                helperText={formState.errors.date?.message}
              />
              <TextField label="Holiday name" {...register('name')} error={Boolean(formState.errors.name)} helperText={formState.errors.name?.message} sx={{ flex: 1 }} />
              <div>
                <Button type="submit" variant="contained" disabled={adding.loading} sx={{ mt: { sm: 1 } }}>
                  Add holiday
                </Button>
              </div>
            </Stack>
            {formError ? (
              <Alert severity="error" sx={{ mt: 2 }}>
                {formError}
              </Alert>
            ) : null}
          </Box>
        )}
      </Stack>
      <ConfirmDialog
        open={removingDay !== null}
        title="Remove this public holiday?"
        message={removingDay ? `${removingDay.name} on ${formatDate(removingDay.date)} becomes a working day for quotes and working-day rules.` : ''}
        confirmLabel="Remove holiday"
        busy={removing.loading}
        error={removeError}
        onConfirm={() => void onRemove()}
        onClose={() => setRemovingDay(null)}
      />
    </Paper>
  );
}
