import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VisibilityIcon from '@mui/icons-material/Visibility';
import HandshakeIcon from '@mui/icons-material/Handshake';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import { paths } from '../../lib/paths';
import { PageContainer } from '../../components/PageContainer';
import { useCompanyDetails } from './company';
import type { CompanyDetails } from './company';

export interface AboutPageProps {
  company?: CompanyDetails;
}

const values = [
  {
    icon: <VisibilityIcon color="primary" />,
    title: 'Clear pricing',
    text: 'Every quote shows the annual rate, the APR, the total cost and each instalment before you commit. No hidden fees.',
  },
  {
    icon: <HandshakeIcon color="primary" />,
    title: 'Responsible lending',
    text: 'We lend what you can afford to repay, check it against your income, and let you repay early without penalty.',
  },
  {
    icon: <VerifiedUserIcon color="primary" />,
    title: 'Your data, protected',
    text: 'We handle personal data under the Data Protection Act, 2012 (Act 843) and share it only where the law or your credit needs it.',
  },
  {
    icon: <SupportAgentIcon color="primary" />,
    title: 'Real people, 24/7',
    text: 'Our support team answers by phone, email, WhatsApp and support tickets, day and night.',
  },
];

export function AboutPage({ company: givenCompany }: AboutPageProps) {
  const company = useCompanyDetails(givenCompany);
  return (
    <PageContainer title={`About ${company.name}`} subtitle={company.tagline}>
      <Grid container spacing={{ xs: 4, md: 6 }}>
        <Grid size={{ xs: 12, md: 7 }} component="section" aria-labelledby="about-mission">
          <Typography id="about-mission" variant="h5" component="h2" gutterBottom>
            Our mission
          </Typography>
          <Typography sx={{ mb: 2 }}>
            Finding a home in Ghana often means paying one or two years of rent upfront, and setting it up means
            buying a bed, a fridge and a stove all at once. Few working people have that much cash at one time.
            We exist to close that gap: we pay the landlord or the shop now, and you repay in monthly instalments
            that fit your income.
          </Typography>
          <Typography sx={{ mb: 2 }}>
            {company.name} offers two products: rent assistance, where we pay your landlord upfront, and Buy Now Pay
            Later for furniture, appliances and electronics over 5-6 months.
          </Typography>

          <Typography variant="h5" component="h2" gutterBottom sx={{ mt: 4 }}>
            How we are regulated
          </Typography>
          <Typography sx={{ mb: 2 }}>
            Our aim is to operate as a licensed non-bank lender supervised by the Bank of Ghana. We follow the
            Borrowers and Lenders Act, 2020 (Act 1052) in every agreement: rates are stated per annum, and the APR
            and the total cost of credit are disclosed before you commit. We report to licensed credit bureaus under
            the Credit Reporting Act, 2007 (Act 726) and are registered with the Data Protection Commission.
          </Typography>
        </Grid>

        <Grid size={{ xs: 12, md: 5 }}>
          <Card component="section" aria-labelledby="about-office">
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <LocationOnIcon color="primary" aria-hidden="true" />
                <Typography id="about-office" variant="h6" component="h2">
                  Our office in Accra
                </Typography>
              </Stack>
              <Typography component="address" sx={{ fontStyle: 'normal', mb: 2 }}>
                {company.legalName}
                <br />
                {company.officeAddress}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                Visit us on weekdays, or reach our support team at any time.
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                <Button variant="contained" component={RouterLink} to={paths.contact}>
                  Contact us
                </Button>
                <Button variant="outlined" component={RouterLink} to={paths.eligibility}>
                  Check eligibility
                </Button>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      </Grid>

      <Box component="section" aria-labelledby="about-values" sx={{ mt: { xs: 5, md: 7 } }}>
        <Typography id="about-values" variant="h5" component="h2" gutterBottom>
          What we stand for
        </Typography>
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {values.map((value) => (
            <Grid key={value.title} size={{ xs: 12, sm: 6, md: 3 }} component="li">
              <Card sx={{ height: '100%' }}>
                <CardContent>
                  <Box aria-hidden="true" sx={{ mb: 1 }}>
                    {value.icon}
                  </Box>
                  <Typography variant="h6" component="h3" gutterBottom>
                    {value.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {value.text}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Box>
    </PageContainer>
  );
}

export default AboutPage;
