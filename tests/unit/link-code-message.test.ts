import { describe, expect, it } from 'vitest';
import { linkCodeSchema } from '../../schemas/sign-in';

// A player typing a link code read from the game learns which characters exist in it (issue 11).

describe('a link code with a character the alphabet leaves out', () => {
  it('names the character and the characters that are allowed', () => {
    const result = linkCodeSchema.safeParse('ABCD1234');
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    const message = result.error?.issues[0]?.message ?? '';
    expect(message).toContain('"1"');
    expect(message).toContain('A-Z without I and O, digits 2-9');
    expect(message).not.toContain('a 8');
  });

  it('says how long a code is when it is too short, and still accepts ABCD-EFGH', () => {
    expect(linkCodeSchema.safeParse('ABCD').error?.issues[0]?.message).toContain('an 8-character link code');
    expect(linkCodeSchema.parse('abcd-efgh')).toBe('ABCDEFGH');
  });
});
