import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Stack } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { formatCedis, parseCedisToPesewas } from '../../../../lib/money';
import {
  ListStaffCatalogueDocument, StaffAdjustStockDocument, StaffCreateCatalogueItemDocument, StaffSetCatalogueItemActiveDocument, StaffUpdateCatalogueItemDocument,
  type ListStaffCatalogueQuery, type ProductCategory,
} from '../../gql/graphql';
import { FilterSelect } from '../../shared/FilterSelect';
import { describeServerError, type ServerProblem } from '../../shared/errors';
import { StaffListPage } from '../../shared/StaffList';
import { StatusChip } from '../../shared/StatusChip';
import { useCursorPages } from '../../shared/useCursorPages';
import { usePermissions } from '../../shared/usePermissions';
import { PRODUCT_CATEGORIES, CatalogueItemDialog, type ProductFormValues } from './CatalogueItemDialog';
import { StockDialog } from './StockDialog';

const PAGE_SIZE = 20;
export type StaffCatalogueRow = ListStaffCatalogueQuery['staffCatalogue']['nodes'][number];
type Visibility = 'shown' | 'hidden';

const EMPTY_PRODUCT: ProductFormValues = { name: '', description: '', category: 'furniture', price: '', imageUrl: '/images/products/', stock: '0', active: true };

function formOf(row: StaffCatalogueRow): ProductFormValues {
  return {
    name: row.name,
    description: row.description,
    category: row.category,
    price: (row.price / 100).toFixed(2),
    imageUrl: row.imageUrl,
    stock: String(row.stock),
    active: row.active,
  };
}

type Dialog = { kind: 'create' } | { kind: 'edit'; row: StaffCatalogueRow } | { kind: 'stock'; row: StaffCatalogueRow } | null;

/** /admin/catalogue: the BNPL catalogue for staff who manage the system: list, create, edit, show/hide, adjust stock. */
export default function AdminCataloguePage() {
  const { can } = usePermissions();
  const canManage = can('manageSystem');
  const [search, setSearch] = useState('');
  const [visibility, setVisibility] = useState<Visibility | ''>('');
  const [category, setCategory] = useState<ProductCategory | ''>('');
  const pages = useCursorPages();
  const { data, previousData, loading, error } = useQuery(ListStaffCatalogueDocument, {
    variables: { first: PAGE_SIZE, after: pages.after, search: search || null, active: visibility === '' ? null : visibility === 'shown', category: category || null },
    fetchPolicy: 'cache-and-network',
  });
  const connection = (data ?? previousData)?.staffCatalogue;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const refetchQueries = ['ListStaffCatalogue'];
  const [create, creating] = useMutation(StaffCreateCatalogueItemDocument, { refetchQueries });
  const [update, updating] = useMutation(StaffUpdateCatalogueItemDocument);
  const [setActive] = useMutation(StaffSetCatalogueItemActiveDocument, { refetchQueries });
  const [adjust, adjusting] = useMutation(StaffAdjustStockDocument);

  const attempt = async (work: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await work();
      setDialog(null);
    } catch (caught) {
      setProblem(describeServerError(caught));
    }
  };

  const columns = useMemo<GridColDef<StaffCatalogueRow>[]>(
    () => [
      { field: 'name', headerName: 'Product', flex: 1.4, minWidth: 180, sortable: false },
      { field: 'category', headerName: 'Category', width: 120, sortable: false, valueFormatter: (value: string) => value.charAt(0).toUpperCase() + value.slice(1) },
      { field: 'price', headerName: 'Price', width: 130, sortable: false, valueFormatter: (value: number) => formatCedis(value) },
      { field: 'stock', headerName: 'In stock', width: 90, sortable: false, type: 'number' },
      {
        field: 'active',
        headerName: 'Shop',
        width: 100,
        sortable: false,
        renderCell: ({ row }) => <StatusChip status={row.active ? 'approved' : 'cancelled'} label={row.active ? 'Shown' : 'Hidden'} />,
      },
      {
        field: 'actions',
        headerName: 'Actions',
        minWidth: 300,
        flex: 1,
        sortable: false,
        renderCell: ({ row }) =>
          canManage ? (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }} onClick={(event) => event.stopPropagation()}>
              <Button size="small" onClick={() => setDialog({ kind: 'edit', row })}>
                Edit
              </Button>
              <Button size="small" onClick={() => setDialog({ kind: 'stock', row })}>
                Adjust stock
              </Button>
              <Button size="small" onClick={() => void attempt(() => setActive({ variables: { id: row.id, active: !row.active } }))}>
                {row.active ? 'Hide' : 'Show'}
              </Button>
            </Stack>
          ) : null,
      },
    ],
    [canManage, setActive],
  );

  return (
    <StaffListPage<StaffCatalogueRow>
      title="Shop catalogue"
      subtitle="The Buy Now Pay Later catalogue and its stock. Stock is reserved when an order is approved and returned when it is cancelled."
      actions={
        canManage ? (
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setDialog({ kind: 'create' })}>
            New product
          </Button>
        ) : null
      }
      label="Shop catalogue"
      search={{
        label: 'Search',
        placeholder: 'Name or description',
        onSearch: (term) => {
          setSearch(term);
          pages.reset();
        },
      }}
      filters={
        <>
          <FilterSelect
            label="Category"
            value={category}
            allLabel="All categories"
            options={PRODUCT_CATEGORIES.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }))}
            onChange={(next) => {
              setCategory(next);
              pages.reset();
            }}
            width={170}
          />
          <FilterSelect
            label="In the shop"
            value={visibility}
            allLabel="Shown and hidden"
            options={[{ value: 'shown' as const, label: 'Shown' }, { value: 'hidden' as const, label: 'Hidden' }]}
            onChange={(next) => {
              setVisibility(next);
              pages.reset();
            }}
            width={170}
          />
        </>
      }
      connection={connection}
      paging={pages}
      loading={loading}
      error={error ?? (problem && !dialog ? problem.message : null)}
      columns={columns}
      noRowsText="No products match"
    >
      <CatalogueItemDialog
        open={dialog?.kind === 'create' || dialog?.kind === 'edit'}
        editing={dialog?.kind === 'edit'}
        initial={dialog?.kind === 'edit' ? formOf(dialog.row) : EMPTY_PRODUCT}
        busy={creating.loading || updating.loading}
        error={problem?.message ?? null}
        errorField={problem?.field ?? null}
        onClose={() => {
          setDialog(null);
          setProblem(null);
        }}
        onSubmit={(values) => {
          const price = parseCedisToPesewas(values.price)!;
          const common = { name: values.name, description: values.description, category: values.category, price, imageUrl: values.imageUrl };
          void attempt(() =>
            dialog?.kind === 'edit'
              ? update({ variables: { id: dialog.row.id, input: common } })
              : create({ variables: { input: { ...common, stock: Number(values.stock), active: values.active } } }),
          );
        }}
      />
      <StockDialog
        open={dialog?.kind === 'stock'}
        productName={dialog?.kind === 'stock' ? dialog.row.name : ''}
        stock={dialog?.kind === 'stock' ? dialog.row.stock : 0}
        busy={adjusting.loading}
        error={problem?.message ?? null}
        onClose={() => {
          setDialog(null);
          setProblem(null);
        }}
        onSubmit={(delta, reason) => {
          if (dialog?.kind !== 'stock') return;
          void attempt(() => adjust({ variables: { id: dialog.row.id, delta, reason } }));
        }}
      />
    </StaffListPage>
  );
}
