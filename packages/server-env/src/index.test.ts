import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { ConfigError, httpOrigin, readEnv } from './index.ts';

const Schema = Type.Object({
  PORT: Type.Integer({ minimum: 1, maximum: 65535, default: 8080 }),
  FLAG: Type.Boolean({ default: true }),
  NAME: Type.Optional(Type.String()),
});

describe('readEnv', () => {
  it('fills defaults, coerces types and takes an empty variable as unset', () => {
    expect(readEnv(Schema, {})).toEqual({ PORT: 8080, FLAG: true });
    expect(readEnv(Schema, { PORT: '9000', FLAG: 'false', NAME: 'x' })).toEqual({
      PORT: 9000,
      FLAG: false,
      NAME: 'x',
    });
    expect(readEnv(Schema, { PORT: '', NAME: '' })).toEqual({ PORT: 8080, FLAG: true });
  });

  it('names the variable of a bad value', () => {
    expect(() => readEnv(Schema, { PORT: '70000' })).toThrow(ConfigError);
    expect(() => readEnv(Schema, { PORT: '70000' })).toThrow(/^PORT must be <= 65535$/);
    expect(() => readEnv(Schema, { FLAG: 'maybe' })).toThrow(/FLAG/);
  });

  it('reads only the variables it is given', () => {
    process.env.NAME = 'from-process';
    try {
      expect(readEnv(Schema, {}).NAME).toBeUndefined();
    } finally {
      delete process.env.NAME;
    }
  });
});

describe('httpOrigin', () => {
  it('keeps the origin of an http(s) URL and refuses anything else', () => {
    expect(httpOrigin('X', 'http://localhost:8080/')).toBe('http://localhost:8080');
    expect(() => httpOrigin('X', 'ftp://a')).toThrow(/X/);
    expect(() => httpOrigin('X', 'nope')).toThrow(/X/);
  });
});
