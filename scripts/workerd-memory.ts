// Peak memory of the local server's workerd while a benchmark runs: the resident set of every workerd
// process in the server's process group, sampled from /proc (Linux). workerd holds the whole runtime
// (every isolate, the local D1's SQLite), so the growth over its idle size bounds what one request's
// isolate used; a deployed Worker isolate may use at most 128 MB.
import { readdirSync, readFileSync } from "node:fs";

function workerdPids(processGroup: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const [, comm = "", rest = ""] = /^\d+ \((.*)\) (.*)$/s.exec(stat.trim()) ?? [];
      if (comm === "workerd" && Number(rest.split(" ")[2]) === processGroup) pids.push(Number(entry));
    } catch {}
  }
  return pids;
}

/** Resident set of the group's workerd processes, in MB. */
function residentMb(processGroup: number): number {
  let kb = 0;
  for (const pid of workerdPids(processGroup)) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {}
  }
  return kb / 1024;
}

/** Samples every 25 ms until stopped: the idle size at the start and the peak seen. */
export function sampleWorkerdMemory(processGroup: number) {
  const idle = residentMb(processGroup);
  let peak = idle;
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMb(processGroup));
  }, 25);
  return {
    stop: () => {
      clearInterval(timer);
      return { idleMb: idle, peakMb: Math.max(peak, residentMb(processGroup)) };
    },
  };
}
