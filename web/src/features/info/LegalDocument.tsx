import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../../components/PageContainer';

export interface LegalSection {
  id: string;
  title: string;
  content: ReactNode;
}

export interface LegalDocumentProps {
  title: string;
  lastUpdated: string;
  intro: ReactNode;
  sections: LegalSection[];
}

/** Long-form legal text: a contents list, then numbered h2 sections. */
export function LegalDocument({ title, lastUpdated, intro, sections }: LegalDocumentProps) {
  return (
    <PageContainer title={title} subtitle={`Last updated: ${lastUpdated}`} maxWidth="md">
      <Box sx={{ '& p': { mb: 1.5 }, '& li': { mb: 0.75 }, '& ul, & ol': { pl: 3, mt: 0 } }}>
        {intro}
      </Box>
      <Paper component="nav" aria-label="Contents" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, my: 3 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          Contents
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, columns: { md: 2 } }}>
          {sections.map((section) => (
            <li key={section.id}>
              <Link href={`#${section.id}`} variant="body2" underline="hover">
                {section.title}
              </Link>
            </li>
          ))}
        </Box>
      </Paper>
      {sections.map((section, position) => (
        <Box
          key={section.id}
          component="section"
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          sx={{ mb: 4, scrollMarginTop: 80, '& p': { mb: 1.5 }, '& li': { mb: 0.75 }, '& ul, & ol': { pl: 3, mt: 0 } }}
        >
          <Typography id={`${section.id}-title`} variant="h5" component="h2" gutterBottom>
            {position + 1}. {section.title}
          </Typography>
          {section.content}
        </Box>
      ))}
    </PageContainer>
  );
}

export default LegalDocument;

export function Paragraph({ children }: { children: ReactNode }) {
  return <Typography component="p" variant="body1">{children}</Typography>;
}

export function BulletList({ items }: { items: ReactNode[] }) {
  return (
    <Box component="ul" sx={{ typography: 'body1' }}>
      {items.map((item, position) => (
        <li key={position}>{item}</li>
      ))}
    </Box>
  );
}
