import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { actorOf } from '../../graphql/context.js';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import type { AgreementRow } from './agreement.service.js';
import { AgreementCodeSent, CreditAgreement } from './agreement.type.js';

function toView(row: AgreementRow): CreditAgreement {
  return {
    loanId: row.loanId,
    userId: row.userId,
    status: row.status,
    documentSha256: row.documentSha256,
    documentUrl: `/api/files/loans/${row.loanId}/agreement.pdf`,
    createdAt: row.createdAt,
    codeSentAt: row.codeSentAt,
    signedAt: row.signedAt,
    signedIp: row.signedIp,
    signedUserAgent: row.signedUserAgent,
  };
}

@Resolver()
export class AgreementResolver {
  @Query(() => CreditAgreement, { nullable: true, description: 'The credit agreement of a loan (borrower or staff); null when the loan needs none.' })
  @Allow.signedIn()
  async creditAgreement(@Arg('loanId', () => ID, { description: 'The loan; NOT_FOUND unless the viewer may see it.' }) loanId: string, @Ctx() { viewer, services }: AppContext) {
    const row = await services.agreements.forLoan(viewer!, loanId);
    return row ? toView(row) : null;
  }

  @Mutation(() => AgreementCodeSent, { description: 'Sends the borrower a one-time code by SMS to sign their credit agreement.' })
  @Allow.signedIn()
  requestAgreementCode(@Arg('loanId', () => ID, { description: 'The loan whose agreement is to be signed; only its borrower may ask.' }) loanId: string, @Ctx() context: AppContext) {
    return context.services.agreements.requestCode(actorOf(context), loanId);
  }

  @Mutation(() => CreditAgreement, { description: 'Signs the credit agreement with the code from the SMS (time, IP and browser kept).' })
  @Allow.signedIn()
  async signCreditAgreement(
    @Arg('loanId', () => ID, { description: 'The loan whose agreement is signed; only its borrower may sign.' }) loanId: string,
    @Arg('code', () => String, { description: 'The 6-digit code from the SMS (spaces are ignored); after five wrong tries a new code must be asked for.' }) code: string,
    @Ctx() context: AppContext,
  ) {
    return toView(await context.services.agreements.sign(actorOf(context), loanId, code, context.userAgent ?? null));
  }
}
