import { readdirSync, readFileSync } from 'node:fs';

/** CPU readings from Linux /proc for the benchmarks' figures; 0 (or nothing) where /proc is unreadable. */

/** User plus system CPU seconds from a /proc/<pid>/stat line (the fields after the command's closing parenthesis). */
const secondsOfStat = (stat: string) => {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/** CPU seconds a process has used. */
export function cpuSeconds(pid: number | undefined): number {
  try {
    return secondsOfStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return 0;
  }
}

/** CPU seconds of each PostgreSQL server process, by pid. */
export function postgresCpuByPid(): Map<string, number> {
  const byPid = new Map<string, number>();
  try {
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        if (!stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).startsWith('postgres')) continue;
        byPid.set(pid, secondsOfStat(stat));
      } catch {
        // the process ended while being read
      }
    }
  } catch {
    // no /proc
  }
  return byPid;
}

/** CPU seconds used so far by the PostgreSQL server's processes. */
export const postgresCpuSeconds = (): number => [...postgresCpuByPid().values()].reduce((sum, seconds) => sum + seconds, 0);

/** What PostgreSQL's processes used between two readings (a backend that ended meanwhile is not counted). */
export function postgresCpuBetween(before: Map<string, number>, after: Map<string, number>): number {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

export const loadAverage = (): string => {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'unknown';
  }
};
