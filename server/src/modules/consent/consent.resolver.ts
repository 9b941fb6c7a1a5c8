import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { actorOf } from '../../graphql/context.js';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import type { LegalDocument } from './consent.service.js';
import { ConsentStatus, LegalDocumentEnum, LegalDocumentVersion, PublishLegalVersionInput } from './consent.type.js';

@Resolver()
export class ConsentResolver {
  @Query(() => [LegalDocumentVersion], { description: 'The version in force of the Terms and of the Privacy Policy.' })
  @Allow.public()
  async currentLegalVersions(@Ctx() { services }: AppContext) {
    return [...(await services.consent.currentVersions()).values()];
  }

  @Query(() => ConsentStatus, { description: 'Whether the caller accepted the versions in force.' })
  @Allow.signedIn()
  myConsent(@Ctx() { viewer, services }: AppContext) {
    return services.consent.status(viewer!.id);
  }

  @Mutation(() => ConsentStatus, { description: 'Accepts the versions in force of the Terms and the Privacy Policy (recorded with time, IP and browser).' })
  @Allow.signedIn()
  async acceptLegalDocuments(@Ctx() context: AppContext) {
    const actor = actorOf(context);
    await context.services.consent.accept(actor.viewer.id, { ip: actor.ip, userAgent: context.userAgent ?? null });
    return context.services.consent.status(actor.viewer.id);
  }

  @Query(() => [LegalDocumentVersion], { description: 'Every published version, newest first (manageSystem).' })
  @Allow.permission('manageSystem')
  legalDocumentVersions(
    @Arg('document', () => LegalDocumentEnum, { nullable: true, description: 'Only versions of this document; null for both.' }) document: LegalDocument | null,
    @Ctx() { services }: AppContext,
  ) {
    return services.consent.versions(document);
  }

  @Mutation(() => LegalDocumentVersion, { description: 'Publishes a new version (manageSystem): customers must accept it before new credit. Audited. CONFLICT when the label was already used for the document.' })
  @Allow.permission('manageSystem')
  publishLegalDocumentVersion(@Arg('input', () => PublishLegalVersionInput, { description: 'The document, its version label and what changed.' }) input: PublishLegalVersionInput, @Ctx() context: AppContext) {
    return context.services.consent.publish(actorOf(context), input);
  }
}
