// Bad input never breaks the API: the operations of the staff console, fuzzed as an administrator (bad-input.suite.ts).
import { badInputSuite } from './bad-input.suite.ts';

badInputSuite('admin');
