// @vitest-environment node
/** What the start banner says about writing. */
import { describe, expect, it } from 'vitest';
import { writeAccessLine } from './access-args.ts';

describe('the write line of the start banner', () => {
  it('prints a key the server made, once, with how to send it', () => {
    expect(writeAccessLine('0f'.repeat(20), false)).toBe(
      `Write token: ${'0f'.repeat(20)} (send "Authorization: Token ${'0f'.repeat(20)}" with POST/PATCH; set --write-token or CHANNELS_WRITE_TOKEN to keep one)`,
    );
  });

  it('never prints a key the user gave', () => {
    const line = writeAccessLine('my-own-secret-key-123', true);
    expect(line).not.toContain('my-own-secret-key-123');
    expect(line).toContain('Authorization: Token <your key>');
  });

  it('says so when the server is read-only', () => {
    expect(writeAccessLine(undefined, false)).toBe('Read-only: POST and PATCH are refused.');
  });
});
