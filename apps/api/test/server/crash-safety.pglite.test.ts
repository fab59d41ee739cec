// Crash safety on the embedded PGlite (crash-safety.suite.ts says what is checked).
import { crashSafetySuite } from './crash-safety.suite.ts';

crashSafetySuite('pglite');
