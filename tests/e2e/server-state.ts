// Shared by the run's setup (in Vitest's main process) and the specs: the setup leaves word in the run's
// folder once the server answers, or why it could not start; serverReady (browser.ts) waits for either.
// The same for the browser profile with the service worker installed (service-worker-profile.ts).
export const SERVER_READY_FILE = "server-ready.txt";
export const SETUP_FAILED_FILE = "server-setup-failed.txt";
export const SERVICE_WORKER_PROFILE_READY_FILE = "service-worker-profile-ready.txt";
export const SERVICE_WORKER_PROFILE_FAILED_FILE = "service-worker-profile-failed.txt";
