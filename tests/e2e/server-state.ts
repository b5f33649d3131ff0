// Shared by the run's setup (in Vitest's main process) and the specs: where the setup leaves word that
// the server could not start, inside the run's folder.
export const SETUP_FAILED_FILE = "server-setup-failed.txt";
