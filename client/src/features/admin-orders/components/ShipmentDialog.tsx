import { useQuery } from '@apollo/client/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { buttonClasses } from '@/components/button-styles';
import { FormField, inputClasses } from '@/components/FormField';
import { Modal } from '@/components/Modal';
import { MAX_PRICING_NAME_LENGTH, TRACKING_NUMBER_MESSAGE, TRACKING_NUMBER_PATTERN } from '@/config/rules';
import type { ShipmentInput } from '@/gql/graphql';
import { ShippingCarriersDocument } from '../api/ShippingCarriers.generated';

/** The carrier select's value for a carrier the settings do not list (typed in). */
const OTHER = '__other__';

export interface ShipmentDialogProps {
  /** The question, naming the order, e.g. 'Mark order #1a2b3c4d as shipped? …' */
  message: string;
  /** The label of the button that keeps the order as it is, e.g. 'Keep Pending'. */
  cancelLabel: string;
  /** Confirmed: the carrier and number typed (null when none). */
  onConfirm: (shipment: ShipmentInput) => void;
  onCancel: () => void;
}

/**
 * The confirmation of a move to shipped, asking how the order goes: a carrier of the settings
 * (their tracking link then follows the parcel), "Other…" with its name typed, or none, and the
 * tracking number (optional). As every confirmation, focus starts on the harmless choice (keep
 * the status) and stays inside; the fields come first in the tab order; Escape keeps the order as it is. A carrier list that fails to load leaves "Other…" and none.
 */
export function ShipmentDialog({ message, cancelLabel, onConfirm, onCancel }: ShipmentDialogProps) {
  const id = useId();
  const { data, loading, error } = useQuery(ShippingCarriersDocument, { fetchPolicy: 'cache-and-network' });
  const carriers = data?.pricingSettings.carriers ?? [];
  const [choice, setChoice] = useState('');
  const [other, setOther] = useState('');
  const [number, setNumber] = useState('');
  const [errors, setErrors] = useState<{ other?: string; number?: string }>({});
  const keepRef = useRef<HTMLButtonElement>(null);
  const otherRef = useRef<HTMLInputElement>(null);
  const numberRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const carrier = choice === OTHER ? other.trim() : choice;
    const trackingNumber = number.trim();
    const found: typeof errors = {};
    if (choice === OTHER && !carrier) found.other = 'Carrier name is required';
    else if (carrier.length > MAX_PRICING_NAME_LENGTH) {
      found.other = `Carrier name must be at most ${MAX_PRICING_NAME_LENGTH} characters long`;
    }
    if (trackingNumber && !TRACKING_NUMBER_PATTERN.test(trackingNumber)) found.number = TRACKING_NUMBER_MESSAGE;
    setErrors(found);
    if (found.other) return otherRef.current?.focus();
    if (found.number) return numberRef.current?.focus();
    onConfirm({ carrier: carrier || null, trackingNumber: trackingNumber || null });
  }

  return (
    <Modal
      title="Mark as shipped"
      role="alertdialog"
      describedBy={`${id}-message`}
      initialFocusRef={keepRef}
      onClose={onCancel}
    >
      <form noValidate onSubmit={submit} className="mt-2 space-y-4">
        <p id={`${id}-message`} className="text-slate-700">
          {message}
        </p>
        <FormField
          id={`${id}-carrier`}
          label="Carrier"
          hint={
            error && !data
              ? 'The carriers could not be loaded: choose Other… to type one.'
              : loading && !data
                ? 'Loading carriers…'
                : carriers.length === 0
                  ? 'No carriers in Settings yet: choose Other… to type one.'
                  : 'A carrier from Settings adds its tracking link.'
          }
        >
          {(control) => (
            <select
              {...control}
              value={choice}
              onChange={(event) => setChoice(event.target.value)}
              className={inputClasses}
            >
              <option value="">No carrier</option>
              {carriers.map((carrier) => (
                <option key={carrier.id} value={carrier.name}>
                  {carrier.name}
                </option>
              ))}
              <option value={OTHER}>Other…</option>
            </select>
          )}
        </FormField>
        {choice === OTHER && (
          <FormField id={`${id}-other`} label="Carrier name" required error={errors.other}>
            {(control) => (
              <input
                {...control}
                ref={otherRef}
                value={other}
                onChange={(event) => setOther(event.target.value)}
                className={inputClasses}
              />
            )}
          </FormField>
        )}
        <FormField
          id={`${id}-number`}
          label="Tracking number"
          hint="Optional: letters, digits, spaces, - / ."
          error={errors.number}
        >
          {(control) => (
            <input
              {...control}
              ref={numberRef}
              value={number}
              onChange={(event) => setNumber(event.target.value)}
              autoComplete="off"
              className={inputClasses}
            />
          )}
        </FormField>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <button ref={keepRef} type="button" onClick={onCancel} className={buttonClasses('secondary', 'md')}>
            {cancelLabel}
          </button>
          <button type="submit" className={buttonClasses('primary', 'md')}>
            Mark as Shipped
          </button>
        </div>
      </form>
    </Modal>
  );
}
