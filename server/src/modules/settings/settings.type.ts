import { Field, ID, ObjectType } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';
import { Allow } from '../../graphql/rules.js';

@ObjectType({ description: 'A setting anyone may read: brand, contact details, SPEC §9 constants, credit terms.' })
@Allow.inherit()
export class PublicSetting {
  @Field(() => String, { description: 'The setting’s key, e.g. client.request_timeout_ms.' })
  key: string;

  @Field(() => String, { description: 'integer, string, boolean, integer_list or json' })
  type: string;

  @Field(() => GraphQLJSON, { description: 'The value, of the type named by type; for a figure a credit product owns, the value of its active version.' })
  value: unknown;

  @Field(() => String, { description: 'What the setting is for, in words.' })
  description: string;
}

@ObjectType({ description: 'The staff member who last changed a setting.' })
@Allow.inherit()
export class SettingEditor {
  @Field(() => ID, { description: 'The staff member’s user id.' })
  id: string;

  @Field(() => String, { description: 'Their first name.' })
  firstName: string;

  @Field(() => String, { description: 'Their last name.' })
  lastName: string;
}

@ObjectType({ description: 'Any setting, as staff with manageSystem see and edit it.' })
@Allow.inherit()
export class Setting {
  @Field(() => String, { description: 'The setting’s key, e.g. client.request_timeout_ms.' })
  key: string;

  @Field(() => String, { description: 'integer, string, boolean, integer_list or json' })
  type: string;

  @Field(() => GraphQLJSON, { description: 'The stored value, of the type named by type.' })
  value: unknown;

  @Field(() => String, { description: 'What the setting is for, in words.' })
  description: string;

  @Field(() => Boolean, { description: 'Also readable by visitors through publicSettings.' })
  public: boolean;

  @Field(() => Date, { description: 'When the value was last changed (or seeded).' })
  updatedAt: Date;

  @Field(() => SettingEditor, { nullable: true, description: 'Null for a value nobody has changed since it was seeded.' })
  updatedBy: SettingEditor | null;
}
