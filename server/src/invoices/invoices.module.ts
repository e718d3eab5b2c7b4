import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { OrdersModule } from '../orders/orders.module';
import { PricingModule } from '../pricing/pricing.module';
import { InvoiceNumbering } from './invoice-numbering';
import { InvoicesController } from './invoices.controller';
import { InvoicesRelay } from './invoices-relay';
import { InvoicesRepository } from './invoices.repository';
import { InvoicesService } from './invoices.service';
import { Invoice, InvoiceCounter, InvoiceCounterSchema, InvoiceSchema } from './schemas/invoice.schema';

/** Orders' invoices and credit notes: issued, numbered, stored and downloaded (docs/architecture.md "Invoices"). */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Invoice.name, schema: InvoiceSchema },
      { name: InvoiceCounter.name, schema: InvoiceCounterSchema },
    ]),
    OrdersModule,
    PricingModule,
  ],
  controllers: [InvoicesController],
  providers: [InvoicesService, InvoicesRepository, InvoiceNumbering, InvoicesRelay],
})
export class InvoicesModule {}
