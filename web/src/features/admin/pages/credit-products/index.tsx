// /admin/credit-products (manageCreditProducts): the credit products, one page each with its versions, the
// live preview and the four-eyes activation; /new and /:id/edit are the editor.
import { useMemo } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import type { StaffColumn } from '../../shared/columns';
import { formatCedis } from '../../../../lib/money';
import { NotFoundPage } from '../../../../components/NotFoundPage';
import { formatRate } from '../../../../components/CreditDisclosure';
import { ListCreditProductsDocument, type ListCreditProductsQuery } from '../../gql/graphql';
import { StaffListPage } from '../../shared/StaffList';
import { StatusChip } from '../../shared/StatusChip';
import { useCursorPages } from '../../shared/useCursorPages';
import { usePermissions } from '../../shared/usePermissions';
import { PAYEE_KIND_LABELS, formatTermMonths } from './product-form';
import { CREDIT_PRODUCTS_PATH, productPath } from './links';
import { CreateProductPage, EditProductPage } from './ProductEditorPages';
import { ProductDetailPage } from './ProductDetail';

export type CreditProductRow = ListCreditProductsQuery['creditProducts'][number];

const STATUS_CHIP: Record<string, string> = { draft: 'pending', active: 'approved', retired: 'cancelled' };

/** The terms the list describes: the version in force, or the first draft of a product never activated. */
const shownVersion = (row: CreditProductRow) => row.currentVersion ?? row.draftVersion;

function ProductCell({ row }: { row: CreditProductRow }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {row.name}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {row.code}
      </Typography>
    </Box>
  );
}

/** The version in force, and the draft waiting for a second admin if there is one: 'v1', 'v1 (v2 draft)', 'v1 draft'. */
function versionText(row: CreditProductRow): string {
  const draft = row.draftVersion ? `v${row.draftVersion.version} draft` : null;
  if (!row.currentVersion) return draft ?? '—';
  return draft ? `v${row.currentVersion.version} (${draft})` : `v${row.currentVersion.version}`;
}

function ProductList() {
  const navigate = useNavigate();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const paging = useCursorPages();
  const { can } = usePermissions();
  const { data, loading, error } = useQuery(ListCreditProductsDocument, { fetchPolicy: 'cache-and-network' });
  // One short list (a handful of products): the shared frame's single page.
  const connection = data ? { nodes: data.creditProducts, pageInfo: { hasNextPage: false, endCursor: null } } : undefined;

  const columns = useMemo<StaffColumn<CreditProductRow>[]>(() => {
    const product: GridColDef<CreditProductRow> = { field: 'name', headerName: 'Product', flex: 1.2, minWidth: 150, sortable: false, renderCell: ({ row }) => <ProductCell row={row} /> };
    const status: GridColDef<CreditProductRow> = {
      field: 'status',
      headerName: 'Status',
      width: 96,
      sortable: false,
      renderCell: ({ row }) => <StatusChip status={STATUS_CHIP[row.status] ?? row.status} label={row.status.charAt(0).toUpperCase() + row.status.slice(1)} />,
    };
    const open: GridColDef<CreditProductRow> = {
      field: 'actions',
      headerName: 'Actions',
      width: 90,
      sortable: false,
      renderCell: ({ row }) => (
        <Button size="small" aria-label={`Open ${row.name}`} onClick={(event) => {
          event.stopPropagation();
          navigate(productPath(row.id));
        }}>
          Open
        </Button>
      ),
    };
    if (narrow) return [product, status, open];
    return [
      product,
      // Who is paid and the version number step aside first when room is short: the terms are what staff compare.
      { field: 'payeeKind', headerName: 'Payee', width: 100, sortable: false, priority: 20, valueGetter: (_value, row) => { const version = shownVersion(row); return version ? PAYEE_KIND_LABELS[version.payeeKind] : ''; } },
      status,
      { field: 'version', headerName: 'Version', width: 120, sortable: false, priority: 19, valueGetter: (_value, row) => versionText(row) },
      { field: 'rate', headerName: 'Rate', width: 110, sortable: false, valueGetter: (_value, row) => { const version = shownVersion(row); return version ? `${formatRate(version.monthlyRateBp)} a month` : ''; } },
      {
        field: 'amounts',
        headerName: 'Amounts',
        minWidth: 190,
        flex: 1,
        sortable: false,
        valueGetter: (_value, row) => { const version = shownVersion(row); return version ? `${formatCedis(version.minAmount)} – ${formatCedis(version.maxAmount)}` : ''; },
      },
      { field: 'terms', headerName: 'Terms (months)', minWidth: 130, flex: 0.8, sortable: false, valueGetter: (_value, row) => { const version = shownVersion(row); return version ? formatTermMonths(version.termMonths) : ''; } },
      open,
    ];
  }, [narrow, navigate]);

  return (
    <StaffListPage<CreditProductRow>
      title="Credit products"
      subtitle="Every product's rate, fees, terms and documents. Each change is a new version a second admin activates; loans keep the version they were priced on."
      actions={
        can('manageCreditProducts') ? (
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => navigate(`${CREDIT_PRODUCTS_PATH}/new`)}>
            New product
          </Button>
        ) : null
      }
      label="Credit products"
      connection={connection}
      paging={paging}
      loading={loading}
      error={error}
      columns={columns}
      autoRowHeight
      onRowClick={(row) => navigate(productPath(row.id))}
      noRowsText="No credit products yet"
    />
  );
}

export default function AdminCreditProductsPage() {
  return (
    <Routes>
      <Route index element={<ProductList />} />
      <Route path="new" element={<CreateProductPage />} />
      <Route path=":id/edit" element={<EditProductPage />} />
      <Route path=":id" element={<ProductDetailPage />} />
      <Route path="*" element={<NotFoundPage home={CREDIT_PRODUCTS_PATH} />} />
    </Routes>
  );
}
