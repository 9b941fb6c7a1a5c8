import { GraphQLError, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { AppError, createErrorFormatter, withoutSuggestion } from './errors.js';
import { BROKEN_TEXT_MESSAGE, findBrokenText, findBrokenValue, isBrokenText, isBrokenUrl } from './input-text.js';

describe('broken text', () => {
  it('is NUL or a surrogate without its pair; paired surrogates (emoji) and other text are fine', () => {
    for (const text of ['a\u0000b', '\ud800', 'x\udc00', '\ud83d', 'ab\ud83dc']) expect(isBrokenText(text), JSON.stringify(text)).toBe(true);
    for (const text of ['', 'Ama Mensah', 'GH₵5,000.00', '🏠 rent', '\ud83d\ude00', 'tab\tand\nnewline']) expect(isBrokenText(text), text).toBe(false);
  });

  it('finds it in any parsed body, naming the innermost key, and in a request target as sent', () => {
    expect(findBrokenValue({ email: 'a\u0000@example.com' })).toEqual({ field: 'email' });
    expect(findBrokenValue({ data: { reference: 'x\udc00' } })).toEqual({ field: 'reference' });
    expect(findBrokenValue(['\ud800'])).toEqual({ field: undefined });
    expect(findBrokenValue({ email: 'ama@example.com', amount: 5, tags: [null, true] })).toBeNull();
    for (const url of ['/pay/simulate/%00', '/x?token=a%00b', '/api/files/%00.pdf']) expect(isBrokenUrl(url), url).toBe(true);
    for (const url of ['/pay/simulate/ref-1', '/x?q=%2500', undefined]) expect(isBrokenUrl(url), String(url)).toBe(false);
  });

  it('finds it in inline literals (arguments, input fields, lists, defaults) and names the field', () => {
    const cases: Array<[string, string | undefined]> = [
      ['{ products(search: "a\\u0000") { __typename } }', 'search'],
      ['mutation { createTicket(input: { subject: "Hi", body: "a\\u0000" }) { id } }', 'body'],
      ['query($s: String = "a\\u0000") { products(search: $s) { __typename } }', undefined],
      ['{ f(ids: ["1", "a\\u0000"]) }', undefined],
    ];
    for (const [source, field] of cases) {
      const error = findBrokenText(parse(source), {});
      expect(error, source).toBeInstanceOf(AppError);
      expect(error?.message).toBe(BROKEN_TEXT_MESSAGE);
      expect(error?.extensions).toEqual({ code: 'BAD_USER_INPUT', ...(field ? { field } : {}) });
    }
    expect(findBrokenText(parse('{ products(search: "Ama \\u00e9 🏠") { __typename } }'), {})).toBeNull();
  });

  it('finds it anywhere in the variables, keys included, however deep', () => {
    const document = parse('query($input: X) { f(input: $input) }');
    expect(findBrokenText(document, { input: { contacts: [{ name: 'ok' }, { name: 'a\ud800' }] } })?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'name' });
    expect(findBrokenText(document, { input: { ['bad\u0000key']: 1 } })?.extensions.code).toBe('BAD_USER_INPUT');
    expect(findBrokenText(document, { search: 'a\u0000' })?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'search' });
    let deep: unknown = 'a\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findBrokenText(document, { deep })?.message).toBe(BROKEN_TEXT_MESSAGE);
    expect(findBrokenText(document, { input: { name: 'Ama', amount: 5, tags: ['a', null], when: null } })).toBeNull();
    expect(findBrokenText(document, undefined)).toBeNull();
  });
});

describe('error formatting', () => {
  const logger = createLogger('silent');

  it('strips "Did you mean" hints when suggestions are off, and only then', () => {
    expect(withoutSuggestion('Cannot query field "myProfil" on type "Query". Did you mean "myProfile"?')).toBe('Cannot query field "myProfil" on type "Query".');
    expect(withoutSuggestion('Value "x" does not exist in "Role" enum. Did you mean the enum value "user" or "admin"?')).toBe('Value "x" does not exist in "Role" enum.');
    const error = new GraphQLError('Cannot query field "myProfil" on type "Query". Did you mean "myProfile"?', { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    const formatted = { message: error.message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } };
    expect(createErrorFormatter(logger, { suggestions: false })(formatted, error, 'id').message).toBe('Cannot query field "myProfil" on type "Query".');
    expect(createErrorFormatter(logger)(formatted, error, 'id').message).toBe(error.message);
  });

  it('answers Apollo’s code-less request refusals (a persisted query hash that does not match) as BAD_REQUEST', () => {
    const error = new GraphQLError('provided sha does not match query', { extensions: { http: { status: 400 } } });
    const formatted = createErrorFormatter(logger)({ message: error.message, extensions: { code: 'INTERNAL_SERVER_ERROR' } }, error, 'id');
    expect(formatted).toEqual({ message: 'provided sha does not match query', extensions: { code: 'BAD_REQUEST' } });
  });

  it('masks an error whose validationErrors is not a list instead of throwing (was an HTTP 500)', () => {
    const error = new GraphQLError('Argument Validation Error', { extensions: { validationErrors: {} } });
    const formatted = createErrorFormatter(logger)({ message: error.message, extensions: { code: 'INTERNAL_SERVER_ERROR' } }, error, 'request-1', { log: false });
    expect(formatted.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR', requestId: 'request-1' });
  });
});
