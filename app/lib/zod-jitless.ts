// Imported first by app/main.tsx, before any schema is parsed. Zod probes `new Function("")` to
// decide whether to compile fast parsers; the page's CSP forbids eval, and although zod catches the
// refusal, the browser still reports a CSP violation on every page. `jitless` skips the probe: the
// schemas parse the same, without compiled code (the policy: worker/lib/security-headers.ts).
//
// Set through the global zod reads its settings from (zod/v4/core/core.js) rather than zod's own
// `config()`: importing that puts 3 KB of zod into the entry every visitor downloads.
// tests/app/zod-jitless.test.ts checks that zod still reads it.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
