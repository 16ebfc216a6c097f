// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchInPageNavigation } from '../../../../../src/features/detection/content/watch-in-page-navigation';

describe('watching in-page navigation', () => {
  let stop = () => {};
  beforeEach(() => {
    vi.useFakeTimers();
    history.replaceState(null, '', '/app/p/first');
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('calls back once the page settles after the address changed', async () => {
    const onNavigate = vi.fn();
    stop = watchInPageNavigation(onNavigate, () => false);
    history.pushState(null, '', '/app/p/second');
    document.body.append(document.createElement('div'));
    await vi.advanceTimersByTimeAsync(200);
    document.body.append(document.createElement('div'));
    await vi.advanceTimersByTimeAsync(300);
    expect(onNavigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(onNavigate).toHaveBeenCalledOnce();
  });

  it('ignores changes to the page that keep the address', async () => {
    const onNavigate = vi.fn();
    stop = watchInPageNavigation(onNavigate, () => false);
    document.body.append(document.createElement('div'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('does not wait forever on a page that never stops changing', async () => {
    const onNavigate = vi.fn();
    stop = watchInPageNavigation(onNavigate, () => false);
    history.pushState(null, '', '/app/p/third');
    for (let elapsed = 0; elapsed < 2_500; elapsed += 100) {
      document.body.append(document.createElement('span'));
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(onNavigate).toHaveBeenCalled();
  });

  it('dates a change by the first mutation of its batch', async () => {
    const onNavigate = vi.fn();
    stop = watchInPageNavigation(onNavigate, () => false);
    history.pushState(null, '', '/app/p/fifth');
    const firstChange = Date.now();
    document.body.append(document.createElement('div'));
    await vi.advanceTimersByTimeAsync(300);
    document.body.append(document.createElement('div'));
    await vi.advanceTimersByTimeAsync(500);
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith(firstChange);
  });

  it('also calls back for changes that keep the address while the content is watched (a product shown)', async () => {
    const onChange = vi.fn();
    let watchContent = true;
    stop = watchInPageNavigation(onChange, () => watchContent);
    document.body.append(document.createElement('div'));
    await vi.advanceTimersByTimeAsync(500);
    expect(onChange).toHaveBeenCalledOnce();
    watchContent = false;
    document.body.append(document.createElement('div'));
    await vi.advanceTimersByTimeAsync(500);
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('notices going back', async () => {
    const onNavigate = vi.fn();
    stop = watchInPageNavigation(onNavigate, () => false);
    history.replaceState(null, '', '/app/p/fourth');
    dispatchEvent(new PopStateEvent('popstate'));
    await vi.advanceTimersByTimeAsync(500);
    expect(onNavigate).toHaveBeenCalledOnce();
  });
});
