// Shared by the run's setup (in Vitest's main process) and the specs: the setup leaves word in the run's
// folder once the server answers, or why it could not start; serverReady (browser.ts) waits for either.
export const SERVER_READY_FILE = "server-ready.txt";
export const SETUP_FAILED_FILE = "server-setup-failed.txt";
