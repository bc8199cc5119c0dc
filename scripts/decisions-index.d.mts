export const decisionsDir: string;
export function decisionsIndex(): string;
