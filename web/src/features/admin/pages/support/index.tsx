// /admin/support (manageSystem): the ticket queue and contact messages; /admin/support/tickets/:id is one ticket.
import { Route, Routes, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { NotFoundPage } from '../../../../components/NotFoundPage';
import { PageContainer } from '../../../../components/PageContainer';
import { ContactMessages } from './ContactMessages';
import { TicketDetail } from './TicketDetail';
import { TicketQueue } from './TicketQueue';

function SupportHome() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'contact' ? 'contact' : 'tickets';
  return (
    <PageContainer title="Support" subtitle="Answer customers quickly: assign, reply, and keep statuses honest.">
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={tab} onChange={(_, value: string) => setParams(value === 'contact' ? { tab: 'contact' } : {}, { replace: true })} aria-label="Support sections">
          <Tab value="tickets" label="Tickets" id="support-tab-tickets" aria-controls="support-panel-tickets" />
          <Tab value="contact" label="Contact messages" id="support-tab-contact" aria-controls="support-panel-contact" />
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`support-panel-${tab}`} aria-labelledby={`support-tab-${tab}`}>
        {tab === 'tickets' ? <TicketQueue /> : <ContactMessages />}
      </Box>
    </PageContainer>
  );
}

export default function AdminSupportPage() {
  return (
    <Routes>
      <Route index element={<SupportHome />} />
      <Route path="tickets/:ticketId" element={<TicketDetail />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
