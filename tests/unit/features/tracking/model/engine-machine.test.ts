import { describe, expect, it } from 'vitest';
import {
  engineTransition,
  NEW_ENGINE,
  type EngineEvent,
  type EngineMachine,
} from '../../../../../src/features/tracking/model/engine-machine';
import { EMPTY_RUN, type RunState } from '../../../../../src/features/tracking/model/run-state';

const stored: RunState = { ...EMPTY_RUN, ownChecks: { 'L1/a': 1 } };
const committed: RunState = { ...EMPTY_RUN, ownChecks: { 'L1/b': 2 } };

/** The machine after each event in turn, and the effect of the last one. */
function after(events: EngineEvent[], from: EngineMachine = NEW_ENGINE) {
  let machine = from;
  let effect: ReturnType<typeof engineTransition>['effect'] = null;
  for (const event of events) ({ machine, effect } = engineTransition(machine, event));
  return { machine, effect };
}

describe('the re-check engine machine: loading the stored run', () => {
  it('reads the stored run once, however often it is asked for', () => {
    expect(after([{ type: 'load-asked' }])).toEqual({ machine: { ...NEW_ENGINE, load: { phase: 'loading' } }, effect: 'read-run' });
    expect(after([{ type: 'load-asked' }, { type: 'load-asked' }]).effect).toBeNull();
  });

  it('is loaded with the run it read, and reads nothing more when asked again', () => {
    const loaded = after([{ type: 'load-asked' }, { type: 'run-read', run: stored }]);
    expect(loaded.machine.load).toEqual({ phase: 'loaded', run: stored });
    expect(after([{ type: 'load-asked' }], loaded.machine)).toEqual({ machine: loaded.machine, effect: null });
  });

  it('keeps a run committed while it was reading over the one it read', () => {
    const { machine } = after([{ type: 'load-asked' }, { type: 'run-committed', run: committed }, { type: 'run-read', run: stored }]);
    expect(machine.load).toEqual({ phase: 'loaded', run: committed });
  });

  it('holds each committed run', () => {
    const { machine } = after([{ type: 'load-asked' }, { type: 'run-read', run: stored }, { type: 'run-committed', run: committed }]);
    expect(machine.load).toEqual({ phase: 'loaded', run: committed });
  });
});

describe('the re-check engine machine: the loop', () => {
  it('starts on a tick when stopped', () => {
    expect(after([{ type: 'tick' }])).toEqual({ machine: { ...NEW_ENGINE, loop: 'running' }, effect: 'start-loop' });
  });

  it('is only joined by a tick while it runs: it refreshes the queue before each step anyway', () => {
    expect(after([{ type: 'tick' }, { type: 'tick' }])).toEqual({ machine: { ...NEW_ENGINE, loop: 'running' }, effect: null });
  });

  it('is woken by a tick while it sleeps, once', () => {
    const asleep = after([{ type: 'tick' }, { type: 'sleep-started' }]).machine;
    expect(asleep.loop).toBe('sleeping');
    expect(after([{ type: 'tick' }], asleep)).toEqual({ machine: { ...asleep, loop: 'running' }, effect: 'wake-loop' });
    expect(after([{ type: 'tick' }, { type: 'tick' }], asleep).effect).toBeNull();
  });

  it('runs again when its sleep ends, whether by time or by a wake', () => {
    expect(after([{ type: 'tick' }, { type: 'sleep-started' }, { type: 'sleep-ended' }]).machine.loop).toBe('running');
    expect(after([{ type: 'tick' }, { type: 'sleep-started' }, { type: 'tick' }, { type: 'sleep-ended' }]).machine.loop).toBe('running');
  });

  it('is started anew by the first tick after it ended, asleep or not', () => {
    expect(after([{ type: 'tick' }, { type: 'loop-ended' }, { type: 'tick' }]).effect).toBe('start-loop');
    const ended = after([{ type: 'tick' }, { type: 'sleep-started' }, { type: 'loop-ended' }]).machine;
    expect(ended.loop).toBe('stopped');
    expect(after([{ type: 'tick' }], ended).effect).toBe('start-loop');
  });
});

describe('the re-check engine machine: writing kept readings', () => {
  it('starts a write when none is under way', () => {
    expect(after([{ type: 'flush-asked' }])).toEqual({ machine: { ...NEW_ENGINE, flush: 'writing' }, effect: 'start-flush' });
  });

  it('writes once more after the current write when asked during it, however often', () => {
    const asked = after([{ type: 'flush-asked' }, { type: 'flush-asked' }, { type: 'flush-asked' }]);
    expect(asked).toEqual({ machine: { ...NEW_ENGINE, flush: 'writing-then-again' }, effect: null });
    expect(after([{ type: 'flush-ended' }], asked.machine)).toEqual({ machine: { ...NEW_ENGINE, flush: 'writing' }, effect: 'start-flush' });
    expect(after([{ type: 'flush-ended' }, { type: 'flush-ended' }], asked.machine)).toEqual({ machine: NEW_ENGINE, effect: null });
  });

  it('is idle after a write nobody asked to repeat', () => {
    expect(after([{ type: 'flush-asked' }, { type: 'flush-ended' }])).toEqual({ machine: NEW_ENGINE, effect: null });
  });
});

describe('the re-check engine machine: activities side by side', () => {
  it('moves only the activity an event belongs to', () => {
    const busy = after([{ type: 'load-asked' }, { type: 'run-read', run: stored }, { type: 'tick' }, { type: 'sleep-started' }, { type: 'flush-asked' }]).machine;
    expect(busy).toEqual({ load: { phase: 'loaded', run: stored }, loop: 'sleeping', flush: 'writing' });
    expect(after([{ type: 'flush-ended' }], busy).machine).toEqual({ ...busy, flush: 'idle' });
    expect(after([{ type: 'loop-ended' }], busy).machine).toEqual({ ...busy, loop: 'stopped' });
    expect(after([{ type: 'run-committed', run: committed }], busy).machine).toEqual({ ...busy, load: { phase: 'loaded', run: committed } });
  });
});
