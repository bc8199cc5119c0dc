/** The server's idea of now. Development tools may shift it to test expiry without waiting. */
export type Clock = { now(): Date; shift(minutes: number): void };

export function systemClock(): Clock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    shift(minutes) {
      offsetMs += minutes * 60_000;
    },
  };
}

export const addMinutes = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);
export const addHours = (date: Date, hours: number) => addMinutes(date, hours * 60);
export const addDays = (date: Date, days: number) => addMinutes(date, days * 24 * 60);
