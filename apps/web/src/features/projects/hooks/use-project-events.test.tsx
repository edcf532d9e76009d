import type { ProjectDetail } from '@memetank/shared/api/projects';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventChecksReady } from '@/lib/use-event-source';
import { FakeEventSource } from '@/test/event-source';
import { projectQueryKeys } from '@/lib/query-keys';
import { testProviders, testWallet } from '@/test/providers';
import { testProjectDetail } from '@/test/projects';
import { useProjectEvents } from './use-project-events';

const PROJECT_ID = '4f6c2a52-6a49-4d4c-9f3e-0b8f3c1b2a11';

function renderStream(projectId: string | null = PROJECT_ID, project: Partial<ProjectDetail> = {}) {
  vi.stubGlobal('EventSource', FakeEventSource);
  const { wrapper, queryClient } = testProviders(testWallet());
  queryClient.setQueryData(
    projectQueryKeys.detail(PROJECT_ID),
    testProjectDetail({ id: PROJECT_ID, ...project }),
  );
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const hook = renderHook(() => useProjectEvents(projectId), { wrapper });
  const source = FakeEventSource.opened.at(-1);
  const refetches = (key: readonly unknown[]) =>
    invalidate.mock.calls.filter(
      ([filters]) => JSON.stringify(filters?.queryKey) === JSON.stringify(key),
    ).length;
  const cached = () =>
    queryClient.getQueryData<ProjectDetail>(projectQueryKeys.detail(PROJECT_ID))!;
  return { hook, source, refetches, cached };
}

const topLevelComment = {
  type: 'created',
  projectId: PROJECT_ID,
  commentId: '00000000-0000-4000-8000-000000000002',
  parentId: null,
};

const update = (type: 'created' | 'deleted') => ({
  type,
  projectId: PROJECT_ID,
  updateId: '00000000-0000-4000-8000-000000000003',
});

const funding = {
  type: 'funding',
  projectId: PROJECT_ID,
  currentFunding: 61.5,
  investorCount: 13,
  campaign: 'funding',
};

beforeAll(() => eventChecksReady);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  FakeEventSource.opened = [];
});

