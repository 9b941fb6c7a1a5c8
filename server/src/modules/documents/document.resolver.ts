import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { actorOf } from '../../graphql/context.js';
import { PageArgs } from '../../graphql/pagination.js';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import { CreateDocumentInput, DocumentListArgs, RejectDocumentArgs, VerifyDocumentArgs } from './document.inputs.js';
import { Document, DocumentConnection, DocumentHolder } from './document.type.js';

@Resolver()
export class DocumentResolver {
  @Query(() => DocumentConnection, { description: 'The caller’s documents, newest first.' })
  @Allow.signedIn()
  myDocuments(@Args() { first, after }: PageArgs, @Ctx() { viewer, services }: AppContext) {
    return services.documents.listMine(viewer!, first, after);
  }

  @Query(() => DocumentConnection, { description: 'Every customer’s documents, newest first (or oldest first), optionally filtered (viewAllDocuments).' })
  @Allow.permission('viewAllDocuments')
  documents(@Args() { first, after, order, status, type, userId }: DocumentListArgs, @Ctx() { services }: AppContext) {
    return services.documents.list({ status, type, userId }, first, after, order);
  }

  @Query(() => DocumentHolder, {
    description: 'The customer a document belongs to, to compare the upload against (viewAllDocuments): the Ghana Card number in full only for viewAllUsers.',
  })
  @Allow.permission('viewAllDocuments')
  documentHolder(@Arg('documentId', () => ID, { description: 'The document’s id.' }) documentId: string, @Ctx() { viewer, services }: AppContext) {
    return services.documents.holder(viewer!, documentId);
  }

  @Mutation(() => Document, { description: 'Files an upload (from POST /api/files) as a document of the caller.' })
  @Allow.signedIn()
  createDocument(
    @Arg('input', () => CreateDocumentInput, { description: 'The upload, its document type and optionally the application.' }) input: CreateDocumentInput,
    @Ctx() { viewer, services }: AppContext,
  ) {
    return services.documents.create(viewer!, { uploadId: input.uploadId, type: input.type, applicationId: input.applicationId });
  }

  @Mutation(() => ID, { description: 'Deletes one of the caller’s pending documents and its file; returns its id.' })
  @Allow.signedIn()
  deleteDocument(@Arg('id', () => ID, { description: 'The document’s id.' }) id: string, @Ctx() { viewer, services }: AppContext) {
    return services.documents.delete(viewer!, id);
  }

  @Mutation(() => Document, {
    description: 'Verifies a pending document (verifyDocuments; not one’s own); the customer is notified. Audited.',
  })
  @Allow.permission('verifyDocuments')
  verifyDocument(@Args() { id, note }: VerifyDocumentArgs, @Ctx() context: AppContext) {
    return context.services.documents.verify(actorOf(context), id, note);
  }

  @Mutation(() => Document, { description: 'Rejects a pending document (verifyDocuments; not one’s own); the note tells the customer what to fix, and they are notified. Audited.' })
  @Allow.permission('verifyDocuments')
  rejectDocument(@Args() { id, note }: RejectDocumentArgs, @Ctx() context: AppContext) {
    return context.services.documents.reject(actorOf(context), id, note);
  }
}
