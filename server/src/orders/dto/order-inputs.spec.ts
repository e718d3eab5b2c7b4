import 'reflect-metadata';
import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validateSync } from 'class-validator';
import { STATUS_MESSAGE } from '../order-status';
import { ListOrdersArgs } from './list-orders.args';
import { PlaceOrderInput } from './place-order.input';
import { UpdateOrderStatusInput } from './update-order-status.input';

/** The input as the global ValidationPipe makes it, and the first broken rule's message. */
function read<T extends object>(type: ClassConstructor<T>, plain: Record<string, unknown>) {
  const input = plainToInstance(type, plain);
  const [error] = validateSync(input, { stopAtFirstError: true });
  return { input, message: error ? Object.values(error.constraints ?? {})[0] : undefined };
}

describe("the admin's status change", () => {
  it.each(['pending', 'shipped', 'delivered', 'cancelled'])('accepts %p', (status) => {
    expect(read(UpdateOrderStatusInput, { status }).message).toBeUndefined();
  });

  it('takes the value exactly: another case, a padded value or an internal state is refused, naming the statuses', () => {
    expect(STATUS_MESSAGE).toBe('Status must be one of pending, shipped, delivered, cancelled');
    for (const status of ['Shipped', ' shipped', 'placing', 'cancelling', '', 3, { $ne: 'x' }]) {
      expect(read(UpdateOrderStatusInput, { status }).message).toBe(STATUS_MESSAGE);
    }
  });

  it('asks for a status when there is none', () => {
    expect(read(UpdateOrderStatusInput, {}).message).toBe('Status is required');
    expect(read(UpdateOrderStatusInput, { status: null }).message).toBe('Status is required');
  });
});

describe("the admin's order list filters", () => {
  it('reads a blank status as no filter', () => {
    const { input, message } = read(ListOrdersArgs, { status: '  ' });
    expect(message).toBeUndefined();
    expect(input.status).toBeUndefined();
  });

  it('refuses a status that is not one clients see', () => {
    expect(read(ListOrdersArgs, { status: 'placing' }).message).toBe(STATUS_MESSAGE);
  });
});

describe("a new order's address", () => {
  it('may be left out or blank: the default address (or none) is used', () => {
    expect(read(PlaceOrderInput, {}).input.addressId).toBeUndefined();
    const blank = read(PlaceOrderInput, { addressId: '   ' });
    expect(blank.message).toBeUndefined();
    expect(blank.input.addressId).toBeUndefined();
  });

  it('is read as a lower-case id, and anything but 24 hex characters is refused', () => {
    expect(read(PlaceOrderInput, { addressId: ' 665F1C2B9D3E4A00123456AB ' }).input.addressId).toBe(
      '665f1c2b9d3e4a00123456ab',
    );
    for (const addressId of ['abc', '665f1c2b9d3e4a00123456zz', 42]) {
      expect(read(PlaceOrderInput, { addressId }).message).toBe('Address id must be a 24-character hexadecimal id');
    }
  });
});
