import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, it, expect, vi, beforeEach } from 'vitest';
import { ApiError, PaymentProviderError, ProductError } from '~/lib/errors';
import { describeForReport, isReportLevel, reportLevels, reportMessages } from '~/lib/error-reporting';

const sentry = vi.hoisted(() => ({ init: vi.fn(), captureException: vi.fn() }));
vi.mock('@sentry/remix', () => sentry);

const { createErrorReporter } = await import('~/server/error-reporter.server');

function memoryLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level: 'debug' }, stream), lines };
}

describe('spec 8: error reporting rules', () => {
  it('payment-provider errors are recorded with type, charge, code, decline code, documentation URL, param, and payment intent, payment method and setup intent ids', () => {
    const error = new PaymentProviderError({
      type: 'card_error',
      charge: 'ch_1',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      doc_url: 'https://docs.example/card-declined',
      message: 'Your card has insufficient funds.',
      param: 'card_number',
      payment_intent: 'pi_1',
      payment_method: 'pm_1',
      setup_intent: 'seti_1',
    });
    expect(describeForReport(error)).toEqual({
      level: 'error',
      error,
      message: 'Your card has insufficient funds.',
      tags: {
        'payment.type': 'card_error',
        'payment.code': 'card_declined',
        'payment.decline_code': 'insufficient_funds',
        'payment.param': 'card_number',
      },
      extra: {
        charge: 'ch_1',
        doc_url: 'https://docs.example/card-declined',
        payment_intent: 'pi_1',
        payment_method: 'pm_1',
        setup_intent: 'seti_1',
      },
    });
  });

  it('payment-provider errors that arrive as plain data (browser SDK results) are recorded the same way', () => {
    const event = describeForReport({
      type: 'validation_error',
      code: 'incomplete_number',
      message: 'Your card number is incomplete.',
    });
    expect(event?.error).toBeInstanceOf(PaymentProviderError);
    expect(event?.message).toBe('Your card number is incomplete.');
    expect(event?.tags).toEqual({ 'payment.type': 'validation_error', 'payment.code': 'incomplete_number' });
  });

  it('other errors are recorded by message', () => {
    const error = new TypeError('cart is undefined');
    expect(describeForReport(error)).toEqual({
      level: 'error',
      error,
      message: 'cart is undefined',
      tags: {},
      extra: {},
    });
  });

  it('other errors are recorded by message, with a product error keeping its server error as extra', () => {
    const serverError = { status: 410 };
    const event = describeForReport(new ProductError('the offer has expired', serverError));
    expect(event?.message).toBe('the offer has expired');
    expect(event?.extra).toEqual({ serverError });
  });

  it('a plain string is turned into an error', () => {
    const event = describeForReport('checkout iframe timed out');
    expect(event?.error).toBeInstanceOf(Error);
    expect(event?.error.message).toBe('checkout iframe timed out');
    expect(event).toMatchObject({ level: 'error', message: 'checkout iframe timed out', tags: {} });
  });

  it('a server response with no data or error fields is reported as a network error with an unknown response type', () => {
    const event = describeForReport(new ApiError(502, '<html>Bad gateway</html>'));
    expect(event).toMatchObject({
      level: 'error',
      message: reportMessages.networkError,
      tags: { 'http.status': '502' },
      extra: { body: '<html>Bad gateway</html>' },
    });
    expect(event?.error.message).toBe('Network error: unknown response type');
    expect(describeForReport(new ApiError(500, {}))?.message).toBe(reportMessages.networkError);
    expect(describeForReport(new Response('oops', { status: 500 }))?.message).toBe(reportMessages.networkError);
  });

  it('a response with status 404 is not reported', () => {
    expect(describeForReport(new ApiError(404, { error: { code: 'NOT_FOUND', message: 'No such shop' } }))).toBeNull();
    expect(describeForReport(new ApiError(404, 'Not Found'))).toBeNull();
    expect(describeForReport(new Response(null, { status: 404 }))).toBeNull();
    expect(describeForReport({ status: 404, statusText: 'Not Found', internal: true, data: 'Not Found' })).toBeNull();
  });

  it('a server error with no message is reported as unable to parse the server error', () => {
    const body = { error: { code: 'INTERNAL' } };
    expect(describeForReport(new ApiError(500, body))).toMatchObject({
      level: 'error',
      message: 'Unable to parse the server error',
      tags: { 'http.status': '500', 'api.code': 'INTERNAL' },
      extra: { body },
    });
    expect(describeForReport(new ApiError(500, { error: 'boom' }))?.message).toBe(reportMessages.unparsableServerError);
    expect(describeForReport(new ApiError(500, { error: { message: '' } }))?.message).toBe(
      reportMessages.unparsableServerError,
    );
  });

  it('a server error with a message is reported by that message', () => {
    const error = new ApiError(409, { error: { code: 'CART_CONFLICT', message: 'The cart changed' } });
    expect(describeForReport(error, 'warning')).toEqual({
      level: 'warning',
      error,
      message: 'The cart changed',
      tags: { 'http.status': '409', 'api.code': 'CART_CONFLICT' },
      extra: {},
    });
  });

  it('a Remix error response is read like a server response', () => {
    const event = describeForReport({
      status: 500,
      statusText: '',
      internal: false,
      data: { error: { code: 'X', message: 'Shop unavailable' } },
    });
    expect(event).toMatchObject({ message: 'Shop unavailable', tags: { 'http.status': '500', 'api.code': 'X' } });
  });

  it('levels are debug, info, log, warning, error, fatal; default error', () => {
    expect(reportLevels).toEqual(['debug', 'info', 'log', 'warning', 'error', 'fatal']);
    expect(describeForReport(new Error('x'))?.level).toBe('error');
    for (const level of reportLevels) expect(describeForReport(new Error('x'), level)?.level).toBe(level);
    expect(isReportLevel('warning')).toBe(true);
    expect(isReportLevel('warn')).toBe(false);
  });

  it('an error of unknown kind is reported as unable to properly capture the exception', () => {
    for (const value of [42, { foo: 'bar' }, null, undefined, ['a']]) {
      const event = describeForReport(value);
      expect(event?.message).toBe('Unable to properly capture the exception');
      expect(event?.error.message).toBe(reportMessages.unknownKind);
      expect(event?.extra).toEqual({ value });
    }
    expect(describeForReport(null)?.tags).toEqual({ 'error.kind': 'null' });
    expect(describeForReport(42)?.tags).toEqual({ 'error.kind': 'number' });
  });

  it('no user-facing messages are shown for reported errors', () => {
    const { logger } = memoryLogger();
    const reporter = createErrorReporter({ environment: 'test', logger });
    expect(reporter.capture(new Error('x'))).toBeUndefined();
  });
});

