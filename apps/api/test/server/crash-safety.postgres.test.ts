// Crash safety on PostgreSQL (crash-safety.suite.ts says what is checked); run only when
// TEST_DATABASE_URL is set (.ci/run and npm run test:soak:crash set it), as vitest.config.ts says.
import { crashSafetySuite } from './crash-safety.suite.ts';

crashSafetySuite('postgres');
