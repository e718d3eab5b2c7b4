import { Args, ID, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Roles } from '../common/auth/access.decorators';
import { Role } from '../common/auth/role';
import { CsvDownload } from '../common/csv/csv-download.model';
import { ParseObjectIdPipe } from '../common/http/parse-object-id.pipe';
import { PaginationArgs } from '../common/pagination/pagination.args';
import { ComplaintConnection } from '../complaints/models/complaint-payloads.model';
import { OrderConnection } from '../orders/models/order-payloads.model';
import { customersFileName } from './customers-export';
import { CustomersService } from './customers.service';
import { ListCustomersArgs } from './dto/list-customers.args';
import { CustomerConnection, CustomerDetails } from './models/customer.model';

@Roles(Role.ADMIN)
@Resolver(() => CustomerDetails)
export class CustomersResolver {
  constructor(private readonly service: CustomersService) {}

  @Query(() => CustomerConnection, {
    description:
      'A page of the shoppers by name, with their order count, total spent, last order and open complaints; ' +
      '`search`: the start of a name or an email (REST: GET /api/admin/customers)',
  })
  customers(@Args() args: ListCustomersArgs): Promise<CustomerConnection> {
    return this.service.list(args);
  }

  @Query(() => CustomerDetails, {
    description:
      'One customer with their figures, addresses, orders and complaints (REST: GET /api/admin/customers/:id)',
  })
  customer(@Args('id', { type: () => ID }, new ParseObjectIdPipe('customer id')) id: string): Promise<CustomerDetails> {
    return this.service.find(id);
  }

  @Query(() => CsvDownload, {
    description:
      'Where to download the customers (with `search`, the matching ones) as CSV (REST: GET /api/admin/customers/export)',
  })
  customersExport(@Args() args: ListCustomersArgs): CsvDownload {
    const search = args.search?.trim();
    const query = search ? `?${new URLSearchParams({ search })}` : '';
    return { path: `/api/admin/customers/export${query}`, fileName: customersFileName() };
  }

  @ResolveField(() => OrderConnection, { description: "The customer's orders, newest first" })
  orders(@Parent() details: CustomerDetails, @Args() args: PaginationArgs): Promise<OrderConnection> {
    return this.service.ordersOf(details.customer._id, args);
  }

  @ResolveField(() => ComplaintConnection, { description: "The customer's complaints, newest first" })
  complaints(@Parent() details: CustomerDetails, @Args() args: PaginationArgs): Promise<ComplaintConnection> {
    return this.service.complaintsOf(details.customer._id, args);
  }
}
