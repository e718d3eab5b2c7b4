export interface AddressLinesProps {
  address: {
    fullName: string;
    line1: string;
    line2: string;
    city: string;
    region: string;
    postalCode: string;
    countryName: string;
    phone: string;
  };
  className?: string;
}

/** A delivery address as people write it on a parcel: name, lines, city and postal code, country, phone. */
export function AddressLines({ address, className = '' }: AddressLinesProps) {
  const place = [address.city, address.region, address.postalCode].filter(Boolean).join(', ');
  return (
    <address className={`break-words not-italic text-slate-700 ${className}`}>
      <span className="block font-semibold text-slate-900">{address.fullName}</span>
      <span className="block">{address.line1}</span>
      {address.line2 && <span className="block">{address.line2}</span>}
      <span className="block">{place}</span>
      <span className="block">{address.countryName}</span>
      {address.phone && <span className="block text-sm text-slate-600">{address.phone}</span>}
    </address>
  );
}

/** One line for a list or a select: "Ada Lovelace, 12 St James's Square, London". */
export function addressSummary(address: { fullName: string; line1: string; city: string }): string {
  return [address.fullName, address.line1, address.city].join(', ');
}
