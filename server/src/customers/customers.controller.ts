import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/auth/access.decorators';
import { Role } from '../common/auth/role';
import { csvDownload } from '../common/csv/csv-stream';
import { ErrorCode } from '../common/errors/error-code';
import { ApiErrors } from '../common/http/api-errors';
import { ObjectIdParam } from '../common/http/parse-object-id.pipe';
import { CUSTOMER_COLUMNS, customerRows, customersFileName } from './customers-export';
import { CustomersService } from './customers.service';
import { CustomerPageQuery, ListCustomersArgs, ListCustomersQuery } from './dto/list-customers.args';
import { CustomerResponse, CustomersResponse } from './models/customer.model';

/** The admin's customers over REST (the GraphQL twins: `customers`, `customer`, `customersExport`). */
@ApiTags('customers')
@Roles(Role.ADMIN)
@Controller('admin/customers')
export class CustomersController {
  constructor(private readonly customers: CustomersService) {}

  @Get()
  @ApiOkResponse({
    type: CustomersResponse,
    description:
      'A page of the shoppers by name, with their figures; `search` narrows to names or emails starting with it',
  })
  @ApiQuery({ name: 'after', required: false, description: 'The endCursor of the previous page' })
  @ApiErrors(ErrorCode.VALIDATION_FAILED)
  async list(@Query() query: ListCustomersQuery): Promise<CustomersResponse> {
    const page = await this.customers.list(query);
    const { pageInfo, totalCount, totalCountCapped } = page;
    return { customers: page.edges.map((edge) => edge.node), pageInfo, totalCount, totalCountCapped };
  }

  // Before :id, which would take "export" for an id.
  @Get('export')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'Every shopper by name (with `search`, the matching ones) with their figures, as CSV',
    schema: { type: 'string' },
  })
  @ApiErrors(ErrorCode.VALIDATION_FAILED)
  export(@Query() query: ListCustomersArgs): StreamableFile {
    return csvDownload(
      CUSTOMER_COLUMNS,
      customerRows(this.customers.all(query.search ?? undefined)),
      customersFileName(),
    );
  }

  @Get(':id')
  @ApiOkResponse({
    type: CustomerResponse,
    description:
      'A customer with their figures, addresses, and a page of their orders and of their complaints, newest first',
  })
  @ApiErrors(ErrorCode.NOT_FOUND, ErrorCode.VALIDATION_FAILED)
  async customer(
    @ObjectIdParam('id', 'customer id') id: string,
    @Query() query: CustomerPageQuery,
  ): Promise<CustomerResponse> {
    const { customer, addresses } = await this.customers.find(id);
    const [orders, complaints] = await Promise.all([
      this.customers.ordersOf(id, { first: query.first, after: query.ordersAfter }),
      this.customers.complaintsOf(id, { first: query.first, after: query.complaintsAfter }),
    ]);
    return {
      customer,
      addresses,
      orders: {
        orders: orders.edges.map((edge) => edge.node),
        pageInfo: orders.pageInfo,
        totalCount: orders.totalCount,
        totalCountCapped: orders.totalCountCapped,
      },
      complaints: {
        complaints: complaints.edges.map((edge) => edge.node),
        pageInfo: complaints.pageInfo,
        totalCount: complaints.totalCount,
      },
    };
  }
}
