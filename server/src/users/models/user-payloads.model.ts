import { Field, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { User } from './user.model';

@ObjectType()
export class ProfilePayload {
  @ApiProperty({ example: 'Profile updated successfully!' })
  @Field()
  message: string;

  @ApiProperty({ type: User })
  @Field(() => User)
  user: User;
}

/** Which emails the shopper gets besides the account's own and the order confirmation. */
@ObjectType()
export class EmailPreferences {
  @ApiProperty({ example: true, description: 'Shipped, delivered and cancelled order emails' })
  @Field({ description: 'Shipped, delivered and cancelled order emails' })
  orderEmails: boolean;

  @ApiProperty({ example: true, description: 'An email when the store answers one of your complaints' })
  @Field({ description: 'An email when the store answers one of your complaints' })
  complaintEmails: boolean;

  @ApiProperty({ example: true, description: 'An email when a book you asked about is back in stock' })
  @Field({ description: 'An email when a book you asked about is back in stock' })
  stockEmails: boolean;
}

@ObjectType()
export class EmailPreferencesPayload {
  @ApiProperty({ example: 'Email preferences saved' })
  @Field()
  message: string;

  @ApiProperty({ type: EmailPreferences })
  @Field(() => EmailPreferences)
  preferences: EmailPreferences;
}

export class EmailPreferencesResponse {
  @ApiProperty({ type: EmailPreferences })
  preferences: EmailPreferences;
}

export class UserResponse {
  @ApiProperty({ type: User })
  user: User;
}

export class AdminExistsResponse {
  @ApiProperty()
  adminExists: boolean;
}
