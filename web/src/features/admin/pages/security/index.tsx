// /admin/security (manageSystem): audit log, active sessions, partner API keys, their webhooks and staff access to customers' documents, one tab each (?tab=).
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PageContainer } from '../../../../components/PageContainer';
import { ActiveSessions } from './ActiveSessions';
import { ApiKeys } from './ApiKeys';
import { AuditLog } from './AuditLog';
import { DocumentAccess } from './DocumentAccess';
import { Webhooks } from './Webhooks';

const TABS = [
  { id: 'audit', label: 'Audit log' },
  { id: 'sessions', label: 'Active sessions' },
  { id: 'keys', label: 'API keys' },
  { id: 'webhooks', label: 'Webhooks' },
  { id: 'documents', label: 'Document access' },
] as const;
type TabId = (typeof TABS)[number]['id'];

export default function AdminSecurityPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabId = TABS.some((entry) => entry.id === requested) ? (requested as TabId) : 'audit';
  return (
    <PageContainer title="Security" subtitle="Who changed what, who is signed in, and which partner systems may call the API.">
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={tab} onChange={(_, value: TabId) => setParams({ tab: value }, { replace: true })} variant="scrollable" allowScrollButtonsMobile aria-label="Security sections">
          {TABS.map((entry) => (
            <Tab key={entry.id} value={entry.id} label={entry.label} id={`security-tab-${entry.id}`} aria-controls={`security-panel-${entry.id}`} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`security-panel-${tab}`} aria-labelledby={`security-tab-${tab}`}>
        {tab === 'audit' && <AuditLog />}
        {tab === 'sessions' && <ActiveSessions />}
        {tab === 'keys' && <ApiKeys />}
        {tab === 'webhooks' && <Webhooks />}
        {tab === 'documents' && <DocumentAccess />}
      </Box>
    </PageContainer>
  );
}
