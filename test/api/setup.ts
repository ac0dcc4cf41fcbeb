// Most API tests sign in through the Auth emulator, a separate process shared by every test file: on a
// busy machine (CI runs the suites side by side, the fault tests stop and start PostgreSQL and API
// processes) one sign-in alone can pass Jest's default 5 s. The assertions are unchanged; only how
// long a test may run before it counts as hung.
jest.setTimeout(20_000);
