// /admin/configuration (manageSystem): the system settings, grouped; every change is confirmed before → after.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadingSpinner } from '../../../../components/LoadingSpinner';
import { PageContainer } from '../../../../components/PageContainer';
import { ListSystemSettingsDocument, UpdateSystemSettingDocument, type ListSystemSettingsQuery } from '../../gql/graphql';
import { toastOptions } from '../../../../lib/toasts';
import { ConfirmDialog, describeServerError, usePermissions } from '../../shared';
import { SettingRow } from './SettingRow';
import { LegalVersions } from './LegalVersions';
import { PublicHolidays } from './PublicHolidays';
import { displayValue, editorFor, GROUPS, SET_ON_CREDIT_PRODUCTS, type SettingEditor } from './setting-editors';
import { paths } from '../../../../lib/paths';

type SettingRecord = ListSystemSettingsQuery['settings'][number];

interface PendingChange {
  setting: SettingRecord;
  editor: SettingEditor;
  next: unknown;
}

export default function AdminConfigurationPage() {
  const { enqueueSnackbar } = useSnackbar();
  const { can } = usePermissions();
  const { data, loading, error } = useQuery(ListSystemSettingsDocument);
  const [updateSetting, updating] = useMutation(UpdateSystemSettingDocument);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [errorsByKey, setErrorsByKey] = useState<Record<string, string>>({});
  // Bumped per key after a save so the row restarts from the stored value.
  const [versions, setVersions] = useState<Record<string, number>>({});

  const confirm = async () => {
    if (!pending) return;
    const { setting, editor, next } = pending;
    setDialogError(null);
    try {
      const result = await updateSetting({ variables: { key: setting.key, value: next } });
      const waiting = (result.data?.updateSetting.pendingApprovals.length ?? 0) > 0;
      enqueueSnackbar(
        waiting ? `${editor.label}: change to ${displayValue(editor, next)} sent for a second admin’s approval` : `${editor.label} saved: ${displayValue(editor, next)}`,
        toastOptions('success'),
      );
      setErrorsByKey(({ [setting.key]: _removed, ...rest }) => rest);
      setVersions((current) => ({ ...current, [setting.key]: (current[setting.key] ?? 0) + 1 }));
      setPending(null);
    } catch (caught) {
      const problem = describeServerError(caught);
      setErrorsByKey((current) => ({ ...current, [problem.field ?? setting.key]: problem.message }));
      setDialogError(problem.message);
    }
  };

  if (loading && !data) return <LoadingSpinner message="Loading settings..." />;
  const settings = data?.settings ?? [];
  const editable = can('manageSystem');

  return (
    <PageContainer title="Configuration" subtitle="System settings. Every change is confirmed and written to the audit log; credit, approvals, accounting and collections settings wait for a second admin." maxWidth="md">
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {describeServerError(error).message}
        </Alert>
      )}
      <Stack spacing={3}>
        {GROUPS.map((group) => {
          const members = settings
            .filter((setting) => !SET_ON_CREDIT_PRODUCTS.has(setting.key))
            .map((setting) => ({ setting, editor: editorFor(setting.key, setting.type, setting.description) }))
            .filter((entry) => entry.editor.group === group.id);
          if (members.length === 0) return null;
          return (
            <Paper key={group.id} variant="outlined" component="section" aria-labelledby={`group-${group.id}`} sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography id={`group-${group.id}`} variant="h6" component="h2">
                {group.title}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {group.intro}
              </Typography>
              {group.id === 'credit' ? (
                <Alert severity="info" sx={{ my: 1 }}>
                  Quotes are priced by each product's active version, not by these settings.{' '}
                  <Link component={RouterLink} to={paths.adminPage('credit-products')}>
                    Rates, fees and terms are set on each credit product
                  </Link>
                  .
                </Alert>
              ) : null}
              {members.map(({ setting, editor }, index) => (
                <div key={`${setting.key}-${versions[setting.key] ?? 0}`}>
                  {index > 0 && <Divider />}
                  <SettingRow
                    settingKey={setting.key}
                    description={setting.description}
                    editor={editor}
                    value={setting.value}
                    updatedAt={setting.updatedAt}
                    updatedByName={setting.updatedBy ? `${setting.updatedBy.firstName} ${setting.updatedBy.lastName}` : null}
                    serverError={errorsByKey[setting.key] ?? null}
                    disabled={!editable || updating.loading}
                    onSave={(next) => {
                      setDialogError(null);
                      setPending({ setting, editor, next });
                    }}
                  />
                  {setting.pendingApprovals.map((request) => (
                    <Alert key={request.id} severity="warning" sx={{ mb: 1 }}>
                      Waiting for a second admin: {request.summary} (asked by {request.maker.firstName} {request.maker.lastName}).{' '}
                      <Link component={RouterLink} to={paths.adminApproval(request.id)}>
                        Open in Approvals
                      </Link>
                    </Alert>
                  ))}
                </div>
              ))}
            </Paper>
          );
        })}
        <PublicHolidays editable={editable} />
        <LegalVersions editable={editable} />
      </Stack>
      <ConfirmDialog
        open={pending !== null}
        title={pending ? `Change ${pending.editor.label}?` : 'Change setting?'}
        message={
          pending ? (
            <Stack spacing={1}>
              <span>
                <strong>Before:</strong> {displayValue(pending.editor, pending.setting.value)}
              </span>
              <span>
                <strong>After:</strong> {displayValue(pending.editor, pending.next)}
              </span>
              <span>It is recorded in the audit log. Credit, approvals, accounting and collections settings change once a second admin approves; others apply at once.</span>
            </Stack>
          ) : null
        }
        confirmLabel="Save change"
        busy={updating.loading}
        error={dialogError}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      />
    </PageContainer>
  );
}
