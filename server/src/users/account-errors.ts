import { AppError } from '../common/errors/app-error';
import { ErrorCode } from '../common/errors/error-code';

/** The account rules' refusals, written once for the services that keep them. */
export const emailTaken = () => new AppError(ErrorCode.EMAIL_TAKEN, 'An account with this email already exists');
export const adminExists = () =>
  new AppError(ErrorCode.ADMIN_EXISTS, 'Admin already exists in the system. Only one admin is allowed.');
export const userNotFound = () => AppError.notFound('User not found');
export const adminNotDeletable = () =>
  new AppError(
    ErrorCode.ADMIN_NOT_DELETABLE,
    "The administrator's account cannot be deleted: the store needs it. Only shoppers can delete their accounts.",
  );
export const adminRoleReserved = () =>
  new AppError(
    ErrorCode.ADMIN_ROLE_RESERVED,
    "The administrator role is reserved for this store's owner. Register as a customer.",
  );
