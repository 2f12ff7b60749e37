import { OffsetClock } from '../jobs/clock';
import { moveClock, testClockRequested } from './clock';

describe('test clock', () => {
  it('is only on with ZAALPLEK_TEST_CLOCK=1 and refused in production', () => {
    expect(testClockRequested({})).toBe(false);
    expect(testClockRequested({ ZAALPLEK_TEST_CLOCK: '1', NODE_ENV: 'development' })).toBe(true);
    expect(() => testClockRequested({ ZAALPLEK_TEST_CLOCK: '1', NODE_ENV: 'production' })).toThrow(/refused/);
  });

  it('advances by advance_ms, jumps to now, and refuses bad bodies', () => {
    const c = new OffsetClock();
    expect(moveClock(c, { advance_ms: 3600_000 })).toBeNull();
    expect(c.offsetMs).toBe(3600_000);
    expect(moveClock(c, { now: '2031-01-01T00:00:00.000Z' }, Date.parse('2030-12-31T00:00:00.000Z'))).toBeNull();
    expect(c.offsetMs).toBe(24 * 3600_000);
    expect(moveClock(c, { advance_ms: -1 })).toMatch(/advance_ms/);
    expect(moveClock(c, { advance_ms: '5' })).toMatch(/advance_ms/);
    expect(moveClock(c, { now: 'tomorrow' })).toMatch(/ISO/);
    expect(moveClock(c, {})).toMatch(/advance_ms/);
    expect(c.offsetMs).toBe(24 * 3600_000);
  });
});
