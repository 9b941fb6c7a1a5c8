import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ApartmentIcon from '@mui/icons-material/Apartment';
import ChairIcon from '@mui/icons-material/Chair';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { paths } from '../../lib/paths';
import { useAuth } from '../../lib/auth-context';
import { creditTermsFrom, monthRange, percentFromBp, useSiteSettings, type CreditTerms } from '../../lib/site-settings';
import { TestimonialCarousel } from './TestimonialCarousel';
import { testimonials as sampleTestimonials } from './testimonials';
import type { Testimonial } from './testimonials';

export interface LandingPageProps {
  /** Signed-in visitors go straight to the application form instead of registering. */
  isAuthenticated?: boolean;
  testimonials?: Testimonial[];
  /** Carousel auto-advance period (SPEC: 5 s). */
  testimonialIntervalMs?: number;
  /** Marketing figures (rates, plan lengths) from the public settings, so they follow staff changes. */
  terms?: CreditTerms;
}

// SPEC section 1: the landing page claims, verbatim.
const claims = [
  { value: '24-48 hour', label: 'approval' },
  { value: '5000+', label: 'users' },
  { value: '98%', label: 'success rate' },
  { value: '24/7', label: 'support' },
];

const DEFAULT_TERMS = creditTermsFrom(new Map());

/** "4% per month = 48% per annum nominal; …" from the BNPL monthly rate in basis points. */
export function bnplRateNote(monthlyRateBp: number): string {
  return `${percentFromBp(monthlyRateBp)} per month = ${percentFromBp(monthlyRateBp * 12)} per annum nominal; APR and total cost are shown before you commit.`;
}

const steps = [
  {
    title: 'Check eligibility',
    text: 'Answer a few questions about your income and what you need. It takes about two minutes.',
  },
  {
    title: 'Apply and upload documents',
    text: 'Sign up, fill in the application and upload your Ghana Card, proof of income and your tenancy agreement or shopping list.',
  },
  {
    title: 'Review your offer',
    text: 'Most decisions arrive within 24-48 hours. Before you accept, you see the annual rate, the APR, the total cost and every instalment.',
  },
  {
    title: 'We pay, you repay monthly',
    text: 'We pay your landlord or the merchant directly. You repay in fixed monthly instalments and can repay early at no extra charge.',
  },
];

