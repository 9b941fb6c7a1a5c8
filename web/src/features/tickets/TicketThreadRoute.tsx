import { useState } from 'react';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import { ErrorPage } from '../../components/ErrorPage';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { NotFoundPage } from '../../components/NotFoundPage';
import { CloseMyTicketDocument, OnMyTicketChangedDocument, ReplyToMyTicketDocument, TicketThreadDocument } from '../../gql/graphql';
import { toastOptions } from '../../lib/toasts';
import { errorMessage } from './ticket-labels';
import { TicketThreadPage } from './TicketThreadPage';
import { uploadFile } from '../../lib/upload';

/** /tickets/:id: the thread, with replies and close; refetched live when the ticket changes. */
export default function TicketThreadRoute() {
  const { id = '' } = useParams();
  const { enqueueSnackbar } = useSnackbar();
  const [error, setError] = useState<string | null>(null);
  const { data, loading, error: loadError, refetch } = useQuery(TicketThreadDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const refetchQueries = ['TicketThread', 'ListMyTickets'];
  useSubscription(OnMyTicketChangedDocument, {
    onData: ({ client, data: event }) => {
      if (event.data?.ticketChanged.id === id) void client.refetchQueries({ include: refetchQueries });
    },
  });
  const [reply, { loading: replying }] = useMutation(ReplyToMyTicketDocument, { refetchQueries });
  const [closeTicket, { loading: closing }] = useMutation(CloseMyTicketDocument, { refetchQueries });

  if (!data && loading) return <LoadingSpinner message="Loading the ticket..." />;
  if (!data) {
    const code = (loadError as { errors?: ReadonlyArray<{ extensions?: { code?: unknown } }> } | undefined)?.errors?.[0]?.extensions?.code;
    if (code === 'NOT_FOUND') return <NotFoundPage />;
    return <ErrorPage onRefresh={() => void refetch()} />;
  }

  const onReply = async (body: string, attachmentUploadIds: string[]) => {
    setError(null);
    try {
      await reply({ variables: { id, body, attachmentUploadIds } });
      enqueueSnackbar('Reply sent', toastOptions('success'));
      return true;
    } catch (caught) {
      setError(errorMessage(caught, 'We could not send your reply. Please try again.'));
      return false;
    }
  };
  const onCloseTicket = async () => {
    setError(null);
    try {
      await closeTicket({ variables: { id } });
      enqueueSnackbar('Ticket closed', toastOptions('success'));
    } catch (caught) {
      setError(errorMessage(caught, 'We could not close the ticket. Please try again.'));
    }
  };

  return (
    <TicketThreadPage
      ticket={data.ticket}
      onReply={onReply}
      onUpload={(file) => uploadFile(file)}
      onCloseTicket={() => void onCloseTicket()}
      replying={replying}
      closing={closing}
      error={error}
    />
  );
}
