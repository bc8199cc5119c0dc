/** '12345.500' → '12,345.5'; the decimal string is regrouped as text, never parsed to a float. */
export function formatDecimal(value: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return value;
  const whole = (match[2] ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  return `${match[1] ?? ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** '2026-11-16' → '16 Nov 2026' (spec 000 §9 'dd MMM yyyy'). */
export function formatDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${String(day).padStart(2, '0')} ${names[month - 1]} ${year}`;
}
