// /admin/help: the staff guide, with the reader's own role opened first.
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { PageContainer } from '../../../../components/PageContainer';
import { usePermissions } from '../../shared';
import { GUIDES } from './guides';

export default function AdminHelpPage() {
  const { me } = usePermissions();
  const role = me?.role ?? '';
  return (
    <PageContainer title="Staff guide" subtitle="Your daily work, the screens to use, and the rules that protect customers." maxWidth="md">
      <Alert severity="info" sx={{ mb: 3 }}>
        Every action you take is checked by the server against your role (SPEC §6) and recorded in the audit log. If a button is missing, your role does not have that permission.
      </Alert>
      {GUIDES.map((guide) => (
        <Accordion key={`${guide.id}-${role}`} defaultExpanded={guide.roles.includes(role)} disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`guide-${guide.id}-content`} id={`guide-${guide.id}-header`}>
            <Typography variant="h6" component="h2">
              {guide.title}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`guide-${guide.id}-content`}>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              Permissions: {guide.permissions}
            </Typography>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
              Daily work
            </Typography>
            <ol>
              {guide.steps.map((step) => (
                <li key={step}>
                  <Typography>{step}</Typography>
                </li>
              ))}
            </ol>
            <Typography variant="subtitle1" component="h3">
              Watch out for
            </Typography>
            <ul>
              {guide.watch.map((item) => (
                <li key={item}>
                  <Typography>{item}</Typography>
                </li>
              ))}
            </ul>
          </AccordionDetails>
        </Accordion>
      ))}
    </PageContainer>
  );
}
