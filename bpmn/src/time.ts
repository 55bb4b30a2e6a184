// ISO 8601 durations, dates and cycles for timers, computed from the `now` an input carries (never a clock).
import type { TimerDef } from './graph.js';

const DURATION =
  /^P(?!$)(?:(\d+(?:\.\d+)?)Y)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?(?:T(?=\d)(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const CYCLE = /^R(\d*)\/(P.+)$/;

export type Duration = {
  years: number;
  months: number;
  weeks: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
};

export function parseDuration(value: string): Duration | undefined {
  const m = DURATION.exec(value.trim());
  if (!m) return undefined;
  const n = (i: number) => Number(m[i] ?? 0);
  return { years: n(1), months: n(2), weeks: n(3), days: n(4), hours: n(5), minutes: n(6), seconds: n(7) };
}

/** `from` plus a duration, calendar-aware for years and months (UTC). */
export function addDuration(from: number, d: Duration): number {
  const date = new Date(from);
  if (d.years || d.months) date.setUTCMonth(date.getUTCMonth() + Math.trunc(d.years * 12 + d.months));
  const ms = ((((d.weeks * 7 + d.days) * 24 + d.hours) * 60 + d.minutes) * 60 + d.seconds) * 1000;
  return date.getTime() + Math.round(ms);
}

export function parseDateTime(value: string): number | undefined {
  if (!DATE_TIME.test(value.trim())) return undefined;
  const ms = Date.parse(value.trim());
  return Number.isNaN(ms) ? undefined : ms;
}

/** `R3/PT1H` -> 3 repetitions of an hour; `R/PT1H` repeats without end. */
export function parseCycle(value: string): { repetitions?: number; every: Duration } | undefined {
  const m = CYCLE.exec(value.trim());
  if (!m) return undefined;
  const every = parseDuration(m[2] ?? '');
  if (!every || addDuration(0, every) <= 0) return undefined;
  const repetitions = m[1] ? Number(m[1]) : undefined;
  if (repetitions === 0) return undefined;
  return repetitions === undefined ? { every } : { repetitions, every };
}

/** Why a literal timer value is invalid, or undefined when it is fine (FEEL values are checked at run time). */
export function timerProblem(timer: TimerDef): string | undefined {
  if (timer.value.trim().startsWith('=')) return undefined;
  switch (timer.kind) {
    case 'duration':
      return parseDuration(timer.value) ? undefined : '不是有效的 ISO 8601 时长（例如 PT2H、P1D）';
    case 'date':
      return parseDateTime(timer.value) !== undefined
        ? undefined
        : '不是有效的 ISO 8601 日期时间（例如 2026-01-31T09:00:00Z）';
    case 'cycle':
      return parseCycle(timer.value) ? undefined : '不是有效的 ISO 8601 循环（例如 R3/PT1H）';
  }
}
