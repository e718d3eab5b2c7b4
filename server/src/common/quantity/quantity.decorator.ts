import { applyDecorators } from '@nestjs/common';
import { IsDefined, ValidateBy } from 'class-validator';
import { isQuantity, QUANTITY_MESSAGE, QUANTITY_REQUIRED_MESSAGE } from './quantity';

/**
 * The DTO rule of a quantity (quantity.ts): a JSON number that is a whole number of at least 1;
 * text such as "3" is a wrong type, not converted. With `required`, a missing value says
 * "Quantity is required"; without it, the field has a default of its own (addToCart's 1).
 */
export function Quantity({ required = true }: { required?: boolean } = {}): PropertyDecorator {
  const rule = ValidateBy(
    { name: 'isQuantity', validator: { validate: (value) => isQuantity(value) } },
    { message: QUANTITY_MESSAGE },
  );
  return required ? applyDecorators(IsDefined({ message: QUANTITY_REQUIRED_MESSAGE }), rule) : rule;
}
