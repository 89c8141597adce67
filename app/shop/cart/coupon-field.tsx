import { useState, type FormEvent } from 'react';
import type { Cart } from '../../../schemas/commerce';
import { Button } from '~/ui/button';
import { Icon } from '~/ui/icons';
import { styled } from '~/ui/styled';
import * as styles from './coupon-field.css';
import { TextField } from '~/ui/text-field';
import { problemMessage, useCouponMutation } from '~/shop/cart/cart-queries';

const Form = styled('form', styles.form);
const Applied = styled('div', styles.applied);

/** The coupon: a code field whose refusal shows under it, or the applied coupon with a way to take it off. */
export function CouponField({ shop, cart }: { shop: string; cart: Cart }) {
  const coupon = useCouponMutation(shop);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setError('Enter a coupon code');
      return;
    }
    setError(undefined);
    coupon.mutate(code.trim(), {
      onSuccess: () => setCode(''),
      onError: (failure) => setError(problemMessage(failure, 'body.code')),
    });
  };
  if (cart.coupon) {
    return (
      <Applied role="status">
        <Icon name="check" size={18} />
        <div>
          <strong>{cart.coupon.code}</strong>
          <span>{cart.coupon.description}</span>
        </div>
        <Button
          size="small"
          variant="ghost"
          loading={coupon.isPending}
          aria-label={`Remove coupon ${cart.coupon.code}`}
          onClick={() => coupon.mutate(null, { onError: (failure) => setError(problemMessage(failure)) })}
        >
          Remove
        </Button>
      </Applied>
    );
  }
  return (
    <Form onSubmit={submit} noValidate>
      <TextField
        label="Coupon code"
        value={code}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={32}
        error={error}
        onChange={(event) => {
          setCode(event.target.value);
          if (error) setError(undefined);
        }}
      />
      <Button type="submit" variant="secondary" loading={coupon.isPending}>
        Apply
      </Button>
    </Form>
  );
}
