import { MailIcon, MapPinIcon, PhoneIcon } from './icons';

/** The store's contact details as its settings give them: each null when the store has not set it. */
export interface StoreContactDetails {
  email: string | null;
  phone: string | null;
  address: string | null;
}

export interface StoreContactListProps {
  contact: StoreContactDetails;
  /** The list's own classes (layout and text colour). */
  className?: string;
  linkClassName: string;
  iconClassName: string;
}

/** Whether the store has set any way to reach it. */
export function hasContactDetails({ email, phone, address }: StoreContactDetails): boolean {
  return Boolean(email || phone || address);
}

/** A phone number as a `tel:` link: its digits and a leading +. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The store's email, phone and address, each a line with its icon, for the footer, the contact
 * page and the About page alike. What the store has not set is left out; with nothing set, nothing
 * renders.
 */
export function StoreContactList({ contact, className = '', linkClassName, iconClassName }: StoreContactListProps) {
  if (!hasContactDetails(contact)) return null;
  const icon = `mt-0.5 h-5 w-5 shrink-0 ${iconClassName}`;
  return (
    <ul className={className}>
      {contact.email && (
        <li className="flex items-start gap-3">
          <MailIcon className={icon} />
          <a href={`mailto:${contact.email}`} className={`${linkClassName} break-all`}>
            {contact.email}
          </a>
        </li>
      )}
      {contact.phone && (
        <li className="flex items-start gap-3">
          <PhoneIcon className={icon} />
          <a href={telHref(contact.phone)} className={linkClassName}>
            {contact.phone}
          </a>
        </li>
      )}
      {contact.address && (
        <li className="flex items-start gap-3">
          <MapPinIcon className={icon} />
          <span className="whitespace-pre-line">{contact.address}</span>
        </li>
      )}
    </ul>
  );
}
