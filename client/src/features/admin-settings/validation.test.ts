import { fieldErrors } from '@/lib/validation';
import {
  codeSchema,
  methodSchema,
  taxRateSchema,
  zoneSchema,
  type CodeValues,
  type MethodValues,
  type TaxRateValues,
} from './validation';

const method: MethodValues = {
  name: 'Standard',
  price: '4.95',
  freeOver: '',
  minDays: '2',
  maxDays: '4',
  enabled: true,
};
const rate: TaxRateValues = { country: 'GB', region: '', booksRate: '20', shippingRate: '8.875' };
const code: CodeValues = {
  code: 'summer10',
  kind: 'PERCENTAGE',
  percent: '10',
  amount: '',
  minimumSubtotal: '',
  startsAt: '',
  endsAt: '',
  maxUses: '',
  perCustomer: '',
  enabled: true,
};

describe('settings forms validation', () => {
  it('needs a zone name and a country unless the zone is the rest of the world', () => {
    expect(fieldErrors(zoneSchema, { name: ' ', countries: [], restOfWorld: false })).toEqual({
      name: 'Zone name is required',
      countries: 'Add at least one country to the zone, or make it the rest of the world',
    });
    expect(fieldErrors(zoneSchema, { name: 'World', countries: [], restOfWorld: true })).toEqual({});
    expect(fieldErrors(zoneSchema, { name: 'x'.repeat(61), countries: ['FR'], restOfWorld: false })).toEqual({
      name: 'Zone name must be at most 60 characters long',
    });
  });

  it.each([
    ['4.95', undefined],
    ['0', undefined],
    ['.5', undefined],
    ['', 'Price is required'],
    ['4.955', 'Price must be a number of at least 0 with at most 2 decimals'],
    ['-1', 'Price must be a number of at least 0 with at most 2 decimals'],
    ['abc', 'Price must be a number of at least 0 with at most 2 decimals'],
    ['1000000.01', 'Price must be at most 1000000'],
  ])('checks a method price of %j', (price, message) => {
    expect(fieldErrors(methodSchema, { ...method, price }).price).toBe(message);
  });

  it('takes days up to 365, the maximum at least the minimum, and free over as optional money', () => {
    expect(fieldErrors(methodSchema, method)).toEqual({});
    expect(fieldErrors(methodSchema, { ...method, minDays: '366', maxDays: '2.5', freeOver: '1.234' })).toEqual({
      minDays: 'Minimum days must be a whole number from 0 to 365',
      maxDays: 'Maximum days must be a whole number from 0 to 365',
      freeOver: 'Free over must be a number of at least 0 with at most 2 decimals',
    });
    expect(fieldErrors(methodSchema, { ...method, minDays: '5', maxDays: '3' })).toEqual({
      maxDays: 'Maximum days must be at least the minimum days',
    });
    expect(fieldErrors(methodSchema, { ...method, minDays: '', maxDays: '365' })).toEqual({});
  });

  it.each([
    ['20', undefined],
    ['0', undefined],
    ['100', undefined],
    ['8.8755', undefined],
    ['8.87551', 'Books rate: A tax rate must be a percentage from 0 to 100 with at most 4 decimals'],
    ['100.5', 'Books rate: A tax rate must be a percentage from 0 to 100 with at most 4 decimals'],
    ['-1', 'Books rate: A tax rate must be a percentage from 0 to 100 with at most 4 decimals'],
    ['', 'Books rate is required'],
  ])('checks a books rate of %j', (booksRate, message) => {
    expect(fieldErrors(taxRateSchema, { ...rate, booksRate }).booksRate).toBe(message);
  });

  it('needs the tax rate country', () => {
    expect(fieldErrors(taxRateSchema, { ...rate, country: '' })).toEqual({ country: 'Country is required' });
  });

  it('upper-cases a code and takes 3 to 32 letters, digits, - and _', () => {
    expect(codeSchema.parse(code).code).toBe('SUMMER10');
    expect(fieldErrors(codeSchema, { ...code, code: 'A-_9' })).toEqual({});
    for (const text of ['AB', 'x'.repeat(33), 'SUMMER 10', 'ÉTÉ10']) {
      expect(fieldErrors(codeSchema, { ...code, code: text })).toEqual({
        code: 'A discount code is 3 to 32 letters, digits, "-" or "_"',
      });
    }
    expect(fieldErrors(codeSchema, { ...code, code: '' })).toEqual({ code: 'Code is required' });
  });

  it("checks the kind's own value: a percentage from 1 to 100, an amount above 0", () => {
    for (const percent of ['0', '101', '10.5', '']) {
      expect(fieldErrors(codeSchema, { ...code, percent })).toEqual({
        percent: 'Percentage must be a whole number from 1 to 100',
      });
    }
    expect(fieldErrors(codeSchema, { ...code, percent: '100' })).toEqual({});
    expect(fieldErrors(codeSchema, { ...code, kind: 'FIXED_AMOUNT', percent: '' })).toEqual({
      amount: 'A fixed amount code needs its amount (more than 0)',
    });
    expect(fieldErrors(codeSchema, { ...code, kind: 'FIXED_AMOUNT', amount: '5.999' })).toEqual({
      amount: 'Amount must be a number of at least 0 with at most 2 decimals',
    });
    expect(fieldErrors(codeSchema, { ...code, kind: 'FREE_SHIPPING', percent: '' })).toEqual({});
  });

  it('needs the end after the start and uses from 1 to 10000000', () => {
    expect(
      fieldErrors(codeSchema, { ...code, startsAt: '2026-06-01T09:00', endsAt: '2026-06-01T09:00', maxUses: '0' }),
    ).toEqual({
      endsAt: 'Ends at must be after starts at',
      maxUses: 'Uses must be a whole number from 1 to 10000000',
    });
    expect(fieldErrors(codeSchema, { ...code, startsAt: '2026-06-01T09:00', endsAt: '2026-06-02T09:00' })).toEqual({});
    expect(fieldErrors(codeSchema, { ...code, perCustomer: '10000001' })).toEqual({
      perCustomer: 'Uses per customer: Uses must be a whole number from 1 to 10000000',
    });
  });
});
