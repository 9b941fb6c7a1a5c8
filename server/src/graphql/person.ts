import { Field, ID, ObjectType } from 'type-graphql';

/** The name and email of an account, as several types show it: extend it (`class X extends PersonFields {}`). */
@ObjectType()
export abstract class PersonFields {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  firstName: string;

  @Field(() => String)
  lastName: string;

  @Field(() => String)
  email: string;
}
