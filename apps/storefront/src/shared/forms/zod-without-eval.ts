import { z } from 'zod';

// The Content-Security-Policy forbids eval. zod probes for it (a CSP violation in the console) when
// its first object schema is built, and would compile parsers with it: it is told not to. Every
// module that builds schemas imports rules.ts or use-zod-form.ts, which import this module first, so
// it runs before the first schema is built, and zod loads only with a form (issue #16).
z.config({ jitless: true });
