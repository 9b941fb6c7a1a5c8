// Profile › Messages: which channels service messages (payment reminders, receipts, decisions) use, and marketing
// consent, kept apart and off until the customer opts in. Saved on the server at each change.
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { MyCommunicationPreferencesDocument, UpdateCommunicationPreferencesDocument } from '../../gql/graphql';

type Channel = 'sms' | 'email' | 'inApp' | 'marketing';

const SERVICE: Array<{ key: Channel; label: string }> = [
  { key: 'sms', label: 'SMS (payment reminders; at most one reminder SMS a day, never between 8 pm and 7 am)' },
  { key: 'inApp', label: 'In the app' },
  { key: 'email', label: 'Email (reminders, receipts and decisions)' },
];

export function MessagePreferences() {
  const { data, error } = useQuery(MyCommunicationPreferencesDocument);
  const [update, { error: saveError, loading: saving }] = useMutation(UpdateCommunicationPreferencesDocument);
  const preferences = data?.myCommunicationPreferences;
  const toggle = (key: Channel, value: boolean) => {
    void update({ variables: { input: { [key]: value } } }).catch(() => {});
  };
  const item = (key: Channel, label: string) => (
    <FormControlLabel
      key={key}
      control={<Switch checked={preferences?.[key] ?? false} disabled={!preferences || saving} onChange={(event) => toggle(key, event.target.checked)} />}
      label={label}
    />
  );
  return (
    <Card variant="outlined" component="section" aria-labelledby="message-preferences-title">
      <CardContent>
        <Typography id="message-preferences-title" variant="h6" component="h2" gutterBottom>
          Messages
        </Typography>
        {error || saveError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            We could not {error ? 'load' : 'save'} your message choices. Please try again.
          </Alert>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          How we tell you about payments due and your account:
        </Typography>
        <FormGroup>{SERVICE.map((entry) => item(entry.key, entry.label))}</FormGroup>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Offers and news (off unless you turn it on):
        </Typography>
        <FormGroup>{item('marketing', 'Send me offers and news')}</FormGroup>
      </CardContent>
    </Card>
  );
}

export default MessagePreferences;
