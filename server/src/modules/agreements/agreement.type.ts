import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Allow } from '../../graphql/rules.js';
import { AGREEMENT_STATUSES, type AgreementStatus } from './agreement.table.js';

export const AgreementStatusEnum = Object.fromEntries(AGREEMENT_STATUSES.map((value) => [value, value])) as Record<AgreementStatus, AgreementStatus>;
registerEnumType(AgreementStatusEnum, {
  name: 'AgreementStatus',
  description: 'awaiting_signature → signed (a signed agreement never changes).',
  valuesConfig: {
    awaiting_signature: { description: 'Prepared and waiting for the borrower to sign it with a code sent by SMS; the loan is not paid out (nor an order sent) until then.' },
    signed: { description: 'Signed by the borrower with the SMS code: kept exactly as read, and the loan may be paid out (a plan for an order starts).' },
  } satisfies Record<keyof typeof AgreementStatusEnum, { description: string }>,
});

@ObjectType({ description: 'The credit agreement of a loan paid out after approval: the PDF read, its fingerprint, and the signature.' })
@Allow.inherit()
export class CreditAgreement {
  @Field(() => ID, { description: 'The loan the agreement is for.' })
  loanId: string;

  userId: string;

  @Field(() => AgreementStatusEnum, { description: 'Awaiting the signature or signed.' })
  status: AgreementStatus;

  @Field(() => String, { description: 'SHA-256 (hex) of the PDF exactly as it was read and signed.' })
  documentSha256: string;

  @Field(() => String, { description: 'Where the PDF downloads (the session cookie authenticates it).' })
  documentUrl: string;

  @Field(() => Date, { description: 'When the agreement was prepared (the first time the loan was looked at while waiting for its money).' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When the last signing code was sent.' })
  codeSentAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the borrower signed it; null until signed.' })
  signedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'The IP address the signature came from (staff).' })
  @Allow.permission('viewAllApplications')
  signedIp: string | null;

  @Field(() => String, { nullable: true, description: 'The browser the signature came from (staff).' })
  @Allow.permission('viewAllApplications')
  signedUserAgent: string | null;
}

@ObjectType({ description: 'A signing code was sent by SMS.' })
@Allow.inherit()
export class AgreementCodeSent {
  @Field(() => String, { description: 'The phone it went to, masked ("024 *** 4567").' })
  sentTo: string;

  @Field(() => Date, { description: 'When the code stops working (10 minutes after it was sent); a new code can be asked for after a minute.' })
  expiresAt: Date;

  @Field(() => String, { nullable: true, description: 'Only while SMS is simulated outside production: the code, so a demo can sign.' })
  developmentCode: string | null;
}
