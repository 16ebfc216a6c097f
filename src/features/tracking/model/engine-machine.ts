import type { RunState } from './run-state';

/** Reading the stored run: once per worker; a run committed meanwhile wins over the one read. */
export type LoadPhase = { phase: 'unloaded' } | { phase: 'loading' } | { phase: 'loaded'; run: RunState };

/** The loop that takes due items one at a time, and sleeps until the next store is ready. */
export type LoopPhase = 'stopped' | 'running' | 'sleeping';

/** Writing the kept readings through the sink; a reading that finishes mid-write asks for one more pass. */
export type FlushPhase = 'idle' | 'writing' | 'writing-then-again';

/** The re-check engine's three activities, which run side by side. */
export interface EngineMachine {
  load: LoadPhase;
  loop: LoopPhase;
  flush: FlushPhase;
}

export const NEW_ENGINE: EngineMachine = { load: { phase: 'unloaded' }, loop: 'stopped', flush: 'idle' };

export type EngineEvent =
  | { type: 'load-asked' }
  | { type: 'run-read'; run: RunState }
  | { type: 'run-committed'; run: RunState }
  | { type: 'tick' }
  | { type: 'sleep-started' }
  | { type: 'sleep-ended' }
  | { type: 'loop-ended' }
  | { type: 'flush-asked' }
  | { type: 'flush-ended' };

/** What the engine must start for a transition; the machine itself never does anything. */
export type EngineEffect = 'read-run' | 'start-loop' | 'wake-loop' | 'start-flush' | null;

export interface EngineTransition {
  machine: EngineMachine;
  effect: EngineEffect;
}

function load(phase: LoadPhase, event: EngineEvent): [LoadPhase, EngineEffect] {
  switch (event.type) {
    case 'load-asked':
      return phase.phase === 'unloaded' ? [{ phase: 'loading' }, 'read-run'] : [phase, null];
    case 'run-read':
      return phase.phase === 'loaded' ? [phase, null] : [{ phase: 'loaded', run: event.run }, null];
    case 'run-committed':
      return [{ phase: 'loaded', run: event.run }, null];
    default:
      return [phase, null];
  }
}

function loop(phase: LoopPhase, event: EngineEvent): [LoopPhase, EngineEffect] {
  switch (event.type) {
    // A running loop refreshes the queue before each step, so a tick only has to wake a sleeping one.
    case 'tick':
      return phase === 'stopped' ? ['running', 'start-loop'] : ['running', phase === 'sleeping' ? 'wake-loop' : null];
    case 'sleep-started':
      return phase === 'running' ? ['sleeping', null] : [phase, null];
    case 'sleep-ended':
      return phase === 'sleeping' ? ['running', null] : [phase, null];
    case 'loop-ended':
      return ['stopped', null];
    default:
      return [phase, null];
  }
}

function flush(phase: FlushPhase, event: EngineEvent): [FlushPhase, EngineEffect] {
  switch (event.type) {
    case 'flush-asked':
      return phase === 'idle' ? ['writing', 'start-flush'] : ['writing-then-again', null];
    case 'flush-ended':
      return phase === 'writing-then-again' ? ['writing', 'start-flush'] : ['idle', null];
    default:
      return [phase, null];
  }
}

/** The engine's next machine for an event, and what it has to start. Each event moves one activity. */
export function engineTransition(machine: EngineMachine, event: EngineEvent): EngineTransition {
  const [nextLoad, loadEffect] = load(machine.load, event);
  const [nextLoop, loopEffect] = loop(machine.loop, event);
  const [nextFlush, flushEffect] = flush(machine.flush, event);
  return { machine: { load: nextLoad, loop: nextLoop, flush: nextFlush }, effect: loadEffect ?? loopEffect ?? flushEffect };
}
