/** '12345.500' → '12,345.5'; the decimal string is regrouped as text, never parsed to a float. */
export function formatDecimal(value: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return value;
  const whole = (match[2] ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  return `${match[1] ?? ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
