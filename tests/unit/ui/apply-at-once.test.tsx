// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, ok, type Result } from '../../../src/platform/messaging/errors';
import { SaveStatus } from '../../../src/ui/save-status';
import { Switch } from '../../../src/ui/switch';
import { TextField } from '../../../src/ui/text-field';
import { useApply } from '../../../src/ui/use-apply';
import { commitOn } from '../../../src/ui/commit-on';
import { settle } from '../support/settle';

afterEach(cleanup);

/** A request the test answers when it chooses: what the worker does, one answer at a time. */
function controlledSend<Value>() {
  const sent: Value[] = [];
  const answers: ((result: Result<unknown>) => void)[] = [];
  const send = (value: Value) => {
    sent.push(value);
    return new Promise<Result<unknown>>((resolve) => answers.push(resolve));
  };
  const answer = (index: number, result: Result<unknown>) => settle(() => answers[index]?.(result));
  return { sent, send, answer };
}

/** A number setting as the options page builds one: typed, checked on commit, applied, confirmed. */
function HoursSetting({ send, stored, waitingToSync = false }: { send: (hours: number) => Promise<Result<unknown>>; stored: number; waitingToSync?: boolean }) {
  const [text, setText] = useState(String(stored));
  const [error, setError] = useState<string | undefined>();
  const hours = useApply(send, stored);
  function commit() {
    const typed = /^\d+$/.test(text) ? Number(text) : null;
    setError(typed === null ? 'Enter a whole number.' : undefined);
    if (typed === null || (typed === hours.shown && hours.status.phase !== 'failed')) return;
    hours.apply(typed);
  }
  return (
    <div className="setting">
      <div {...commitOn(commit)}>
        <TextField label="Hours" type="text" name="hours" value={text} onChange={setText} error={error} />
      </div>
      <SaveStatus status={hours.status} waitingToSync={waitingToSync} onRetry={hours.retry} />
    </div>
  );
}

function GiftSetting({ send, stored }: { send: (on: boolean) => Promise<Result<unknown>>; stored: boolean }) {
  const gift = useApply(send, stored);
  return (
    <div className="setting">
      <Switch label="Gift list" checked={gift.shown} onChange={gift.apply} />
      <SaveStatus status={gift.status} waitingToSync={false} onRetry={gift.retry} />
    </div>
  );
}

const hoursField = () => screen.getByLabelText<HTMLInputElement>('Hours');
const status = () => screen.getByRole('status');
const type = (value: string) => fireEvent.change(hoursField(), { target: { value } });

describe('a setting that applies at once', () => {
  it('applies a typed value when it is committed (blur or Enter), not while it is typed', async () => {
    const request = controlledSend<number>();
    render(<HoursSetting send={request.send} stored={6} />);
    type('1');
    type('12');
    expect(request.sent).toEqual([]);
    fireEvent.blur(hoursField());
    expect(request.sent).toEqual([12]);
    expect(status().textContent).toBe('Saving…');
    await request.answer(0, ok(null));
    expect(status().textContent).toBe('Saved.');

    type('8');
    fireEvent.keyDown(hoursField(), { key: 'Enter' });
    expect(request.sent).toEqual([12, 8]);
  });

  it('sends nothing when the committed value is what is stored', () => {
    const request = controlledSend<number>();
    render(<HoursSetting send={request.send} stored={6} />);
    fireEvent.blur(hoursField());
    fireEvent.keyDown(hoursField(), { key: 'Enter' });
    expect(request.sent).toEqual([]);
    expect(status().textContent).toBe('');
  });

  it('shows an invalid value at its field, applies nothing, and keeps what was typed', () => {
    const request = controlledSend<number>();
    render(<HoursSetting send={request.send} stored={6} />);
    type('twelve');
    fireEvent.blur(hoursField());
    expect(request.sent).toEqual([]);
    expect(hoursField().value).toBe('twelve');
    expect(hoursField().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(hoursField().getAttribute('aria-describedby') ?? '')?.textContent).toBe('Enter a whole number.');
  });

  it('keeps the value after a failure, says why, and sends it again on Try again', async () => {
    const request = controlledSend<number>();
    render(<HoursSetting send={request.send} stored={6} />);
    type('12');
    fireEvent.blur(hoursField());
    await request.answer(0, fail('permission-denied', 'rules'));
    expect(hoursField().value).toBe('12');
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(status().textContent).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(request.sent).toEqual([12, 12]);
    await request.answer(1, ok(null));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(status().textContent).toBe('Saved.');
  });

  it('says a change is saved on this device while it waits to sync', async () => {
    const request = controlledSend<number>();
    render(<HoursSetting send={request.send} stored={6} waitingToSync />);
    type('3');
    fireEvent.blur(hoursField());
    await request.answer(0, ok(null));
    expect(status().textContent).toBe('Saved on this device; waiting to sync.');
  });

  it('announces its confirmation in a polite live region that is there before the change', async () => {
    const request = controlledSend<number>();
    render(<HoursSetting send={request.send} stored={6} />);
    const region = status();
    // role=status is a polite live region; being there, empty, before the change is what makes it heard.
    expect(region.getAttribute('role')).toBe('status');
    expect(region.getAttribute('aria-live')).toBeNull();
    expect(region.textContent).toBe('');
    type('7');
    fireEvent.blur(hoursField());
    await request.answer(0, ok(null));
    expect(status()).toBe(region);
    expect(region.textContent).toBe('Saved.');
    expect(region.className).toContain('save-status-saved');
  });

  it('lets only the latest change decide the status when answers arrive out of order', async () => {
    const request = controlledSend<boolean>();
    render(<GiftSetting send={request.send} stored={false} />);
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: 'Gift list' });
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    expect(request.sent).toEqual([true, false]);
    await request.answer(1, ok(null));
    expect(status().textContent).toBe('Saved.');
    await request.answer(0, fail('offline', 'late'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(status().textContent).toBe('Saved.');
  });

  it('keeps a switch where the shopper put it while on its way, after a failure, and until the store catches up', async () => {
    const request = controlledSend<boolean>();
    const { rerender } = render(<GiftSetting send={request.send} stored={false} />);
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: 'Gift list' });
    fireEvent.click(toggle);
    expect(toggle.checked).toBe(true);
    await request.answer(0, fail('unavailable', 'down'));
    expect(toggle.checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await request.answer(1, ok(null));
    // Answered before the worker's new state reached the page: still on, not flicked back.
    expect(toggle.checked).toBe(true);
    rerender(<GiftSetting send={request.send} stored />);
    expect(toggle.checked).toBe(true);
    // Turned off elsewhere later: the page follows the store.
    rerender(<GiftSetting send={request.send} stored={false} />);
    expect(toggle.checked).toBe(false);
  });

  it('turns a thrown request into a failure with Try again, not an unhandled rejection', async () => {
    render(<GiftSetting send={() => Promise.reject(new Error('port closed'))} stored={false} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('switch', { name: 'Gift list' }));
      await Promise.resolve();
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
