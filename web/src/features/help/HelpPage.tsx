import { useId, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import { paths } from '../../lib/paths';
import { PageContainer } from '../../components/PageContainer';
import { FAQS, searchFaqs, type Faq } from './faqs';

export interface HelpPageProps {
  faqs?: readonly Faq[];
}

export function HelpPage({ faqs = FAQS }: HelpPageProps) {
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<string | null>(null);
  const idPrefix = useId();
  const results = useMemo(() => searchFaqs(query, faqs), [query, faqs]);

  return (
    <PageContainer title="Help Center" subtitle="Answers about rent assistance, Buy Now Pay Later, payments and your account." maxWidth="md">
      <TextField
        type="search"
        label="Search the help center"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        fullWidth
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden="true" />
              </InputAdornment>
            ),
          },
          htmlInput: { 'aria-describedby': `${idPrefix}-count` },
        }}
        sx={{ mb: 1 }}
      />
      <Typography id={`${idPrefix}-count`} role="status" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {query.trim() === '' ? `${results.length} questions` : `${results.length} question${results.length === 1 ? '' : 's'} match “${query.trim()}”`}
      </Typography>
      {results.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography gutterBottom>No answers match your search. Try other words, or ask our support team.</Typography>
          <Button component={RouterLink} to={paths.ticketsCreate} variant="contained">
            Create a ticket
          </Button>
        </Paper>
      ) : (
        <div>
          {results.map((faq) => (
            <Accordion
              key={faq.id}
              expanded={expanded === faq.id}
              onChange={(_, open) => setExpanded(open ? faq.id : null)}
              disableGutters
              variant="outlined"
              slotProps={{ heading: { component: 'h2' } }}
            >
              <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${idPrefix}-${faq.id}-panel`} id={`${idPrefix}-${faq.id}-header`}>
                <Stack sx={{ minWidth: 0 }}>
                  <Typography variant="caption" color="text.secondary" component="span">
                    {faq.topic}
                  </Typography>
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {faq.question}
                  </Typography>
                </Stack>
              </AccordionSummary>
              <AccordionDetails>
                {faq.answer.map((paragraph, index) => (
                  <Typography key={index} sx={{ mb: index < faq.answer.length - 1 ? 1.5 : 0 }}>
                    {paragraph}
                  </Typography>
                ))}
              </AccordionDetails>
            </Accordion>
          ))}
        </div>
      )}
      <Paper variant="outlined" sx={{ p: 3, mt: 4 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Still need help?
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Our support team is available 24/7.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button component={RouterLink} to={paths.ticketsCreate} variant="contained">
            Create a ticket
          </Button>
          <Button component={RouterLink} to={paths.tickets} variant="outlined">
            View my tickets
          </Button>
        </Stack>
      </Paper>
    </PageContainer>
  );
}

export default HelpPage;
