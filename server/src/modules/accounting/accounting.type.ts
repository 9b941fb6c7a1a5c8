import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Allow } from '../../graphql/rules.js';

@ObjectType({ description: 'A general-ledger account with the sum of its lines (pesewas).' })
@Allow.inherit()
export class GlAccountBalance {
  @Field(() => String) code: string;
  @Field(() => String) name: string;
  @Field(() => String, { description: 'asset, liability, equity, income or expense.' }) type: string;
  @Field(() => Boolean) active: boolean;
  @Field(() => GraphQLSafeInt) debit: number;
  @Field(() => GraphQLSafeInt) credit: number;
  @Field(() => GraphQLSafeInt, { description: 'Debits − credits.' }) balance: number;
}

@ObjectType({ description: 'Every account’s balance at the end of a day: Σ debits = Σ credits.' })
@Allow.inherit()
export class TrialBalanceView {
  @Field(() => String) on: string;
  @Field(() => [GlAccountBalance]) accounts: GlAccountBalance[];
  @Field(() => GraphQLSafeInt) totalDebit: number;
  @Field(() => GraphQLSafeInt) totalCredit: number;
  @Field(() => Boolean) balanced: boolean;
}

@ObjectType({ description: 'An account’s figure on its normal side (pesewas).' })
@Allow.inherit()
export class StatementLineView {
  @Field(() => String) code: string;
  @Field(() => String) name: string;
  @Field(() => GraphQLSafeInt) amount: number;
}

@ObjectType()
@Allow.inherit()
export class IncomeStatementView {
  @Field(() => String) from: string;
  @Field(() => String) to: string;
  @Field(() => [StatementLineView]) income: StatementLineView[];
  @Field(() => [StatementLineView]) expenses: StatementLineView[];
  @Field(() => GraphQLSafeInt) totalIncome: number;
  @Field(() => GraphQLSafeInt) totalExpenses: number;
  @Field(() => GraphQLSafeInt) netIncome: number;
}

@ObjectType()
@Allow.inherit()
export class BalanceSheetView {
  @Field(() => String) on: string;
  @Field(() => [StatementLineView]) assets: StatementLineView[];
  @Field(() => [StatementLineView]) liabilities: StatementLineView[];
  @Field(() => [StatementLineView]) equity: StatementLineView[];
  @Field(() => GraphQLSafeInt, { description: 'Income − expenses through the date.' }) currentEarnings: number;
  @Field(() => GraphQLSafeInt) totalAssets: number;
  @Field(() => GraphQLSafeInt) totalLiabilitiesAndEquity: number;
  @Field(() => Boolean) balanced: boolean;
}

@ObjectType({ description: 'One journal line with the loan event it came from.' })
@Allow.inherit()
export class JournalLineItem {
  @Field(() => ID, { description: 'Also the cursor (`before`) for the next page.' }) id: string;
  @Field(() => ID) entryId: string;
  @Field(() => String) postedOn: string;
  @Field(() => String, { description: 'The loan-ledger kind (payment, penalty, …) or interest_accrual.' }) kind: string;
  @Field(() => String) description: string;
  @Field(() => String) accountCode: string;
  @Field(() => ID, { nullable: true }) loanId: string | null;
  @Field(() => ID, { nullable: true }) ledgerEntryId: string | null;
  @Field(() => GraphQLSafeInt) debit: number;
  @Field(() => GraphQLSafeInt) credit: number;
}

@ObjectType({ description: 'A control account against the loan subledger.' })
@Allow.inherit()
export class ReconciliationLineView {
  @Field(() => String) check: string;
  @Field(() => String) accountCode: string;
  @Field(() => GraphQLSafeInt) books: number;
  @Field(() => GraphQLSafeInt) subledger: number;
  @Field(() => GraphQLSafeInt) difference: number;
}

@ObjectType({ description: 'One Bank of Ghana loan class: its days-past-due band, the loans in it and the provision it requires (pesewas).' })
@Allow.inherit()
export class LoanClassRow {
  @Field(() => String, { description: 'current, olem, substandard, doubtful or loss.' }) classification: string;
  @Field(() => String) label: string;
  @Field(() => Int) fromDays: number;
  @Field(() => Int, { nullable: true, description: 'Last day past due of the class; null for loss.' }) toDays: number | null;
  @Field(() => Int) provisionBp: number;
  @Field(() => Int) loans: number;
  @Field(() => GraphQLSafeInt) principal: number;
  @Field(() => GraphQLSafeInt) provision: number;
}

@ObjectType({ description: 'The running book by class today, the required provision and the NPL ratio against its limit.' })
@Allow.inherit()
export class LoanClassificationView {
  @Field(() => String) on: string;
  @Field(() => [LoanClassRow]) rows: LoanClassRow[];
  @Field(() => Int) loans: number;
  @Field(() => GraphQLSafeInt) principal: number;
  @Field(() => GraphQLSafeInt) provision: number;
  @Field(() => GraphQLSafeInt, { description: 'Substandard, doubtful and loss principal.' }) nonPerformingPrincipal: number;
  @Field(() => Int) nplRatioBp: number;
  @Field(() => Int, { description: 'The setting accounting.npl_limit_bp.' }) nplLimitBp: number;
  @Field(() => Boolean) withinLimit: boolean;
}
