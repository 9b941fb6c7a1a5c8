import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FacebookIcon from '@mui/icons-material/Facebook';
import XIcon from '@mui/icons-material/X';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import PublicIcon from '@mui/icons-material/Public';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import { paths } from '../lib/paths';

export interface FooterBrand {
  name: string;
  tagline?: string;
}

export interface FooterContact {
  supportEmail: string;
  supportPhone: string;
  /** The office address in Accra, one line or several separated by commas. */
  officeAddress: string;
}

export interface FooterSocialLink {
  /** Network name, e.g. 'Facebook', 'X', 'Instagram', 'LinkedIn', 'WhatsApp'. */
  label: string;
  url: string;
}

export interface FooterProps {
  brand: FooterBrand;
  contact: FooterContact;
  social: FooterSocialLink[];
  /** Copyright year; defaults to the current year. */
  year?: number;
}

export function socialIcon(label: string): ReactElement {
  const key = label.toLowerCase().replace(/[^a-z]/g, '');
  if (key.includes('facebook')) return <FacebookIcon />;
  if (key === 'x' || key.includes('twitter')) return <XIcon />;
  if (key.includes('instagram')) return <InstagramIcon />;
  if (key.includes('linkedin')) return <LinkedInIcon />;
  if (key.includes('whatsapp')) return <WhatsAppIcon />;
  return <PublicIcon />;
}

// tel: links want the number without spaces or dashes.
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

const footerLinks = [
  { label: 'About us', to: paths.about },
  { label: 'Contact', to: paths.contact },
  { label: 'Check eligibility', to: paths.eligibility },
  { label: 'Buy Now Pay Later', to: paths.bnpl },
];

const legalLinks = [
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Terms of Service', to: paths.terms },
];

export function Footer({ brand, contact, social, year }: FooterProps) {
  const copyrightYear = year ?? new Date().getFullYear();
  return (
    <Box
      component="footer"
      sx={{
        mt: 'auto',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        py: { xs: 4, sm: 6 },
      }}
    >
      <Container maxWidth="lg" sx={{ px: { xs: 2, sm: 3 } }}>
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography variant="h6" component="p" color="primary">
              {brand.name}
            </Typography>
            {brand.tagline ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {brand.tagline}
              </Typography>
            ) : null}
            {social.length > 0 ? (
              <Stack
                component="ul"
                direction="row"
                aria-label="Social media"
                sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, flexWrap: 'wrap', gap: 0.5 }}
              >
                {social.map((item) => (
                  <li key={item.url}>
                    <IconButton
                      component="a"
                      href={item.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${brand.name} on ${item.label} (opens in a new tab)`}
                      color="primary"
                    >
                      {socialIcon(item.label)}
                    </IconButton>
                  </li>
                ))}
              </Stack>
            ) : null}
          </Grid>

          <Grid size={{ xs: 12, sm: 6, md: 4 }} component="nav" aria-label="Footer">
            <Typography variant="subtitle2" component="h2" gutterBottom>
              Company
            </Typography>
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <Link component={RouterLink} to={link.to} color="text.secondary" variant="body2" underline="hover">
                    {link.label}
                  </Link>
                </li>
              ))}
            </Stack>
          </Grid>

          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Typography variant="subtitle2" component="h2" gutterBottom>
              Support
            </Typography>
            <Stack component="address" spacing={1.25} sx={{ fontStyle: 'normal' }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <EmailIcon fontSize="small" color="action" aria-hidden="true" />
                <Link href={`mailto:${contact.supportEmail}`} variant="body2" underline="hover" sx={{ overflowWrap: 'anywhere' }}>
                  {contact.supportEmail}
                </Link>
              </Stack>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <PhoneIcon fontSize="small" color="action" aria-hidden="true" />
                <Link href={telHref(contact.supportPhone)} variant="body2" underline="hover">
                  {contact.supportPhone}
                </Link>
              </Stack>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <LocationOnIcon fontSize="small" color="action" aria-hidden="true" />
                <Typography variant="body2" color="text.secondary">
                  <Box component="span" sx={{ display: 'block', fontWeight: 600, color: 'text.primary' }}>
                    Office
                  </Box>
                  {contact.officeAddress}
                </Typography>
              </Stack>
            </Stack>
          </Grid>
        </Grid>

        <Divider sx={{ my: { xs: 3, sm: 4 } }} />

        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
        >
          <Typography variant="body2" color="text.secondary">
            © {copyrightYear} {brand.name}. All rights reserved.
          </Typography>
          <Stack component="nav" aria-label="Legal" direction="row" spacing={2}>
            {legalLinks.map((link) => (
              <Link key={link.to} component={RouterLink} to={link.to} variant="body2" color="text.secondary" underline="hover">
                {link.label}
              </Link>
            ))}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}

export default Footer;
