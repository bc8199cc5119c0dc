import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/all-tables.ts',
  out: './src/db/migrations',
  migrations: { prefix: 'timestamp' },
  casing: 'snake_case',
});
