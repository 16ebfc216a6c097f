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

/** Each phase's way out, by event: the next phase, and what the engine must start. An event a phase does not list leaves it as it is. */
type Transitions<P extends string> = Record<P, Partial<Record<EngineEvent['type'], readonly [P, EngineEffect?]>>>;

const LOOP: Transitions<LoopPhase> = {
  stopped: { tick: ['running', 'start-loop'] },
  // A running loop refreshes the queue before each step, so a tick only has to wake a sleeping one.
  running: { 'sleep-started': ['sleeping'], 'loop-ended': ['stopped'] },
  sleeping: { tick: ['running', 'wake-loop'], 'sleep-ended': ['running'], 'loop-ended': ['stopped'] },
};

const FLUSH: Transitions<FlushPhase> = {
  idle: { 'flush-asked': ['writing', 'start-flush'] },
  writing: { 'flush-asked': ['writing-then-again'], 'flush-ended': ['idle'] },
  'writing-then-again': { 'flush-ended': ['writing', 'start-flush'] },
};

function follow<P extends string>(transitions: Transitions<P>, phase: P, event: EngineEvent): [P, EngineEffect] {
  const [next, effect = null] = transitions[phase][event.type] ?? [phase];
  return [next, effect];
}

function load(phase: LoadPhase, event: EngineEvent): [LoadPhase, EngineEffect] {
  if (event.type === 'load-asked' && phase.phase === 'unloaded') return [{ phase: 'loading' }, 'read-run'];
  if (event.type === 'run-committed' || (event.type === 'run-read' && phase.phase !== 'loaded')) return [{ phase: 'loaded', run: event.run }, null];
  return [phase, null];
}

/** The engine's next machine for an event, and what it has to start. Each event moves one activity. */
export function engineTransition(machine: EngineMachine, event: EngineEvent): EngineTransition {
  const [nextLoad, loadEffect] = load(machine.load, event);
  const [nextLoop, loopEffect] = follow(LOOP, machine.loop, event);
  const [nextFlush, flushEffect] = follow(FLUSH, machine.flush, event);
  return { machine: { load: nextLoad, loop: nextLoop, flush: nextFlush }, effect: loadEffect ?? loopEffect ?? flushEffect };
}
