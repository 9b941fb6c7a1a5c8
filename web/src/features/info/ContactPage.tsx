import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import SendIcon from '@mui/icons-material/Send';
import { PageContainer } from '../../components/PageContainer';
import { optionalGhanaPhoneField } from '../../lib/phone';
import { useCompanyDetails } from './company';
import type { CompanyDetails } from './company';
import { phoneHref } from '../../lib/phone-format';


export const contactSchema = z.object({
  name: z.string().trim().min(2, 'Enter your full name').max(100, 'Keep your name under 100 characters'),
  email: z.string().trim().min(1, 'Enter your email address').pipe(z.email('Enter a valid email address')),
  phone: optionalGhanaPhoneField(),
  subject: z.string().trim().min(3, 'Enter a subject').max(120, 'Keep the subject under 120 characters'),
  message: z
    .string()
    .trim()
    .min(10, 'Tell us a little more (at least 10 characters)')
    .max(2000, 'Keep your message under 2000 characters'),
});

export type ContactFormValues = z.output<typeof contactSchema>;

export interface ContactPageProps {
  /** Sends the message; reject to show a failure notice. */
  onSubmit: (values: ContactFormValues) => Promise<void>;
  submitting?: boolean;
  /** Shows the confirmation instead of the form. */
  submitted?: boolean;
  /** The reference support gave the message, shown with the confirmation. */
  reference?: string | null;
  company?: CompanyDetails;
}

const emptyValues: ContactFormValues = { name: '', email: '', phone: '', subject: '', message: '' };

export function ContactPage({ onSubmit, submitting = false, submitted = false, reference = null, company: givenCompany }: ContactPageProps) {
  const company = useCompanyDetails(givenCompany);
  const [failed, setFailed] = useState(false);
  const [sent, setSent] = useState(false);
  const { control, handleSubmit, formState } = useForm<z.input<typeof contactSchema>, unknown, ContactFormValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: emptyValues,
    mode: 'onTouched',
  });
  const busy = submitting || formState.isSubmitting;

  const submit = handleSubmit(async (values) => {
    setFailed(false);
    try {
      await onSubmit(values);
      setSent(true);
    } catch {
      setFailed(true);
    }
  });

  const fields: Array<{
    name: keyof ContactFormValues;
    label: string;
    type?: string;
    autoComplete?: string;
    required: boolean;
    multiline?: boolean;
    helper?: string;
  }> = [
    { name: 'name', label: 'Full name', autoComplete: 'name', required: true },
    { name: 'email', label: 'Email address', type: 'email', autoComplete: 'email', required: true },
    { name: 'phone', label: 'Phone number', type: 'tel', autoComplete: 'tel', required: false, helper: 'Optional, so we can call you back' },
    { name: 'subject', label: 'Subject', required: true },
    { name: 'message', label: 'Message', required: true, multiline: true },
  ];

  return (
    <PageContainer title="Contact us" subtitle="Questions about rent assistance, Buy Now Pay Later or your account? We are here 24/7.">
      <Grid container spacing={{ xs: 4, md: 6 }}>
        <Grid size={{ xs: 12, md: 7 }} component="section" aria-labelledby="contact-form-title">
          <Typography id="contact-form-title" variant="h5" component="h2" gutterBottom>
            Send us a message
          </Typography>
          {submitted || sent ? (
            <Alert severity="success" role="status">
              Thank you. Your message has been sent and our support team will reply by email shortly.
              {reference ? (
                <>
                  {' '}Your reference is <strong>{reference}</strong>; please quote it if you contact us about this message.
                </>
              ) : null}
            </Alert>
          ) : (
            <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-labelledby="contact-form-title">
              {failed ? (
                <Alert severity="error" role="alert">
                  We could not send your message. Please try again, or email us at {company.supportEmail}.
                </Alert>
              ) : null}
              {fields.map((field) => (
                <Controller
                  key={field.name}
                  name={field.name}
                  control={control}
                  render={({ field: input, fieldState }) => (
                    <TextField
                      name={input.name}
                      value={input.value}
                      onChange={input.onChange}
                      onBlur={input.onBlur}
                      inputRef={input.ref}
                      label={field.label}
                      type={field.type}
                      autoComplete={field.autoComplete}
                      required={field.required}
                      multiline={field.multiline}
                      minRows={field.multiline ? 5 : undefined}
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message ?? field.helper}
                      disabled={busy}
                    />
                  )}
                />
              ))}
              <div>
                <Button type="submit" variant="contained" size="large" startIcon={<SendIcon />} disabled={busy}>
                  {busy ? 'Sending…' : 'Send message'}
                </Button>
              </div>
            </Stack>
          )}
        </Grid>

        <Grid size={{ xs: 12, md: 5 }}>
          <Card component="section" aria-labelledby="contact-support-title">
            <CardContent>
              <Typography id="contact-support-title" variant="h6" component="h2" gutterBottom>
                Customer support
              </Typography>
              <Stack component="address" spacing={1.5} sx={{ fontStyle: 'normal' }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <EmailIcon color="primary" fontSize="small" aria-hidden="true" />
                  <Link href={`mailto:${company.supportEmail}`} sx={{ overflowWrap: 'anywhere' }}>
                    {company.supportEmail}
                  </Link>
                </Stack>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <PhoneIcon color="primary" fontSize="small" aria-hidden="true" />
                  <Link href={phoneHref(company.supportPhone)}>{company.supportPhone}</Link>
                </Stack>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <LocationOnIcon color="primary" fontSize="small" aria-hidden="true" />
                  <Typography>{company.officeAddress}</Typography>
                </Stack>
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                Support is available 24/7. Signed-in customers can also raise a support ticket from their account.
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </PageContainer>
  );
}

export default ContactPage;
