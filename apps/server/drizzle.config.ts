import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/db/schema and committed; they are applied at start-up and by every
// test run (never `drizzle-kit push`).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
