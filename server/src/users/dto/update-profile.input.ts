import { InputType } from '@nestjs/graphql';
import { PersonEmail, PersonName } from './person-fields';

/** A shopper's or admin's own name and email (REST body and GraphQL input). */
@InputType()
export class UpdateProfileInput {
  @PersonName()
  name: string;

  @PersonEmail()
  email: string;
}
