import { Field, ObjectType } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';
import { Allow } from '../../graphql/rules.js';

@ObjectType({ description: 'A setting anyone may read: brand, contact details, SPEC §9 constants, credit terms.' })
@Allow.inherit()
export class PublicSetting {
  @Field(() => String)
  key: string;

  @Field(() => String, { description: 'integer, string, boolean, integer_list or json' })
  type: string;

  @Field(() => GraphQLJSON)
  value: unknown;

  @Field(() => String)
  description: string;
}
