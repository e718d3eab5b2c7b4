import { Field, GraphQLISODateTime, ObjectType } from '@nestjs/graphql';
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

/** A reset link that would work now (one that would not is 400 INVALID_RESET_TOKEN). */
@ObjectType()
export class ResetTokenStatus {
  @ApiProperty({
    example: true,
    description: 'Always true: a link that would not work is answered 400 INVALID_RESET_TOKEN',
  })
  @Field({ description: 'Always true: a link that would not work is answered with INVALID_RESET_TOKEN' })
  valid: boolean;

  @ApiProperty({ example: '2026-11-28T21:30:00.000Z', description: 'When the link stops working' })
  @Field(() => GraphQLISODateTime, { description: 'When the link stops working' })
  expiresAt: Date;
}
