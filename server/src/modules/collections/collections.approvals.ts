// A write-off is a maker-checker request: someone in collections asks (manageCollections), an admin other than them
// approves it in Approvals (approveWriteOffs). The checker sees what the write-off would book today, part by part;
// approval books what the loan really owes on its own day through the collections service.
import type { ApprovalHandler } from '../approvals/approval.service.js';
import type { CollectionsService, WriteOffRequest } from './collections.service.js';

export function collectionsApprovalHandlers(collections: CollectionsService): [ApprovalHandler<WriteOffRequest, number>] {
  return [
    {
      action: 'write_off',
      permission: 'manageCollections',
      checkerPermission: 'approveWriteOffs',
      subject: (input) => ({ kind: 'loan', id: input.loanId }),
      describe: (tx, input) => collections.writeOffEffect(tx, input),
      apply: (tx, afterCommit, maker, input, decision) => collections.writeOffIn(tx, afterCommit, maker, input, decision),
    },
  ];
}
