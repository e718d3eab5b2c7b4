import { Field, GraphQLISODateTime, ID, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { Role } from '../../common/auth/role';
import type { User as UserRecord } from '../schemas/user.schema';

/** A person's account as clients see it: REST `_id`, GraphQL `id`. Never carries the hash. */
@ObjectType('User')
export class User {
  @ApiProperty({ example: '665f1c2b9d3e4a0012345678' })
  @Field(() => ID, { name: 'id' })
  _id: string;

  @ApiProperty()
  @Field()
  name: string;

  @ApiProperty()
  @Field()
  email: string;

  @ApiProperty({ enum: Role })
  @Field(() => Role)
  role: Role;

  @ApiProperty({ description: 'Absolute image URL, or "" when there is no photo' })
  @Field({ description: 'Absolute image URL, or "" when there is no photo' })
  photo: string;

  @ApiProperty()
  @Field(() => GraphQLISODateTime)
  createdAt: Date;
}

type UserSource = Pick<UserRecord, 'name' | 'email' | 'role' | 'photo' | 'createdAt'> & { _id: unknown };

/** The one mapper from a stored user to the client shape. */
export function toUser(record: UserSource, imageUrl: (ref: string) => string): User {
  return {
    _id: String(record._id),
    name: record.name,
    email: record.email,
    role: record.role,
    photo: imageUrl(record.photo),
    createdAt: record.createdAt,
  };
}