describe('createErrorReporter', () => {
  beforeEach(() => {
    sentry.init.mockClear();
    sentry.captureException.mockClear();
  });

  it('without a DSN, writes one structured log line per event, at level error by default', () => {
    const { logger, lines } = memoryLogger();
    const reporter = createErrorReporter({ environment: 'test', logger });
    reporter.capture(new ApiError(500, { error: { code: 'INTERNAL' } }), { extra: { shop: 'demo' } });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 50,
      msg: 'reported error',
      report: {
        message: 'Unable to parse the server error',
        tags: { 'http.status': '500', 'api.code': 'INTERNAL' },
        extra: { body: { error: { code: 'INTERNAL' } }, shop: 'demo' },
      },
    });
    expect(sentry.init).not.toHaveBeenCalled();
    expect(sentry.captureException).not.toHaveBeenCalled();
  });

  it('maps report levels to pino levels', () => {
    const { logger, lines } = memoryLogger();
    const reporter = createErrorReporter({ environment: 'test', logger });
    for (const level of reportLevels) reporter.capture('x', { level });
    expect(lines.map((line) => line.level)).toEqual([20, 30, 30, 40, 50, 60]);
  });

  it('does not log a 404', () => {
    const { logger, lines } = memoryLogger();
    createErrorReporter({ environment: 'test', logger }).capture(new ApiError(404, null));
    expect(lines).toHaveLength(0);
  });

  it('with a DSN, initialises Sentry once and sends each event with its level, tags and extra', () => {
    const { logger, lines } = memoryLogger();
    const dsn = 'https://key@sentry.example/1';
    const reporter = createErrorReporter({ dsn, environment: 'production', logger });
    createErrorReporter({ dsn, environment: 'production', logger });
    expect(sentry.init).toHaveBeenCalledTimes(1);
    expect(sentry.init).toHaveBeenCalledWith({ dsn, environment: 'production', tracesSampleRate: 0 });

    const error = new ApiError(409, { error: { code: 'CART_CONFLICT', message: 'The cart changed' } });
    reporter.capture(error, { level: 'log' });
    reporter.capture(new ApiError(404, null));
    expect(sentry.captureException).toHaveBeenCalledTimes(1);
    expect(sentry.captureException).toHaveBeenCalledWith(error, {
      level: 'log',
      tags: { 'http.status': '409', 'api.code': 'CART_CONFLICT' },
      extra: {},
    });
    expect(lines).toHaveLength(0);
  });

  it('never throws when sending fails', () => {
    const { logger, lines } = memoryLogger();
    sentry.captureException.mockImplementationOnce(() => {
      throw new Error('transport down');
    });
    const reporter = createErrorReporter({ dsn: 'https://key@sentry.example/1', environment: 'test', logger });
    expect(() => reporter.capture(new Error('x'))).not.toThrow();
    expect(lines[0]).toMatchObject({ level: 40, msg: 'error reporter failed' });
  });
});
