// Act 843: every staff open or download of a customer's document file, newest first; filter by customer (click a
// customer, or ?customer=<id>). Admins only (manageSystem).
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { ListDocumentAccessDocument, type ListDocumentAccessQuery } from '../../gql/graphql';
import { formatDateTime } from '../../../../lib/money';
import { StaffList, useCursorPages } from '../../shared';

type AccessRow = ListDocumentAccessQuery['documentAccessLog']['nodes'][number];

export function DocumentAccess() {
  const [params, setParams] = useSearchParams();
  const customerId = params.get('customer');
  const paging = useCursorPages();
  const { data, loading, error } = useQuery(ListDocumentAccessDocument, {
    variables: { first: 25, after: paging.after, customerId },
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.documentAccessLog;
  const filterBy = (id: string | null) => {
    paging.reset();
    const next = new URLSearchParams(params);
    if (id) next.set('customer', id);
    else next.delete('customer');
    setParams(next, { replace: true });
  };
  const filteredName = customerId ? (connection?.nodes[0]?.customerEmail ?? customerId) : null;

  const columns: GridColDef<AccessRow>[] = [
    { field: 'at', headerName: 'When', minWidth: 170, sortable: false, valueFormatter: (value: string) => formatDateTime(value) },
    {
      field: 'staffEmail',
      headerName: 'Staff member',
      minWidth: 200,
      flex: 1,
      sortable: false,
      valueGetter: (_value, row) => `${row.staffEmail ?? row.staffId} (${row.staffRole})`,
    },
    { field: 'fileName', headerName: 'File', minWidth: 160, flex: 1, sortable: false },
    {
      field: 'customerEmail',
      headerName: 'Customer',
      minWidth: 200,
      flex: 1,
      sortable: false,
      renderCell: ({ row }) => (
        <Link component="button" onClick={() => filterBy(row.customerId)} aria-label={`Only files of ${row.customerEmail ?? row.customerId}`}>
          {row.customerEmail ?? row.customerId}
        </Link>
      ),
    },
    { field: 'ip', headerName: 'IP address', minWidth: 130, sortable: false },
  ];

  return (
    <StaffList<AccessRow>
      above={
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Every time a staff member opens or downloads a customer’s document, it is recorded here. A customer reading their own files is not logged.
        </Typography>
      }
      filters={
        filteredName ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2">Showing files of {filteredName}</Typography>
            <Button size="small" onClick={() => filterBy(null)}>
              Show all customers
            </Button>
          </Stack>
        ) : null
      }
      label="Document access"
      connection={connection}
      paging={paging}
      loading={loading}
      error={error}
      columns={columns}
      noRowsText="No staff has opened a customer document yet"
    />
  );
}
