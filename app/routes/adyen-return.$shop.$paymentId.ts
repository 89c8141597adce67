import type { LoaderFunctionArgs } from '@remix-run/node';
import { returnFromAdyen } from '~/server/payments/adyen/adyen-return.server';

// Where Adyen sends the player back after PayPal, Klarna or 3-D Secure (app/server/payments/adyen/adyen-return-path.ts).
export function loader({ context, request, params }: LoaderFunctionArgs) {
  return returnFromAdyen(context, request, params);
}
