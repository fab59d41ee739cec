// Bad input never breaks the API: the operations of the member area, fuzzed as a signed-in member (bad-input.suite.ts).
import { badInputSuite } from './bad-input.suite.ts';

badInputSuite('member');
