import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { SubmitContactMessageDocument } from '../../gql/graphql';
import { toE164 } from '../../lib/phone';
import { ContactPage, type ContactFormValues } from './ContactPage';

/** '024 123 4567' or '+233 24 123 4567' → '+233241234567', the form the server stores; '' → null (lib/phone). */
export function toInternationalPhone(phone: string): string | null {
  const text = phone.trim();
  return text === '' ? null : (toE164(text) ?? text);
}

/** /contact: sends the public contact form to support and shows the reference to quote. */
export default function ContactRoute() {
  const [reference, setReference] = useState<string | null>(null);
  const [send, { loading }] = useMutation(SubmitContactMessageDocument);

  const submit = async (values: ContactFormValues) => {
    const { data } = await send({ variables: { input: { ...values, phone: toInternationalPhone(values.phone) } } });
    if (!data) throw new Error('The message was not received');
    setReference(data.submitContactMessage.reference);
  };

  return <ContactPage onSubmit={submit} submitting={loading} submitted={reference !== null} reference={reference} />;
}
