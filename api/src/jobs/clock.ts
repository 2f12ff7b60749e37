/** Injectable time: the system clock in production, a manual one in tests (and the dev clock endpoint). */

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that only moves when told to. */
export class ManualClock implements Clock {
  private t: number;
  constructor(start: Date = new Date()) {
    this.t = start.getTime();
  }
  now(): Date {
    return new Date(this.t);
  }
  set(at: Date): void {
    this.t = at.getTime();
  }
  advance(ms: number): void {
    this.t += ms;
  }
}

/** A clock running with the system clock, shifted by an offset (dev/e2e: "move the clock"). */
export class OffsetClock implements Clock {
  offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

let current: Clock = systemClock;
/** The process clock used by services when no `now` is passed. */
export const clock: Clock = { now: () => current.now() };
export function setClock(c: Clock): void {
  current = c;
}
export function resetClock(): void {
  current = systemClock;
}
