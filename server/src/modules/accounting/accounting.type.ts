import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Allow } from '../../graphql/rules.js';

@ObjectType({ description: 'A general-ledger account with the sum of its lines (pesewas).' })
@Allow.inherit()
export class GlAccountBalance {
  @Field(() => String, { description: 'The account code, e.g. 1100.' }) code: string;
  @Field(() => String, { description: 'The account name.' }) name: string;
  @Field(() => String, { description: 'asset, liability, equity, income or expense.' }) type: string;
  @Field(() => Boolean, { description: 'Whether the account is in use: only an active account can be chosen for a credit product’s postings.' }) active: boolean;
  @Field(() => GraphQLSafeInt, {
    description: 'In the chart of accounts, the sum of its debit lines; in the trial balance, its balance when that is a debit, else 0 (pesewas).',
  })
  debit: number;
  @Field(() => GraphQLSafeInt, {
    description: 'In the chart of accounts, the sum of its credit lines; in the trial balance, its balance when that is a credit, else 0 (pesewas).',
  })
  credit: number;
  @Field(() => GraphQLSafeInt, { description: 'Debits − credits.' }) balance: number;
}

@ObjectType({ description: 'Every account’s balance at the end of a day: Σ debits = Σ credits.' })
@Allow.inherit()
export class TrialBalanceView {
  @Field(() => String, { description: 'The day, YYYY-MM-DD: lines posted on or before it count.' }) on: string;
  @Field(() => [GlAccountBalance], { description: 'Every account in code order, its balance on its debit or credit side.' }) accounts: GlAccountBalance[];
  @Field(() => GraphQLSafeInt, { description: 'The sum of the debit column (pesewas).' }) totalDebit: number;
  @Field(() => GraphQLSafeInt, { description: 'The sum of the credit column (pesewas).' }) totalCredit: number;
  @Field(() => Boolean, { description: 'Whether the two totals are equal.' }) balanced: boolean;
}

@ObjectType({ description: 'An account’s figure on its normal side (pesewas).' })
@Allow.inherit()
export class StatementLineView {
  @Field(() => String, { description: 'The account code.' }) code: string;
  @Field(() => String, { description: 'The account name.' }) name: string;
  @Field(() => GraphQLSafeInt, {
    description: 'The balance on the account’s normal side (pesewas): debits − credits for assets and expenses, credits − debits for the others.',
  })
  amount: number;
}

@ObjectType({ description: 'Income and expenses posted in a period, both days included (pesewas).' })
@Allow.inherit()
export class IncomeStatementView {
  @Field(() => String, { description: 'The first day of the period, YYYY-MM-DD.' }) from: string;
  @Field(() => String, { description: 'The last day of the period, YYYY-MM-DD.' }) to: string;
  @Field(() => [StatementLineView], { description: 'Every income account in code order.' }) income: StatementLineView[];
  @Field(() => [StatementLineView], { description: 'Every expense account in code order.' }) expenses: StatementLineView[];
  @Field(() => GraphQLSafeInt, { description: 'The sum of the income lines (pesewas).' }) totalIncome: number;
  @Field(() => GraphQLSafeInt, { description: 'The sum of the expense lines (pesewas).' }) totalExpenses: number;
  @Field(() => GraphQLSafeInt, { description: 'Total income − total expenses (pesewas); negative for a loss.' }) netIncome: number;
}

@ObjectType({ description: 'Assets, liabilities and equity at the end of a day (pesewas).' })
@Allow.inherit()
export class BalanceSheetView {
  @Field(() => String, { description: 'The day, YYYY-MM-DD: lines posted on or before it count.' }) on: string;
  @Field(() => [StatementLineView], { description: 'Every asset account in code order.' }) assets: StatementLineView[];
  @Field(() => [StatementLineView], { description: 'Every liability account in code order.' }) liabilities: StatementLineView[];
  @Field(() => [StatementLineView], { description: 'Every equity account in code order; current earnings are given apart.' }) equity: StatementLineView[];
  @Field(() => GraphQLSafeInt, { description: 'Income − expenses through the date.' }) currentEarnings: number;
  @Field(() => GraphQLSafeInt, { description: 'The sum of the asset lines (pesewas).' }) totalAssets: number;
  @Field(() => GraphQLSafeInt, { description: 'Liabilities + equity + current earnings (pesewas).' })
  totalLiabilitiesAndEquity: number;
  @Field(() => Boolean, { description: 'Whether total assets equal total liabilities and equity.' }) balanced: boolean;
}

