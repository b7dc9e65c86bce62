import { describe, expect, it } from 'vitest';
import { cyclesOf, importGraph } from './import-cycles.js';

/** The cycles of a tree given as { path: source }. */
function cycles(files) {
  return cyclesOf(importGraph(Object.keys(files), (file) => files[file]));
}

describe('import cycles', () => {
  it('finds a cycle through values, over several files and through an index', () => {
    expect(
      cycles({
        '/t/a.ts': "import { b } from './b.js';\nexport const a = 1;",
        '/t/b.ts': "export { c as b } from './c/index.js';",
        '/t/c/index.ts': "import { a } from '../a.js';\nexport const c = a;",
        '/t/d.ts': "import { a } from './a.js';",
      }),
    ).toEqual([['/t/a.ts', '/t/b.ts', '/t/c/index.ts']]);
  });

  it('finds a cycle through a side-effect import and a namespace import', () => {
    expect(
      cycles({
        '/t/a.tsx': "import './b';",
        '/t/b.ts': "import * as a from './a';\nconsole.log(a);",
      }),
    ).toEqual([['/t/a.tsx', '/t/b.ts']]);
  });

  it('does not count imports that are erased or run later', () => {
    expect(
      cycles({
        '/t/a.ts': "import type { B } from './b.js';\nimport { type C } from './c.js';",
        '/t/b.ts': "import { a } from './a.js';\nexport type B = 1;",
        '/t/c.ts': "export type { A } from './a.js';\nconst later = () => import('./a.js');",
      }),
    ).toEqual([]);
  });

  it('leaves packages and files outside the tree alone', () => {
    expect(
      cycles({
        '/t/a.ts': "import { z } from 'zod';\nimport { x } from '../elsewhere/x.js';",
      }),
    ).toEqual([]);
  });
});
