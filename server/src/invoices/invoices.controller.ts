import { Controller, Get, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/auth/access.decorators';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { Role, type AuthUser } from '../common/auth/role';
import { ErrorCode } from '../common/errors/error-code';
import { ApiErrors } from '../common/http/api-errors';
import { ObjectIdParam } from '../common/http/parse-object-id.pipe';
import { OrderDocumentKind } from '../orders/order-states';
import { type InvoiceFile, InvoicesService } from './invoices.service';

const OrderId = () => ObjectIdParam('id', 'order id');

const pdf = ({ fileName, content }: InvoiceFile) =>
  new StreamableFile(content, { type: 'application/pdf', disposition: `attachment; filename="${fileName}"` });

const INVOICE_PDF = {
  description: "The order's invoice as a PDF (invoice-2026-000123.pdf)",
  schema: { type: 'string', format: 'binary' },
};
const CREDIT_NOTE_PDF = {
  description: "The order's credit note as a PDF (credit-note-C-2026-000007.pdf)",
  schema: { type: 'string', format: 'binary' },
};

/** The PDFs of orders' invoices and credit notes (REST only: GraphQL gives their numbers and these paths). */
@ApiTags('orders')
@Controller()
export class InvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get('user/orders/:id/invoice')
  @ApiProduces('application/pdf')
  @ApiOkResponse(INVOICE_PDF)
  @ApiErrors(ErrorCode.NOT_FOUND, ErrorCode.INVOICE_NOT_FOUND)
  async myInvoice(@CurrentUser() user: AuthUser, @OrderId() id: string): Promise<StreamableFile> {
    return pdf(await this.invoices.downloadMine(user, id, OrderDocumentKind.INVOICE));
  }

  @Get('user/orders/:id/credit-note')
  @ApiProduces('application/pdf')
  @ApiOkResponse(CREDIT_NOTE_PDF)
  @ApiErrors(ErrorCode.NOT_FOUND, ErrorCode.CREDIT_NOTE_NOT_FOUND)
  async myCreditNote(@CurrentUser() user: AuthUser, @OrderId() id: string): Promise<StreamableFile> {
    return pdf(await this.invoices.downloadMine(user, id, OrderDocumentKind.CREDIT_NOTE));
  }

  @Roles(Role.ADMIN)
  @Get('admin/orders/:id/invoice')
  @ApiProduces('application/pdf')
  @ApiOkResponse(INVOICE_PDF)
  @ApiErrors(ErrorCode.NOT_FOUND, ErrorCode.INVOICE_NOT_FOUND)
  async invoice(@OrderId() id: string): Promise<StreamableFile> {
    return pdf(await this.invoices.download(id, OrderDocumentKind.INVOICE));
  }

  @Roles(Role.ADMIN)
  @Get('admin/orders/:id/credit-note')
  @ApiProduces('application/pdf')
  @ApiOkResponse(CREDIT_NOTE_PDF)
  @ApiErrors(ErrorCode.NOT_FOUND, ErrorCode.CREDIT_NOTE_NOT_FOUND)
  async creditNote(@OrderId() id: string): Promise<StreamableFile> {
    return pdf(await this.invoices.download(id, OrderDocumentKind.CREDIT_NOTE));
  }
}
