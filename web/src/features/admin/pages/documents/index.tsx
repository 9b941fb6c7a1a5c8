import { DocumentQueueRoute } from './DocumentQueue';

/** /admin/documents: the verification queue. */
export default function AdminDocumentsPage() {
  return <DocumentQueueRoute />;
}
