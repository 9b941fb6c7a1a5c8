import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import { paths } from '../../lib/paths';
import { CreateSupportTicketDocument } from '../../gql/graphql';
import { toastOptions } from '../../lib/toasts';
import { uploadFile } from '../../lib/upload';
import { errorMessage } from './ticket-labels';
import { TicketCreatePage, type TicketFormValues } from './TicketCreatePage';

/** /tickets/create: opens a ticket, then shows its thread. */
export default function TicketCreateRoute() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [error, setError] = useState<string | null>(null);
  const [createTicket, { loading }] = useMutation(CreateSupportTicketDocument, { refetchQueries: ['ListMyTickets'] });

  const submit = async (values: TicketFormValues, attachmentUploadIds: string[]) => {
    setError(null);
    try {
      const { data } = await createTicket({ variables: { input: { ...values, attachmentUploadIds } } });
      if (!data) throw new Error('no ticket returned');
      enqueueSnackbar('Ticket created. Our support team will reply soon.', toastOptions('success'));
      navigate(paths.ticket(data.createTicket.id));
    } catch (caught) {
      setError(errorMessage(caught, 'We could not create your ticket. Please check your connection and try again.'));
    }
  };

  return <TicketCreatePage onSubmit={submit} onUpload={(file) => uploadFile(file)} disabled={loading} error={error} />;
}
