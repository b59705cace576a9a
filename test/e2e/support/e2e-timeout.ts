import { jest } from '@jest/globals';

// Some tests start the built server as a process (twice, to kill it in between): seconds each on a busy 2-core
// machine, so the 5 s default would fail them for the machine's sake, not the code's.
jest.setTimeout(60_000);