describe('useProjectEvents', () => {
  it("opens one stream, the project's events", () => {
    const { source } = renderStream();
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(source!.url).toBe(`/api/projects/${PROJECT_ID}/events`);
  });

  it('waits for the project before listening', () => {
    renderStream(null);
    expect(FakeEventSource.opened).toHaveLength(0);
  });

  it('refetches the comments on every comment event', () => {
    const { source, refetches } = renderStream();
    source!.emit('open');
    expect(refetches(projectQueryKeys.comments(PROJECT_ID))).toBe(0);
    source!.emit('comment', topLevelComment);
    source!.emit('comment', topLevelComment);
    expect(refetches(projectQueryKeys.comments(PROJECT_ID))).toBe(2);
  });

  it("refetches the top-level comments and the reply's own thread on a reply event, and no other thread", () => {
    const { source, refetches } = renderStream();
    const parentId = '00000000-0000-4000-8000-0000000000aa';
    const otherThread = '00000000-0000-4000-8000-0000000000bb';
    source!.emit('comment', {
      type: 'created',
      projectId: PROJECT_ID,
      commentId: '00000000-0000-4000-8000-000000000001',
      parentId,
    });
    expect(refetches(projectQueryKeys.comments(PROJECT_ID))).toBe(1);
    expect(refetches(projectQueryKeys.commentReplies(PROJECT_ID, parentId))).toBe(1);
    expect(refetches(projectQueryKeys.commentReplies(PROJECT_ID, otherThread))).toBe(0);
  });

  it("refetches the creator's updates on every update event, and only then", () => {
    const { source, refetches } = renderStream();
    source!.emit('open');
    source!.emit('comment', topLevelComment);
    expect(refetches(projectQueryKeys.updates(PROJECT_ID))).toBe(0);
    source!.emit('update', update('created'));
    source!.emit('update', update('deleted'));
    expect(refetches(projectQueryKeys.updates(PROJECT_ID))).toBe(2);
    expect(refetches(projectQueryKeys.comments(PROJECT_ID))).toBe(1);
  });

  it('writes a funding event into the cached project without a reload', () => {
    const { source, cached, refetches } = renderStream();
    source!.emit('funding', funding);
    expect(cached()).toMatchObject({ currentFunding: 61.5, investorCount: 13 });
    source!.emit('funding', { ...funding, currentFunding: 100 });
    expect(cached()).toMatchObject({ currentFunding: 100, campaign: 'funding' });
    expect(refetches(projectQueryKeys.detail(PROJECT_ID))).toBe(0);
  });

  it('writes the settlement into the cached project and reads the project again for its time', () => {
    const { source, cached, refetches } = renderStream();
    source!.emit('funding', { ...funding, currentFunding: 100, campaign: 'funded' });
    expect(cached()).toMatchObject({ currentFunding: 100, campaign: 'funded' });
    expect(refetches(projectQueryKeys.detail(PROJECT_ID))).toBe(1);
  });

  it('reads the project again when the token deposit lands and the campaign opens', () => {
    const { source, cached, refetches } = renderStream(PROJECT_ID, {
      campaign: 'awaiting_deposit',
      tokenDeposit: 'awaiting',
      escrowTokenAccount: null,
    });
    source!.emit('funding', { ...funding, currentFunding: 0, investorCount: 0 });
    expect(cached()).toMatchObject({ campaign: 'funding' });
    expect(refetches(projectQueryKeys.detail(PROJECT_ID))).toBe(1);
  });

  it('refetches the backers and the funding chart on every funding event, so a new investment shows up live', () => {
    const { source, refetches } = renderStream();
    source!.emit('open');
    expect(refetches(projectQueryKeys.backers(PROJECT_ID))).toBe(0);
    source!.emit('funding', funding);
    source!.emit('funding', { ...funding, currentFunding: 62 });
    expect(refetches(projectQueryKeys.backers(PROJECT_ID))).toBe(2);
    expect(refetches(projectQueryKeys.fundingHistory(PROJECT_ID))).toBe(2);
    source!.emit('comment', topLevelComment);
    expect(refetches(projectQueryKeys.backers(PROJECT_ID))).toBe(2);
    expect(refetches(projectQueryKeys.fundingHistory(PROJECT_ID))).toBe(2);
  });

  it("ignores a funding event that is another project's or unreadable", () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { source, cached, refetches } = renderStream();
    source!.emit('funding', { ...funding, projectId: '00000000-0000-4000-8000-000000000000' });
    source!.dispatchEvent(new MessageEvent('funding', { data: 'not json' }));
    expect(cached()).toMatchObject({ currentFunding: 45.67, investorCount: 12 });
    expect(refetches(projectQueryKeys.backers(PROJECT_ID))).toBe(0);
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('refetches the comments, the updates, the backers and the project once the browser has reconnected after a drop', () => {
    const { source, refetches } = renderStream();
    source!.emit('open');
    source!.emit('error');
    expect(refetches(projectQueryKeys.comments(PROJECT_ID))).toBe(0);
    source!.emit('open');
    expect(refetches(projectQueryKeys.comments(PROJECT_ID))).toBe(1);
    expect(refetches(projectQueryKeys.backers(PROJECT_ID))).toBe(1);
    expect(refetches(projectQueryKeys.detail(PROJECT_ID))).toBe(1);
    expect(refetches(projectQueryKeys.updates(PROJECT_ID))).toBe(1);
    source!.emit('open');
    expect(refetches(projectQueryKeys.comments(PROJECT_ID))).toBe(1);
  });

  it('opens a stream the server ended again after a pause, and reads everything again once it is open', () => {
    vi.useFakeTimers();
    const { source, refetches } = renderStream();
    source!.emit('open');
    source!.readyState = FakeEventSource.CLOSED;
    source!.emit('error');
    expect(source!.closed).toBe(true);
    vi.advanceTimersByTime(2_000);
    expect(FakeEventSource.opened).toHaveLength(2);
    const reopened = FakeEventSource.opened[1]!;
    expect(reopened.url).toBe(`/api/projects/${PROJECT_ID}/events`);
    reopened.emit('open');
    expect(refetches(projectQueryKeys.comments(PROJECT_ID))).toBe(1);
    expect(refetches(projectQueryKeys.backers(PROJECT_ID))).toBe(1);
    expect(refetches(projectQueryKeys.detail(PROJECT_ID))).toBe(1);
    expect(refetches(projectQueryKeys.updates(PROJECT_ID))).toBe(1);
    reopened.emit('update', update('created'));
    expect(refetches(projectQueryKeys.updates(PROJECT_ID))).toBe(2);
  });

  it('closes the stream when the page goes away', () => {
    const { hook, source } = renderStream();
    hook.unmount();
    expect(source!.closed).toBe(true);
  });
});
