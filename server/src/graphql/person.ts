import { Field, ID, ObjectType } from 'type-graphql';

/** The name and email of an account, as several types show it: extend it (`class X extends PersonFields {}`). */
@ObjectType()
export abstract class PersonFields {
  @Field(() => ID, { description: 'Their account id.' })
  id: string;

  @Field(() => String, { description: 'Their first name.' })
  firstName: string;

  @Field(() => String, { description: 'Their last name.' })
  lastName: string;

  @Field(() => String, { description: 'Their email address.' })
  email: string;
}
