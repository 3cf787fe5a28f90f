import { describe, expect, it } from '@jest/globals';
import { archiveLimits, archiveMessageSchema } from '@portal/contracts';
import { archivePayload } from './outbox.js';

describe('archivePayload', () => {
  it('sends as many samples as fit the contract, the rest with the next message', () => {
    // 100 samples of about 100 kB: 10 MB in all, more than one archive message may carry.
    const samples = Array.from({ length: 100 }, (_, i) => ({
      ts: i,
      values: { 'Hka_Bd.text': 'x'.repeat(100_000) },
    }));
    const { chunk, payload } = archivePayload(samples);
    expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(archiveLimits.bytes);
    expect(chunk.length).toBe(50);
    expect(archiveMessageSchema.parse(JSON.parse(payload)).samples).toEqual(chunk);
  });

  it('keeps small backlogs whole', () => {
    const samples = [{ ts: 1, values: { 'Hka_Bd.x': 1 } }];
    expect(archivePayload(samples)).toEqual({ chunk: samples, payload: JSON.stringify({ samples }) });
  });
});
