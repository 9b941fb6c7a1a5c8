import { Field, ID, ObjectType } from 'type-graphql';
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

@ObjectType({ description: 'The staff member who last changed a setting.' })
@Allow.inherit()
export class SettingEditor {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  firstName: string;

  @Field(() => String)
  lastName: string;
}

@ObjectType({ description: 'Any setting, as staff with manageSystem see and edit it.' })
@Allow.inherit()
export class Setting {
  @Field(() => String)
  key: string;

  @Field(() => String, { description: 'integer, string, boolean, integer_list or json' })
  type: string;

  @Field(() => GraphQLJSON)
  value: unknown;

  @Field(() => String)
  description: string;

  @Field(() => Boolean, { description: 'Also readable by visitors through publicSettings.' })
  public: boolean;

  @Field(() => Date)
  updatedAt: Date;

  @Field(() => SettingEditor, { nullable: true, description: 'Null for a value nobody has changed since it was seeded.' })
  updatedBy: SettingEditor | null;
}
