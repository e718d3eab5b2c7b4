import { Field, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';

/** The one answer to a reset request, whether or not an account has the email. */
@ObjectType()
export class ForgotPasswordPayload {
  @ApiProperty({ example: 'If an account exists for that email, we sent a link to reset the password.' })
  @Field()
  message: string;
}

@ObjectType()
export class ResetPasswordPayload {
  @ApiProperty({ example: 'Your password was reset. Sign in with your new password.' })
  @Field()
  message: string;
}
