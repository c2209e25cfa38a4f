// The embedded checkout's card form: checks on the client first, then the payment; a decline keeps what was typed.
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { payEmbeddedCheckout } from '../../platform/checkout';
import { TextField } from '../../ui/text-field';
import { checkCard, formatCardNumber, formatCvc, formatExpiry, toPaymentRequest, type CardErrors, type CardFields } from './card-checks';
import { formatCad } from './money';

interface CardFormProps {
  checkoutId: string;
  accessToken: string;
  amountCad: number;
  /** The server says this checkout was paid already (another tab, a double click). */
  onAlreadyPaid(): void;
}

const EMPTY: CardFields = { name: '', number: '', expiry: '', cvc: '' };

export function CardForm({ checkoutId, accessToken, amountCad, onAlreadyPaid }: CardFormProps) {
  const [fields, setFields] = useState<CardFields>(EMPTY);
  const [errors, setErrors] = useState<CardErrors>({});
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // After a submit the checks stopped, the first field to fix gets the focus (and reads out its message).
  useLayoutEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const update = (field: keyof CardFields, value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    // The message for a field goes once the buyer changes it; the others stay until the next submit.
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (paying) return;
    const found = checkCard(fields);
    setErrors(found);
    setPayError(null);
    if (Object.values(found).some(Boolean)) {
      setAttempt((n) => n + 1);
      return;
    }
    setPaying(true);
    const result = await payEmbeddedCheckout(accessToken, checkoutId, toPaymentRequest(fields));
    if (result.ok) {
      // Back to the app as Stripe would send the buyer back; stays 'Processing...' until the page has gone.
      window.location.assign(result.redirectUrl);
      return;
    }
    if (result.reason === 'complete') return onAlreadyPaid();
    setPaying(false);
    setPayError(result.message);
  };

  return (
    <form ref={formRef} className="form checkout__form" noValidate aria-label="Card details" onSubmit={(event) => void submit(event)}>
      <TextField
        label="Name on card"
        name="cc-name"
        autoComplete="cc-name"
        value={fields.name}
        error={errors.name}
        onChange={(event) => update('name', event.target.value)}
      />
      <TextField
        label="Card number"
        name="cc-number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={fields.number}
        error={errors.number}
        onChange={(event) => update('number', formatCardNumber(event.target.value))}
      />
      <div className="checkout__pair">
        <TextField
          label="Expiry (MM/YY)"
          name="cc-exp"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          value={fields.expiry}
          error={errors.expiry}
          onChange={(event) => update('expiry', formatExpiry(event.target.value))}
        />
        <TextField
          label="CVC"
          name="cc-csc"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          value={fields.cvc}
          error={errors.cvc}
          onChange={(event) => update('cvc', formatCvc(event.target.value))}
        />
      </div>
      {payError ? (
        <p className="notice notice--error checkout__pay-error" role="alert">
          {payError}
        </p>
      ) : null}
      <button type="submit" className="button button--primary button--block" disabled={paying} aria-busy={paying || undefined}>
        {paying ? 'Processing...' : `Pay ${formatCad(amountCad)}`}
      </button>
    </form>
  );
}
