import { Field, ID, ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/pagination.js';
import { Allow } from '../../graphql/rules.js';

@ObjectType()
@Allow.inherit()
export class Notification {
  @Field(() => ID)
  id: string;

  userId: string;

  @Field(() => String, { description: 'application_status, document_review, payment, ticket_reply, broadcast' })
  kind: string;

  @Field(() => String)
  title: string;

  @Field(() => String)
  body: string;

  @Field(() => String, { nullable: true, description: 'A path in the web app to open.' })
  link: string | null;

  @Field(() => Date, { nullable: true })
  readAt: Date | null;

  @Field(() => Date)
  createdAt: Date;
}

@ObjectType()
export class NotificationConnection extends Connection(Notification) {}
