// Bad input never breaks the API: the operations open to visitors, fuzzed without signing in (bad-input.suite.ts).
import { badInputSuite } from './bad-input.suite.ts';

badInputSuite('visitor');
