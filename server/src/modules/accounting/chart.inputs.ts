import { Field, InputType } from 'type-graphql';

@InputType({ description: 'A new account of the chart (manageAccounting).' })
export class CreateGlAccountInput {
  @Field(() => String, { description: 'Its code, 4 to 6 digits, unique (by convention 1… assets, 2… liabilities, 3… equity, 4… income, 5… expenses).' })
  code: string;

  @Field(() => String, { description: 'Its name as reports show it, 2 to 80 characters.' })
  name: string;

  @Field(() => String, { description: 'asset, liability, equity, income or expense: the side its balance normally sits on.' })
  type: string;
}
