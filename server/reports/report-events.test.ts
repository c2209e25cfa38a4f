import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ReportChange } from '../../src/lib/api/reports';
import { createInProcessReportEvents, type ReportFeedEvent } from './report-events';

const tx = { query: async () => ({ rows: [] }) };
const deletion = (): ReportChange => ({ type: 'DELETE', id: randomUUID(), report: null });

describe('the in-process report feed', () => {
  it('when a change is published, then the user hears of it only once the commit has been reported', async () => {
    const events = createInProcessReportEvents();
    const heard: ReportFeedEvent[] = [];
    events.subscribe('user-1', (event) => heard.push(event));
    const change = deletion();

    const committed = await events.publishOnCommit(tx, 'user-1', change);
    const before = [...heard];
    committed();

    expect(before).toEqual([]);
    expect(heard).toEqual([{ kind: 'change', change }]);
  });

  it("when another user's change is published, then this user hears nothing", async () => {
    const events = createInProcessReportEvents();
    const heard: ReportFeedEvent[] = [];
    events.subscribe('user-1', (event) => heard.push(event));

    (await events.publishOnCommit(tx, 'user-2', deletion()))();

    expect(heard).toEqual([]);
  });

  it('when one listener throws, then the error is reported and the other listeners still hear', async () => {
    const errors: unknown[] = [];
    const events = createInProcessReportEvents((error) => errors.push(error));
    const heard: ReportFeedEvent[] = [];
    events.subscribe('user-1', () => {
      throw new Error('stream gone');
    });
    events.subscribe('user-1', (event) => heard.push(event));

    (await events.publishOnCommit(tx, 'user-1', deletion()))();

    expect(heard).toHaveLength(1);
    expect(errors).toEqual([new Error('stream gone')]);
  });

  it('when a listener unsubscribes (twice), then it hears nothing more and the count drops by one', async () => {
    const events = createInProcessReportEvents();
    const heard: ReportFeedEvent[] = [];
    const listener = (event: ReportFeedEvent) => heard.push(event);
    const first = events.subscribe('user-1', listener);
    events.subscribe('user-1', listener);

    first();
    first();
    (await events.publishOnCommit(tx, 'user-1', deletion()))();

    expect(events.listenerCount()).toBe(1);
    expect(heard).toHaveLength(1);
  });

  it('when the feed closes, then every listener hears end, and one that subscribes afterwards hears end right after subscribing', async () => {
    const events = createInProcessReportEvents();
    const heard: [string, ReportFeedEvent][] = [];
    events.subscribe('user-1', (event) => heard.push(['user-1', event]));
    events.subscribe('user-2', (event) => heard.push(['user-2', event]));

    await events.close();
    events.subscribe('user-3', (event) => heard.push(['user-3', event]));
    const duringSubscribe = [...heard];
    await Promise.resolve();

    expect(duringSubscribe).toEqual([['user-1', { kind: 'end' }], ['user-2', { kind: 'end' }]]);
    expect(heard).toEqual([...duringSubscribe, ['user-3', { kind: 'end' }]]);
  });
});
