import { Args, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import { actorOf } from '../../graphql/context.js';
import { Allow } from '../../graphql/rules.js';
import { Application } from '../applications/application.type.js';
import type { AppContext } from '../services.js';
import { ApplicationDocumentRequirement, RequestDocumentArgs, documentsSummary } from './document-request.js';

@Resolver(() => Application)
export class DocumentRequestResolver {
  @FieldResolver(() => [ApplicationDocumentRequirement], { description: 'The documents the product asks for, each with its state.' })
  @Allow.ownerOr('viewAllApplications', 'viewAllDocuments')
  documentRequirements(@Root() parent: Application, @Ctx() { services }: AppContext) {
    return services.documents.requirements(parent.id);
  }

  @FieldResolver(() => String, { description: 'e.g. "2 of 3 documents: a mobile money statement is missing".' })
  @Allow.ownerOr('viewAllApplications', 'viewAllDocuments')
  async documentsSummary(@Root() parent: Application, @Ctx() { services }: AppContext) {
    return documentsSummary(await services.documents.requirements(parent.id));
  }

  @Mutation(() => [ApplicationDocumentRequirement], { description: 'Asks the applicant for a missing or unreadable document, with a reason they are notified of (verifyDocuments); answers the updated list. Audited.' })
  @Allow.permission('verifyDocuments')
  requestDocument(@Args() { applicationId, kind, reason }: RequestDocumentArgs, @Ctx() context: AppContext) {
    return context.services.documents.requestDocument(actorOf(context), applicationId, kind, reason);
  }
}