@ObjectType({ description: 'One journal line with the loan event it came from.' })
@Allow.inherit()
export class JournalLineItem {
  @Field(() => ID, { description: 'Also the cursor (`before`) for the next page.' }) id: string;
  @Field(() => ID, { description: 'The journal entry the line belongs to (its lines balance).' }) entryId: string;
  @Field(() => String, {
    description: 'The posting day, YYYY-MM-DD: the day the event belongs to, or the first open day when that day fell in a closed month.',
  })
  postedOn: string;
  @Field(() => String, { description: 'The loan-ledger kind (payment, penalty, …) or interest_accrual.' }) kind: string;
  @Field(() => String, { description: 'The journal entry’s description, in words.' }) description: string;
  @Field(() => String, { description: 'The account the line posts to.' }) accountCode: string;
  @Field(() => ID, { nullable: true, description: 'The loan the line came from; null for a line of no single loan, such as a day’s interest-income total.' })
  loanId: string | null;
  @Field(() => ID, { nullable: true, description: 'The loan-ledger entry that caused the posting; null for an interest accrual.' })
  ledgerEntryId: string | null;
  @Field(() => GraphQLSafeInt, { description: 'The debit (pesewas); 0 on a credit line.' }) debit: number;
  @Field(() => GraphQLSafeInt, { description: 'The credit (pesewas); 0 on a debit line.' }) credit: number;
}

@ObjectType({ description: 'A control account against the loan subledger.' })
@Allow.inherit()
export class ReconciliationLineView {
  @Field(() => String, {
    description: 'What is compared: loans_receivable:<product code> (one per credit product), interest_receivable, customer_credit or suspense.',
  })
  check: string;
  @Field(() => String, { description: 'The control account.' }) accountCode: string;
  @Field(() => GraphQLSafeInt, { description: 'The account’s balance in the books on its normal side (pesewas).' }) books: number;
  @Field(() => GraphQLSafeInt, { description: 'The figure the loan ledger gives for it (pesewas); for suspense, the payments held in the suspense queue.' }) subledger: number;
  @Field(() => GraphQLSafeInt, { description: 'Books − subledger (pesewas); 0 when they agree.' }) difference: number;
}

@ObjectType({ description: 'One Bank of Ghana loan class: its days-past-due band, the loans in it and the provision it requires (pesewas).' })
@Allow.inherit()
export class LoanClassRow {
  @Field(() => String, { description: 'current, olem, substandard, doubtful or loss.' }) classification: string;
  @Field(() => String, { description: 'The class name in words, e.g. Other loans especially mentioned (OLEM).' }) label: string;
  @Field(() => Int, { description: 'First day past due of the class (0 for current).' }) fromDays: number;
  @Field(() => Int, { nullable: true, description: 'Last day past due of the class; null for loss.' }) toDays: number | null;
  @Field(() => Int, { description: 'The provision the class requires, in basis points of its principal (the setting accounting.provision_rates_bp).' })
  provisionBp: number;
  @Field(() => Int, { description: 'Running loans (active or in arrears) in the class.' }) loans: number;
  @Field(() => GraphQLSafeInt, { description: 'Their principal outstanding (pesewas).' }) principal: number;
  @Field(() => GraphQLSafeInt, { description: 'The provision required: principal × provisionBp, rounded half up (pesewas).' }) provision: number;
}

@ObjectType({ description: 'The running book by class today, the required provision and the NPL ratio against its limit.' })
@Allow.inherit()
export class LoanClassificationView {
  @Field(() => String, { description: 'Today, YYYY-MM-DD.' }) on: string;
  @Field(() => [LoanClassRow], { description: 'The five classes, current to loss.' }) rows: LoanClassRow[];
  @Field(() => Int, { description: 'Running loans in all classes.' }) loans: number;
  @Field(() => GraphQLSafeInt, { description: 'Their principal outstanding (pesewas).' }) principal: number;
  @Field(() => GraphQLSafeInt, { description: 'The provision all classes require (pesewas).' }) provision: number;
  @Field(() => GraphQLSafeInt, { description: 'Substandard, doubtful and loss principal.' }) nonPerformingPrincipal: number;
  @Field(() => Int, { description: 'Non-performing principal over all principal, in basis points, rounded half up (0 for an empty book).' })
  nplRatioBp: number;
  @Field(() => Int, { description: 'The setting accounting.npl_limit_bp.' }) nplLimitBp: number;
  @Field(() => Boolean, { description: 'Whether the NPL ratio is at or below its limit.' }) withinLimit: boolean;
}
