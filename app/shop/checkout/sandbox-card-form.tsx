import { useState, type FormEvent } from 'react';
import { Button } from '~/ui/button';
import { Checkbox } from '~/ui/checkbox';
import { Icon } from '~/ui/icons';
import { styled } from '~/ui/styled';
import * as styles from './sandbox-card-form.css';
import { TextField } from '~/ui/text-field';
import {
  formatCardNumber,
  formatExpiry,
  readSandboxCard,
  sandboxTestCards,
  type CardScenario,
  type SandboxCardErrors,
} from '~/shop/checkout/sandbox-card';

const Form = styled('form', styles.form);
const Pair = styled('div', styles.pair);
const Cards = styled('details', styles.cards);
const CardRow = styled('button', styles.cardRow);

/**
 * The sandbox's card form: the number, expiry and CVC stay in this component; only the scenario of a published
 * test number is handed on (`onPay`). Nothing here is logged or sent as typed.
 */
export function SandboxCardForm({
  payLabel,
  busy,
  onPay,
}: {
  payLabel: string;
  busy: boolean;
  /** `saveMethod`: the player ticked "Save this card for next time" (unticked by default). */
  onPay: (scenario: CardScenario, saveMethod: boolean) => void;
}) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [save, setSave] = useState(false);
  const [errors, setErrors] = useState<SandboxCardErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readSandboxCard({ number, expiry, cvc }, new Date());
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    onPay(read.scenario, save);
  };
  return (
    <Form onSubmit={submit} noValidate aria-label="Card details">
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="off"
        placeholder="4242 4242 4242 4242"
        value={number}
        error={errors.number}
        onChange={(event) => setNumber(formatCardNumber(event.target.value))}
      />
      <Pair>
        <TextField
          label="Expiry (MM / YY)"
          inputMode="numeric"
          autoComplete="off"
          placeholder="12 / 34"
          value={expiry}
          error={errors.expiry}
          onChange={(event) => setExpiry(formatExpiry(event.target.value))}
        />
        <TextField
          label="CVC"
          inputMode="numeric"
          autoComplete="off"
          placeholder="123"
          maxLength={3}
          value={cvc}
          error={errors.cvc}
          onChange={(event) => setCvc(event.target.value.replace(/\D/g, '').slice(0, 3))}
        />
      </Pair>
      <Checkbox
        label="Save this card for next time"
        helperText="Pay in one step next time. You can remove it from your account at any time."
        checked={save}
        onCheckedChange={(checked) => setSave(checked === true)}
      />
      <Cards>
        <summary>Test card numbers</summary>
        <ul>
          {sandboxTestCards.map((card) => (
            <li key={card.number}>
              <CardRow type="button" onClick={() => setNumber(formatCardNumber(card.number))}>
                <code>{formatCardNumber(card.number)}</code>
                <span>{card.label}</span>
              </CardRow>
            </li>
          ))}
        </ul>
      </Cards>
      <Button type="submit" size="large" fullWidth loading={busy} leading={<Icon name="lock" />}>
        {payLabel}
      </Button>
    </Form>
  );
}
