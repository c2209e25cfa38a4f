import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeReportNotice, encodeReportNotice, NOTICE_MAX_BYTES, type ReportNotice } from './report-notice';

const notice = (): ReportNotice => ({ userId: randomUUID(), type: 'INSERT', id: randomUUID() });

describe('report notices', () => {
  it('when a notice is encoded, then decoding gives it back, in far fewer bytes than NOTIFY allows', () => {
    const sent = notice();

    const payload = encodeReportNotice(sent);

    expect(decodeReportNotice(payload)).toEqual(sent);
    expect(Buffer.byteLength(payload)).toBeLessThan(200);
    expect(NOTICE_MAX_BYTES).toBe(7_999);
  });

  it('when each kind is encoded, then each decodes', () => {
    for (const type of ['INSERT', 'UPDATE', 'DELETE'] as const) {
      const sent = { ...notice(), type };
      expect(decodeReportNotice(encodeReportNotice(sent))).toEqual(sent);
    }
  });

  it('when a notice names no UUID or an unknown kind, then it is not encoded', () => {
    expect(() => encodeReportNotice({ ...notice(), userId: 'someone' })).toThrow(/not a report notice/);
    expect(() => encodeReportNotice({ ...notice(), id: '' })).toThrow(/not a report notice/);
    expect(() => encodeReportNotice({ ...notice(), type: 'TRUNCATE' as ReportNotice['type'] })).toThrow(/not a report notice/);
  });

  it('when a payload is not a notice, then it decodes to null', () => {
    const { userId, id } = notice();
    const payloads = [
      '',
      'not json',
      '{"user":',
      'null',
      '42',
      '[]',
      JSON.stringify({ user: userId, type: 'INSERT' }),
      JSON.stringify({ user: userId, type: 'TRUNCATE', id }),
      JSON.stringify({ user: 'drop table reports', type: 'DELETE', id }),
      JSON.stringify({ user: userId, type: 'DELETE', id: 7 }),
      JSON.stringify({ user: userId, type: 'DELETE', id, padding: 'x'.repeat(NOTICE_MAX_BYTES) }),
    ];

    expect(payloads.map(decodeReportNotice)).toEqual(payloads.map(() => null));
  });
});
