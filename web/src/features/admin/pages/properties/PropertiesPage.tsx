import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '@mui/material';
import AddHomeOutlined from '@mui/icons-material/AddHomeOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useSnackbar } from 'notistack';
import { StaffCreatePropertyDocument, StaffListPropertiesDocument, StaffPropertyDetailDocument, StaffRecordInspectionDocument, type InspectionStatus, type StaffListPropertiesQuery } from '../../gql/graphql';
import { formatDate } from '../../../../lib/money';
import { toastOptions } from '../../../../lib/toasts';
import { FilterSelect, humanizedOptions } from '../../shared/FilterSelect';
import { describeServerError } from '../../shared/errors';
import { StaffListPage } from '../../shared/StaffList';
import { StatusChip, humanize } from '../../shared/StatusChip';
import { useCursorPages, useFilter } from '../../shared/useCursorPages';
import { usePermissions } from '../../shared/usePermissions';
import { forgetApplicationChecks } from '../../shared/staleApplications';
import { CreatePropertyDialog, type PropertyValues } from './CreatePropertyDialog';
import { PropertyDrawer } from './PropertyDrawer';

const INSPECTION_STATUSES: InspectionStatus[] = ['pending', 'passed', 'failed'];
const PAGE_SIZE = 20;

export type PropertyRow = StaffListPropertiesQuery['properties']['nodes'][number];

const columns: GridColDef<PropertyRow>[] = [
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 220, sortable: false },
  { field: 'digitalAddress', headerName: 'GhanaPost GPS', width: 130, sortable: false },
  { field: 'propertyType', headerName: 'Type', width: 150, sortable: false, valueFormatter: (value: string) => humanize(value) },
  { field: 'landlordName', headerName: 'Landlord', width: 170, sortable: false },
  { field: 'inspectionStatus', headerName: 'Inspection', width: 120, sortable: false, renderCell: ({ row }) => <StatusChip status={row.inspectionStatus} /> },
  { field: 'createdAt', headerName: 'Added', width: 120, sortable: false, valueFormatter: (value: string) => formatDate(value) },
];

export function PropertiesRoute() {
  const { enqueueSnackbar } = useSnackbar();
  const { can } = usePermissions();
  const [openId, setOpenId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [problem, setProblem] = useState<{ message: string; field: string | null } | null>(null);
  const [inspectionError, setInspectionError] = useState<string | null>(null);
  const paging = useCursorPages();
  const [inspectionStatus, setInspectionStatus] = useFilter<InspectionStatus | ''>(paging, '');
  const list = useQuery(StaffListPropertiesDocument, {
    variables: { first: PAGE_SIZE, after: paging.after, inspectionStatus: inspectionStatus || null },
    fetchPolicy: 'cache-and-network',
  });
  const detail = useQuery(StaffPropertyDetailDocument, { variables: { id: openId ?? '' }, skip: !openId });
  const [createProperty, creation] = useMutation(StaffCreatePropertyDocument, { refetchQueries: ['StaffListProperties'] });
  // The result decides the property check of every application linked to it: their cached checks are dropped.
  const [recordInspection, recording] = useMutation(StaffRecordInspectionDocument, {
    refetchQueries: ['StaffListProperties', 'StaffPropertyDetail'],
    update: (cache) => forgetApplicationChecks(cache, detail.data?.property.applications.nodes.map((application) => application.id)),
  });
  const canManage = can('manageProperties');

  const submitCreate = async (values: PropertyValues) => {
    setProblem(null);
    try {
      await createProperty({ variables: { input: values } });
      setCreating(false);
      enqueueSnackbar('Property added', toastOptions('success'));
    } catch (caught) {
      const described = describeServerError(caught);
      setProblem({ message: described.message, field: described.field });
      enqueueSnackbar(described.message, toastOptions('error'));
    }
  };
  const submitInspection = async (status: InspectionStatus, notes: string) => {
    if (!openId) return;
    setInspectionError(null);
    try {
      await recordInspection({ variables: { id: openId, status, notes } });
      enqueueSnackbar(`Inspection recorded: ${humanize(status)}`, toastOptions('success'));
    } catch (caught) {
      const described = describeServerError(caught);
      setInspectionError(described.message);
      enqueueSnackbar(described.message, toastOptions('error'));
    }
  };

  return (
    <StaffListPage<PropertyRow>
      title="Properties"
      subtitle="Rented homes, their landlords and inspection results."
      actions={
        canManage ? (
          <Button
            variant="contained"
            startIcon={<AddHomeOutlined />}
            onClick={() => {
              setProblem(null);
              setCreating(true);
            }}
          >
            Add property
          </Button>
        ) : null
      }
      label="Properties"
      filters={
        <FilterSelect
          label="Inspection"
          value={inspectionStatus}
          allLabel="All inspection results"
          options={humanizedOptions(INSPECTION_STATUSES)}
          onChange={setInspectionStatus}
          width={220}
        />
      }
      connection={(list.data ?? list.previousData)?.properties}
      paging={paging}
      loading={list.loading}
      error={list.error}
      columns={columns}
      onRowClick={(row) => {
        setInspectionError(null);
        setOpenId(row.id);
      }}
      noRowsText="No properties match"
    >
      <PropertyDrawer
        open={Boolean(openId)}
        property={detail.data?.property ?? null}
        loading={detail.loading}
        error={detail.error ? describeServerError(detail.error).message : null}
        canInspect={canManage}
        busy={recording.loading}
        inspectionError={inspectionError}
        onRecordInspection={(status, notes) => void submitInspection(status, notes)}
        onClose={() => setOpenId(null)}
      />
      <CreatePropertyDialog
        open={creating}
        busy={creation.loading}
        error={problem?.message ?? null}
        errorField={problem?.field ?? null}
        onSubmit={(values) => void submitCreate(values)}
        onClose={() => {
          setCreating(false);
          setProblem(null);
        }}
      />
    </StaffListPage>
  );
}
