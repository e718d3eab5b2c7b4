import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Public } from '../common/auth/access.decorators';
import { ClientAddress } from '../common/auth/client-address.decorator';
import { ContactService } from './contact.service';
import { ContactMessageInput } from './dto/contact-message.input';
import { ContactPayload } from './models/contact-payload.model';

@Resolver()
export class ContactResolver {
  constructor(private readonly contact: ContactService) {}

  @Public()
  @Mutation(() => ContactPayload, {
    description: 'Email a message to the store (the contact page); throttled per address (REST: POST /api/contact)',
  })
  sendContactMessage(
    @Args('input') input: ContactMessageInput,
    @ClientAddress() address: string,
  ): Promise<ContactPayload> {
    return this.contact.send(input, address);
  }
}