export function LandingPage({
  isAuthenticated = false,
  testimonials = sampleTestimonials,
  testimonialIntervalMs = 5000,
  terms = DEFAULT_TERMS,
}: LandingPageProps) {
  // Signed in: the application page (the form, or the status of the application they have); else sign up first.
  const rentApplyPath = isAuthenticated ? paths.application : paths.register;
  const bnplMonths = monthRange(terms.bnplPlanMonths);
  const rentMonths = monthRange(terms.rentRepaymentMonths);

  return (
    <Box>
      {/* Hero */}
      <Box
        component="section"
        aria-labelledby="landing-hero-title"
        sx={[
          { bgcolor: '#E8F3EE', py: { xs: 5, md: 9 } },
          (theme) => theme.applyStyles('dark', { bgcolor: (theme.vars ?? theme).palette.background.paper }),
        ]}
      >
        <Container sx={{ px: { xs: 2, sm: 3 } }}>
          <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Chip label="Made for tenants and families in Ghana" color="primary" variant="outlined" sx={{ mb: 2 }} />
              <Typography id="landing-hero-title" variant="h2" component="h1" gutterBottom>
                Your rent paid upfront. Your home furnished today.
              </Typography>
              <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 3 }}>
                Rent assistance pays your landlord the advance they ask for, and Buy Now Pay Later spreads
                furniture, appliances and electronics over {bnplMonths} months. You repay monthly in GH₵.
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                <Button variant="contained" size="large" component={RouterLink} to={paths.eligibility}>
                  Check eligibility
                </Button>
                <Button variant="outlined" size="large" component={RouterLink} to={rentApplyPath}>
                  Apply for rent assistance
                </Button>
                <Button variant="text" size="large" component={RouterLink} to={paths.bnpl}>
                  Shop with BNPL
                </Button>
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }} sx={{ display: { xs: 'none', sm: 'block' } }}>
              <Box
                component="img"
                src="/images/landing/hero.svg"
                alt=""
                width={480}
                height={360}
                sx={{ width: '100%', height: 'auto', maxWidth: 480, display: 'block', mx: 'auto' }}
              />
            </Grid>
          </Grid>
        </Container>
      </Box>

      {/* Claims */}
      <Container component="section" aria-label="Why customers choose us" sx={{ px: { xs: 2, sm: 3 }, py: { xs: 4, md: 6 } }}>
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {claims.map((claim) => (
            <Grid key={claim.label} size={{ xs: 6, md: 3 }} component="li">
              <Card sx={{ height: '100%', textAlign: 'center' }}>
                <CardContent>
                  <Typography component="p">
                    <Box component="span" sx={{ display: 'block', typography: 'h4', fontSize: { xs: '1.6rem', sm: '2rem' }, whiteSpace: 'nowrap', color: 'primary.main', fontWeight: 800 }}>
                      {claim.value}
                    </Box>{' '}
                    <Box component="span" sx={{ display: 'block', color: 'text.secondary', mt: 0.5 }}>
                      {claim.label}
                    </Box>
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>

      {/* Offers */}
      <Container component="section" aria-labelledby="landing-offers-title" sx={{ px: { xs: 2, sm: 3 }, pb: { xs: 5, md: 8 } }}>
        <Typography id="landing-offers-title" variant="h4" component="h2" sx={{ textAlign: 'center', mb: 4 }}>
          Two ways we help
        </Typography>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flexGrow: 1 }}>
                <ApartmentIcon color="primary" sx={{ fontSize: 40 }} aria-hidden="true" />
                <Typography variant="h5" component="h3" gutterBottom>
                  Rent assistance
                </Typography>
                <Typography color="text.secondary">
                  Landlord asking for one or two years of rent in advance? We pay the landlord upfront, and you
                  repay us monthly over {rentMonths} months at {percentFromBp(terms.rentMonthlyRateBp)} per month.
                </Typography>
                <List dense>
                  {[
                    'We pay your landlord directly',
                    'Fixed monthly instalments from your salary or business income',
                    'The full cost is shown before you sign',
                  ].map((point) => (
                    <ListItem key={point} disableGutters>
                      <ListItemIcon sx={{ minWidth: 32 }}>
                        <CheckCircleIcon color="success" fontSize="small" aria-hidden="true" />
                      </ListItemIcon>
                      <ListItemText primary={point} />
                    </ListItem>
                  ))}
                </List>
              </CardContent>
              <CardActions sx={{ px: 2, pb: 2 }}>
                <Button variant="contained" component={RouterLink} to={rentApplyPath} fullWidth>
                  Apply for rent assistance
                </Button>
              </CardActions>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flexGrow: 1 }}>
                <ChairIcon color="primary" sx={{ fontSize: 40 }} aria-hidden="true" />
                <Typography variant="h5" component="h3" gutterBottom>
                  Buy Now Pay Later
                </Typography>
                <Typography color="text.secondary">
                  Furniture, appliances and electronics today, paid over {bnplMonths} month plans.
                </Typography>
                <Box
                  sx={[
                    { mt: 2, p: 2, borderRadius: 2, border: 1, borderColor: 'secondary.main', bgcolor: '#FFF8E1' },
                    (theme) => theme.applyStyles('dark', { bgcolor: 'rgba(242, 201, 76, 0.08)' }),
                  ]}
                >
                  <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
                    {percentFromBp(terms.bnplMonthlyRateBp)} per month
                  </Typography>
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    {bnplRateNote(terms.bnplMonthlyRateBp)}
                  </Typography>
                </Box>
              </CardContent>
              <CardActions sx={{ px: 2, pb: 2 }}>
                <Button variant="contained" color="secondary" component={RouterLink} to={paths.bnpl} fullWidth>
                  Shop with BNPL
                </Button>
              </CardActions>
            </Card>
          </Grid>
        </Grid>
      </Container>

      {/* How it works */}
      <Box component="section" aria-labelledby="landing-steps-title" sx={{ bgcolor: 'background.paper', py: { xs: 5, md: 8 } }}>
        <Container sx={{ px: { xs: 2, sm: 3 } }}>
          <Typography id="landing-steps-title" variant="h4" component="h2" sx={{ textAlign: 'center', mb: 4 }}>
            How it works
          </Typography>
          <Grid container spacing={3} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {steps.map((step, position) => (
              <Grid key={step.title} size={{ xs: 12, sm: 6, md: 3 }} component="li">
                <Stack spacing={1.5}>
                  <Box
                    aria-hidden="true"
                    sx={{
                      width: 40,
                      height: 40,
                      borderRadius: '50%',
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                      display: 'grid',
                      placeItems: 'center',
                      fontWeight: 800,
                    }}
                  >
                    {position + 1}
                  </Box>
                  <Typography variant="h6" component="h3">
                    {step.title}
                  </Typography>
                  <Typography color="text.secondary">{step.text}</Typography>
                </Stack>
              </Grid>
            ))}
          </Grid>
        </Container>
      </Box>

      {/* Testimonials */}
      <Container sx={{ px: { xs: 2, sm: 3 }, py: { xs: 5, md: 8 } }}>
        <TestimonialCarousel testimonials={testimonials} intervalMs={testimonialIntervalMs} />
      </Container>

      {/* Closing call to action */}
      <Box component="section" aria-labelledby="landing-cta-title" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 5, md: 7 } }}>
        <Container sx={{ px: { xs: 2, sm: 3 }, textAlign: 'center' }}>
          <Typography id="landing-cta-title" variant="h4" component="h2" gutterBottom>
            Find out what you qualify for
          </Typography>
          <Typography sx={{ mb: 3, opacity: 0.92 }}>
            Checking your eligibility is free and takes about two minutes.
          </Typography>
          <Button
            variant="contained"
            color="secondary"
            size="large"
            component={RouterLink}
            to={paths.eligibility}
          >
            Check eligibility
          </Button>
        </Container>
      </Box>
    </Box>
  );
}

/** The / route: the signed-in state and the public settings' figures (no Apollo Client on the landing route). */
export default function LandingRoute() {
  const { user } = useAuth();
  const site = useSiteSettings();
  return <LandingPage isAuthenticated={user !== null} terms={creditTermsFrom(site.values)} />;
}
